import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen } from '../test-utils';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('shows and announces its label', () => {
    render(<LoadingState label="Loading your memorials..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your memorials...');
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<LoadingState label="Loading..." />);
    await expectNoAxeViolations(container);
  });
});
