import { serverI18n } from '../../supabase/functions/_shared/messages/i18n.ts';
import type { Locale } from '../../supabase/functions/_shared/messages/locale.ts';
import type { Mail } from '../mail/mailer.ts';

/**
 * The mails auth sends, in one place (GoTrue's mailer templates), each in its recipient's language: their
 * profiles.locale, or for a new sign-up the language they signed up in (mail-locale.ts). English when not given.
 */

export const recoveryMail = (to: string, link: string, locale: Locale = 'en'): Mail => {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._('Reset your password'),
    text: i18n._(
      'Someone asked to reset the password of your Evergreen Memorials account.\n\nFollow this link to choose a new password (valid for one hour):\n{link}\n\nIf it was not you, ignore this mail.',
      { link },
    ),
    links: [link],
  };
};

export const confirmationMail = (to: string, link: string, locale: Locale = 'en'): Mail => {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._('Confirm your e-mail address'),
    text: i18n._(
      'Welcome to Evergreen Memorials.\n\nFollow this link to confirm your e-mail address and sign in (valid for 24 hours):\n{link}\n\nIf you did not create an account, ignore this mail.',
      { link },
    ),
    links: [link],
  };
};

/** To an address that already has an account: what sign-up does not tell the person who typed it. */
export const existingAccountMail = (to: string, signInUrl: string, locale: Locale = 'en'): Mail => {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._('You already have an account'),
    text: i18n._(
      'Someone tried to create an Evergreen Memorials account with this e-mail address, which already has one.\n\nIf it was you, sign in instead (use "Forgot password" there if you need a new one):\n{signInUrl}\n\nIf it was not you, ignore this mail; nothing has changed.',
      { signInUrl },
    ),
    links: [signInUrl],
  };
};

/** The nonce of /reauthenticate (GoTrue's "reauthentication" template). */
export const reauthenticationMail = (to: string, nonce: string, locale: Locale = 'en'): Mail => {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._('Confirm it is you'),
    text: i18n._(
      'Enter this code to confirm a change to your Evergreen Memorials account (valid for one hour):\n\n{nonce}\n\nIf you did not ask for it, someone may be using your account: change your password.',
      { nonce },
    ),
    links: [],
  };
};

/** To the address the account moves to: the change happens only once it is confirmed from there. */
export const emailChangeNewMail = (to: string, link: string, locale: Locale = 'en'): Mail => {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._('Confirm your new e-mail address'),
    text: i18n._(
      'Someone asked to move an Evergreen Memorials account to this e-mail address.\n\nFollow this link to confirm it (valid for 24 hours):\n{link}\n\nIf it was not you, ignore this mail; nothing changes.',
      { link },
    ),
    links: [link],
  };
};

/** To the address the account has now (secure change): the owner must agree, and learns of it either way. */
export const emailChangeCurrentMail = (
  to: string,
  newEmail: string,
  link: string,
  locale: Locale = 'en',
): Mail => {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._('Confirm the change of your e-mail address'),
    text: i18n._(
      'Someone asked to change the e-mail address of your Evergreen Memorials account to {newEmail}.\n\nIf it was you, follow this link to agree (valid for 24 hours); the change happens once both addresses have confirmed:\n{link}\n\nIf it was not you, do not follow the link: nothing changes without it. Change your password, as someone may be using your account.',
      { newEmail, link },
    ),
    links: [link],
  };
};

/** To the old address once the change is done: what happened, and a week to take the account back. */
export const emailChangedMail = (
  to: string,
  newEmail: string,
  undoLink: string,
  locale: Locale = 'en',
): Mail => {
  const i18n = serverI18n(locale);
  return {
    to,
    subject: i18n._('Your e-mail address was changed'),
    text: i18n._(
      'The e-mail address of your Evergreen Memorials account is now {newEmail}.\n\nIf it was not you, follow this link within 7 days to move the account back to this address, sign out everywhere and choose a new password:\n{undoLink}',
      { newEmail, undoLink },
    ),
    links: [undoLink],
  };
};
