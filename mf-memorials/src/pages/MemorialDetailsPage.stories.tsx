import type { MemorialAccess } from '@evergreen/domain/memorial-form';
import { MEMORIAL_ROUTES, paths } from '@evergreen/domain/paths';
import { myPlanQueryOptions } from '@evergreen/supabase-client/queries';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { linksIncludedQueryOptions } from '../features/family/api/get-links-included';
import { relativesQueryOptions } from '../features/family/api/get-relatives';
import { galleryQueryOptions } from '../features/gallery/api/get-gallery';
import { keepsakeKindQueryOptions } from '../features/keepsake/api/get-keepsake-kind';
import { keepsakeKind } from '../features/keepsake/pdf/layout';
import { activeRemindersCountQueryOptions } from '../features/memorials/api/get-active-reminders-count';
import { memorialQueryOptions } from '../features/memorials/api/get-memorial';
import { memorialAccessQueryOptions } from '../features/memorials/api/get-memorial-access';
import type { Memorial } from '../features/memorials/api/get-memorials';
import { memoriesQueryOptions } from '../features/memories/api/get-memories';
import { withScreen } from '../testing/screen-story';
import {
  FAMILY_MEMBERS,
  GALLERY,
  memorialRow,
  myPlan,
  OWNER_ID,
  VIEWER_ID,
  VISITOR_MEMORIES,
} from '../testing/story-data';
import { MemorialDetailsPage } from './MemorialDetailsPage';

const eleanor = memorialRow({ is_public: true, slug: 'eleanor-whitfield' });

/** The memorial as `userId` sees it, with that user's access, reminders and the memorial's memories. */
function memorialSeenBy(
  userId: string,
  access: MemorialAccess,
  memorial: Memorial = eleanor,
  plan = myPlan('personal', 3, 1),
) {
  return withScreen({
    mount: 'dashboard',
    route: MEMORIAL_ROUTES.details,
    path: paths.memorial(memorial.id),
    userId,
    seed: (queryClient) => {
      queryClient.setQueryData(memorialQueryOptions(memorial.id).queryKey, memorial);
      queryClient.setQueryData(memorialAccessQueryOptions(memorial, userId).queryKey, access);
      queryClient.setQueryData(activeRemindersCountQueryOptions(memorial.id).queryKey, 2);
      queryClient.setQueryData(memoriesQueryOptions(memorial.id).queryKey, VISITOR_MEMORIES);
      queryClient.setQueryData(myPlanQueryOptions().queryKey, plan);
      queryClient.setQueryData(galleryQueryOptions(memorial.id).queryKey, GALLERY);
      queryClient.setQueryData(relativesQueryOptions(memorial.id).queryKey, FAMILY_MEMBERS);
      queryClient.setQueryData(linksIncludedQueryOptions(memorial.id).queryKey, plan.plan.id === 'family');
      // The stories' user owns the memorial or shares its owner's plan: the keepsake of that plan.
      queryClient.setQueryData(keepsakeKindQueryOptions(memorial.id).queryKey, keepsakeKind(plan.plan));
    },
  });
}

/** /dashboard/grave/:id: everything about one memorial, with what the user may do with it. */
const meta = {
  title: 'Screens/Memorials/Memorial details',
  component: MemorialDetailsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MemorialDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public memorial seen by its owner: Edit, Share, the QR code and the visitors' memories. */
export const Owner: Story = {
  decorators: [memorialSeenBy(OWNER_ID, 'owner')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(screen.getByText(VISITOR_MEMORIES[0]?.memory_text ?? '')).toBeVisible();
  },
};

/** Over the owner's Free plan limit after a paid plan ended: the badge and the reason, no Edit, Delete instead. */
export const ReadOnly: Story = {
  decorators: [
    memorialSeenBy(
      OWNER_ID,
      'owner',
      {
        ...eleanor,
        is_read_only: true,
        read_only_reason:
          'This memorial is read-only because your Free plan allows 5 memorials. Upgrade to edit it again.',
      },
      myPlan('free', 7, 0),
    ),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('region', { name: 'Read-only' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Delete memorial' })).toBeVisible();
  },
};

/** The same memorial seen by a relative it was shared with as a viewer: no Edit. */
export const Viewer: Story = {
  decorators: [memorialSeenBy(VIEWER_ID, 'viewer')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  },
};

/** An address with no memorial behind it, or one the user may not see. */
export const NotFound: Story = {
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: MEMORIAL_ROUTES.details,
      path: paths.memorial(eleanor.id),
      userId: OWNER_ID,
      seed: (queryClient) => {
        queryClient.setQueryData(memorialQueryOptions(eleanor.id).queryKey, null);
        queryClient.setQueryData(myPlanQueryOptions().queryKey, myPlan('personal', 3, 1));
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Grave not found')).toBeVisible();
  },
};
