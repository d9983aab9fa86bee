import { Box } from '@mantine/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { withScreen } from '../../../testing/screen-story';
import { memorialRow, OWNER_ID } from '../../../testing/story-data';
import { KeepsakeCard } from './KeepsakeCard';

const eleanor = memorialRow({ is_public: true, slug: 'eleanor-whitfield' });

/**
 * "Download PDF" in the side column of a memorial's page (issue 15), in each plan's state and while the PDF is being
 * made or has failed. The stories pass their own `makeKeepsake`, so no PDF is built or saved here; the PDF itself is
 * tested in build-keepsake.test.ts and the keepsake journey.
 */
const meta = {
  title: 'Screens/Memorials/PDF keepsake',
  component: KeepsakeCard,
  args: {
    memorial: eleanor,
    kind: 'basic',
    publicUrl: 'https://evergreen.example/graves/eleanor-whitfield',
    onUpgrade: fn(),
    makeKeepsake: fn(async () => undefined),
  },
  decorators: [
    // The card lives in the page's side column: about as wide there as it is here.
    (Story) => (
      <Box maw={340}>
        <Story />
      </Box>
    ),
    withScreen({ mount: 'dashboard', route: '*', path: '/dashboard', userId: OWNER_ID }),
  ],
} satisfies Meta<typeof KeepsakeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardIn(canvasElement: HTMLElement) {
  const card = within(canvasElement).getByRole('region', { name: 'PDF Keepsake' });
  return { card, button: within(card).getByRole('button', { name: 'Download PDF' }) };
}

/** Free: the card says which plans include it, and the button opens the upgrade prompt instead of a PDF. */
export const Free: Story = {
  args: { kind: null },
  play: async ({ args, canvasElement }) => {
    const { card, button } = cardIn(canvasElement);
    await expect(card).toHaveTextContent('Included with the Personal and Family plans.');
    await userEvent.click(button);
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
    await expect(args.makeKeepsake).not.toHaveBeenCalled();
  },
};

/** Personal: a page or two to print, without the QR code. */
export const Personal: Story = {
  play: async ({ args, canvasElement }) => {
    const { card, button } = cardIn(canvasElement);
    await expect(card).toHaveTextContent('on a page or two to print and keep');
    await userEvent.click(button);
    await expect(args.makeKeepsake).toHaveBeenCalledWith('basic', eleanor, null);
    await expect(args.onUpgrade).not.toHaveBeenCalled();
  },
};

/** Family: a booklet for a service, with the public address and its QR code on the last page. */
export const Family: Story = {
  args: { kind: 'rich' },
  play: async ({ args, canvasElement }) => {
    const { card, button } = cardIn(canvasElement);
    await expect(card).toHaveTextContent('A booklet for a service');
    await userEvent.click(button);
    // After the QR code's PNG, which the canvas encodes asynchronously.
    await waitFor(() =>
      expect(args.makeKeepsake).toHaveBeenCalledWith(
        'rich',
        eleanor,
        expect.objectContaining({ publicUrl: 'https://evergreen.example/graves/eleanor-whitfield' }),
      ),
    );
  },
};

/** While the plan loads the button waits, so a Free user is never offered a PDF it cannot have. */
export const PlanLoading: Story = {
  args: { kind: undefined },
  play: async ({ canvasElement }) => {
    await expect(cardIn(canvasElement).button).toBeDisabled();
  },
};

/** Generating: the button shows it is working and cannot be pressed twice. */
export const Generating: Story = {
  args: { makeKeepsake: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const { button } = cardIn(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-loading', 'true');
    await expect(button).toBeDisabled();
    await expect(args.makeKeepsake).toHaveBeenCalledOnce();
  },
};

/** Failed: the reason under the button; pressing it again tries again. */
export const Failed: Story = {
  args: { makeKeepsake: fn(async () => Promise.reject(new Error('Failed to create the PDF'))) },
  play: async ({ canvasElement }) => {
    const { card, button } = cardIn(canvasElement);
    await userEvent.click(button);
    await expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to create the PDF');
    await expect(button).toBeEnabled();
  },
};
