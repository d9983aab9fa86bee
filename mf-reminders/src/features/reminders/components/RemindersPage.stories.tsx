import { type StoryAnswers, screenRoute, withScreen } from '@evergreen/dev-host/stories';
import { paths } from '@evergreen/domain/paths';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OWNER_ID, REMINDERS, SETTINGS } from '../../../testing/story-data';
import { reminderSettingsQueryOptions } from '../api/get-reminder-settings';
import { type ReminderWithGrave, remindersQueryOptions } from '../api/get-reminders';
import { RemindersPage } from './RemindersPage';

/** /dashboard/reminders as the owner sees it, with these reminders and their saved settings. */
function remindersPage({
  reminders,
  answers,
}: {
  reminders?: readonly ReminderWithGrave[];
  answers?: StoryAnswers;
}) {
  return withScreen({
    pattern: screenRoute('mf_reminders', 'dashboard', ''),
    path: paths.reminders,
    userId: OWNER_ID,
    answers,
    seed: (queryClient) => {
      if (reminders) queryClient.setQueryData(remindersQueryOptions(OWNER_ID).queryKey, [...reminders]);
      queryClient.setQueryData(reminderSettingsQueryOptions(OWNER_ID).queryKey, SETTINGS);
    },
  });
}

/** /dashboard/reminders: every active reminder of the user, what is due, and the ways to be told. */
const meta = {
  title: 'Screens/Reminders/Reminders page',
  component: RemindersPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RemindersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six reminders on three memorials: one overdue, one today, the rest ahead, one of them followed. */
export const WithReminders: Story = {
  decorators: [remindersPage({ reminders: REMINDERS })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible();
    await expect(screen.getByText('6 active reminders')).toBeVisible();
    await expect(screen.getAllByRole('article')).toHaveLength(6);
    await expect(screen.getByText('Followed')).toBeVisible();
    await expect(screen.getByRole('switch', { name: 'Email me on reminder days' })).toBeChecked();
  },
};

/** A user without reminders: the way to set the first one, from a memorial. */
export const Empty: Story = {
  decorators: [remindersPage({ reminders: [] })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('No Reminders Yet')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to your memorials' })).toBeVisible();
  },
};

/** While the reminders are read. */
export const Loading: Story = {
  decorators: [
    remindersPage({
      answers: { 'GET /rest/v1/reminders': 'never', 'GET /rest/v1/reminder_followers': 'never' },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading reminders...')).toBeVisible();
  },
};

/** The reminders could not be read: the reason and a way to try again. */
export const LoadFailed: Story = {
  decorators: [
    remindersPage({
      answers: {
        'GET /rest/v1/reminders': { status: 500, body: {} },
        'GET /rest/v1/reminder_followers': { status: 500, body: {} },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Error Loading Reminders')).toBeVisible();
    await expect(screen.getByText('Failed to load reminders')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
