import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { restError, useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { describe, expect, it } from 'vitest';
import '../../../testing/support';
import { CalendarDialog } from './CalendarDialog';

// The dialog's calls run whole; the test backend answers the two database functions.
const backend = useTestBackend();

function renderDialog() {
  renderWithQueryClient(<CalendarDialog opened onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Subscribe in your calendar' });
}

/** The feed addresses the page builds from the token `reset_calendar_token()` answers. */
const urls = {
  https: 'http://backend.test/functions/v1/calendar-feed?token=abc',
  webcal: 'webcal://backend.test/functions/v1/calendar-feed?token=abc',
};

describe('calendar dialog', () => {
  it('makes a first link and shows its https and webcal addresses', async () => {
    backend.rpc('calendar_token_created_at', () => null);
    backend.rpc('reset_calendar_token', () => 'abc');
    const dialog = renderDialog();
    expect(await within(dialog).findByText('You have no calendar link yet.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByDisplayValue(urls.https)).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue(urls.webcal)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reset link' })).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });

  it('cannot show an existing link again (only its hash is kept) and offers to reset it', async () => {
    backend.rpc('calendar_token_created_at', () => '2026-11-01T10:00:00Z');
    backend.rpc('reset_calendar_token', () => 'abc');
    const dialog = renderDialog();
    expect(await within(dialog).findByText(/the link is shown only once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await within(dialog).findByDisplayValue(urls.https)).toBeInTheDocument();
    expect(backend.rpcCalls('reset_calendar_token')).toHaveLength(1);
  });

  it('says why a reset failed', async () => {
    backend.rpc('calendar_token_created_at', () => null);
    backend.rpc('reset_calendar_token', () => {
      throw restError(401, 'JWT expired', 'PGRST301');
    });
    const dialog = renderDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('JWT expired')).toBeInTheDocument();
  });
});
