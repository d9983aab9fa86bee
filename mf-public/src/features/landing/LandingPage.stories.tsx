import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withRouter } from '../../testing/with-router';
import { LandingPage } from './LandingPage';

/** /: the page every visitor sees first (inside the shell, its header and footer come from the public layout). */
const meta = {
  title: 'Screens/Public/Landing',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter('/')],
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(
      screen.getByRole('heading', { level: 1, name: 'Preserve the memories of those you love' }),
    ).toBeVisible();
    await expect(screen.getAllByRole('article')).toHaveLength(3);
  },
};
