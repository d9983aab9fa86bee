import { SimpleGrid } from '@mantine/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleMemorial } from './fixtures';
import { MemorialCard } from './MemorialCard';

const pixel =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#9dcfb1"/><rect y="120" width="400" height="80" fill="#48a06d"/></svg>',
  );

const meta = {
  title: 'Design system/MemorialCard',
  component: MemorialCard,
  args: { memorial: sampleMemorial, currentUserId: 'owner', href: '#' },
  decorators: [
    (Story) => (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} maw={960}>
        <Story />
      </SimpleGrid>
    ),
  ],
} satisfies Meta<typeof MemorialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PublicWithoutImages: Story = {};

export const WithPhotos: Story = {
  args: { memorial: { ...sampleMemorial, image_url: pixel, person_image_url: pixel } },
};

export const SharedPrivate: Story = {
  args: { memorial: { ...sampleMemorial, is_public: false }, currentUserId: 'someone-else' },
};

/** Over its owner's plan limit after a downgrade: still shown, no longer editable. */
export const ReadOnly: Story = {
  args: { memorial: { ...sampleMemorial, is_read_only: true } },
};
