import { MEMORIAL_ROUTES, paths } from '@evergreen/domain/paths';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR, GALLERY, OWNER_ID, VIEWER_ID } from '../../../testing/story-data';
import { type Gallery, galleryQueryOptions } from '../api/get-gallery';
import { GallerySection } from './GallerySection';

/** Eleanor's memorial page seen by `userId`, her gallery as the gallery api answers it. */
function withGallery(userId: string, gallery: Gallery) {
  return withScreen({
    mount: 'dashboard',
    route: MEMORIAL_ROUTES.details,
    path: paths.memorial(ELEANOR.id),
    userId,
    seed: (queryClient) => queryClient.setQueryData(galleryQueryOptions(ELEANOR.id).queryKey, gallery),
  });
}

/** Ten photos, the Free plan's limit: Eleanor's three again and again. */
const TEN_PHOTOS: Gallery = {
  photos: Array.from({ length: 10 }, (_, index) => {
    const photo = GALLERY.photos[index % GALLERY.photos.length] ?? GALLERY.photos[0];
    if (!photo) throw new Error('The story data has no photo');
    return { ...photo, id: `c2000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}` };
  }),
  limit: 10,
  limitMessage: 'Your Free plan allows 10 photos per memorial.',
};

/** A memorial's "Gallery": the grid for everyone who can see it, the editing list for its owner and editors. */
const meta = {
  title: 'Screens/Memorials/Gallery',
  component: GallerySection,
  args: { graveId: ELEANOR.id, canEdit: true, userId: OWNER_ID },
} satisfies Meta<typeof GallerySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's editor: each photo with its caption, move buttons, drag handle and Delete. */
export const Editor: Story = {
  decorators: [withGallery(OWNER_ID, GALLERY)],
  play: async ({ canvasElement }) => {
    const gallery = within(await within(canvasElement).findByRole('region', { name: 'Gallery' }));
    await expect(gallery.getByText('3 of 100 photos')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Add Photos' })).toBeEnabled();
    await expect(await gallery.findByLabelText('Caption for photo 1')).toHaveValue('The garden in June');
    await expect(gallery.getByRole('button', { name: 'Move up photo 1' })).toBeDisabled();
    await expect(gallery.getByRole('button', { name: 'Delete photo 3' })).toBeEnabled();
  },
};

/** No photos yet: the invitation to add some. */
export const EditorEmpty: Story = {
  decorators: [withGallery(OWNER_ID, { ...GALLERY, photos: [] })],
  play: async ({ canvasElement }) => {
    const gallery = within(await within(canvasElement).findByRole('region', { name: 'Gallery' }));
    await expect(gallery.getByText('No photos yet. Add photos to share more of their story.')).toBeVisible();
  },
};

/** The Free plan's ten photos: no more can be added, and the owner is offered the upgrade. */
export const AtThePhotoLimit: Story = {
  args: { upgradePrompt: true, onUpgrade: () => undefined },
  decorators: [withGallery(OWNER_ID, TEN_PHOTOS)],
  play: async ({ canvasElement }) => {
    const gallery = within(await within(canvasElement).findByRole('region', { name: 'Gallery' }));
    await expect(gallery.getByText('Photo Limit Reached')).toBeVisible();
    await expect(gallery.getByText('Your Free plan allows 10 photos per memorial.')).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Add Photos' })).toBeDisabled();
    await expect(gallery.getByRole('button', { name: 'Upgrade Plan' })).toBeEnabled();
  },
};

/** A relative it was shared with as a viewer (and every visitor of a public memorial): the grid only. */
export const Viewer: Story = {
  args: { canEdit: false, userId: VIEWER_ID },
  decorators: [withGallery(VIEWER_ID, GALLERY)],
  play: async ({ canvasElement }) => {
    const gallery = within(await within(canvasElement).findByRole('region', { name: 'Gallery' }));
    await expect(gallery.getAllByRole('button', { name: /^Open / })).toHaveLength(3);
    await expect(gallery.queryByRole('button', { name: 'Add Photos' })).toBeNull();
  },
};

/** A photo opened from the grid: full screen, with previous and next. */
export const PhotoOpen: Story = {
  args: { canEdit: false, userId: VIEWER_ID },
  decorators: [withGallery(VIEWER_ID, GALLERY)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Open Sunday at the lake' }));
    const viewer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(viewer.getByText('Photo 2 of 3')).toBeVisible();
    await expect(viewer.getByText('Sunday at the lake')).toBeVisible();
  },
};
