import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent, waitFor } from '../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderDialog(onConfirm: () => void | Promise<void>) {
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      opened
      onClose={onClose}
      title="Delete Account"
      message="This cannot be undone."
      confirmLabel="Confirm Delete"
      onConfirm={onConfirm}
    />,
  );
  return onClose;
}

/**
 * The dialog re-throws a failed onConfirm from its click handler, where nothing can catch it: it surfaces as an
 * unhandled rejection, which Vitest would count as a failure of the whole run. Collect those here instead.
 */
function collectUnhandledRejections() {
  const vitestListeners = process.listeners('unhandledRejection');
  const reasons: unknown[] = [];
  const collect = (reason: unknown) => reasons.push(reason);
  process.removeAllListeners('unhandledRejection');
  process.on('unhandledRejection', collect);
  const restore = () => {
    process.off('unhandledRejection', collect);
    for (const listener of vitestListeners) process.on('unhandledRejection', listener);
  };
  return { reasons, restore };
}

describe('ConfirmDialog', () => {
  let restoreRejections: (() => void) | undefined;
  afterEach(() => {
    restoreRejections?.();
    restoreRejections = undefined;
  });

  it('focuses the safe choice first', async () => {
    renderDialog(vi.fn());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('shows it is busy while onConfirm runs, cannot be dismissed meanwhile, then closes', async () => {
    const work = deferred();
    const onClose = renderDialog(() => work.promise);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();

    work.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).toBeEnabled();
  });

  it('closes when onConfirm fails and leaves the error to the caller', async () => {
    const rejections = collectUnhandledRejections();
    restoreRejections = rejections.restore;
    const failure = new Error('Failed to delete account');
    const work = deferred();
    const onClose = renderDialog(() => work.promise);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Delete' }));
    work.reject(failure);

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Confirm Delete' })).toBeEnabled();
    await waitFor(() => expect(rejections.reasons).toEqual([failure]));
  });

  it('closes on Cancel without confirming', async () => {
    const onConfirm = vi.fn();
    const onClose = renderDialog(onConfirm);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
