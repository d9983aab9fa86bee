// The send-moderation-notices edge function (issue 29), shared by the Supabase deployment and the local server:
// it sends the mails the moderation and claim functions queued in the same transaction as what they tell (a
// report's outcome to its reporter, a claim to the memorial's owner, the owner's answer to the claimant), each in
// its reader's language, each once. Anyone may run it: it sends only what is queued, to whom it is queued for.
// The app calls it right after such a change; a schedule catches up whatever a call missed. Web standards only.
import { type ServerI18n, serverI18n } from './messages/i18n.ts';
import { memorialUrl } from './reminder-text.ts';
import type { SupabaseAdmin } from './supabase-admin.ts';

export interface NoticeMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** A row of public.claim_moderation_notices. */
export interface ModerationNotice {
  id: number;
  kind: 'report_outcome' | 'claim_received' | 'claim_answered' | string;
  facts: Record<string, unknown>;
  email: string;
  locale?: string | null;
}

export interface ModerationNoticeDeps {
  admin: Pick<SupabaseAdmin, 'rpc'>;
  sendMail: (mail: NoticeMail) => Promise<void>;
  siteUrl: string;
  log?: (line: string) => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function reportOutcome(facts: Record<string, unknown>, i18n: ServerI18n, siteUrl: string): NoticeMail {
  const name = text(facts.full_name);
  const about = text(facts.about) === 'memory' ? 'memory' : 'memorial';
  const outcome = text(facts.outcome);
  const site = siteUrl.replace(/\/+$/, '');
  const decided =
    outcome === 'kept'
      ? i18n._(
          '{about, select, memory {We reviewed the memory you reported on the memorial of {name}. It follows our rules, so it stays up.} other {We reviewed the memorial of {name} that you reported. It follows our rules, so it stays up.}}',
          { about, name },
        )
      : outcome === 'hidden'
        ? i18n._(
            '{about, select, memory {We reviewed the memory you reported on the memorial of {name} and have hidden it.} other {We reviewed the memorial of {name} that you reported and have hidden it from the public.}}',
            { about, name },
          )
        : i18n._(
            '{about, select, memory {We reviewed the memory you reported on the memorial of {name} and have removed it.} other {We reviewed the memorial of {name} that you reported and have removed it.}}',
            { about, name },
          );
  return {
    to: '',
    subject: i18n._('Your report about the memorial of {name}', { name }),
    text: [decided, '', i18n._('Thank you for helping keep memorials safe.'), '', site].join('\n'),
    links: [site],
  };
}

function claimReceived(facts: Record<string, unknown>, i18n: ServerI18n, siteUrl: string): NoticeMail {
  const name = text(facts.full_name);
  const claimant = text(facts.claimant) || i18n._('Someone');
  const kind = text(facts.kind) === 'owner' ? 'owner' : 'editor';
  const message = text(facts.message);
  const link = memorialUrl(siteUrl, text(facts.grave_id));
  return {
    to: '',
    subject: i18n._('{claimant} asks to help manage the memorial of {name}', { claimant, name }),
    text: [
      i18n._(
        '{kind, select, owner {{claimant} asks to take over ownership of the memorial of {name}.} other {{claimant} asks to be added as an editor of the memorial of {name}.}}',
        { kind, claimant, name },
      ),
      '',
      i18n._('Their message: "{message}"', { message }),
      '',
      i18n._("Accept or decline on the memorial's page: {link}", { link }),
    ].join('\n'),
    links: [link],
  };
}

function claimAnswered(facts: Record<string, unknown>, i18n: ServerI18n, siteUrl: string): NoticeMail {
  const name = text(facts.full_name);
  const answer = facts.accepted === true ? (text(facts.kind) === 'owner' ? 'owner' : 'editor') : 'declined';
  const link = memorialUrl(siteUrl, text(facts.grave_id));
  return {
    to: '',
    subject: i18n._('Your request about the memorial of {name}', { name }),
    text: [
      i18n._(
        '{answer, select, owner {The owner accepted: the memorial of {name} is now yours.} editor {The owner accepted: you are now an editor of the memorial of {name}.} other {The owner declined your request about the memorial of {name}.}}',
        { answer, name },
      ),
      '',
      i18n._('View the memorial: {link}', { link }),
    ].join('\n'),
    links: [link],
  };
}

/** The mail of one notice, in its reader's language; undefined for a kind this version does not know. */
export function noticeMail(notice: ModerationNotice, siteUrl: string): NoticeMail | undefined {
  const i18n = serverI18n(notice.locale);
  const write =
    notice.kind === 'report_outcome'
      ? reportOutcome
      : notice.kind === 'claim_received'
        ? claimReceived
        : notice.kind === 'claim_answered'
          ? claimAnswered
          : undefined;
  if (!write) return undefined;
  return { ...write(notice.facts ?? {}, i18n, siteUrl), to: notice.email };
}

const BATCH = 100;
const MAX_BATCHES = 100;

/** Sends every queued notice; answers how many mails went out. */
export async function runModerationNotices(deps: ModerationNoticeDeps): Promise<number> {
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const claimed = (await deps.admin.rpc('claim_moderation_notices', { batch: BATCH })) as
      | ModerationNotice[]
      | null;
    if (!claimed || claimed.length === 0) break;
    for (const notice of claimed) {
      const mail = noticeMail(notice, deps.siteUrl);
      if (!mail) continue;
      try {
        await deps.sendMail(mail);
        sent++;
      } catch (error) {
        deps.log?.(
          `Notice ${notice.id} not mailed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (claimed.length < BATCH) break;
  }
  return sent;
}

/** `POST /functions/v1/send-moderation-notices`: `{ "sent": n }`. */
export async function sendModerationNotices(request: Request, deps: ModerationNoticeDeps): Promise<Response> {
  const headers = { 'content-type': 'application/json' };
  if (request.method !== 'POST') {
    return new Response(JSON.stringify({ error: 'Method not allowed' }), { status: 405, headers });
  }
  const sent = await runModerationNotices(deps);
  return new Response(JSON.stringify({ sent }), { status: 200, headers });
}
