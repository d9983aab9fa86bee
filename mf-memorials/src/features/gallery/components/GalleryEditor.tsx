import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { GalleryPhoto } from '../api/get-gallery';
import { GalleryEditorItem, type GalleryEditorItemProps } from './GalleryEditorItem';

/**
 * The owner's and editors' gallery: each photo with its caption, its move buttons and a handle to drag it into
 * place, by pointer or by keyboard (Space on the handle, arrow keys, Space again). Loaded only where someone can
 * edit, so visitors never download the drag-and-drop code. A drop sends the whole new order, as the buttons do.
 */
export interface GalleryEditorProps {
  photos: GalleryPhoto[];
  busy: boolean;
  onOpen: (index: number) => void;
  onCaption: (photo: GalleryPhoto, caption: string) => Promise<void>;
  onMove: (index: number, step: -1 | 1) => void;
  onDelete: (photo: GalleryPhoto) => Promise<void>;
  /** The photo ids in their new order, first to last. */
  onReorder: (photoIds: string[]) => void;
}

type SortablePhotoProps = Omit<GalleryEditorItemProps, 'sortable'>;

function SortablePhoto(props: SortablePhotoProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: props.photo.id, disabled: props.busy });
  return (
    <GalleryEditorItem
      {...props}
      sortable={{
        ref: setNodeRef,
        style: {
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 1 : undefined,
        },
        dragging: isDragging,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
      }}
    />
  );
}

/** What a screen reader hears while a photo is dragged: places in the gallery, not the photos' ids. */
function announcements(photos: GalleryPhoto[], i18n: I18n): Announcements {
  const placeOf = (id: UniqueIdentifier | undefined) => photos.findIndex((photo) => photo.id === id) + 1;
  const count = photos.length;
  return {
    onDragStart: ({ active }) => {
      const photo = placeOf(active.id);
      return i18n._(msg`Picked up photo ${photo} of ${count}.`);
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const photo = placeOf(active.id);
      const place = placeOf(over.id);
      return i18n._(msg`Photo ${photo} is over place ${place} of ${count}.`);
    },
    onDragEnd: ({ active, over }) => {
      const photo = placeOf(active.id);
      if (!over) return i18n._(msg`Photo ${photo} was dropped.`);
      const place = placeOf(over.id);
      return i18n._(msg`Photo ${photo} was dropped at place ${place} of ${count}.`);
    },
    onDragCancel: ({ active }) => {
      const photo = placeOf(active.id);
      return i18n._(msg`Moving photo ${photo} was cancelled.`);
    },
  };
}

const SCREEN_READER_INSTRUCTIONS = msg`To move a photo, press Space on its handle, use the arrow keys to choose its place, then press Space again to drop it, or Escape to cancel.`;

export default function GalleryEditor({
  photos,
  busy,
  onOpen,
  onCaption,
  onMove,
  onDelete,
  onReorder,
}: GalleryEditorProps) {
  const { i18n } = useLingui();
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((photo) => photo.id === active.id);
    const to = photos.findIndex((photo) => photo.id === over.id);
    if (from === -1 || to === -1) return;
    onReorder(arrayMove(photos, from, to).map((photo) => photo.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={drop}
      accessibility={{
        announcements: announcements(photos, i18n),
        screenReaderInstructions: { draggable: i18n._(SCREEN_READER_INSTRUCTIONS) },
      }}
    >
      <SortableContext items={photos.map((photo) => photo.id)} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              busy={busy}
              onOpen={() => onOpen(index)}
              onCaption={(caption) => onCaption(photo, caption)}
              onMove={(step) => onMove(index, step)}
              onDelete={() => onDelete(photo)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
