/** "Maybe Later" is for good, per user: remembered in this browser under the user's id. */
const keyOf = (userId: string) => `evergreen:upgrade-banner-dismissed:${userId}`;

export function isBannerDismissed(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === 'true';
  } catch {
    // Storage can be blocked (private modes): then the banner simply shows again next time.
    return false;
  }
}

export function dismissBanner(userId: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), 'true');
  } catch {
    // Dismissed for this visit only.
  }
}
