import { defineRemoteConfig } from '@evergreen/build-config';

export default defineRemoteConfig({
  name: 'mf_reminders',
  appDir: import.meta.dirname,
  // The widgets of the memorial details page; their props are contracts in packages/domain.
  exposes: {
    './RemindersCard': './src/widgets/RemindersCard.tsx',
    './AddReminderDialog': './src/widgets/AddReminderDialog.tsx',
  },
});
