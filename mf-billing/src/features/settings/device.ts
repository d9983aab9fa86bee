import { t } from '@lingui/core/macro';

/**
 * "Firefox on Windows" from a user agent: enough for a person to recognise their own device in the security
 * activity and the list of sessions. A few clear rules rather than a parser library: only the browser family and
 * the system are shown, never versions.
 */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return t`Unknown device`;
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['SamsungBrowser/', 'Samsung Internet'],
      ['Firefox/', 'Firefox'],
      ['FxiOS/', 'Firefox'],
      ['CriOS/', 'Chrome'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([token]) => token && userAgent.includes(token))?.[1] ?? t`A browser`;
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['CrOS', 'ChromeOS'],
      ['Mac OS', 'macOS'],
      ['Linux', 'Linux'],
    ].find(([token]) => token && userAgent.includes(token))?.[1] ?? t`an unknown system`;
  return t`${browser} on ${system}`;
}
