import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotFound } from './NotFound';

const meta = {
  title: 'Design system/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MemorialNotFound: Story = {
  args: {
    title: 'Memorial Not Found',
    message: 'This memorial may not exist or is not publicly accessible.',
  },
};
