import { TWO_STEP_SETTINGS } from '@evergreen/domain/two-step';
import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild';
import { RecoveryCodes, TwoStepSetup } from './TwoStepSection';

// The two steps of Settings → Security → "Two-step sign-in" that only a live session reaches (the server makes
// the secret and the codes): shown here with what the server would answer. The section's other states are in
// SettingsPage.stories.tsx.

const QR_CODE =
  'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7"><path fill="white" d="M0 0h7v7H0z"/><path stroke="black" d="M0 0.5h7M0 6.5h7M0.5 0v7M6.5 0v7M3 3.5h1"/></svg>';

const withQueryClient: Decorator = (Story) => {
  function Provided() {
    const [client] = useState(() => new QueryClient({ defaultOptions: { mutations: { retry: false } } }));
    return (
      <QueryClientProvider client={client}>
        <Story />
      </QueryClientProvider>
    );
  }
  return <Provided />;
};

const meta = {
  title: 'Screens/Billing/Settings/Two-step sign-in',
  decorators: [withQueryClient],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Setting up: the QR code, the key to type instead, and the first code to confirm the app. */
export const SettingUp: Story = {
  render: () => (
    <TwoStepSetup
      enrollment={{ factorId: 'story-factor', qrCode: QR_CODE, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }}
      onConfirmed={() => undefined}
      onCancel={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('img', { name: i18n._(TWO_STEP_SETTINGS.qrAlt) })).toBeVisible();
    await expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(screen.getByLabelText(/6-digit code/)).toBeVisible();
    await expect(screen.getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOn) })).toBeEnabled();
  },
};

/** Turned on: the ten recovery codes, shown this once, with a way to copy them. */
export const RecoveryCodesShown: Story = {
  render: () => (
    <RecoveryCodes
      codes={[
        '1a2b-3c4d-5e6f',
        '7a8b-9c0d-1e2f',
        '3a4b-5c6d-7e8f',
        '9a0b-1c2d-3e4f',
        '5a6b-7c8d-9e0f',
        '2b3c-4d5e-6f7a',
        '8b9c-0d1e-2f3a',
        '4b5c-6d7e-8f9a',
        '0b1c-2d3e-4f5a',
        '6b7c-8d9e-0f1a',
      ]}
      onDone={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByText(i18n._(TWO_STEP_SETTINGS.recoveryText))).toBeVisible();
    await expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(10);
    await expect(screen.getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.copyCodes) })).toBeEnabled();
  },
};
