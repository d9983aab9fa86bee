import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, render, screen, userEvent, waitFor } from '../test-utils';
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

  it("hydrates the prerendered (light) toggle without a mismatch, then shows the visitor's stored choice", async () => {
    const page = () => (
      <I18nProvider i18n={i18n}>
        <MantineProvider defaultColorScheme="auto">
          <ColorSchemeToggle />
        </MantineProvider>
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const onRecoverableError = vi.fn();
    try {
      await act(async () => {
        hydrateRoot(container, page(), { onRecoverableError });
      });
      await waitFor(() =>
        expect(container.querySelector('button')).toHaveAttribute('title', 'Switch to light mode'),
      );
      expect(onRecoverableError).not.toHaveBeenCalled();
    } finally {
      localStorage.clear();
      container.remove();
    }
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ColorSchemeToggle />);
    await expectNoAxeViolations(container);
  });
});
