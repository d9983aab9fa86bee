import { ConfirmButton } from '@evergreen/design-system/ConfirmButton';
import { CAPTION_MAX_LENGTH, GALLERY_TILE } from '@evergreen/domain/gallery';
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
  const [caption, setCaption] = useState(photo.caption);
  const [storedCaption, setStoredCaption] = useState(photo.caption);
  // A caption stored anew (this one saved, or another editor's) replaces what the field holds, without remounting
  // the item: a remount took the focus from its buttons, and a key pressed right after saving was lost.
  if (photo.caption !== storedCaption) {
    setStoredCaption(photo.caption);
    setCaption(photo.caption);
  }
  const label = `photo ${index + 1}`;
  const changed = caption.trim() !== photo.caption;
  // Passed through to the button (a variable, as ButtonProps names no aria attributes).
  const deleteButton = {
    size: 'compact-sm',
    variant: 'light',
    disabled: busy,
    'aria-label': `Delete ${label}`,
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
            aria-label={`Drag ${label}`}
          >
            <IconGripVertical size={20} aria-hidden />
          </ActionIcon>
        )}
        <UnstyledButton
          className={`${classes.tile} ${classes.editorThumb}`}
          onClick={onOpen}
          aria-label={`Open ${photoAlt(photo, index)}`}
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
                label={`Caption for ${label}`}
                value={caption}
                maxLength={CAPTION_MAX_LENGTH}
                onChange={(event) => setCaption(event.currentTarget.value)}
              />
              <Button type="submit" variant="default" disabled={!changed || busy}>
                Save
              </Button>
            </Group>
          </form>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onMove(-1)}
              disabled={index === 0 || busy}
              aria-label={`Move up ${label}`}
              data-move={`${photo.id}:up`}
            >
              Move up
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onMove(1)}
              disabled={index === count - 1 || busy}
              aria-label={`Move down ${label}`}
              data-move={`${photo.id}:down`}
            >
              Move down
            </Button>
            <ConfirmButton
              color="red"
              title="Delete Photo"
              message="This photo will be removed from the gallery and deleted."
              confirmLabel="Delete"
              onConfirm={onDelete}
              buttonProps={deleteButton}
            >
              Delete
            </ConfirmButton>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
