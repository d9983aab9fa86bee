import type { UpgradeBannerProps, UsagePanelProps } from '@evergreen/domain/contracts';
import { planById } from '@evergreen/domain/plans';
import { Stack } from '@mantine/core';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
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

export function PlanSlot() {
  // Made once per mount (the federation runtime keeps the downloaded module): a failure on one visit of the
  // dashboard leaves the stand-in panel, and the next visit tries again.
  const [UsagePanel] = useState(() =>
    lazy<ComponentType<UsagePanelProps>>(() => loadBillingWidget('UsagePanel')),
  );
  const [UpgradeBanner] = useState(() =>
    lazy<ComponentType<UpgradeBannerProps>>(() => loadBillingWidget('UpgradeBanner')),
  );
  return (
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
