import { defineRemoteConfig } from '@evergreen/build-config';

export default defineRemoteConfig({
  name: 'mf_billing',
  appDir: import.meta.dirname,
  // The widgets of the memorials screens; their props are contracts in packages/domain.
  exposes: {
    './UsagePanel': './src/widgets/UsagePanel.tsx',
    './UpgradeBanner': './src/widgets/UpgradeBanner.tsx',
    './UpgradeDialog': './src/widgets/UpgradeDialog.tsx',
  },
});
