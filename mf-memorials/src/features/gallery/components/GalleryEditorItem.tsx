import { ConfirmButton } from '@evergreen/design-system/ConfirmButton';
import { CAPTION_MAX_LENGTH, GALLERY_TILE } from '@evergreen/domain/gallery';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Stack, TextInput, UnstyledButton } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type CSSProperties, type HTMLAttributes, type Ref, useState } from 'react';
import type { GalleryPhoto } from '../api/get-gallery';
import classes from './Gallery.module.css';
import { photoAlt } from './PhotoViewer';

/** What the drag-and-drop list (GalleryEditor) gives a photo: its place while dragged and its handle. */
export interface SortableParts {
  ref: Ref<HTMLLIElement>;
  style: CSSProperties;
  dragging: boolean;
  handleRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLElement>;
}

export interface GalleryEditorItemProps {
  photo: GalleryPhoto;
  index: number;
  count: number;
  busy: boolean;
  onOpen: () => void;
  onCaption: (caption: string) => Promise<void>;
  onMove: (step: -1 | 1) => void;
  onDelete: () => Promise<void>;
  sortable?: SortableParts;
}

/** One photo as the owner and editors see it: its caption to edit, its place to move, a way to delete it. */
export function GalleryEditorItem({
  photo,
  index,
  count,
  busy,
  onOpen,
  onCaption,
  onMove,
  onDelete,
  sortable,
}: GalleryEditorItemProps) {
  const { t, i18n } = useLingui();
  const [caption, setCaption] = useState(photo.caption);
  const [storedCaption, setStoredCaption] = useState(photo.caption);
  // A caption stored anew (this one saved, or another editor's) replaces what the field holds, without remounting
  // the item: a remount took the focus from its buttons, and a key pressed right after saving was lost.
  if (photo.caption !== storedCaption) {
    setStoredCaption(photo.caption);
    setCaption(photo.caption);
  }
  const place = index + 1;
  const alt = photoAlt(i18n, photo, index);
  const changed = caption.trim() !== photo.caption;
  // Passed through to the button (a variable, as ButtonProps names no aria attributes).
  const deleteButton = {
    size: 'compact-sm',
    variant: 'light',
    disabled: busy,
    'aria-label': t`Delete photo ${place}`,
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      ref={sortable?.ref}
      style={sortable?.style}
      shadow={sortable?.dragging ? 'md' : undefined}
    >
      <Group align="flex-start" gap="sm">
        {sortable && (
          <ActionIcon
            ref={sortable.handleRef}
            {...sortable.handleProps}
            variant="subtle"
            color="gray"
            size="lg"
            disabled={busy}
            className={classes.dragHandle}
            aria-label={t`Drag photo ${place}`}
          >
            <IconGripVertical size={20} aria-hidden />
          </ActionIcon>
        )}
        <UnstyledButton
          className={`${classes.tile} ${classes.editorThumb}`}
          onClick={onOpen}
          aria-label={t`Open ${alt}`}
        >
          <img
            className={classes.tileImage}
            src={photo.thumbnail}
            alt=""
            loading="lazy"
            width={GALLERY_TILE.width / 2}
            height={GALLERY_TILE.height / 2}
          />
        </UnstyledButton>
        <Stack gap="xs" className={classes.editorFields}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (changed) void onCaption(caption.trim());
            }}
          >
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1, minWidth: 0 }}
                label={t`Caption for photo ${place}`}
                value={caption}
                maxLength={CAPTION_MAX_LENGTH}
                onChange={(event) => setCaption(event.currentTarget.value)}
              />
              <Button type="submit" variant="default" disabled={!changed || busy}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </form>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onMove(-1)}
              disabled={index === 0 || busy}
              aria-label={t`Move up photo ${place}`}
              data-move={`${photo.id}:up`}
            >
              <Trans>Move up</Trans>
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onMove(1)}
              disabled={index === count - 1 || busy}
              aria-label={t`Move down photo ${place}`}
              data-move={`${photo.id}:down`}
            >
              <Trans>Move down</Trans>
            </Button>
            <ConfirmButton
              color="red"
              title={t`Delete Photo`}
              message={t`This photo will be removed from the gallery and deleted.`}
              confirmLabel={t`Delete`}
              onConfirm={onDelete}
              buttonProps={deleteButton}
            >
              <Trans>Delete</Trans>
            </ConfirmButton>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
