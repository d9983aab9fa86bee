import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ColorSchemeToggle } from './ColorSchemeToggle';

const meta = {
  title: 'Theme/ColorSchemeToggle',
  component: ColorSchemeToggle,
} satisfies Meta<typeof ColorSchemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
