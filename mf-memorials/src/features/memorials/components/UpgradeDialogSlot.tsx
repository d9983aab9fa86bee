import { createUpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useMyPlan } from '@evergreen/supabase-client/queries';

/** The billing remote's upgrade dialog, or this remote's stand-in when that remote is down. */
export const UpgradeDialogSlot = createUpgradeDialogSlot(useMyPlan);
