import { PLANS, type PlanId } from '@evergreen/domain/plans';
import type { MyPlan } from '@evergreen/domain/subscription';
import { type SessionState, useSessionStore } from '@evergreen/supabase-client';
import { myPlanQueryOptions } from '@evergreen/supabase-client/queries';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild';
import { priceIdsQueryOptions } from '../api/get-billing-plans';
import { UpgradeDialog } from './UpgradeDialog';

/** What `my_plan()` answers for a user of this plan at this usage. */
function planAt(id: PlanId, gravesCount: number, collaboratorsCount: number): MyPlan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(id);
  return {
    plan,
    gravesCount,
    collaboratorsCount,
    subscription: { status: null, cardBrand: null, cardLast4: null },
  };
}

/**
 * The dialog reads the plan and the price ids through its api/ hooks: the story writes both into the cache under
 * the same keys, so nothing reaches a server (a query it forgot to seed is reported as an error).
 */
function withPlan(myPlan: MyPlan): Decorator {
  return (Story, context) => {
    function Seeded() {
      const [queryClient] = useState(() => {
        useSessionStore.setState({
          user: { id: 'story-user', email: 'story@example.com', user_metadata: {} } as unknown as NonNullable<
            SessionState['user']
          >,
          loading: false,
        });
        const client = new QueryClient({
          queryCache: new QueryCache({
            onError: (_error, query) =>
              console.error(`This story did not seed the query ${JSON.stringify(query.queryKey)}`),
          }),
          defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
        });
        client.setQueryData(myPlanQueryOptions().queryKey, myPlan);
        client.setQueryData(priceIdsQueryOptions().queryKey, {
          personal: 'price_personal',
          family: 'price_family',
        });
        return client;
      });
      return (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        </QueryClientProvider>
      );
    }
    return <Seeded key={context.id} />;
  };
}

/** The upgrade dialog exposed as `mf_billing/UpgradeDialog`, where a plan limit stops the user. */
const meta = {
  title: 'Screens/Billing/Upgrade dialog',
  component: UpgradeDialog,
  args: { opened: true, onClose: () => undefined, limit: 'memorials' },
} satisfies Meta<typeof UpgradeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Create More Memorials" on the dashboard: a Free user with 5 of 5 memorials sees the paid plans. */
export const FreeAtTheMemorialLimit: Story = {
  decorators: [withPlan(planAt('free', 5, 0))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Create More Memorials' }));
    await expect(dialog.getByRole('button', { name: 'Choose Personal' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Choose Family' })).toBeEnabled();
  },
};

/** From the share dialog's limit prompt: a Free memorial already has its one collaborator. */
export const FreeAtTheCollaboratorLimit: Story = {
  args: { limit: 'collaborators' },
  decorators: [withPlan(planAt('free', 2, 1))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: 'Add More Collaborators' })).toBeVisible();
  },
};

/** Paid plans see no upgrade prompt: the limit only. */
export const PersonalAtTheMemorialLimit: Story = {
  decorators: [withPlan(planAt('personal', 25, 0))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Memorial Limit Reached' }));
    await expect(
      dialog.getByText("You've reached your Personal plan limit of 25 memorials..."),
    ).toBeVisible();
    await expect(dialog.queryByRole('article')).toBeNull();
  },
};
