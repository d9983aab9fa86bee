import type { BillingWidgetModules } from '@evergreen/runtime/contracts';
import { UpgradeBanner } from '../features/usage/components/UpgradeBanner';

// Exposed as `mf_billing/UpgradeBanner`; typed by its contract, so a change of props fails both sides' check.
const widget: BillingWidgetModules['UpgradeBanner']['default'] = UpgradeBanner;
export default widget;
