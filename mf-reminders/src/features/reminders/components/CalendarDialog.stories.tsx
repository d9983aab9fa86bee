import { screenRoute, withScreen } from '@evergreen/dev-host/stories';
import { paths } from '@evergreen/domain/paths';
import { calendarFeedUrls } from '@evergreen/domain/reminders';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OWNER_ID } from '../../../testing/story-data';
import { type CalendarLink, calendarLinkQueryOptions } from '../api/calendar-link';
import { CalendarDialog } from './CalendarDialog';

/** The dialog on the reminders page, with the user's calendar link as the server knows it. */
function withLink(link: CalendarLink) {
  return withScreen({
    pattern: screenRoute('mf_reminders', 'dashboard', ''),
    path: paths.reminders,
    userId: OWNER_ID,
    seed: (queryClient) => queryClient.setQueryData(calendarLinkQueryOptions().queryKey, link),
  });
}

/** The dialog once it is open and named by its title, as a screen reader announces it. */
async function calendarDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: 'Subscribe in your calendar' }));
}

/** "Add to calendar" on the reminders page: the user's private calendar feed. */
const meta = {
  title: 'Screens/Reminders/Calendar dialog',
  component: CalendarDialog,
  args: { opened: true, onClose: () => undefined },
} satisfies Meta<typeof CalendarDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user who never made a link. */
export const NoLinkYet: Story = {
  decorators: [withLink({ createdAt: null, urls: null })],
  play: async ({ canvasElement }) => {
    const dialog = await calendarDialog(canvasElement);
    await expect(await dialog.findByText('You have no calendar link yet.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeEnabled();
  },
};

/** Just made: the addresses, shown this once, to copy or open in a calendar app. */
export const LinkMade: Story = {
  decorators: [
    withLink({
      createdAt: '2026-11-20T09:30:00Z',
      urls: calendarFeedUrls('https://evergreen.example', '3f9c2a7e5b1d4c8a9e6f0b2d7a1c5e3f'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await calendarDialog(canvasElement);
    await expect(await dialog.findByLabelText('Calendar link')).toHaveValue(
      'https://evergreen.example/functions/v1/calendar-feed?token=3f9c2a7e5b1d4c8a9e6f0b2d7a1c5e3f',
    );
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeEnabled();
    await expect(dialog.getByRole('link', { name: 'Open in calendar app' })).toBeVisible();
  },
};

/** A link made in an earlier session: it is never shown again, only reset. */
export const LinkHidden: Story = {
  decorators: [withLink({ createdAt: '2026-10-02T18:00:00Z', urls: null })],
  play: async ({ canvasElement }) => {
    const dialog = await calendarDialog(canvasElement);
    await expect(await dialog.findByText(/the link is shown only once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reset link' })).toBeEnabled();
  },
};
