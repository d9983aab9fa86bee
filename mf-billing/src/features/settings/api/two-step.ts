import { getSupabase } from '@evergreen/supabase-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { securityEventsQuery } from './get-security-events';

// Two-step sign-in in Settings (issue 27): supabase-js's auth.mfa against GoTrue's /factors endpoints, and the
// recovery codes of supabase/schemas/98_two_step.sql.

/** The user's authenticator app, if two-step sign-in is on. */
export interface TwoStepState {
  factorId: string | null;
}

export async function getTwoStep(): Promise<TwoStepState> {
  const { data, error } = await getSupabase().auth.mfa.listFactors();
  if (error) throw error;
  return { factorId: data.totp[0]?.id ?? null };
}

export const twoStepQuery = () => queryOptions({ queryKey: ['settings', 'two-step'], queryFn: getTwoStep });

export const useTwoStep = () => useQuery(twoStepQuery());

/** What the user copies into their authenticator app. */
export interface Enrollment {
  factorId: string;
  qrCode: string;
  secret: string;
}

/** Starts setting up an app: a new, unverified factor (one left over from an abandoned setup goes first). */
export async function startEnrollment(): Promise<Enrollment> {
  const mfa = getSupabase().auth.mfa;
  const listed = await mfa.listFactors();
  if (listed.error) throw listed.error;
  for (const factor of listed.data.all.filter((f) => f.status === 'unverified')) {
    const removed = await mfa.unenroll({ factorId: factor.id });
    if (removed.error) throw removed.error;
  }
  const { data, error } = await mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app' });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Drops a setup the user cancelled. */
export async function cancelEnrollment(factorId: string): Promise<void> {
  const { error } = await getSupabase().auth.mfa.unenroll({ factorId });
  if (error) throw error;
}

/** Confirms the app with its first code (two-step sign-in is then on) and answers the new recovery codes. */
export async function confirmEnrollment({
  factorId,
  code,
}: {
  factorId: string;
  code: string;
}): Promise<string[]> {
  const supabase = getSupabase();
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (verified.error) throw verified.error;
  const { data, error } = await supabase.rpc('create_mfa_recovery_codes');
  if (error) throw error;
  return data;
}

/** Turns two-step sign-in off: a fresh code first (the server wants an aal2 session for it), then the factor goes. */
export async function turnOff({ factorId, code }: { factorId: string; code: string }): Promise<void> {
  const mfa = getSupabase().auth.mfa;
  const verified = await mfa.challengeAndVerify({ factorId, code });
  if (verified.error) throw verified.error;
  const { error } = await mfa.unenroll({ factorId });
  if (error) throw error;
}

function useTwoStepMutation<T, R>(mutationFn: (input: T) => Promise<R>, refresh: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: securityEventsQuery().queryKey });
      if (refresh) void queryClient.invalidateQueries({ queryKey: twoStepQuery().queryKey });
    },
  });
}

export const useStartEnrollment = () => useTwoStepMutation(startEnrollment, false);
export const useCancelEnrollment = () => useTwoStepMutation(cancelEnrollment, false);
/** The state is read again when the user has seen the codes (the section shows them until "Done"). */
export const useConfirmEnrollment = () => useTwoStepMutation(confirmEnrollment, false);
export const useTurnOff = () => useTwoStepMutation(turnOff, true);
