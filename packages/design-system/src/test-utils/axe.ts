import { act } from '@testing-library/react';
import axe from 'axe-core';

const BLOCKING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/**
 * Runs axe-core on a rendered container and fails on serious or critical violations. Colour contrast is left
 * to Storybook's a11y panel: jsdom does no layout and cannot compute the colours a person sees.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  // axe takes a while; transitions and focus moves that finish meanwhile are part of the test, not stray updates.
  const results = await act(() => axe.run(container, { rules: { 'color-contrast': { enabled: false } } }));
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    const report = blocking
      .map((violation) => {
        const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
        return `[${violation.impact}] ${violation.id}: ${violation.help}\n${targets}\n  ${violation.helpUrl}`;
      })
      .join('\n\n');
    throw new Error(`Accessibility violations found:\n\n${report}`);
  }
}
