import { IMAGE_HINT, IMAGE_PROBLEM_TEXT, imageProblem } from '@evergreen/domain/images';
import { Button, Group, Input, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import classes from './ImagePicker.module.css';

export interface ImagePickerProps {
  /** The field's name, e.g. "Grave Photo". */
  label: string;
  /** The call to action inside the zone, e.g. "Click to upload new grave image". */
  prompt: string;
  /** The image already saved, shown until another file is chosen. */
  currentUrl?: string | null;
  /** The file chosen but not uploaded yet. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Upload progress in percent while the file is being sent. */
  progress?: number | null;
  /** A failure from outside, e.g. the upload's. */
  error?: string | null;
  disabled?: boolean;
}

/** A photo field: images only, at most 10 MB, with a preview, the hint and the upload's progress. */
export function ImagePicker({
  label,
  prompt,
  currentUrl,
  file,
  onChange,
  progress,
  error,
  disabled,
}: ImagePickerProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null;
    // The same file chosen twice in a row must still fire a change.
    event.currentTarget.value = '';
    if (!chosen) return;
    const reason = imageProblem(chosen);
    setProblem(reason ? IMAGE_PROBLEM_TEXT[reason] : null);
    if (!reason) onChange(chosen);
  };

  const shown = previewUrl ?? currentUrl ?? null;
  const message = problem ?? error ?? null;

  return (
    <Stack gap={6}>
      {/* The input carries the same name itself; this is the visible label of the whole field. */}
      <Input.Label labelElement="div" aria-hidden="true">
        {label}
      </Input.Label>
      <label htmlFor={inputId} className={classes.zone} data-disabled={disabled || undefined}>
        {shown && <img src={shown} alt={`${label} preview`} className={classes.preview} />}
        <Text fw={500}>{prompt}</Text>
        <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
          {IMAGE_HINT}
        </Text>
        <VisuallyHidden>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            aria-label={label}
            aria-describedby={`${inputId}-hint`}
            onChange={choose}
            disabled={disabled}
          />
        </VisuallyHidden>
      </label>
      {file && (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" truncate>
            {file.name}
          </Text>
          {!disabled && (
            <Button variant="subtle" size="compact-sm" onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </Group>
      )}
      {progress != null && (
        <Progress
          value={progress}
          aria-label={`${label} upload progress`}
          size="sm"
          animated={progress < 100}
        />
      )}
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
