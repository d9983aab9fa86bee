import { MEMORIAL_ROUTES } from '@evergreen/domain/paths';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR } from '../../../testing/story-data';
import { moderationQueueQuery, type ReportedItem } from '../api/get-moderation-queue';
import { ModerationPage } from './ModerationPage';

const queue: ReportedItem[] = [
  {
    report_id: 'r1',
    grave_id: ELEANOR.id,
    full_name: ELEANOR.full_name,
    memory_id: 'm1',
    memory_text: 'Cheap watches, best prices, visit our shop!',
    memory_hidden: true,
    reports: 3,
    reasons: ['spam', 'other'],
    details: ['An advert, not a memory.'],
    first_reported_at: '2026-11-20T10:00:00Z',
  },
  {
    report_id: 'r2',
    grave_id: ELEANOR.id,
    full_name: ELEANOR.full_name,
    memory_id: null,
    memory_text: null,
    memory_hidden: false,
    reports: 1,
    reasons: ['family'],
    details: [],
    first_reported_at: '2026-11-22T10:00:00Z',
  },
];

const support = (seed: ReportedItem[]) =>
  withScreen({
    mount: 'dashboard',
    route: MEMORIAL_ROUTES.moderation,
    path: '/dashboard/moderation',
    userId: 'support-1',
    appMetadata: { role: 'support' },
    seed: (queryClient) => queryClient.setQueryData(moderationQueueQuery().queryKey, seed),
  });

/** Support's screen of open reports: keep, hide or remove. */
const meta = {
  title: 'Screens/Memorials/Moderation',
  component: ModerationPage,
} satisfies Meta<typeof ModerationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A memory three people reported, hidden until reviewed, and a memorial reported by family. */
export const OpenReports: Story = {
  decorators: [support(queue)],
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Hidden until reviewed')).toBeVisible();
    await expect(screen.getByText('3 reports')).toBeVisible();
    await expect(screen.getByText('The memorial itself is reported.')).toBeVisible();
  },
};

/** Nothing left to review. */
export const NoOpenReports: Story = {
  decorators: [support([])],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No open reports. Thank you for keeping memorials safe.'),
    ).toBeVisible();
  },
};

/** Someone without the support role who typed the address. */
export const NotSupport: Story = {
  decorators: [
    withScreen({
      mount: 'dashboard',
      route: MEMORIAL_ROUTES.moderation,
      path: '/dashboard/moderation',
      userId: 'ann',
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Only the support team can review reports.')).toBeVisible();
  },
};
