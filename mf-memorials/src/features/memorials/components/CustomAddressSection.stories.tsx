import type { StoryAnswers } from '@evergreen/dev-host/stories';
import { SLUG_STATUS_TEXT, type SlugStatus } from '@evergreen/domain/memorial-slug';
import { MEMORIAL_ROUTES, paths } from '@evergreen/domain/paths';
import { myPlanQueryOptions } from '@evergreen/supabase-client/queries';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR, memorialRow, myPlan, OWNER_ID } from '../../../testing/story-data';
import { CustomAddressSection } from './CustomAddressSection';

/** Eleanor's edit page for her owner on `plan`; the database answers whether a typed address is free. */
function onTheEditPage(plan: 'free' | 'personal', answers?: StoryAnswers) {
  return withScreen({
    mount: 'dashboard',
    route: MEMORIAL_ROUTES.edit,
    path: paths.editMemorial(ELEANOR.id),
    userId: OWNER_ID,
    answers,
    seed: (queryClient) => queryClient.setQueryData(myPlanQueryOptions().queryKey, myPlan(plan, 3)),
  });
}

/** The database's verdict on any address typed. */
const slugStatus = (status: SlugStatus): StoryAnswers => ({
  'POST /rest/v1/rpc/memorial_slug_status': { body: status },
});

/** Types an address as the owner would; the verdict comes once typing pauses. */
async function typeAddress(canvasElement: HTMLElement, address: string) {
  const page = within(canvasElement);
  const field = await page.findByRole('textbox', { name: 'Custom address' });
  await userEvent.clear(field);
  await userEvent.type(field, address);
  return page;
}

/** The owner's custom address of a memorial (/graves/eleanor-whitfield), on its edit page. */
const meta = {
  title: 'Screens/Memorials/Custom address',
  component: CustomAddressSection,
  args: { memorial: ELEANOR },
} satisfies Meta<typeof CustomAddressSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the Personal plan, before any address was chosen. */
export const NoAddressYet: Story = {
  decorators: [onTheEditPage('personal')],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: 'Custom address' })).toHaveValue('');
    await expect(page.getByText('Letters a-z, digits and hyphens, 3 to 60 characters.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Address' })).toBeDisabled();
  },
};

/** The memorial's address, and the promise that a changed one keeps leading here. */
export const CurrentAddress: Story = {
  args: { memorial: memorialRow({ slug: 'eleanor-whitfield', is_public: true }) },
  decorators: [onTheEditPage('personal')],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('textbox', { name: 'Custom address' })).toHaveValue(
      'eleanor-whitfield',
    );
    await expect(page.getByText("This is the memorial's custom address.")).toBeVisible();
  },
};

/** A free address typed: it can be saved. */
export const Available: Story = {
  decorators: [onTheEditPage('personal', slugStatus('available'))],
  play: async ({ canvasElement }) => {
    const page = await typeAddress(canvasElement, 'eleanor-grace');
    await expect(await page.findByText(SLUG_STATUS_TEXT.available)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Address' })).toBeEnabled();
  },
};

/** An address another memorial has. */
export const Taken: Story = {
  decorators: [onTheEditPage('personal', slugStatus('taken'))],
  play: async ({ canvasElement }) => {
    const page = await typeAddress(canvasElement, 'grandma');
    await expect(await page.findByText(SLUG_STATUS_TEXT.taken)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Address' })).toBeDisabled();
  },
};

/** An address that breaks the rules, said before the database is asked. */
export const Invalid: Story = {
  decorators: [onTheEditPage('personal')],
  play: async ({ canvasElement }) => {
    const page = await typeAddress(canvasElement, 'el');
    await expect(await page.findByText(SLUG_STATUS_TEXT.invalid)).toBeVisible();
  },
};

/** On the Free plan: what a custom address is, and the way to the plans that have it. */
export const FreePlan: Story = {
  decorators: [onTheEditPage('free')],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Choose a custom address' })).toBeEnabled();
    await expect(page.queryByRole('textbox', { name: 'Custom address' })).toBeNull();
  },
};
