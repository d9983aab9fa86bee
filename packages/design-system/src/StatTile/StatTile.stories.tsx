import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StatTile } from './StatTile';

const meta = {
  title: 'Design system/StatTile',
  component: StatTile,
  args: { label: 'Your Memorials', value: 3 },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

export const DashboardSummary: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
      <StatTile label="Your Memorials" value={3} />
      <StatTile label="Public Memorials" value={1} />
      <StatTile label="Shared With You" value={2} />
    </SimpleGrid>
  ),
};
