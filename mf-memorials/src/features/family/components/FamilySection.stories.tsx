import { MEMORIAL_ROUTES, paths } from '@evergreen/domain/paths';
import { expect, userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { ELEANOR, FAMILY_MEMBERS, MEMORIALS, OWNER_ID } from '../../../testing/story-data';
import { linksIncludedQueryOptions } from '../api/get-links-included';
import { type FamilyMember, relativesQueryOptions } from '../api/get-relatives';
import { candidatesQueryOptions } from '../api/search-memorials';
import { FamilySection } from './FamilySection';

/** Eleanor's page, her linked family as the family api answers it, with or without the owner's Family plan. */
function withFamily(members: FamilyMember[], { included = true, isPublic = false } = {}) {
  return withScreen({
    mount: isPublic ? 'public' : 'dashboard',
    route: isPublic ? MEMORIAL_ROUTES.public : MEMORIAL_ROUTES.details,
    path: isPublic ? paths.publicMemorial(ELEANOR.id) : paths.memorial(ELEANOR.id),
    userId: isPublic ? null : OWNER_ID,
    seed: (queryClient) => {
      queryClient.setQueryData(relativesQueryOptions(ELEANOR.id, isPublic).queryKey, members);
      queryClient.setQueryData(linksIncludedQueryOptions(ELEANOR.id).queryKey, included);
      // The memorials the "Add family link" picker offers before anything is typed.
      queryClient.setQueryData(
        candidatesQueryOptions(ELEANOR.id, '').queryKey,
        MEMORIALS.filter(({ id }) => id !== ELEANOR.id).map(({ id, full_name }) => ({
          id,
          label: full_name,
        })),
      );
    },
  });
}

/** A memorial's "Family": its linked memorials grouped by relation, and a small family tree. */
const meta = {
  title: 'Screens/Memorials/Family links',
  component: FamilySection,
  args: { graveId: ELEANOR.id, name: ELEANOR.full_name, variant: 'details', canEdit: true },
} satisfies Meta<typeof FamilySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner on the Family plan: parents, a husband, a sister and a son, each removable, and the tree. */
export const Linked: Story = {
  decorators: [withFamily(FAMILY_MEMBERS)],
  play: async ({ canvasElement }) => {
    const family = within(await within(canvasElement).findByRole('region', { name: 'Family' }));
    await expect(family.getByRole('button', { name: 'Add family link' })).toBeEnabled();
    await expect(family.getByRole('button', { name: 'Remove Ruth Whitfield (sibling)' })).toBeEnabled();
    await expect(family.getByRole('heading', { name: 'Family tree' })).toBeVisible();
  },
};

/** No family linked yet: what links are for. */
export const NoLinksYet: Story = {
  decorators: [withFamily([])],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No family links yet. Link the memorials of parents, children, spouses and siblings.',
      ),
    ).toBeVisible();
  },
};

/** "Add family link": a memorial found by name, and what it is to Eleanor. */
export const AddingALink: Story = {
  decorators: [withFamily(FAMILY_MEMBERS)],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add family link' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await expect(dialog.getByText(`Relation to ${ELEANOR.full_name}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add Link' })).toBeDisabled();
  },
};

/** The owner on a plan without family links: the button leads to the upgrade. */
export const WithoutTheFamilyPlan: Story = {
  args: { onUpgrade: () => undefined },
  decorators: [withFamily([], { included: false })],
  play: async ({ canvasElement }) => {
    const family = within(await within(canvasElement).findByRole('region', { name: 'Family' }));
    await expect(family.getByRole('button', { name: 'Add family link' })).toBeEnabled();
  },
};

/** An editor, when the owner's plan lacks family links: whose plan it takes. */
export const EditorWithoutTheFamilyPlan: Story = {
  decorators: [withFamily([], { included: false })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        "Family links come with the Family plan of this memorial's owner.",
      ),
    ).toBeVisible();
  },
};

/** The public page: the public relatives, each linked to their own public page, for any visitor. */
export const OnThePublicPage: Story = {
  args: { variant: 'public', canEdit: false },
  decorators: [withFamily(FAMILY_MEMBERS, { isPublic: true })],
  play: async ({ canvasElement }) => {
    const family = within(await within(canvasElement).findByRole('region', { name: 'Family' }));
    await expect(family.getAllByRole('link', { name: 'Walter Whitfield' })[0]).toHaveAttribute(
      'href',
      paths.publicMemorial(FAMILY_MEMBERS[0]?.id ?? ''),
    );
    await expect(family.queryByRole('button', { name: /^Remove / })).toBeNull();
  },
};
