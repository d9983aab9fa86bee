import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, render, screen, userEvent, waitFor } from '../test-utils';
import { ConfirmButton } from './ConfirmButton';

function renderDeleteButton(onConfirm: () => void | Promise<void> = vi.fn()) {
  render(
    <ConfirmButton
      title="Delete reminder"
      message="Are you sure you want to delete this reminder?"
      confirmLabel="Delete"
      color="red"
      onConfirm={onConfirm}
    >
      Remove
    </ConfirmButton>,
  );
  return onConfirm;
}

describe('ConfirmButton', () => {
  it('asks for confirmation in a dialog', async () => {
    renderDeleteButton();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete reminder' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this reminder?');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const onConfirm = renderDeleteButton();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('acts and closes when confirmed', async () => {
    const onConfirm = renderDeleteButton();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('labels its dialog buttons "Confirm" and "Cancel" by default', async () => {
    render(
      <ConfirmButton title="Sign out?" message="You will need to sign in again." onConfirm={vi.fn()}>
        Sign Out
      </ConfirmButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('has no accessibility violations, closed or open', async () => {
    renderDeleteButton();
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    // Let the dialog finish opening (focus moves in a timeout) before axe reads the page.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expectNoAxeViolations(document.body);
  });
});
