import { BillingBoundary, widgetOrStandIn } from '@evergreen/dev-host/billing-widget-slot';
import type { BillingWidgetModules, UpgradeDialogProps } from '@evergreen/domain/contracts';
import { lazy, Suspense, useState } from 'react';
import { UpgradeDialogStandIn } from './UpgradeDialogStandIn';

/**
 * The billing remote's upgrade dialog (`mf_billing/UpgradeDialog`), downloaded the first time it opens (most visits
 * never hit a limit), with this remote's stand-in when that remote is down or the dialog fails while rendering.
 */
export function UpgradeDialogSlot(props: UpgradeDialogProps) {
  const [UpgradeDialog] = useState(() =>
    lazy<BillingWidgetModules['UpgradeDialog']['default']>(() =>
      widgetOrStandIn('UpgradeDialog', UpgradeDialogStandIn),
    ),
  );
  const [wanted, setWanted] = useState(props.opened);
  // Adjusting state while rendering (React's documented pattern): once opened, it stays mounted so that it closes
  // with its own transition.
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <BillingBoundary fallback={<UpgradeDialogStandIn {...props} />}>
      <Suspense fallback={null}>
        <UpgradeDialog {...props} />
      </Suspense>
    </BillingBoundary>
  );
}
