import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withRouter } from '../../testing/with-router';
import { HelpPage } from './HelpPage';

/** /help: search as you type, categories and the FAQ. */
const meta = {
  title: 'Screens/Public/Help center',
  component: HelpPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HelpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllQuestions: Story = {
  decorators: [withRouter('/help')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  },
};

/**
 * A search with a typo: the answer is found, opened and its words marked (the marks split the question's text,
 * so its accessible name is matched loosely).
 */
export const Searching: Story = {
  decorators: [withRouter('/help')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'phtoos');
    await expect(await screen.findByText('phtoos', { exact: false })).toBeVisible();
    // Each question is the <summary> of a native disclosure, open when its <details> is.
    await waitFor(() =>
      expect(canvasElement.querySelector('details[open] > summary')).toHaveTextContent(
        /How do I add\s*photos/,
      ),
    );
  },
};

/** Linked from support: /help#faq-plans opens that one answer. */
export const OneAnswer: Story = {
  decorators: [withRouter('/help#faq-plans')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const question = await screen.findByText('What plans are there and how many memorials do they include?');
    await waitFor(() => expect(question.closest('details')).toHaveAttribute('open'));
  },
};
