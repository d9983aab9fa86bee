// The notification e-mails of issue 29 as the journeys read them: the job run as the schedule runs it, and the local
// mail server's mailbox.
export interface Mail {
  to: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

const env = () => ({
  url: process.env.SUPABASE_URL ?? '',
  serviceKey: process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
});

/** Runs the notifications job as the schedule does. */
export async function runNotifications(): Promise<void> {
  const { url, serviceKey } = env();
  const response = await fetch(`${url}/functions/v1/send-notifications`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` },
  });
  if (!response.ok) throw new Error(`send-notifications failed: ${response.status} ${await response.text()}`);
}

export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(`${env().url}/mailbox.json`);
  return ((await response.json()) as Mail[]).filter((mail) => mail.to === email);
}
