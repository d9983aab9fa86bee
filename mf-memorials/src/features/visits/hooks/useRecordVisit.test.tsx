import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/record-visit';
import { forgetRecordedVisits, useRecordVisit } from './useRecordVisit';

vi.mock('../api/record-visit', { spy: true });

const memorial = (overrides = {}) => ({ id: 'g1', is_public: true, user_id: 'owner', ...overrides });

beforeEach(() => {
  vi.useFakeTimers();
  forgetRecordedVisits();
  vi.mocked(api.recordVisit).mockReset().mockResolvedValue();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('recording a visit of the public page', () => {
  it('records once the page has painted, once per memorial however often it is shown', () => {
    const { rerender, unmount } = renderHook(({ m }) => useRecordVisit(m, null), {
      initialProps: { m: memorial() },
    });
    expect(api.recordVisit).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(api.recordVisit).toHaveBeenCalledExactlyOnceWith('g1');
    rerender({ m: memorial() });
    unmount();
    renderHook(() => useRecordVisit(memorial(), 'someone'));
    vi.runAllTimers();
    expect(api.recordVisit).toHaveBeenCalledOnce();
  });

  it('records nothing for a private memorial, its owner, or before it loaded', () => {
    renderHook(() => useRecordVisit(memorial({ is_public: false }), null));
    renderHook(() => useRecordVisit(memorial(), 'owner'));
    renderHook(() => useRecordVisit(undefined, null));
    vi.runAllTimers();
    expect(api.recordVisit).not.toHaveBeenCalled();
  });

  it('does not record a page left before it was idle', () => {
    const { unmount } = renderHook(() => useRecordVisit(memorial(), null));
    unmount();
    vi.runAllTimers();
    expect(api.recordVisit).not.toHaveBeenCalled();
  });
});
