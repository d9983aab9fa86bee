import type { Enums } from './database';

/** Why a person reports a memorial or a memory, in the order the report form offers them. */
export type ReportReason = Enums<'report_reason'>;
export const REPORT_REASONS: readonly ReportReason[] = [
  'spam',
  'harassment',
  'false_information',
  'family',
  'other',
];

/** What support decides about an open report. */
export type ModerationDecision = Enums<'moderation_decision'>;
export const MODERATION_DECISIONS: readonly ModerationDecision[] = ['keep', 'hide', 'remove'];

/** What a family member asks a memorial's owner for. */
export type ClaimKind = Enums<'claim_kind'>;

/** The most a report's own words and a claim's message may be (the database checks the same). */
export const REPORT_DETAILS_MAX = 1000;
export const CLAIM_MESSAGE_MAX = 2000;

/**
 * Whether a user has the `support` role: `app_metadata.role`, which only the service role can set (the database's
 * `private.is_support()` reads the same claim, so showing the screen and allowing it agree).
 */
export function isSupport(appMetadata: unknown): boolean {
  return (
    typeof appMetadata === 'object' &&
    appMetadata !== null &&
    (appMetadata as Record<string, unknown>).role === 'support'
  );
}

/** A report's text as sent: trimmed, null when empty; `other` needs it, the rest may leave it out. */
export function reportDetails(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Whether a report form may be sent: a reason, text for `other`, and at most REPORT_DETAILS_MAX characters. */
export function canSendReport(reason: ReportReason | null, details: string): boolean {
  if (reason === null) return false;
  const text = reportDetails(details);
  if (text !== null && text.length > REPORT_DETAILS_MAX) return false;
  return reason !== 'other' || text !== null;
}
