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
  supportHours: 'Mon-Fri 9-6 PST, Sat 10-4, Sun closed',
} as const;
