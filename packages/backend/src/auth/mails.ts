import type { Mail } from '../mail/mailer.ts';

/** The mails auth sends, in one place (GoTrue's mailer templates). */

export const recoveryMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Reset your password',
  text: `Someone asked to reset the password of your Evergreen Memorials account.\n\nFollow this link to choose a new password (valid for one hour):\n${link}\n\nIf it was not you, ignore this mail.`,
  links: [link],
});

export const confirmationMail = (to: string, link: string): Mail => ({
  to,
  subject: 'Confirm your e-mail address',
  text: `Welcome to Evergreen Memorials.\n\nFollow this link to confirm your e-mail address and sign in (valid for 24 hours):\n${link}\n\nIf you did not create an account, ignore this mail.`,
  links: [link],
});

/** To an address that already has an account: what sign-up does not tell the person who typed it. */
export const existingAccountMail = (to: string, signInUrl: string): Mail => ({
  to,
  subject: 'You already have an account',
  text: `Someone tried to create an Evergreen Memorials account with this e-mail address, which already has one.\n\nIf it was you, sign in instead (use "Forgot password" there if you need a new one):\n${signInUrl}\n\nIf it was not you, ignore this mail; nothing has changed.`,
  links: [signInUrl],
});
