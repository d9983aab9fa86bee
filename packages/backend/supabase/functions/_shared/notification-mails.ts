// What notification e-mails say, in the recipient's language (messages/): a new memory (at once), the daily digest
// of them, and a followed memorial's anniversary. Each carries its one-click unsubscribe link (unsubscribe-token.ts).
import { type ServerI18n, serverI18n } from './messages/i18n.ts';
import { formatLongDateIn, memorialUrl } from './reminder-text.ts';

export interface NotificationMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  /** List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
}

/** A row of public.claim_memory_notifications: one e-mail this run owns (or one memory of a digest). */
export interface ClaimedNotification {
  notification_id: string;
  digest: boolean;
  digest_date: string | null;
  user_id: string;
  email: string;
  locale: string | null;
  reason: 'owner' | 'editor' | 'follower';
  grave_id: string;
  full_name: string;
  memory_id: string;
  memory_text: string;
  author_name: string | null;
  pending: boolean;
  created_at: string;
}

/** A row of public.claim_follow_anniversaries. */
export interface ClaimedAnniversary {
  grave_id: string;
  user_id: string;
  email: string;
  locale: string | null;
  kind: 'birthday' | 'death_anniversary';
  on_date: string;
  full_name: string;
  original_date: string;
  years: number;
}

/** Where a mail's links lead, and its unsubscribe link: the page (in the text) and the one-click URL (headers). */
export interface MailLinks {
  siteUrl: string;
  /** The confirm page a person opens from the mail's text. */
  unsubscribePage: string;
  /** The List-Unsubscribe URL (a POST unsubscribes at once). */
  unsubscribeUrl: string;
}

const site = (siteUrl: string) => siteUrl.replace(/\/+$/, '');
const publicMemorialUrl = (siteUrl: string, graveId: string) =>
  `${site(siteUrl)}/graves/${encodeURIComponent(graveId)}`;

/** A memory as quoted in a mail: trimmed, and cut at 500 characters. */
export function quoted(text: string): string {
  const trimmed = text.trim();
  return `"${trimmed.length > 500 ? `${trimmed.slice(0, 499)}…` : trimmed}"`;
}

const authorOf = (row: ClaimedNotification, i18n: ServerI18n) =>
  row.author_name?.trim() || i18n._('A visitor');

