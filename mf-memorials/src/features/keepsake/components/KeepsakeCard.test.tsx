import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeepsakeMemorial } from '../api/get-keepsake-content';
import type { KeepsakeKind } from '../pdf/layout';
import * as pdf from '../pdf/make-keepsake';
import { KeepsakeCard } from './KeepsakeCard';

// The PDF building is tested in Node (build-keepsake.test.ts); here only what the card asks for.
vi.mock('../pdf/make-keepsake', () => ({ downloadKeepsake: vi.fn() }));

const memorial: KeepsakeMemorial = {
  id: 'g1',
  full_name: 'Eleanor Grace Whitfield',
  birth_date: '1931-05-04',
  death_date: '2024-03-03',
  epitaph: 'Forever in our hearts',
  description: null,
  memories: null,
  image_url: null,
  person_image_url: null,
  cemetery_name: 'Greenwood Cemetery',
  section: 'North Garden',
  plot_number: 'B-14',
  is_public: true,
};
const publicUrl = 'https://evergreen.test/graves/eleanor-whitfield';

const KIND_OF_PLAN: Record<'free' | 'personal' | 'family', KeepsakeKind | null> = {
  free: null,
  personal: 'basic',
  family: 'rich',
};

/** The card of a memorial whose owner is on this plan. */
function renderCard(ownerPlan: 'free' | 'personal' | 'family', onUpgrade: (() => void) | null = vi.fn()) {
  const result = renderWithQueryClient(
    <KeepsakeCard
      memorial={memorial}
      kind={KIND_OF_PLAN[ownerPlan]}
      publicUrl={publicUrl}
      onUpgrade={onUpgrade ?? undefined}
    />,
  );
  const card = screen.getByRole('region', { name: 'PDF Keepsake' });
  return { ...result, card, button: within(card).getByRole('button', { name: 'Download PDF' }) };
}

beforeEach(() => {
  vi.mocked(pdf.downloadKeepsake).mockReset();
});

describe('PDF keepsake card', () => {
  it('Free: opens the upgrade prompt and builds nothing', async () => {
    const onUpgrade = vi.fn();
    const { button, card, container } = renderCard('free', onUpgrade);
    expect(card).toHaveTextContent('Included with the Personal and Family plans.');
    await userEvent.click(button);
    expect(onUpgrade).toHaveBeenCalledOnce();
    expect(pdf.downloadKeepsake).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('Personal: downloads the basic keepsake, without the QR code', async () => {
    vi.mocked(pdf.downloadKeepsake).mockResolvedValue();
    const { button, card } = renderCard('personal');
    expect(card).not.toHaveTextContent('Included with the Personal and Family plans.');
    await userEvent.click(button);
    expect(pdf.downloadKeepsake).toHaveBeenCalledWith('basic', memorial, null);
  });

  it('Family: downloads the booklet with the public address', async () => {
    vi.mocked(pdf.downloadKeepsake).mockResolvedValue();
    // jsdom draws nothing (and its Blob has no arrayBuffer): the canvas answers a stand-in PNG.
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const blob = { arrayBuffer: async () => png.slice().buffer } as Blob;
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) => done(blob));
    const { button, card } = renderCard('family');
    expect(card).toHaveTextContent('A booklet for a service');
    await userEvent.click(button);
    expect(pdf.downloadKeepsake).toHaveBeenCalledWith('rich', memorial, {
      publicUrl,
      qrCode: { bytes: png, type: 'png' },
    });
  });

  it("offers a collaborator no upgrade of a Free owner's plan, which is not theirs", async () => {
    const { button, card } = renderCard('free', null);
    expect(card).toHaveTextContent('Included with the Personal and Family plans.');
    expect(button).toBeDisabled();
  });

  it('says when the PDF could not be made', async () => {
    vi.mocked(pdf.downloadKeepsake).mockRejectedValue(new Error('Failed to create the PDF'));
    const { button, card } = renderCard('personal');
    await userEvent.click(button);
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to create the PDF');
  });
});
