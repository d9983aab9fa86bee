import { planById } from '@evergreen/domain/plans';
import { WidgetSlot } from '@evergreen/runtime/widget-slot';
import { Stack } from '@mantine/core';
import { PlanPanel } from './PlanPanel';

/**
 * The side panel of the memorials list: the billing remote's usage card (`mf_billing/UsagePanel`) and, on the
 * Free plan, its upgrade banner (`mf_billing/UpgradeBanner`), loaded at run time. While they load, and when the
 * billing remote is down, this remote's own plan panel stands in, so the dashboard keeps its plan and usage.
 */

const personal = planById('personal');

export function PlanSlot() {
  return (
    <Stack gap="md">
      <WidgetSlot remote="mf_billing" name="UsagePanel" props={{}} fallback={() => <PlanPanel />} />
      <WidgetSlot
        remote="mf_billing"
        name="UpgradeBanner"
        props={{
          feature: personal.name,
          description: `Keep up to ${personal.maxGraves} memorials, share each with ${personal.maxCollaborators} family members, and get reminders for visits and anniversaries.`,
        }}
        fallback={() => null}
        loading={null}
      />
    </Stack>
  );
}
