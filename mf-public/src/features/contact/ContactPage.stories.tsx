import { type StoryAnswers, withScreen } from '@evergreen/dev-host/stories';
import { CONTACT_RATE_LIMIT_MESSAGE, CONTACT_SEND_FAILED } from '@evergreen/domain/contact';
import { paths } from '@evergreen/domain/paths';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ContactPage } from './ContactPage';

/** /contact for a visitor, the contact-message function answering `answers`. */
const contactPage = (answers?: StoryAnswers) =>
  withScreen({ pattern: paths.contact, path: paths.contact, userId: null, answers });

/** A message written and sent, as a person would. */
async function sendMessage(canvasElement: HTMLElement) {
  const screen = within(canvasElement);
  const fields = {
    'Full Name': 'Margaret Whitfield',
    'Email Address': 'margaret@example.com',
    Subject: 'A photo upside down',
    Message: "My mother's photo shows upside down.",
  };
  for (const [label, value] of Object.entries(fields)) {
    // The label's start: a required field's label ends with Mantine's asterisk.
    await userEvent.type(await screen.findByLabelText(new RegExp(`^${label}`)), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  return screen;
}

/** /contact: the contact form, beside how support answers. */
const meta = {
  title: 'Screens/Public/Contact',
  component: ContactPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form. */
export const Form: Story = {
  decorators: [contactPage()],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(screen.getByRole('form', { name: 'Contact form' })).toBeVisible();
    await expect(screen.getByRole('complementary', { name: 'Support' })).toBeVisible();
  },
};

/** Sending with empty fields: each says what it needs, nothing is sent. */
export const MissingFields: Story = {
  decorators: [contactPage()],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await expect(await screen.findByText('Please enter your full name')).toBeVisible();
    await expect(screen.getByText('Please enter your message')).toBeVisible();
  },
};

/** The message arrived: the thanks, and the way to write another. */
export const Sent: Story = {
  decorators: [contactPage({ 'POST /functions/v1/contact-message': { body: { sent: true } } })],
  play: async ({ canvasElement }) => {
    const screen = await sendMessage(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Send Another Message' })).toBeEnabled();
  },
};

/** Too many messages from one place: the server's reason, and the form keeps what was typed. */
export const RateLimited: Story = {
  decorators: [
    contactPage({
      'POST /functions/v1/contact-message': { status: 429, body: { error: CONTACT_RATE_LIMIT_MESSAGE } },
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await sendMessage(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_RATE_LIMIT_MESSAGE);
    await expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Margaret Whitfield');
  },
};

/** The send failed without a reason a person can act on (no connection, an unexpected answer). */
export const NotSent: Story = {
  decorators: [contactPage({ 'POST /functions/v1/contact-message': { status: 502, body: {} } })],
  play: async ({ canvasElement }) => {
    const screen = await sendMessage(canvasElement);
    await expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_SEND_FAILED);
  },
};
