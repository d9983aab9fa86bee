import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { restError, useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import '../../../testing/support';
import { ReportButton } from './ReportButton';

const backend = useTestBackend();

function renderButton(signedIn: boolean, memoryId?: string) {
  return renderWithQueryClient(
    <MemoryRouter>
      <ReportButton graveId="g1" memoryId={memoryId} signedIn={signedIn} signInPath="/auth?next=/graves/g1" />
    </MemoryRouter>,
  );
}

describe('Report', () => {
  it('sends a reason and words of one’s own, and thanks the reporter', async () => {
    backend.rpc('form_token', () => '1700000000000.token');
    backend.rpc('report_content', () => 'r1');
    renderButton(true, 'm1');
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this memory' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    // "Other" needs words.
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What is wrong?' }), ' Ad ');
    await userEvent.click(send);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Our support team will review your report and tell you the outcome by e-mail.',
    );
    expect(backend.rpcCalls('report_content')).toEqual([
      { grave_id: 'g1', memory_id: 'm1', reason: 'other', details: 'Ad', form_token: '1700000000000.token' },
    ]);
  });

  it('offers every reason for a memorial, and shows the server’s refusal', async () => {
    backend.rpc('form_token', () => '1700000000000.token');
    backend.rpc('report_content', () => {
      throw restError(409, 'You have already reported this.', '23505');
    });
    const { baseElement } = renderButton(true);
    await userEvent.click(screen.getByRole('button', { name: 'Report this memorial' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this memorial' });
    await expectNoAxeViolations(baseElement);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['spam', 'harassment', 'false_information', 'family', 'other']);
    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'I am family and should manage this memorial' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this.');
  });

  it('asks a signed-out visitor to sign in first', async () => {
    renderButton(false, 'm1');
    await userEvent.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this memory' });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?next=/graves/g1',
    );
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(backend.rpcCalls('form_token')).toEqual([]);
  });
});
