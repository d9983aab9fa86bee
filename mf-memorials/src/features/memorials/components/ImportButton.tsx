import { paths } from '@evergreen/domain/paths';
import { planIncludes } from '@evergreen/domain/plans';
import type { PlanLimits } from '@evergreen/domain/subscription';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * The dashboard's way to bulk import: the import page on the Family plan, the upgrade dialog on the others.
 * Disabled until the plan is known.
 */
export function ImportButton({ plan }: { plan: PlanLimits | undefined }) {
  const navigate = useNavigate();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const open = () =>
    plan && planIncludes(plan.id, 'bulkImport') ? navigate(paths.importMemorials) : setUpgradeOpen(true);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden="true" />}
        disabled={!plan}
        onClick={open}
      >
        <Trans>Import from CSV</Trans>
      </Button>
      <UpgradeDialogSlot opened={upgradeOpen} onClose={() => setUpgradeOpen(false)} limit="bulkImport" />
    </>
  );
}
