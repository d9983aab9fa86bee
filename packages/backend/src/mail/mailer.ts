import { createTransport, type Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where answers go instead of the sender (a contact message's Reply-To is its author). */
  replyTo?: string;
  /** Links in the mail, listed separately so people (and tests) can follow them from the mailbox. */
  links: string[];
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SentMail extends Mail {
  id: number;
  sentAt: string;
}

export interface Mailer {
  /**
   * Never rejects: a mail server's trouble is the mailer's to log, so callers may leave the promise running
   * and their answers cannot depend on delivery.
   */
  send(mail: Mail): Promise<void>;
}

/** The server's outgoing mail as /mailbox and the start message see it. */
export interface Mailbox extends Mailer {
  /** `host:port` when mail leaves by SMTP (never the credentials); undefined when it stays on this machine. */
  readonly smtpServer: string | undefined;
  /** Mail kept for /mailbox, newest first; empty with SMTP, where the receiving mail server holds the copy. */
  list(): readonly SentMail[];
}

/** Keeps sent mail in memory for the /mailbox page, as Supabase's local stack does with its mail catcher. */
export class LocalMailbox implements Mailbox {
  readonly smtpServer = undefined;
  readonly #mails: SentMail[] = [];
  #nextId = 1;

  async send(mail: Mail): Promise<void> {
    this.#mails.unshift({ ...mail, id: this.#nextId++, sentAt: new Date().toISOString() });
    this.#mails.length = Math.min(this.#mails.length, 500);
  }

  list(): readonly SentMail[] {
    return this.#mails;
  }
}

/** Delivers through SMTP_URL; keeps nothing locally, since a deployment's mail is not for a public page. */
export class SmtpMailer implements Mailbox {
  readonly smtpServer: string;
  readonly #transport: Transporter;
  readonly #log: (line: string) => void;

  constructor(smtpUrl: string, from: string, log: (line: string) => void) {
    this.smtpServer = smtpServerOf(smtpUrl);
    // nodemailer reads credentials, TLS (smtps:) and options such as ?tls.rejectUnauthorized=false from the URL.
    this.#transport = createTransport(smtpUrl, { from });
    this.#log = log;
  }

  async send({ to, subject, text, replyTo, headers }: Mail): Promise<void> {
    try {
      await this.#transport.sendMail({
        to,
        subject,
        text,
        ...(replyTo ? { replyTo } : {}),
        ...(headers ? { headers } : {}),
      });
    } catch (error) {
      // Host and reason only: the URL holds the password, and logs need not collect who asked for a reset.
      this.#log(`Mail could not be sent through SMTP ${this.smtpServer}: ${messageOf(error)}`);
    }
  }

  list(): readonly SentMail[] {
    return [];
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `host:port` of an SMTP URL, with nodemailer's default ports, checked at start so a typo fails loudly. */
export function smtpServerOf(smtpUrl: string): string {
  const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined;
  if (!url?.hostname || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:'))
    // Not the value itself: it may hold a password.
    throw new Error(
      'SMTP_URL must look like smtp://user:password@host:587 or smtps://user:password@host:465',
    );
  return `${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`;
}

export function createMailer(
  options: { smtpUrl?: string; smtpFrom: string },
  log: (line: string) => void,
): Mailbox {
  return options.smtpUrl ? new SmtpMailer(options.smtpUrl, options.smtpFrom, log) : new LocalMailbox();
}
