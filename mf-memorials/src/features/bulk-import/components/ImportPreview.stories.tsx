import { readBulkImportTable } from '@evergreen/domain/bulk-import';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ImportPreview } from './ImportPreview';

const table = readBulkImportTable([
  ['Full Name', 'Birth Date', 'Death Date', 'Cemetery Name', 'Memories', 'Public'],
  ['Eleanor Whitfield', '1931-04-12', '2019-11-03', 'Oak Hill Cemetery', 'Her apple pie.\nHer songs.', 'yes'],
  ['', 'May 2, 1940', '', 'Oak Hill Cemetery', '', 'maybe'],
  ['Margaret Ellis', '1950-03-01', '1949-01-01', 'St. Mary', '', 'no'],
]);

/** The bulk-import page's preview (issue 15): the file's rows before anything is written, errors marked per cell. */
const meta = {
  title: 'Screens/Memorials/Bulk import preview',
  component: ImportPreview,
  args: { columns: table.columns, rows: table.rows },
} satisfies Meta<typeof ImportPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithErrors: Story = {};

export const AllReady: Story = { args: { rows: table.rows.filter((row) => row.fields !== null) } };
