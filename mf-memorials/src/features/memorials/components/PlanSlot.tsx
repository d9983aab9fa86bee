import type { BillingWidgetModules } from '@evergreen/domain/contracts';
import { planById } from '@evergreen/domain/plans';
import { Stack } from '@mantine/core';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';
import { loadBillingWidget } from '../../../remotes/billing-widgets';
import { PlanPanel } from './PlanPanel';

/**
 * The side panel of the memorials list: the billing remote's usage card (`mf_billing/UsagePanel`) and, on the
 * Free plan, its upgrade banner (`mf_billing/UpgradeBanner`), loaded at run time. While they load, and when the
 * billing remote is down, this remote's own plan panel stands in, so the dashboard keeps its plan and usage.
 */

class BillingBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The billing remote could not be shown', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const personal = planById('personal');

/**
 * A widget of the billing remote, or `standIn` when that remote cannot be reached: a download failure is expected
 * (the remote is down, or a Storybook has no remotes), so it is only a warning and never reaches an error boundary.
 */
async function widgetOrStandIn<Name extends keyof BillingWidgetModules>(
  name: Name,
  standIn: BillingWidgetModules[Name]['default'],
): Promise<{ default: BillingWidgetModules[Name]['default'] }> {
  try {
    return await loadBillingWidget(name);
  } catch (error) {
    console.warn(`mf_billing/${name} could not be loaded; showing this remote's stand-in`, error);
    return { default: standIn };
  }
}

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
