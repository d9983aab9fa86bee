import { type StoryAnswers, screenRoute, withScreen } from '@evergreen/dev-host/stories';
import { paths } from '@evergreen/domain/paths';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ELEANOR, OWNER_ID } from '../../../testing/story-data';
import { type ReminderAccess, reminderAccessQueryOptions } from '../api/get-reminder-access';
import { AddReminderDialog } from './AddReminderDialog';

/** The dialog on Eleanor's memorial page, opened by its owner, whose plan gives `access`. */
function onEleanorsPage(access: ReminderAccess, answers?: StoryAnswers) {
  return withScreen({
    pattern: screenRoute('mf_memorials', 'dashboard', '*'),
    path: paths.memorial(ELEANOR.id),
    userId: OWNER_ID,
    answers,
    seed: (queryClient) =>
      queryClient.setQueryData(reminderAccessQueryOptions(ELEANOR.id, OWNER_ID).queryKey, access),
  });
}

/** Step 2 of the dialog: Birthday chosen. */
async function chooseBirthday(canvasElement: HTMLElement) {
  const dialog = within(canvasElement.ownerDocument.body);
  await userEvent.click(await dialog.findByRole('radio', { name: /Birthday/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
  return dialog;
}

/** "Add Reminder" of a memorial (the memorials remote shows it as `mf_reminders/AddReminderDialog`). */
const meta = {
  title: 'Screens/Reminders/Add reminder dialog',
  component: AddReminderDialog,
  args: { graveId: ELEANOR.id, opened: true, onClose: () => undefined },
} satisfies Meta<typeof AddReminderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 2: what to be reminded of. */
export const ChooseType: Story = {
  decorators: [onEleanorsPage({ isOwner: true, advanced: false })],
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body);
    await expect(await dialog.findByRole('dialog', { name: 'Add Reminder' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /Visit Reminder/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Step 2 of 2 for an owner on the Personal plan: reminding days before is offered with the Family plan. */
export const Schedule: Story = {
  decorators: [onEleanorsPage({ isOwner: true, advanced: false })],
  play: async ({ canvasElement }) => {
    const dialog = await chooseBirthday(canvasElement);
    await expect(await dialog.findByText(/Step 2 of 2/)).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Remind me days before with the Family plan' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Reminder' })).toBeEnabled();
  },
};

/** Step 2 of 2 on the Family plan: the e-mail can go out up to 30 days before. */
export const ScheduleWithDaysBefore: Story = {
  decorators: [onEleanorsPage({ isOwner: true, advanced: true })],
  play: async ({ canvasElement }) => {
    const dialog = await chooseBirthday(canvasElement);
    const remindMe = await dialog.findByRole('textbox', { name: 'Remind me' });
    await userEvent.clear(remindMe);
    await userEvent.type(remindMe, '7');
    await expect(dialog.getByText('7 days before the date')).toBeVisible();
  },
};

/** The reminder could not be saved: the server's reason, and the dialog keeps what was chosen. */
export const NotCreated: Story = {
  decorators: [
    onEleanorsPage(
      { isOwner: true, advanced: false },
      { 'POST /rest/v1/reminders': { status: 500, body: {} } },
    ),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await chooseBirthday(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Create Reminder' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Failed to create reminder');
  },
};
