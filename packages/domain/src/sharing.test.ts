import { describe, expect, it } from 'vitest';
import { COLLABORATOR_ROLES, isEmail, normalizeEmail, usageCounter } from './sharing';

describe('sharing rules', () => {
  it('trims and lowercases e-mails and checks their format', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(isEmail(' ada@example.com ')).toBe(true);
    expect(isEmail('ada@')).toBe(false);
    expect(isEmail('')).toBe(false);
  });

  it('describes the two roles as the spec does', () => {
    expect(COLLABORATOR_ROLES.map((role) => role.description)).toEqual([
      'Can view memorial',
      'Can view and edit memorial',
    ]);
  });

  it('counts usage against the limit', () => {
    expect(usageCounter(1, 3)).toBe('1 / 3');
    expect(usageCounter(4, -1)).toBe('4 / ∞');
  });
});
