import { CONTACT_SEND_FAILED, type ContactForm } from '@evergreen/domain/contact';
import { useMutation } from '@tanstack/react-query';

/** A refused or failed send, carrying the text to show: the function's own `{error}`, else the fallback. */
export class ContactSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContactSendError';
  }
}

/** The `{error}` of a function's non-2xx answer (supabase-js keeps the Response as the error's context). */
async function errorTextOf(error: unknown): Promise<string | undefined> {
  const context = typeof error === 'object' && error !== null ? Reflect.get(error, 'context') : undefined;
  if (!(context instanceof Response)) return undefined;
  try {
    const body: unknown = await context.json();
    const text = typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The page's one Supabase client, imported on the first send so the public pages paint without it. */
async function supabaseClient() {
  const { whenSupabaseReady } = await import('@evergreen/supabase-client');
  return whenSupabaseReady();
}

/** Sends the form to the contact-message function, which stores it and mails the support inbox. */
export async function sendContactMessage(form: ContactForm): Promise<void> {
  const client = await supabaseClient();
  const { data, error } = await client.functions.invoke<unknown>('contact-message', {
    method: 'POST',
    body: form,
  });
  if (error) throw new ContactSendError((await errorTextOf(error)) ?? CONTACT_SEND_FAILED, { cause: error });
  const sent = typeof data === 'object' && data !== null ? Reflect.get(data, 'sent') : undefined;
  if (sent !== true) throw new ContactSendError(CONTACT_SEND_FAILED);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
