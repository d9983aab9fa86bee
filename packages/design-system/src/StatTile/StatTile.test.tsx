import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, render, screen } from '../test-utils';
import { StatTile } from './StatTile';

describe('StatTile', () => {
  it('shows the label and the value', () => {
    render(<StatTile label="Public Memorials" value={2} />);
    expect(screen.getByText('Public Memorials')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<StatTile label="Shared With You" value={0} icon="*" />);
    await expectNoAxeViolations(container);
  });
});
