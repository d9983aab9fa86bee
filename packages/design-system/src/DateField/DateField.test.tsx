import { i18n } from '@lingui/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, render, screen, userEvent, within } from '../test-utils';
import { DateField, parseTypedDate } from './DateField';

/** A form field as the app uses it: the value lives outside, every change is reported. */
function Controlled({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Birth Date"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DateField', () => {
  it('shows its label and the date in US English', () => {
    render(<DateField label="Birth Date" value="1815-12-10" onChange={() => undefined} />);
    expect(screen.getByLabelText('Birth Date')).toHaveValue('December 10, 1815');
  });

  it('shows nothing for an empty value', () => {
    render(<DateField label="Death Date" value="" onChange={() => undefined} />);
    expect(screen.getByLabelText('Death Date')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear Death Date' })).not.toBeInTheDocument();
  });

  it('takes a typed US date and shows it in full once the field is left', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByLabelText('Birth Date');
    await userEvent.type(input, '12/10/1815');
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith('1815-12-10');
    expect(input).toHaveValue('December 10, 1815');
  });

  it('leaves the value alone when the text is not a date', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="1815-12-10" onChange={onChange} />);
    const input = screen.getByLabelText('Birth Date');
    await userEvent.clear(input);
    onChange.mockClear();
    await userEvent.type(input, '13/45/1815');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    // Emptying the input cleared the date; the nonsense typed afterwards sets nothing.
    expect(input).toHaveValue('');
  });

  it('keeps the previous date when a typed text cannot be read', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="1815-12-10" onChange={onChange} />);
    const input = screen.getByLabelText('Birth Date');
    await userEvent.type(input, 'x');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('December 10, 1815');
  });

  it('opens a calendar whose weeks start on Sunday, with the chosen day selected', async () => {
    render(<Controlled initial="1815-12-10" />);
    await userEvent.click(screen.getByLabelText('Birth Date'));
    const weekdays = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(weekdays.map((cell) => cell.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(screen.getByRole('button', { name: 'December 10, 1815' })).toHaveAttribute('data-selected');
  });

  it('picks a day from the calendar and climbs to the year and the decade', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="1815-12-10" onChange={onChange} />);
    const input = screen.getByLabelText('Birth Date');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('button', { name: 'December 1815' }));
    await userEvent.click(screen.getByRole('button', { name: '1815' }));
    expect(screen.getByText('1810 – 1819')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous decade' }));
    await userEvent.click(screen.getByRole('button', { name: '1802' }));
    await userEvent.click(screen.getByRole('button', { name: 'Jan' }));
    await userEvent.click(screen.getByRole('button', { name: 'January 24, 1802' }));
    expect(onChange).toHaveBeenLastCalledWith('1802-01-24');
    expect(input).toHaveValue('January 24, 1802');
  });

  it('clears the date with its clear button', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="1815-12-10" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Birth Date' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByLabelText('Birth Date')).toHaveValue('');
  });

  it('refuses a typed date outside its bounds', async () => {
    const onChange = vi.fn();
    render(<DateField label="Death Date" value="" minDate="1815-12-10" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Death Date'), '12/09/1815');
    await userEvent.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Death Date')).toHaveValue('');
  });

  it('has no accessibility violations, closed or with the calendar open', async () => {
    const { container } = render(<Controlled initial="1815-12-10" />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByLabelText('Birth Date'));
    await expectNoAxeViolations(container);
  });
});

describe("DateField in the reader's language", () => {
  it('loads the names of German and Arabic with the field, and lays their calendars out as they do', async () => {
    try {
      i18n.loadAndActivate({ locale: 'de', messages: {} });
      const { unmount } = render(<Controlled initial="1815-12-10" />);
      const input = screen.getByLabelText('Birth Date');
      await expect.poll(() => (input as HTMLInputElement).value).toBe('10. Dezember 1815');
      await userEvent.click(input);
      const weekdays = within(screen.getByRole('table')).getAllByRole('columnheader');
      expect(weekdays.map((cell) => cell.textContent)).toEqual(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
      await userEvent.clear(input);
      await userEvent.type(input, '24.01.1802');
      await userEvent.tab();
      expect(input).toHaveValue('24. Januar 1802');
      unmount();
      i18n.loadAndActivate({ locale: 'ar', messages: {} });
      render(<Controlled initial="1815-12-10" />);
      const arabic = screen.getByLabelText('Birth Date');
      await expect.poll(() => (arabic as HTMLInputElement).value).toBe('10 ديسمبر 1815');
      await userEvent.click(arabic);
      const days = within(screen.getByRole('table')).getAllByRole('columnheader');
      // Weeks start on Saturday.
      expect(days[0]).toHaveTextContent('س');
    } finally {
      i18n.activate('en');
    }
  });
});

describe('parseTypedDate', () => {
  it.each([
    ['1815-12-10', '1815-12-10'],
    ['12/10/1815', '1815-12-10'],
    ['1/5/1815', '1815-01-05'],
    ['01/05/1815', '1815-01-05'],
    ['December 10, 1815', '1815-12-10'],
    ['  december 10,   1815 ', '1815-12-10'],
    ['Dec 10, 1815', '1815-12-10'],
  ])('reads %j as %s', (text, expected) => {
    expect(parseTypedDate(text)).toBe(expected);
  });

  it.each([
    ['10/12/1815', 'es', '1815-12-10'],
    ['10 de DICIEMBRE de 1815', 'es', '1815-12-10'],
    ['10.12.1815', 'de', '1815-12-10'],
    ['10. dezember 1815', 'de', '1815-12-10'],
    ['10 décembre 1815', 'fr', '1815-12-10'],
  ] as const)('reads %j in %s as %s', async (text, locale, expected) => {
    await import(`dayjs/locale/${locale}.js`);
    expect(parseTypedDate(text, locale)).toBe(expected);
  });

  it.each(['', '12/10', '12/10/18', '13/45/1815', '02/30/1900', 'December 10, 18', 'yesterday'])(
    'reads %j as no date',
    (text) => {
      expect(parseTypedDate(text)).toBeNull();
    },
  );
});
