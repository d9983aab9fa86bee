import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withRouter } from '../../testing/with-router';
import { PrivacyPage } from './PrivacyPage';
import { TermsPage } from './TermsPage';

/** /terms and /privacy: legal documents from data, with their table of contents. */
const meta = {
  title: 'Screens/Public/Legal',
  component: TermsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  decorators: [withRouter('/terms')],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(screen.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  },
};

export const Privacy: Story = {
  decorators: [withRouter('/privacy')],
  render: () => <PrivacyPage />,
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
};
