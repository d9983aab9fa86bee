import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../testing/support';
import * as calendarApi from '../api/calendar-link';
import { CalendarDialog } from './CalendarDialog';

vi.mock('../api/calendar-link', { spy: true });

beforeEach(() => {
  vi.resetAllMocks();
});

function renderDialog() {
  renderWithQueryClient(<CalendarDialog opened onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Subscribe in your calendar' });
}

const urls = {
  https: 'http://backend.test/functions/v1/calendar-feed?token=abc',
  webcal: 'webcal://backend.test/functions/v1/calendar-feed?token=abc',
};

describe('calendar dialog', () => {
  it('makes a first link and shows its https and webcal addresses', async () => {
    vi.mocked(calendarApi.getCalendarLinkCreatedAt).mockResolvedValue(null);
    vi.mocked(calendarApi.resetCalendarLink).mockResolvedValue(urls);
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
    vi.mocked(calendarApi.getCalendarLinkCreatedAt).mockResolvedValue('2026-11-01T10:00:00Z');
    vi.mocked(calendarApi.resetCalendarLink).mockResolvedValue(urls);
    const dialog = renderDialog();
    expect(await within(dialog).findByText(/the link is shown only once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(await within(dialog).findByDisplayValue(urls.https)).toBeInTheDocument();
    expect(calendarApi.resetCalendarLink).toHaveBeenCalledTimes(1);
  });

  it('says why a reset failed', async () => {
    vi.mocked(calendarApi.getCalendarLinkCreatedAt).mockResolvedValue(null);
    vi.mocked(calendarApi.resetCalendarLink).mockRejectedValue(new Error('JWT expired'));
    const dialog = renderDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    expect(await within(dialog).findByText('JWT expired')).toBeInTheDocument();
  });
});
