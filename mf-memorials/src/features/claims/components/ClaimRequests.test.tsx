import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { restError, useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../testing/support';
import { ClaimRequestCard } from './ClaimRequestCard';
import { ClaimRequests } from './ClaimRequests';

const backend = useTestBackend();

const CLAIM = {
  id: 'c1',
  grave_id: 'g1',
  kind: 'owner',
  message: 'She was my mother.',
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
  claimant_name: 'Harriet Heir',
};

describe("the owner's list of requests", () => {
  beforeEach(() => {
    backend.seed('memorial_claims', [CLAIM, { ...CLAIM, id: 'c2', status: 'declined' }]);
  });

  it('lists pending requests with their message; accepting answers the database', async () => {
    backend.rpc('answer_memorial_claim', () => ({ ...CLAIM, status: 'accepted' }));
    const { container } = renderWithQueryClient(<ClaimRequests graveId="g1" />);
    const item = await screen.findByRole('listitem', { name: 'Request from Harriet Heir' });
    expect(item).toHaveTextContent('Harriet Heir asks to take over ownership of this memorial.');
    expect(item).toHaveTextContent('She was my mother.');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await expectNoAxeViolations(container);
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(backend.rpcCalls('answer_memorial_claim')).toEqual([{ claim_id: 'c1', accept: true }]);
  });

  it('shows why a transfer was refused', async () => {
    backend.rpc('answer_memorial_claim', () => {
      throw restError(
        400,
        'Harriet Heir cannot take over this memorial: their Free plan allows 5 memorials and is full. They can upgrade their plan and ask again.',
      );
    });
    renderWithQueryClient(<ClaimRequests graveId="g1" />);
    const item = await screen.findByRole('listitem', { name: 'Request from Harriet Heir' });
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Harriet Heir cannot take over this memorial: their Free plan allows 5 memorials and is full.',
    );
  });
});

describe('asking to manage a memorial', () => {
  it('sends the kind and the message, then says the owner was asked', async () => {
    backend.rpc('request_memorial_claim', () => CLAIM);
    backend.edgeFunction('send-moderation-notices', () => ({ sent: 1 }));
    const { baseElement } = renderWithQueryClient(
      <MemoryRouter>
        <ClaimRequestCard graveId="g1" name="Rose Hale" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Family of Rose Hale?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask to manage this memorial' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask to manage this memorial' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Transfer ownership to me' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Message to the owner/ }), 'Her son.');
    await expectNoAxeViolations(baseElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your request was sent to the owner.');
    expect(backend.rpcCalls('request_memorial_claim')).toEqual([
      { grave_id: 'g1', kind: 'owner', message: 'Her son.' },
    ]);
  });
});
