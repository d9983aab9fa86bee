import { cleanup, screen, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { formatDateIn } from '@evergreen/domain/dates';
import * as widgets from '@evergreen/runtime/widgets';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/ar.po';
import { ME, memorialRow, planUsage, renderAt, serveMemorials, signInAs } from '../testing/support';

// The pages in Arabic, as a reader who chose it sees them: this remote's Arabic catalog, Arabic plural forms and
// dates. The other remotes' widgets are not part of it.
vi.mock('@evergreen/runtime/widgets', { spy: true });

const backend = useTestBackend();
const ID = '11111111-1111-4111-8111-111111111111';

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.mocked(widgets.loadWidget).mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
  signInAs(ME);
  backend.servePlan(planUsage(3));
  i18n.loadAndActivate({ locale: 'ar', messages });
});

afterEach(() => {
  // Unmounted first, so switching back re-renders nothing; every other test reads the English source messages.
  cleanup();
  i18n.activate('en');
});

describe('memorial pages in Arabic', () => {
  it('shows the dashboard with its figures in Arabic plural forms', async () => {
    serveMemorials(backend, [
      memorialRow({ id: 'a', full_name: 'Eleanor Grace Whitfield', created_at: '2024-03-05T10:00:00Z' }),
      memorialRow({ id: 'b', full_name: 'Samuel Whitfield', created_at: '2024-03-04T10:00:00Z' }),
      memorialRow({ id: 'c', full_name: 'Ada Whitfield', created_at: '2024-03-03T10:00:00Z' }),
    ]);
    await renderAt('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحاتك التذكارية' })).toBeInTheDocument();
    // Three is a "few" in Arabic: صفحات (plural), not the "one", "two" or "many" form.
    const three = new Intl.NumberFormat('ar').format(3);
    expect(screen.getByText(`${three} صفحات تذكارية تحفظ ذكريات غالية`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'صفحة تذكارية جديدة' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'البحث في الصفحات التذكارية' })).toBeInTheDocument();
    expect(screen.queryByText(/memorials preserving precious memories/)).not.toBeInTheDocument();
  });

  it('shows a memorial with its status, dates and reminders in Arabic', async () => {
    backend.seed('graves', [
      {
        ...memorialRow({ id: ID }),
        is_read_only: false,
        read_only_reason: null,
        photo_limit: 10,
        photo_limit_message: '',
        family_links_included: false,
        keepsake_kind: null,
      },
    ]);
    backend.seed('grave_managers', []);
    backend.seed('reminders', [
      { id: 'r1', grave_id: ID, user_id: ME, is_active: true },
      { id: 'r2', grave_id: ID, user_id: ME, is_active: true },
    ]);
    backend.seed('visitor_memories', []);
    backend.seed('grave_photos', []);
    backend.seed('memorial_relatives', []);
    backend.seed('memorial_daily_visits', []);
    await renderAt(`/dashboard/grave/${ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eleanor Grace Whitfield' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'نبذة' })).toBeInTheDocument();
    expect(
      screen.getByText(`${formatDateIn('ar', '1931-04-12')} - ${formatDateIn('ar', '2019-11-03')}`),
    ).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'حالة الصفحة التذكارية' });
    // Two has a form of its own in Arabic (the dual): no number at all.
    expect(within(status).getByText('تذكيران نشطان')).toBeInTheDocument();
    expect(within(status).getByText('عامة')).toBeInTheDocument();
    expect(within(status).getByText(formatDateIn('ar', '2024-03-05T10:00:00Z', 'long'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل' })).toBeInTheDocument();
    expect(screen.queryByText('2 active reminders')).not.toBeInTheDocument();
  });
});
