import { screen, userEvent, waitFor, within } from '@evergreen/design-system/test-utils';
import { restError, useTestBackend } from '@evergreen/dev-host/test-backend';
import { FakeUpgradeDialog } from '@evergreen/dev-host/testing';
import { bulkImportTemplate } from '@evergreen/domain/bulk-import';
import * as widgets from '@evergreen/runtime/widgets';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ME, planNamed, planUsage, renderAt, serveMemorials, signInAs } from '../testing/support';

// The page runs whole, the CSV reading (papaparse) too, against the test backend (`import_memorials()`, and the
// dashboard it leads to). Only the billing remote's widgets (loaded over module federation) are replaced.
vi.mock('@evergreen/runtime/widgets', { spy: true });

const backend = useTestBackend();

const family = (gravesCount = 0) => planUsage(gravesCount, planNamed('Family'));
const csvFile = (text: string) => new File([text], 'memorials.csv', { type: 'text/csv' });
const HEADER = 'Full Name,Birth Date,Death Date,Public';

beforeEach(() => {
  vi.resetAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signInAs(ME);
  backend.servePlan(family());
  // The billing remote's upgrade dialog: the caller decides only which limit opens it.
  vi.mocked(widgets.loadWidget).mockImplementation(async (_remote, name) => {
    if (name !== 'UpgradeDialog') throw new Error('Failed to fetch mf-manifest.json');
    return { default: FakeUpgradeDialog } as never;
  });
  serveMemorials(backend, []);
});

async function choose(text: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, csvFile(text));
}

describe('bulk import page', () => {
  it.each([
    ['Free', planUsage(1)],
    ['Personal', planUsage(1, planNamed('Personal'))],
  ])('meets %s with the upgrade dialog of bulk import instead of the import', async (_name, plan) => {
    backend.servePlan(plan);
    await renderAt('/dashboard/import');
    expect(
      await screen.findByRole('dialog', { name: 'Billing upgrade dialog for bulkImport' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('CSV file')).not.toBeInTheDocument();
  });

  it('offers the template as a UTF-8 CSV download', async () => {
    await renderAt('/dashboard/import');
    const link = await screen.findByRole('link', { name: 'Download template' });
    expect(link).toHaveAttribute('download', 'evergreen-memorials-template.csv');
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/csv;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(bulkImportTemplate());
  });

  it('marks each bad cell with its message and keeps the import disabled until the file is fixed', async () => {
    backend.rpc('import_memorials', ({ memorials }) => (memorials as unknown[]).length);
    const router = await renderAt('/dashboard/import');
    await screen.findByLabelText('CSV file');
    await choose(`${HEADER}\nAda Lovelace,1815-12-10,1852-11-27,yes\n,1900-01-02,1900-01-01,maybe\n`);

    expect(await screen.findByRole('status')).toHaveTextContent('1 row ready, 1 with an error');
    const table = screen.getByRole('table');
    const badRow = within(table).getByRole('row', { name: /^3 / });
    expect(within(badRow).getByText('Full Name is required.')).toBeInTheDocument();
    expect(within(badRow).getByText('Death Date is before Birth Date.')).toBeInTheDocument();
    expect(within(badRow).getByText('Public must be yes or no.')).toBeInTheDocument();
    expect(within(badRow).getByText('Error')).toBeInTheDocument();
    const cell = within(badRow).getByText('maybe').closest('td');
    expect(cell).toHaveAccessibleDescription('Public must be yes or no.');
    expect(within(table).getByRole('row', { name: /^2 / })).toHaveTextContent('Ready');
    expect(screen.getByRole('button', { name: 'Import 2 memorials' })).toBeDisabled();

    await choose(`${HEADER}\nAda Lovelace,1815-12-10,1852-11-27,yes\nAlan Turing,1912-06-23,1954-06-07,no\n`);
    expect(await screen.findByRole('status')).toHaveTextContent('2 rows ready');
    expect(screen.queryByText('Full Name is required.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 memorials' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(backend.rpcCalls('import_memorials')[0]?.memorials).toEqual([
      expect.objectContaining({
        row: 2,
        full_name: 'Ada Lovelace',
        birth_date: '1815-12-10',
        is_public: true,
      }),
      expect.objectContaining({ row: 3, full_name: 'Alan Turing', is_public: false }),
    ]);
  });

  it("says how many rows fit when the plan's limit does not allow them all", async () => {
    const limited = { ...planNamed('Family'), maxGraves: 3 };
    backend.servePlan(planUsage(2, limited));
    await renderAt('/dashboard/import');
    await screen.findByLabelText('CSV file');
    await choose('Full Name\nAda\nAlan\n');
    expect(
      await screen.findByText(
        'Your Family plan allows 3 memorials and you have 2: 1 of these 2 fit. Remove rows, or upgrade your plan, to import them.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 memorials' })).toBeDisabled();
  });

  it('refuses a file it cannot map, with the reason and no table', async () => {
    await renderAt('/dashboard/import');
    await screen.findByLabelText('CSV file');
    await choose('Full Name,Photo\nAda,ada.jpg\n');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file has a column "Photo" that the template does not have. Rename or remove it.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it("shows the server's message and stays on the page when the import is refused", async () => {
    backend.rpc('import_memorials', () => {
      throw restError(400, 'Row 2: Full Name is required. Nothing was imported.');
    });
    const router = await renderAt('/dashboard/import');
    await screen.findByLabelText('CSV file');
    await choose('Full Name\nAda\n');
    await userEvent.click(await screen.findByRole('button', { name: 'Import 1 memorial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Row 2: Full Name is required. Nothing was imported.',
    );
    expect(router.state.location.pathname).toBe('/dashboard/import');
  });
});

describe('the dashboard', () => {
  it('leads the Family plan to the import page', async () => {
    const router = await renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Import from CSV' }));
    expect(router.state.location.pathname).toBe('/dashboard/import');
  });

  it('shows Free the upgrade prompt of bulk import', async () => {
    backend.servePlan(planUsage(0));
    const router = await renderAt('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Import from CSV' }));
    expect(
      await screen.findByRole('dialog', { name: 'Billing upgrade dialog for bulkImport' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
