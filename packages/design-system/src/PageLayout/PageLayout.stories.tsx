import { Button, Paper, SimpleGrid, Text } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageLayout } from './PageLayout';

function Placeholder({ label }: { label: string }) {
  return (
    <Paper withBorder p="lg">
      <Text c="dimmed">{label}</Text>
    </Paper>
  );
}

const meta = {
  title: 'Design system/PageLayout',
  component: PageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Your Memorials',
    subtitle: '3 memorials preserving precious memories • 1 shared with you',
    actions: <Button>New Memorial</Button>,
    children: (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Placeholder label="Memorial card" />
        <Placeholder label="Memorial card" />
        <Placeholder label="Memorial card" />
      </SimpleGrid>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {};

export const WithSidePanel: Story = {
  args: { aside: <Placeholder label="Usage & limits" /> },
};

export const ContentOnly: Story = {
  args: { title: undefined, subtitle: undefined, actions: undefined },
};
