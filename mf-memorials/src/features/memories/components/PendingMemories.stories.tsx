import { MEMORIAL_ROUTES, paths } from '@evergreen/domain/paths';
import { expect, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR, OWNER_ID, VISITOR_MEMORIES } from '../../../testing/story-data';
import { memoriesQueryOptions, type VisitorMemory } from '../api/get-memories';
import { MemoryApprovalSetting } from './MemoryApprovalSetting';
import { PendingMemories } from './PendingMemories';

const WAITING: VisitorMemory[] = [
  {
    id: 'a2000000-0000-4000-8000-000000000001',
    user_id: '0d000000-0000-4000-8000-000000000004',
    memory_text: 'She taught our whole street to bake bread. Thank you, Mrs. Whitfield.',
    created_at: '2024-06-01T09:00:00Z',
    updated_at: '2024-06-01T09:00:00Z',
    status: 'pending',
    author_name: 'Priya Raman',
  },
  ...VISITOR_MEMORIES,
];

function withMemories(memories: VisitorMemory[]) {
  return withScreen({
    mount: 'dashboard',
    route: MEMORIAL_ROUTES.details,
    path: paths.memorial(ELEANOR.id),
    userId: OWNER_ID,
    seed: (queryClient) => queryClient.setQueryData(memoriesQueryOptions(ELEANOR.id).queryKey, memories),
  });
}

/** The owner's "Pending memories" on the memorial's details page: the rule, and what waits for a decision. */
const meta = {
  title: 'Screens/Memorials/Pending memories',
  component: PendingMemories,
  args: {
    graveId: ELEANOR.id,
    setting: <MemoryApprovalSetting graveId={ELEANOR.id} rule="first_time" />,
  },
} satisfies Meta<typeof PendingMemories>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One memory from a first-time visitor waits, with Approve and Hide. */
export const Waiting: Story = {
  decorators: [withMemories(WAITING)],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Pending memories' }));
    await expect(
      section.getByRole('radio', { name: 'Approve memories from first-time visitors' }),
    ).toBeChecked();
    const waiting = within(section.getByRole('listitem', { name: 'Memory from Priya Raman' }));
    await expect(waiting.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await expect(waiting.getByRole('button', { name: 'Hide' })).toBeEnabled();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  decorators: [withMemories(VISITOR_MEMORIES)],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Pending memories' }));
    await expect(section.getByText('Nothing is waiting for approval.')).toBeVisible();
  },
};
