import { type StoryAnswers, withScreen } from '@evergreen/dev-host/stories';
import { paths } from '@evergreen/domain/paths';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { UnsubscribePage } from './UnsubscribePage';

/** /unsubscribe?token=… opened from a notification e-mail, signed out; the unsubscribe function answering `answers`. */
const unsubscribePage = (answers?: StoryAnswers) =>
  withScreen({
    pattern: paths.unsubscribe,
    path: `${paths.unsubscribe}?token=story-token`,
    userId: null,
    answers,
  });

const meta = {
  title: 'Screens/Public/Unsubscribe',
  component: UnsubscribePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page asks first: nothing happens until the button is pressed. */
export const Asking: Story = {
  decorators: [unsubscribePage()],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  },
};

/** Pressed: the confirmation. */
export const Unsubscribed: Story = {
  decorators: [unsubscribePage({ 'POST /functions/v1/unsubscribe': { body: { unsubscribed: 'follow' } } })],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await screen.findByText('You will no longer receive these e-mails.')).toBeVisible();
  },
};

/** A link whose token the server did not sign. */
export const NotValid: Story = {
  decorators: [
    unsubscribePage({
      'POST /functions/v1/unsubscribe': {
        status: 400,
        body: { error: 'This unsubscribe link is not valid.' },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  },
};
