import { MEMORIAL_ROUTES, paths } from '@evergreen/domain/paths';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { relativesQueryOptions } from '../features/family/api/get-relatives';
import { galleryQueryOptions } from '../features/gallery/api/get-gallery';
import { publicMemorialQueryOptions } from '../features/memorials/api/get-public-memorial';
import { memoriesQueryOptions } from '../features/memories/api/get-memories';
import { withScreen } from '../testing/screen-story';
import { FAMILY_MEMBERS, GALLERY, memorialRow, VISITOR_MEMORIES } from '../testing/story-data';
import { PublicMemorialPage } from './PublicMemorialPage';

const eleanor = memorialRow({ is_public: true, slug: 'eleanor-whitfield' });

/** /graves/:idOrSlug: a public memorial, as anyone with the link sees it. */
const meta = {
  title: 'Screens/Memorials/Public memorial',
  component: PublicMemorialPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicMemorialPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who is not signed in, by the memorial's readable address. */
export const Visitor: Story = {
  decorators: [
    withScreen({
      mount: 'public',
      route: MEMORIAL_ROUTES.public,
      path: paths.publicMemorial('eleanor-whitfield'),
      userId: null,
      seed: (queryClient) => {
        queryClient.setQueryData(publicMemorialQueryOptions('eleanor-whitfield').queryKey, eleanor);
        queryClient.setQueryData(memoriesQueryOptions(eleanor.id).queryKey, VISITOR_MEMORIES);
        queryClient.setQueryData(galleryQueryOptions(eleanor.id).queryKey, GALLERY);
        queryClient.setQueryData(relativesQueryOptions(eleanor.id, true).queryKey, FAMILY_MEMBERS);
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Create Your Own Memorial' })).toBeVisible();
  },
};

/** No public memorial at this address: missing, or private. */
export const NotFound: Story = {
  decorators: [
    withScreen({
      mount: 'public',
      route: MEMORIAL_ROUTES.public,
      path: paths.publicMemorial('no-such-memorial'),
      userId: null,
      seed: (queryClient) => {
        queryClient.setQueryData(publicMemorialQueryOptions('no-such-memorial').queryKey, null);
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Memorial Not Found' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Sign in to view more' })).toBeVisible();
  },
};
