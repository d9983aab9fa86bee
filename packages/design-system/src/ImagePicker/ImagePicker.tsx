import { type ImageProblem, imageProblem } from '@evergreen/domain/images';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const PROBLEM_TEXT: Record<ImageProblem, MessageDescriptor> = {
  'not-an-image': msg`Please choose an image file (PNG, JPG).`,
  'too-large': msg`This image is larger than 10MB. Please choose a smaller one.`,
};

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
  const { t, i18n } = useLingui();
  const inputId = useId();
  const [problem, setProblem] = useState<ImageProblem | null>(null);
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
    setProblem(reason);
    if (!reason) onChange(chosen);
  };

  const shown = previewUrl ?? currentUrl ?? null;
  const message = (problem && i18n._(PROBLEM_TEXT[problem])) ?? error ?? null;

  return (
    <Stack gap={6}>
      {/* The input carries the same name itself; this is the visible label of the whole field. */}
      <Input.Label labelElement="div" aria-hidden="true">
        {label}
      </Input.Label>
      <label htmlFor={inputId} className={classes.zone} data-disabled={disabled || undefined}>
        {shown && <img src={shown} alt={t`${label} preview`} className={classes.preview} />}
        <Text fw={500}>{prompt}</Text>
        <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
          <Trans>PNG, JPG up to 10MB</Trans>
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
              <Trans>Remove</Trans>
            </Button>
          )}
        </Group>
      )}
      {progress != null && (
        <Progress
          value={progress}
          aria-label={t`${label} upload progress`}
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
