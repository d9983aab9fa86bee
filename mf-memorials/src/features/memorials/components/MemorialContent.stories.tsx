import { Grid } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MemorialContent } from './MemorialContent';
import { StatusCard } from './StatusCard';

const scene =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="360"><rect width="800" height="360" fill="#b9c4ee"/><rect y="200" width="800" height="160" fill="#48a06d"/><rect x="360" y="90" width="80" height="170" fill="#9a9aa3"/></svg>',
  );

const memorial = {
  id: '11111111-1111-4111-8111-111111111111',
  user_id: 'owner',
  created_by: 'owner',
  slug: 'demo',
  full_name: 'Eleanor Grace Whitfield',
  birth_date: '1931-04-12',
  death_date: '2019-11-03',
  cemetery_name: 'Evergreen Cemetery',
  cemetery_id: null,
  other_names: null,
  plot_number: '14B',
  section: 'Maple Grove',
  description: 'Teacher, gardener and grandmother of seven. She taught two generations of our town to read.',
  epitaph: 'Forever in our hearts',
  memories: 'Sunday lunches, her roses, and the songs she hummed while baking.',
  is_public: false,
  hide_from_search: false,
  memory_approval: 'at_once',
  image_url: scene,
  person_image_url: null,
  latitude: null,
  longitude: null,
  created_at: '2024-03-05T10:00:00Z',
  updated_at: '2024-03-05T10:00:00Z',
};

/** The memorial page of mf-memorials (details and public view), without the parts that load data. */
const meta = {
  title: 'Screens/Memorials/Memorial page',
  component: MemorialContent,
  args: { memorial },
  render: (args) => (
    <Grid gap="xl" maw={1100}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <MemorialContent {...args} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <StatusCard memorial={args.memorial} activeReminders={2} />
      </Grid.Col>
    </Grid>
  ),
} satisfies Meta<typeof MemorialContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Private: Story = {};

export const WithoutPhotosOrStory: Story = {
  args: {
    memorial: {
      ...memorial,
      image_url: null,
      description: null,
      memories: null,
      epitaph: null,
      birth_date: null,
    },
  },
};
