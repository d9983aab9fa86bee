import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LocationMap } from './LocationMap';

const meta = {
  title: 'Design system/LocationMap',
  component: LocationMap,
  args: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    point: { lat: 43.6783, lng: -70.3006 },
    label: 'Map of Evergreen Cemetery',
  },
} satisfies Meta<typeof LocationMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grave: Story = {};
