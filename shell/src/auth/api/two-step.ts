import { whenSupabaseReady } from '@evergreen/supabase-client';

// The second step of sign-in (issue 27): a code from the authenticator app makes the session aal2; a recovery
// code turns two-step sign-in off instead (supabase/schemas/98_two_step.sql). Either way supabase-js then emits
// the new session (MFA_CHALLENGE_VERIFIED or TOKEN_REFRESHED) and the session store lets the user in.

/** Verifies a code of the user's authenticator app against their verified factor. */
export async function verifySignInCode(code: string): Promise<void> {
  const auth = (await whenSupabaseReady()).auth;
  const { data, error } = await auth.mfa.listFactors();
  if (error) throw error;
  const factor = data.totp[0];
  if (!factor) throw new Error('No authenticator app is set up for this account.');
  const verified = await auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error) throw verified.error;
}

/** True when the recovery code was one of the user's unused ones; two-step sign-in is then off. */
export async function redeemRecoveryCode(code: string): Promise<boolean> {
  const { data, error } = await (await whenSupabaseReady()).rpc('use_mfa_recovery_code', { code });
  if (error) throw error;
  return data === true;
}

/** Reads the session again (its user no longer has the factor), which lets the user in. */
export async function continueSignedIn(): Promise<void> {
  const { error } = await (await whenSupabaseReady()).auth.refreshSession();
  if (error) throw error;
}
