import { Button, ColorSwatch, Group, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';

function ThemeOverview() {
  const theme = useMantineTheme();
  const evergreen = theme.colors.evergreen ?? [];
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>In loving memory</Title>
        <Title order={2}>Your Memorials</Title>
        <Title order={3}>Shared With You</Title>
        <Text maw={560}>
          Body text stays in the system sans-serif for legibility; headings use a serif stack that every major
          system already has, so nothing is downloaded.
        </Text>
        <Text c="dimmed">Added Mar 4, 2025</Text>
      </Stack>
      <Group gap="xs" aria-label="Evergreen palette, shades 0 to 9">
        {evergreen.map((shade, index) => (
          <Stack key={shade} gap={4} align="center">
            <ColorSwatch color={shade} size={40} />
            <Text size="xs">{index}</Text>
          </Stack>
        ))}
      </Group>
      <Group>
        <Button>Create Memorial</Button>
        <Button variant="light">View Plans</Button>
        <Button variant="default">Cancel</Button>
      </Group>
    </Stack>
  );
}

const meta = {
  title: 'Theme/Overview',
  component: ThemeOverview,
} satisfies Meta<typeof ThemeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {};
