import type { BillingWidgetModules } from '@evergreen/runtime/contracts';
import { UsagePanel } from '../features/usage/components/UsagePanel';

// Exposed as `mf_billing/UsagePanel`; typed by its contract, so a change of props fails both sides' check.
const widget: BillingWidgetModules['UsagePanel']['default'] = UsagePanel;
export default widget;
