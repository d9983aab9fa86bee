import { screenRoute, withScreen } from '@evergreen/dev-host/stories';
import { paths } from '@evergreen/domain/paths';
import { expect, within } from 'storybook/test';
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild';
import { COUSIN_ID, ELEANOR, ELEANOR_REMINDERS, OWNER_ID, SETTINGS } from '../../../testing/story-data';
import { type Follower, followersQueryOptions } from '../api/followers';
import { memorialRemindersQueryOptions } from '../api/get-memorial-reminders';
import { type ReminderAccess, reminderAccessQueryOptions } from '../api/get-reminder-access';
import { reminderSettingsQueryOptions } from '../api/get-reminder-settings';
import type { Reminder } from '../api/get-reminders';
import { RemindersCard } from './RemindersCard';

/** Eleanor's memorial page seen by `userId`: their reminders of it, their access and who follows them. */
function onEleanorsPage({
  userId = OWNER_ID,
  reminders,
  access,
  followers,
}: {
  userId?: string;
  reminders: readonly Reminder[];
  access: ReminderAccess;
  followers?: Follower[];
}) {
  return withScreen({
    pattern: screenRoute('mf_memorials', 'dashboard', '*'),
    path: paths.memorial(ELEANOR.id),
    userId,
    seed: (queryClient) => {
      queryClient.setQueryData(memorialRemindersQueryOptions(ELEANOR.id).queryKey, [...reminders]);
      queryClient.setQueryData(reminderSettingsQueryOptions(userId).queryKey, SETTINGS);
      queryClient.setQueryData(reminderAccessQueryOptions(ELEANOR.id, userId).queryKey, access);
      if (followers) queryClient.setQueryData(followersQueryOptions(ELEANOR.id).queryKey, followers);
    },
  });
}

/** As wide as the memorial page's sidebar. */
const inSidebar: Decorator = (Story) => (
  <div style={{ maxWidth: 360 }}>
    <Story />
  </div>
);

/** The "Reminders" card beside a memorial (the memorials remote shows it as `mf_reminders/RemindersCard`). */
const meta = {
  title: 'Screens/Reminders/Reminders card',
  component: RemindersCard,
  args: { graveId: ELEANOR.id },
  decorators: [inSidebar],
} satisfies Meta<typeof RemindersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four reminders of Eleanor on the Personal plan: the first three, a link to the rest, the Family plan offered. */
export const WithReminders: Story = {
  decorators: [
    onEleanorsPage({
      reminders: ELEANOR_REMINDERS,
      access: { isOwner: true, advanced: false },
    }),
  ],
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Reminders' }));
    await expect(card.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    await expect(card.getByRole('link', { name: 'View all 4 reminders' })).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Let collaborators follow these reminders' }),
    ).toBeVisible();
  },
};

/** No reminder of this memorial yet. */
export const Empty: Story = {
  decorators: [onEleanorsPage({ reminders: [], access: { isOwner: true, advanced: false } })],
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Reminders' }));
    await expect(card.getByText('No reminders set')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add your first reminder' })).toBeEnabled();
  },
};

/** The owner on the Family plan: who of their collaborators follows these reminders. */
export const FollowedByCollaborators: Story = {
  decorators: [
    onEleanorsPage({
      reminders: ELEANOR_REMINDERS,
      access: { isOwner: true, advanced: true },
      followers: [
        { userId: COUSIN_ID, name: 'Daniel Okafor' },
        { userId: '0c000000-0000-4000-8000-000000000003', name: 'Anna Whitfield' },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Followed by Daniel Okafor, Anna Whitfield'),
    ).toBeVisible();
  },
};

/** A collaborator of a Family plan owner: the owner's reminders, and the switch to follow them. */
export const Collaborator: Story = {
  decorators: [
    onEleanorsPage({
      userId: COUSIN_ID,
      reminders: ELEANOR_REMINDERS,
      access: { isOwner: false, advanced: true },
      followers: [{ userId: COUSIN_ID, name: 'Daniel Okafor' }],
    }),
  ],
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Reminders' }));
    await expect(card.getAllByText('Followed')).toHaveLength(3);
    await expect(card.queryByRole('button', { name: /^Remove / })).toBeNull();
    await expect(card.getByRole('switch', { name: 'Follow reminders' })).toBeChecked();
  },
};
