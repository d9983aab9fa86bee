import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, render, screen, userEvent } from '../test-utils';
import { ErrorPanel } from './ErrorPanel';

describe('ErrorPanel', () => {
  it('announces the title as a heading and the message', () => {
    render(<ErrorPanel title="Error Loading Memorials" message="Failed to load graves" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load graves');
    expect(screen.getByRole('heading', { name: 'Error Loading Memorials' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers "Try again" when it can retry', async () => {
    const onRetry = vi.fn();
    render(
      <ErrorPanel title="Error Loading Reminders" message="Failed to load reminders" onRetry={onRetry} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('accepts another retry label', () => {
    render(
      <ErrorPanel title="Offline" message="No connection" onRetry={() => undefined} retryLabel="Reload" />,
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <ErrorPanel
        title="Error Loading Memorials"
        message="Failed to load graves"
        onRetry={() => undefined}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
