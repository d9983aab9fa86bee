import { msg } from '@lingui/core/macro';

/**
 * The promises of spec section 9 that the terms, the privacy policy and the help centre state. One place, so
 * every page that quotes them says the same.
 */
export const POLICY = {
  minimumAge: 13,
  priceChangeNoticeDays: 30,
  privacyResponseDays: 30,
  usageDataRetentionYears: 2,
  supportResponseHours: 24,
  /** Days separated by a comma (", ", or "، " in Arabic): the contact page keeps each day's hours on one line. */
  supportHours: msg`Mon-Fri 9-6 PST, Sat 10-4, Sun closed`,
} as const;
