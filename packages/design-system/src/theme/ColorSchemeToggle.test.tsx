import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen, userEvent } from '../test-utils';
import { ColorSchemeToggle } from './ColorSchemeToggle';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

describe('ColorSchemeToggle', () => {
  it('switches between light and dark', async () => {
    render(<ColorSchemeToggle />);
    const toggle = screen.getByRole('button', { name: 'Toggle color scheme' });
    expect(scheme()).toBe('light');
    expect(toggle).toHaveAttribute('title', 'Switch to dark mode');

    await userEvent.click(toggle);
    expect(scheme()).toBe('dark');
    expect(toggle).toHaveAttribute('title', 'Switch to light mode');

    await userEvent.click(toggle);
    expect(scheme()).toBe('light');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ColorSchemeToggle />);
    await expectNoAxeViolations(container);
  });
});
