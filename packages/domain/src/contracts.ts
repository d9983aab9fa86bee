/**
 * Contracts between the shell and the remotes. Both sides import these types, so a breaking change to what a
 * remote exposes fails the one workspace-wide type check instead of failing in a browser.
 */

export type RemoteName = 'mf_public' | 'mf_memorials' | 'mf_reminders' | 'mf_billing';

/** What the shell reads from /app-config.json at start: nothing here is baked into any build. */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
  /** Leaflet tile template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  mapTileUrl: string;
  /** Nominatim-compatible search endpoint. */
  geocoderUrl: string;
}

/**
 * Where the shell mounts a remote's routes: `public` inside the public layout (paths relative to `/`, or to
 * `/graves` for memorials), `dashboard` inside the signed-in layout (paths relative to `/dashboard`, or to
 * `/dashboard/reminders` and `/dashboard/settings` for those remotes).
 */
export type RouteMount = 'public' | 'dashboard';

/**
 * Where each remote's routes are mounted: the shell's router and every remote's standalone dev host both read
 * this, so a remote renders at the same URLs alone and inside the shell.
 */
export const REMOTE_MOUNTS: Readonly<Record<RemoteName, { readonly [mount in RouteMount]?: string }>> = {
  mf_public: { public: '/' },
  mf_memorials: { public: '/graves', dashboard: '/dashboard' },
  mf_reminders: { dashboard: '/dashboard/reminders' },
  mf_billing: { dashboard: '/dashboard/settings' },
};

/** Props of `mf_reminders/RemindersCard`: the user's reminders of one memorial, for its details sidebar. */
export interface RemindersCardProps {
  graveId: string;
}

/** Props of `mf_reminders/AddReminderDialog`: the two-step dialog that adds a reminder to one memorial. */
export interface AddReminderDialogProps {
  graveId: string;
  opened: boolean;
  onClose: () => void;
}

/** Props of `mf_billing/UsagePanel`: the plan's usage and limits card; it reads the plan itself. */
export type UsagePanelProps = Record<string, never>;

/** Props of `mf_billing/UpgradeBanner`: shown on the Free plan only, until the user dismisses it. */
export interface UpgradeBannerProps {
  /** What upgrading gives, in "Upgrade to {feature}". */
  feature: string;
  description: string;
  /** The optional close button; "Maybe Later" dismisses the banner for good either way. */
  onClose?: () => void;
}

/** The plan limit that led to `mf_billing/UpgradeDialog`: it decides the dialog's title and text. */
export type UpgradeLimit =
  | 'memorials'
  | 'collaborators'
  | 'photos'
  | 'customUrls'
  | 'pdfKeepsake'
  | 'familyLinks'
  | 'visitCounts'
  | 'bulkImport'
  | 'advancedReminders';

/**
 * Props of `mf_billing/UpgradeDialog`: the plans and the way to checkout, opened where a plan limit stops the user
 * ("Create More Memorials", the share dialog's limit prompt). It reads the plan itself; on a paid plan it shows
 * only the limit message, since paid plans see no upgrade prompts.
 */
export interface UpgradeDialogProps {
  opened: boolean;
  onClose: () => void;
  limit: UpgradeLimit;
}
