import { addUtcDays, fillVisitDays, utcDayOf } from '@evergreen/domain/visits';
import { Box } from '@mantine/core';
import { expect, fn, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { limitsOf, OWNER_ID } from '../../../testing/story-data';
import { memorialVisitsQueryOptions } from '../api/get-visits';
import { VisitsSection } from './VisitsSection';

const MEMORIAL = { id: '11111111-1111-4111-8111-111111111111', is_public: true };
const today = utcDayOf(new Date());
/** A few weeks of a family's visits: the funeral week busy, then a visit now and then. */
const SERIES = fillVisitDays(
  [
    { day: addUtcDays(today, -40), visits: 14 },
    { day: addUtcDays(today, -39), visits: 9 },
    { day: addUtcDays(today, -38), visits: 5 },
    { day: addUtcDays(today, -30), visits: 2 },
    { day: addUtcDays(today, -12), visits: 3 },
    { day: addUtcDays(today, -3), visits: 1 },
    { day: today, visits: 2 },
  ],
  today,
);

/**
 * "Visits" on a memorial's page, for its owner (issue 15, Family plan): the counts with their chart, and what Free,
 * Personal and a private memorial show instead. Fed from a seeded cache: nothing is fetched.
 */
const meta = {
  title: 'Screens/Memorials/Visits',
  component: VisitsSection,
  args: { memorial: MEMORIAL, plan: limitsOf('family'), onUpgrade: fn() },
  decorators: [
    (Story) => (
      <Box maw={640}>
        <Story />
      </Box>
    ),
    withScreen({
      mount: 'dashboard',
      route: '*',
      path: '/dashboard',
      userId: OWNER_ID,
      seed: (queryClient) =>
        queryClient.setQueryData(memorialVisitsQueryOptions(MEMORIAL.id).queryKey, SERIES),
    }),
  ],
} satisfies Meta<typeof VisitsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Family: the total, today's count, the chart, and the same in words. */
export const Family: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Visits' });
    await expect(
      await within(section).findByText(/^36 visits in the last 90 days, 2 visits today\./),
    ).toBeVisible();
  },
};

/** Free: the upgrade prompt. */
export const Free: Story = {
  args: { plan: limitsOf('free') },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Visits' });
    section.querySelector('button')?.click();
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

/** Personal: the plan does not include visit counts; no prompt (paid plans see none). */
export const Personal: Story = { args: { plan: limitsOf('personal') } };

/** Family, private memorial: counted only while public; what it gathered while public still shows. */
export const Private: Story = { args: { memorial: { ...MEMORIAL, is_public: false } } };
