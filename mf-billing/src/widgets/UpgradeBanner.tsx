import type { BillingWidgetModules } from '@evergreen/runtime/contracts';
import { withCatalog } from '@evergreen/runtime/messages';
import { UpgradeBanner } from '../features/usage/components/UpgradeBanner';
import { loadMessages } from '../messages';

// Exposed as `mf_billing/UpgradeBanner`, with this remote's messages wherever it is shown; typed by its contract, so a
// change of props fails both sides' check.
const widget: BillingWidgetModules['UpgradeBanner']['default'] = withCatalog(
  'mf_billing',
  loadMessages,
  UpgradeBanner,
);
export default widget;
