import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './useAsync';

describe('useAsync', () => {
  it('loads, fails, and keeps the data shown while reloading', async () => {
    let answer: Promise<string> = Promise.resolve('first');
    const { result } = renderHook(() => useAsync(() => answer, []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('first'));

    let finish: (value: string) => void = () => undefined;
    answer = new Promise((resolve) => (finish = resolve));
    act(() => result.current.reload());
    expect(result.current.data).toBe('first');
    await act(async () => finish('second'));
    expect(result.current.data).toBe('second');

    answer = Promise.reject(new Error('down'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));
  });

  it('drops an answer to inputs that have changed since', async () => {
    const pending = new Map<string, (value: string) => void>();
    const { result, rerender } = renderHook(
      ({ id }) => useAsync(() => new Promise<string>((resolve) => pending.set(id, resolve)), [id]),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    await act(async () => pending.get('a')?.('for a'));
    expect(result.current.status).toBe('loading');
    await act(async () => pending.get('b')?.('for b'));
    expect(result.current.data).toBe('for b');
  });
});
