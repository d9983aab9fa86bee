import { expectNoAxeViolations, screen, userEvent, within } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { renderWithQueryClient } from '@evergreen/dev-host/testing';
import { planById } from '@evergreen/domain/plans';
import { type DailyVisits, utcDayOf } from '@evergreen/domain/visits';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../testing/support';
import { VisitsSection } from './VisitsSection';

// The query runs whole, and so does the chart; the test backend holds `memorial_daily_visits`.
const backend = useTestBackend();

const PUBLIC = { id: 'g1', is_public: true };
const today = utcDayOf(new Date());

/** The memorial's visits per day, beside another memorial's (which must not be counted). */
function visits(rows: DailyVisits[]) {
  backend.seed('memorial_daily_visits', [
    ...rows.map((row) => ({ grave_id: 'g1', ...row })),
    ...rows.map((row) => ({ grave_id: 'another memorial', ...row, visits: 1000 })),
  ]);
}
const visitsRead = () => backend.requests().filter((request) => request === 'GET memorial_daily_visits');

function renderSection(planId: 'free' | 'personal' | 'family', memorial = PUBLIC, onUpgrade = vi.fn()) {
  const result = renderWithQueryClient(
    <VisitsSection memorial={memorial} plan={planById(planId)} onUpgrade={onUpgrade} />,
  );
  return { ...result, section: screen.getByRole('region', { name: 'Visits' }) };
}

// The chart module (recharts) is large to transform: loaded once here, so React.lazy resolves at once below.
beforeAll(async () => {
  await import('./VisitsChart');
});

beforeEach(() => {
  vi.resetAllMocks();
});

describe('the Visits section', () => {
  it('Free: the upgrade prompt, and no counts fetched', async () => {
    const onUpgrade = vi.fn();
    const { section, container } = renderSection('free', PUBLIC, onUpgrade);
    expect(section).toHaveTextContent('Visit counts come with the Family plan.');
    await userEvent.click(within(section).getByRole('button', { name: 'Upgrade Plan' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    expect(visitsRead()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('Personal: says the plan does not include visit counts, without a prompt', () => {
    const { section } = renderSection('personal');
    expect(section).toHaveTextContent(
      'Your Personal plan does not include visit counts; the Family plan does.',
    );
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(visitsRead()).toHaveLength(0);
  });

  it('Family: the total, today, the chart and the same numbers in words and a table', async () => {
    visits([
      { day: today, visits: 2 },
      { day: '2000-01-01', visits: 50 },
    ]);
    const { section, container } = renderSection('family');
    expect(
      await within(section).findByText('2 visits in the last 90 days, 2 visits today.', { exact: false }),
    ).toBeVisible();
    expect(within(section).getByText('Last 90 days').nextElementSibling).toHaveTextContent('2');
    expect(within(section).getByText('Today').nextElementSibling).toHaveTextContent('2');
    expect(visitsRead()).toHaveLength(1);
    // The chart module loads on its own (React.lazy) and is left out of the accessibility tree.
    await vi.waitFor(
      () =>
        expect(
          container.querySelector('figure > [aria-hidden="true"] .mantine-BarChart-root'),
        ).not.toBeNull(),
      { timeout: 5_000 },
    );
    await userEvent.click(within(section).getByText('Visits by day'));
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('2');
    await expectNoAxeViolations(container);
  });

  it('Family, nobody yet: says so, with no table', async () => {
    visits([]);
    const { section } = renderSection('family');
    expect(await within(section).findByText('No visits in the last 90 days.')).toBeVisible();
    expect(within(section).queryByText('Visits by day')).not.toBeInTheDocument();
  });

  it('Family, private memorial: visits are counted only while public', async () => {
    visits([]);
    const { section } = renderSection('family', { id: 'g1', is_public: false });
    expect(section).toHaveTextContent('Visits are counted only while this memorial is public.');
    await vi.waitFor(() => expect(visitsRead()).toHaveLength(1));
    expect(within(section).queryByText('Today')).not.toBeInTheDocument();
  });

  it('says when the counts could not be loaded', async () => {
    backend.fail('memorial_daily_visits', 'Failed to load visits');
    const { section } = renderSection('family');
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to load visits');
  });

  it('shows nothing until the plan is known', () => {
    renderWithQueryClient(<VisitsSection memorial={PUBLIC} plan={undefined} onUpgrade={vi.fn()} />);
    expect(screen.queryByRole('region', { name: 'Visits' })).not.toBeInTheDocument();
  });
});
