import { describe, expect, it } from 'vitest';
import { ERRORS, messageOf } from './errors';

describe('messageOf', () => {
  it("prefers the backend's message", () => {
    expect(messageOf(new Error('Invalid login credentials'), ERRORS.generic)).toBe(
      'Invalid login credentials',
    );
    expect(messageOf({ code: '23505', message: 'duplicate key' }, ERRORS.share)).toBe('duplicate key');
  });

  it('falls back to the catalogue text when there is no usable message', () => {
    expect(messageOf(undefined, ERRORS.generic)).toBe('An error occurred');
    expect(messageOf({ message: '  ' }, ERRORS.memorialCreate)).toBe('Failed to create grave');
    expect(messageOf(42, ERRORS.graveUpdate)).toBe('Failed to update grave');
  });
});
