import { BillingBoundary, widgetOrStandIn } from '@evergreen/dev-host/billing-widget-slot';
import type { BillingWidgetModules } from '@evergreen/domain/contracts';
import { planById } from '@evergreen/domain/plans';
import { Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { PlanPanel } from './PlanPanel';

/**
 * The side panel of the memorials list: the billing remote's usage card (`mf_billing/UsagePanel`) and, on the
 * Free plan, its upgrade banner (`mf_billing/UpgradeBanner`), loaded at run time. While they load, and when the
 * billing remote is down, this remote's own plan panel stands in, so the dashboard keeps its plan and usage.
 */

const personal = planById('personal');

function NoBanner() {
  return null;
}

export function PlanSlot() {
  // Made once per mount (the federation runtime keeps the downloaded module): a failure on one visit of the
  // dashboard leaves the stand-in panel, and the next visit tries again.
  const [UsagePanel] = useState(() =>
    lazy<BillingWidgetModules['UsagePanel']['default']>(() => widgetOrStandIn('UsagePanel', PlanPanel)),
  );
  const [UpgradeBanner] = useState(() =>
    lazy<BillingWidgetModules['UpgradeBanner']['default']>(() => widgetOrStandIn('UpgradeBanner', NoBanner)),
  );
  return (
    // A widget that arrived but fails while rendering is replaced by the stand-in too.
    <BillingBoundary fallback={<PlanPanel />}>
      {/* The same plan and counters from this remote until the card arrives, rather than an empty space. */}
      <Suspense fallback={<PlanPanel />}>
        <Stack gap="md">
          <UsagePanel />
          <UpgradeBanner
            feature={personal.name}
            description={`Keep up to ${personal.maxGraves} memorials, share each with ${personal.maxCollaborators} family members, and get reminders for visits and anniversaries.`}
          />
        </Stack>
      </Suspense>
    </BillingBoundary>
  );
}
