import type { UpgradeDialogProps } from '@evergreen/domain/contracts';
import { useState } from 'react';
import { WidgetSlot } from './widget-slot';

/**
 * The upgrade dialog for a remote that is not the billing remote: `mf_billing/UpgradeDialog`, downloaded the first
 * time it opens (most visits never hit a limit), with its stand-in (widget-stand-ins) when that remote is down.
 */
export function UpgradeDialogSlot(props: UpgradeDialogProps) {
  const [wanted, setWanted] = useState(props.opened);
  // Adjusting state while rendering (React's documented pattern): once opened, it stays mounted so that it
  // closes with its own transition.
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return <WidgetSlot remote="mf_billing" name="UpgradeDialog" props={props} />;
}
