export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Links in the mail, listed separately so people (and tests) can follow them from the mailbox. */
  links: string[];
}

export interface SentMail extends Mail {
  id: number;
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Keeps sent mail in memory for the /mailbox page, as Supabase's local stack does with its mail catcher. */
export class Mailbox implements Mailer {
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

/**
 * SMTP delivery is not built yet: with SMTP_URL set the server still keeps mail in the local mailbox and says
 * so at start. TODO: send through SMTP_URL (nodemailer) when a deployment needs real mail.
 */
export function createMailer(smtpUrl: string | undefined, log: (line: string) => void): Mailbox {
  if (smtpUrl) log('SMTP_URL is set but SMTP delivery is not implemented yet; mail goes to /mailbox.');
  return new Mailbox();
}
