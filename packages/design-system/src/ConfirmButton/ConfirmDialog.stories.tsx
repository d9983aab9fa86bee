import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Design system/ConfirmDialog',
  component: ConfirmDialog,
  // An open modal covers whatever page it is on: give it its own frame on the docs page.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  args: {
    opened: true,
    onClose: fn(),
    title: 'Delete Account',
    message: 'Your memorials, reminders and memories will be permanently deleted.',
    confirmLabel: 'Confirm Delete',
    color: 'red',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
