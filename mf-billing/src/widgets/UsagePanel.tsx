import type { BillingWidgetModules } from '@evergreen/runtime/contracts';
import { withCatalog } from '@evergreen/runtime/messages';
import { UsagePanel } from '../features/usage/components/UsagePanel';
import { loadMessages } from '../messages';

// Exposed as `mf_billing/UsagePanel`, with this remote's messages wherever it is shown; typed by its contract, so a
// change of props fails both sides' check.
const widget: BillingWidgetModules['UsagePanel']['default'] = withCatalog(
  'mf_billing',
  loadMessages,
  UsagePanel,
);
export default widget;
