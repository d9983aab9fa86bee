import type { BillingWidgetModules } from '@evergreen/runtime/contracts';
import { UpgradeDialog } from '../features/settings/components/UpgradeDialog';

// Exposed as `mf_billing/UpgradeDialog`; typed by its contract, so a change of props fails both sides' check.
const widget: BillingWidgetModules['UpgradeDialog']['default'] = UpgradeDialog;
export default widget;
