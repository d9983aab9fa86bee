import type { BillingWidgetModules } from '@evergreen/domain/contracts';
import { Component, type ReactNode } from 'react';
import { loadBillingWidget } from './billing-widgets';

/**
 * A widget of the billing remote, or `standIn` when that remote cannot be reached: a download failure is expected
 * (the remote is down, or a Storybook has no remotes), so it is only a warning and never reaches an error boundary.
 */
export async function widgetOrStandIn<Name extends keyof BillingWidgetModules>(
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

/** Puts `fallback` in place of a billing widget that arrived but fails while rendering. */
export class BillingBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
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
