import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ClusterMap } from './ClusterMap';

/** Search results on a map: near pins grouped with their count; a click on a group zooms in. */
const meta = {
  title: 'Design system/ClusterMap',
  component: ClusterMap,
  args: {
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    label: 'Map of the results',
    items: [
      { id: '1', title: 'John Smith', point: { lat: 39.8, lng: -89.65 } },
      { id: '2', title: 'Mary Smith', point: { lat: 39.8005, lng: -89.6505 } },
      { id: '3', title: 'Jürgen Müller', point: { lat: 39.9, lng: -89.5 } },
    ],
  },
} satisfies Meta<typeof ClusterMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const NoPins: Story = { args: { items: [], center: { lat: 39.8, lng: -89.65 } } };