const headersOf = (links: MailLinks) => ({
  'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

function familyFooter(i18n: ServerI18n, links: MailLinks): string {
  return i18n._(
    'You receive this because you help look after this memorial. Stop these e-mails in one click: {link}',
    { link: links.unsubscribePage },
  );
}

function followerFooter(i18n: ServerI18n, links: MailLinks): string {
  return i18n._('You receive this because you follow this memorial. Unfollow in one click: {link}', {
    link: links.unsubscribePage,
  });
}

/** One new memory, mailed at once: to the family (a pending one waits for approval) or to a follower. */
export function memoryMail(row: ClaimedNotification, links: MailLinks): NotificationMail {
  const i18n = serverI18n(row.locale);
  const name = row.full_name;
  const author = authorOf(row, i18n);
  const follower = row.reason === 'follower';
  const link = follower
    ? publicMemorialUrl(links.siteUrl, row.grave_id)
    : memorialUrl(links.siteUrl, row.grave_id);
  const lines = [
    i18n._('{author} left a memory on the memorial of {name}:', { author, name }),
    '',
    quoted(row.memory_text),
    '',
    row.pending && !follower
      ? i18n._('It waits for your approval before visitors can see it. Approve or hide it here: {link}', {
          link,
        })
      : i18n._('View the memorial: {link}', { link }),
    '',
    follower ? followerFooter(i18n, links) : familyFooter(i18n, links),
  ];
  return {
    to: row.email,
    subject:
      row.pending && !follower
        ? i18n._('A new memory of {name} waits for your approval', { name })
        : i18n._('A new memory of {name}', { name }),
    text: lines.join('\n'),
    links: [link, links.unsubscribePage],
    headers: headersOf(links),
  };
}

export interface Digest {
  userId: string;
  email: string;
  locale: string | null;
  date: string | null;
  notificationIds: string[];
  /** The memorials in the order their first memory came, each with its memories oldest first. */
  memorials: { graveId: string; fullName: string; memories: ClaimedNotification[] }[];
}

/** The claimed rows of digests, one digest per recipient, grouped by memorial. */
export function groupDigests(rows: readonly ClaimedNotification[]): Digest[] {
  const digests = new Map<string, Digest>();
  const ordered = [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const row of ordered) {
    if (!row.digest) continue;
    let digest = digests.get(row.user_id);
    if (!digest) {
      digest = {
        userId: row.user_id,
        email: row.email,
        locale: row.locale,
        date: row.digest_date,
        notificationIds: [],
        memorials: [],
      };
      digests.set(row.user_id, digest);
    }
    digest.notificationIds.push(row.notification_id);
    let memorial = digest.memorials.find((entry) => entry.graveId === row.grave_id);
    if (!memorial) {
      memorial = { graveId: row.grave_id, fullName: row.full_name, memories: [] };
      digest.memorials.push(memorial);
    }
    memorial.memories.push(row);
  }
  return [...digests.values()];
}

/** A recipient's daily digest: every memory left since the last one, memorial by memorial. */
export function digestMail(digest: Digest, links: MailLinks): NotificationMail {
  const i18n = serverI18n(digest.locale);
  const count = digest.notificationIds.length;
  const lines: string[] = [
    i18n._(
      '{count, plural, one {# new memory was left} other {# new memories were left}} on memorials you look after.',
      {
        count,
      },
    ),
  ];
  const memorialLinks: string[] = [];
  for (const memorial of digest.memorials) {
    const link = memorialUrl(links.siteUrl, memorial.graveId);
    memorialLinks.push(link);
    lines.push('', memorial.fullName);
    for (const memory of memorial.memories) {
      const author = authorOf(memory, i18n);
      const text = quoted(memory.memory_text);
      lines.push(
        memory.pending
          ? i18n._('- {author}: {text} (waits for your approval)', { author, text })
          : i18n._('- {author}: {text}', { author, text }),
      );
    }
    lines.push(i18n._('View the memorial: {link}', { link }));
  }
  lines.push('', familyFooter(i18n, links));
  return {
    to: digest.email,
    subject: i18n._('Your daily digest: {count, plural, one {# new memory} other {# new memories}}', {
      count,
    }),
    text: lines.join('\n'),
    links: [...memorialLinks, links.unsubscribePage],
    headers: headersOf(links),
  };
}

/** A followed memorial's birthday or anniversary of death, on the day in the follower's time zone. */
export function anniversaryMail(row: ClaimedAnniversary, links: MailLinks): NotificationMail {
  const i18n = serverI18n(row.locale);
  const name = row.full_name;
  const years = row.years;
  const date = formatLongDateIn(row.original_date, i18n);
  const link = publicMemorialUrl(links.siteUrl, row.grave_id);
  const birthday = row.kind === 'birthday';
  const lines = [
    birthday
      ? i18n._('{name} was born on {date}, {years, plural, one {# year} other {# years}} ago today.', {
          name,
          date,
          years,
        })
      : i18n._('{name} died on {date}, {years, plural, one {# year} other {# years}} ago today.', {
          name,
          date,
          years,
        }),
    '',
    i18n._('Visit the memorial: {link}', { link }),
    '',
    followerFooter(i18n, links),
  ];
  return {
    to: row.email,
    subject: birthday
      ? i18n._('Today is the birthday of {name}', { name })
      : i18n._('Today is the anniversary of the death of {name}', { name }),
    text: lines.join('\n'),
    links: [link, links.unsubscribePage],
    headers: headersOf(links),
  };
}
