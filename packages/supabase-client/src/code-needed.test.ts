import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { codeNeededFor } from './session-store';

const tokenAt = (aal: string) =>
  `x.${Buffer.from(JSON.stringify({ sub: 'u', aal })).toString('base64url')}.y`;
const sessionWith = (aal: string, status?: 'verified' | 'unverified') =>
  ({
    access_token: tokenAt(aal),
    user: { id: 'u', factors: status ? [{ id: 'f', status, factor_type: 'totp' }] : undefined },
  }) as unknown as Session;

describe('codeNeededFor', () => {
  it('asks for a code only when a verified factor waits and the session has none yet', () => {
    expect(codeNeededFor(sessionWith('aal1', 'verified'))).toBe(true);
    expect(codeNeededFor(sessionWith('aal2', 'verified'))).toBe(false);
    expect(codeNeededFor(sessionWith('aal1', 'unverified'))).toBe(false);
    expect(codeNeededFor(sessionWith('aal1'))).toBe(false);
    expect(codeNeededFor(null)).toBe(false);
  });
});
