import type { ApiSession } from './memorial-helpers';

/** Helpers of the advanced reminder journeys (Family plan): setup as the service role, where the UI is not under test. */

const env = () => ({
  url: process.env.SUPABASE_URL ?? '',
  serviceKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
});

async function asService(path: string, body: unknown, prefer = 'return=minimal'): Promise<void> {
  const { url, serviceKey } = env();
  const response = await fetch(`${url}/rest/v1/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      Prefer: prefer,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} failed: ${response.status} ${await response.text()}`);
}

/** The user's subscription as the payment webhook would leave it: on the Family plan. */
export function giveFamilyPlan(session: ApiSession): Promise<void> {
  return asService(
    'subscriptions?on_conflict=user_id',
    { user_id: session.userId, price_id: 'price_family_monthly', status: 'active' },
    'resolution=merge-duplicates,return=minimal',
  );
}

/** Makes `collaborator` a collaborator of the memorial, as accepting a share does. */
export function shareMemorial(
  graveId: string,
  collaborator: ApiSession,
  role: 'viewer' | 'editor',
): Promise<void> {
  return asService('grave_managers', { grave_id: graveId, user_id: collaborator.userId, role });
}

/** Every reminder e-mail the local mailbox holds for an address, oldest first. */
export async function reminderMailsTo(email: string): Promise<{ subject: string; text: string }[]> {
  const mails = (await (await fetch(`${env().url}/mailbox.json`)).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  return mails.filter((mail) => mail.to === email && mail.subject.startsWith('Reminder:'));
}
