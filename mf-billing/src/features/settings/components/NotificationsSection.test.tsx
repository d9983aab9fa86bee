import { screen, userEvent, waitFor } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, signInAs } from '../../../testing/support';
import { NotificationsSection } from './NotificationsSection';

const backend = useTestBackend();

beforeEach(() => signInAs(ME));

describe('Notifications', () => {
  it('starts at "At once" and saves a daily digest, and the editors’ opt-in, for the signed-in person', async () => {
    backend.seed('notification_preferences', []);
    renderWithQueryClient(<NotificationsSection notify={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: 'At once' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Daily digest' }));
    await waitFor(() =>
      expect(backend.rows('notification_preferences').at(-1)).toMatchObject({
        user_id: ME,
        memory_emails: 'daily',
        editor_memory_emails: false,
      }),
    );
    expect(screen.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Also for memorials I help edit' }));
    await waitFor(() =>
      expect(backend.rows('notification_preferences').at(-1)).toMatchObject({
        memory_emails: 'daily',
        editor_memory_emails: true,
      }),
    );
  });

  it('shows the saved choice, and says so when a change could not be saved', async () => {
    backend.seed('notification_preferences', [
      { user_id: ME, memory_emails: 'off', editor_memory_emails: false },
    ]);
    const notify = vi.fn();
    renderWithQueryClient(<NotificationsSection notify={notify} />);
    expect(await screen.findByRole('radio', { name: 'Never' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Also for memorials I help edit' })).toBeDisabled();
    backend.fail('notification_preferences');
    await userEvent.click(screen.getByRole('radio', { name: 'At once' }));
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith({
        kind: 'error',
        text: 'Failed to save your notification settings',
      }),
    );
    expect(screen.getByRole('radio', { name: 'Never' })).toBeChecked();
  });
});
