import { planById } from '@evergreen/domain/plans';
import { WidgetSlot } from '@evergreen/runtime/widget-slot';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';

/**
 * The side panel of the memorials list: the billing remote's usage card (`mf_billing/UsagePanel`) and, on the
 * Free plan, its upgrade banner (`mf_billing/UpgradeBanner`), loaded at run time. When the billing remote is down,
 * the usage card's stand-in says so and the rest of the dashboard keeps working.
 */

const personal = planById('personal');

export function PlanSlot() {
  const { t } = useLingui();
  const maxGraves = personal.maxGraves;
  const maxCollaborators = personal.maxCollaborators;
  return (
    <Stack gap="md">
      <WidgetSlot remote="mf_billing" name="UsagePanel" props={{}} />
      <WidgetSlot
        remote="mf_billing"
        name="UpgradeBanner"
        props={{
          feature: personal.name,
          description: t`Keep up to ${maxGraves} memorials, share each with ${maxCollaborators} family members, and get reminders for visits and anniversaries.`,
        }}
      />
    </Stack>
  );
}
