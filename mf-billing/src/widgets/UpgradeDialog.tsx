import type { BillingWidgetModules } from '@evergreen/runtime/contracts';
import { withCatalog } from '@evergreen/runtime/messages';
import { UpgradeDialog } from '../features/settings/components/UpgradeDialog';
import { loadMessages } from '../messages';

// Exposed as `mf_billing/UpgradeDialog`, with this remote's messages wherever it is shown; typed by its contract, so a
// change of props fails both sides' check.
const widget: BillingWidgetModules['UpgradeDialog']['default'] = withCatalog(
  'mf_billing',
  loadMessages,
  UpgradeDialog,
);
export default widget;
