import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, render, screen, userEvent } from '../test-utils';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('offers the five languages by their own names and says which one was chosen', async () => {
    const onChange = vi.fn();
    render(<LanguageMenu value="en" onChange={onChange} />);
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(menu).toHaveValue('en');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Español',
      'Deutsch',
      'Français',
      'العربية',
    ]);
    await userEvent.selectOptions(menu, 'العربية');
    expect(onChange).toHaveBeenCalledWith('ar');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<LanguageMenu value="de" onChange={() => undefined} />);
    await expectNoAxeViolations(container);
  });
});
