import type { CatalogLoader } from '@evergreen/design-system/messages';
import type {
  AddReminderDialogProps,
  RemindersCardProps,
  RouteMount,
  UpgradeBannerProps,
  UpgradeDialogProps,
  UsagePanelProps,
} from '@evergreen/domain/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * The contracts between the shell and the remotes that are typed with React: what a remote exposes as modules.
 * The props of each widget are plain data and stay in packages/domain (contracts.ts).
 */

/**
 * The default export of the module every remote exposes as `./routes`: its routes at each mount, and its catalog
 * (`messages`), loaded in the page's locale before the routes render.
 */
export type RemoteRoutesModule = { readonly [mount in RouteMount]?: RouteObject[] } & {
  readonly messages?: CatalogLoader;
};

/**
 * The `handle` of a remote's top-level route whose page reads no server data (the landing, legal and help pages).
 * Hosts render every other route inside the page's QueryClient, and a first visit to a page marked so downloads
 * no TanStack Query. A marked page that uses a query fails with TanStack's "No QueryClient set".
 */
export const PAGE_WITHOUT_DATA = Object.freeze({ withoutData: true as const });

export function isPageWithoutData(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && Reflect.get(handle, 'withoutData') === true;
}

/** What `loadRemote('mf_reminders/<widget>')` resolves to: each widget module's default export. */
export interface ReminderWidgetModules {
  RemindersCard: { default: ComponentType<RemindersCardProps> };
  AddReminderDialog: { default: ComponentType<AddReminderDialogProps> };
}

/** What `loadRemote('mf_billing/<widget>')` resolves to: each widget module's default export. */
export interface BillingWidgetModules {
  UsagePanel: { default: ComponentType<UsagePanelProps> };
  UpgradeBanner: { default: ComponentType<UpgradeBannerProps> };
  UpgradeDialog: { default: ComponentType<UpgradeDialogProps> };
}

/** The widgets each remote exposes, by remote: what `loadWidget(remote, name)` resolves to. */
export interface WidgetModules {
  mf_billing: BillingWidgetModules;
  mf_reminders: ReminderWidgetModules;
}
