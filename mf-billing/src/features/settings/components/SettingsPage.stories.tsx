import { PLANS, type PlanId } from '@evergreen/domain/plans';
import type { CurrentSubscription, MyPlan } from '@evergreen/domain/subscription';
import { TWO_STEP_SETTINGS } from '@evergreen/domain/two-step';
import { type SessionState, useSessionStore } from '@evergreen/supabase-client';
import { myPlanQueryOptions, profileQueryOptions } from '@evergreen/supabase-client/queries';
import { i18n } from '@lingui/core';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import type { Decorator, Meta, StoryObj } from 'storybook-react-rsbuild';
import { accountEmailQuery } from '../api/change-email';
import { priceIdsQueryOptions } from '../api/get-billing-plans';
import { type SecurityEvent, securityEventsQuery } from '../api/get-security-events';
import { type AccountSession, sessionsQuery } from '../api/get-sessions';
import {
  DEFAULT_PREFERENCES,
  type NotificationPreferences,
  notificationPreferencesQuery,
} from '../api/notification-preferences';
import { twoStepQuery } from '../api/two-step';
import { SettingsPage } from './SettingsPage';

const USER_ID = 'story-user';
const EMAIL = 'margaret.whitfield@example.com';

function planAt(id: PlanId, gravesCount: number, subscription: CurrentSubscription): MyPlan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(id);
  return { plan, gravesCount, collaboratorsCount: 1, subscription };
}

const SECURITY_EVENTS: SecurityEvent[] = [
  {
    id: 'event-2',
    kind: 'sign_in',
    user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
    created_at: '2026-11-26T18:04:00Z',
  },
  {
    id: 'event-1',
    kind: 'password_changed',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
    created_at: '2026-11-20T09:30:00Z',
  },
];

const THIS_DEVICE: AccountSession = {
  id: 'session-here',
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36',
  createdAt: '2026-11-01T08:00:00Z',
  lastActiveAt: '2026-11-27T09:00:00Z',
  isCurrent: true,
};

const PHONE: AccountSession = {
  id: 'session-phone',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile Safari/604.1',
  createdAt: '2026-11-10T08:00:00Z',
  lastActiveAt: '2026-11-26T18:04:00Z',
  isCurrent: false,
};

/**
 * The page reads the plan, the price ids, the profile, the account's e-mail, its security events, whether
 * two-step sign-in is on, its sessions and its notification settings through its
 * api/ hooks: the story writes them into the cache under the same keys, so nothing reaches a server (a query it
 * forgot to seed is reported as an error).
 */
function withAccount(
  myPlan: MyPlan,
  {
    pendingEmail = null,
    twoStep = false,
    sessions = [THIS_DEVICE],
    notifications = DEFAULT_PREFERENCES,
  }: {
    pendingEmail?: string | null;
    twoStep?: boolean;
    sessions?: AccountSession[];
    notifications?: NotificationPreferences;
  } = {},
): Decorator {
  return (Story, context) => {
    function Seeded() {
      const [queryClient] = useState(() => {
        useSessionStore.setState({
          user: { id: USER_ID, email: EMAIL, user_metadata: {} } as unknown as NonNullable<
            SessionState['user']
          >,
          loading: false,
          displayName: 'Margaret Whitfield',
        });
        const client = new QueryClient({
          queryCache: new QueryCache({
            onError: (_error, query) =>
              console.error(`This story did not seed the query ${JSON.stringify(query.queryKey)}`),
          }),
          defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
        });
        client.setQueryData(myPlanQueryOptions().queryKey, myPlan);
        client.setQueryData(priceIdsQueryOptions().queryKey, {
          personal: 'price_personal',
          family: 'price_family',
        });
        client.setQueryData(profileQueryOptions(USER_ID).queryKey, {
          full_name: 'Margaret Whitfield',
          email: EMAIL,
        });
        client.setQueryData(accountEmailQuery().queryKey, { email: EMAIL, pending: pendingEmail });
        client.setQueryData(securityEventsQuery().queryKey, SECURITY_EVENTS);
        client.setQueryData(twoStepQuery().queryKey, { factorId: twoStep ? 'story-factor' : null });
        client.setQueryData(sessionsQuery().queryKey, sessions);
        client.setQueryData(notificationPreferencesQuery().queryKey, notifications);
        return client;
      });
      return (
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/dashboard/settings']}>
            <Story />
          </MemoryRouter>
        </QueryClientProvider>
      );
    }
    return <Seeded key={context.id} />;
  };
}

/** /dashboard/settings: account, profile, security, data (export, archive, import), plans and account deletion. */
const meta = {
  title: 'Screens/Billing/Settings',
  component: SettingsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Free user with two memorials: every section, the plan cards with Free as the current plan. */
export const Free: Story = {
  decorators: [withAccount(planAt('free', 2, { status: null, cardBrand: null, cardLast4: null }))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const data = within(page.getByRole('region', { name: 'Data Management' }));
    await expect(data.getByRole('button', { name: 'Download everything (.zip)' })).toBeEnabled();
    await expect(data.getByRole('button', { name: 'Import from archive' })).toBeEnabled();
    await expect(page.getByLabelText('Full Name')).toHaveValue('Margaret Whitfield');
  },
};

/** A paying Personal user: the "Active" badge, the card, and "Manage Subscription". */
export const PersonalActive: Story = {
  decorators: [
    withAccount(planAt('personal', 12, { status: 'active', cardBrand: 'visa', cardLast4: '4242' })),
  ],
  play: async ({ canvasElement }) => {
    const account = within(await within(canvasElement).findByRole('region', { name: 'Account Information' }));
    await expect(account.getByText('Active')).toBeVisible();
    await expect(account.getByText('Visa ending in 4242')).toBeVisible();
    await expect(account.getByRole('button', { name: 'Manage Subscription' })).toBeEnabled();
  },
};

/** A file that is not an archive is refused before anything is written, with the reason in the page's banner. */
export const ImportRefused: Story = {
  decorators: [withAccount(planAt('free', 2, { status: null, cardBrand: null, cardLast4: null }))],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = await page.findByLabelText('Archive to import (.zip)');
    await userEvent.upload(input, new File(['just some notes'], 'notes.zip', { type: 'application/zip' }));
    await expect(await page.findByRole('alert')).toHaveTextContent(
      'This file is not an Evergreen archive: choose the .zip file made by "Download everything (.zip)".',
    );
  },
};

/** An e-mail change waiting for both addresses to confirm, and the account's recent security activity. */
export const EmailChangePending: Story = {
  decorators: [
    withAccount(planAt('free', 2, { status: null, cardBrand: null, cardLast4: null }), {
      pendingEmail: 'maggie.whitfield@example.org',
    }),
  ],
  play: async ({ canvasElement }) => {
    const email = within(await within(canvasElement).findByRole('region', { name: 'E-mail address' }));
    await expect(email.getByText(/Waiting for confirmation from maggie.whitfield@example.org/)).toBeVisible();
    await expect(email.getByRole('button', { name: 'Change e-mail' })).toBeEnabled();
  },
};

const FREE = planAt('free', 2, { status: null, cardBrand: null, cardLast4: null });

/** Two-step sign-in is off: what it does, and the button that sets up an authenticator app. */
export const TwoStepOff: Story = {
  decorators: [withAccount(FREE)],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Two-step sign-in' }));
    await expect(section.getByText(i18n._(TWO_STEP_SETTINGS.off))).toBeVisible();
    await expect(section.getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.setUp) })).toBeEnabled();
  },
};

/** Two-step sign-in is on: "On", and "Turn off". */
export const TwoStepOn: Story = {
  decorators: [withAccount(FREE, { twoStep: true })],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: /Two-step sign-in/ }));
    await expect(section.getByText(i18n._(TWO_STEP_SETTINGS.on))).toBeVisible();
    await expect(section.getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOff) })).toBeEnabled();
  },
};

/** Turning it off asks for a fresh code from the app first. */
export const TwoStepTurningOff: Story = {
  decorators: [withAccount(FREE, { twoStep: true })],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: /Two-step sign-in/ }));
    await userEvent.click(section.getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOff) }));
    await expect(section.getByText(i18n._(TWO_STEP_SETTINGS.turnOffPrompt))).toBeVisible();
    await expect(section.getByLabelText(/6-digit code/)).toBeVisible();
    await expect(
      section.getByRole('button', { name: i18n._(TWO_STEP_SETTINGS.turnOffConfirm) }),
    ).toBeEnabled();
  },
};

/** Signed in on a phone too: this device is marked, the phone can be signed out, or everything else at once. */
export const SignedInElsewhere: Story = {
  decorators: [
    withAccount(FREE, {
      sessions: [THIS_DEVICE, PHONE],
    }),
  ],
  play: async ({ canvasElement }) => {
    const sessions = within(
      await within(canvasElement).findByRole('region', { name: "Where you're signed in" }),
    );
    await expect(sessions.getByText('This device')).toBeVisible();
    await expect(sessions.getByText('Chrome on Windows')).toBeVisible();
    await expect(sessions.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeEnabled();
    await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  },
};

/** Changing the password: one of the most used passwords is refused with the reason, before the server is asked. */
export const ChangePasswordWeak: Story = {
  decorators: [withAccount(FREE)],
  play: async ({ canvasElement }) => {
    const password = within(await within(canvasElement).findByRole('region', { name: 'Password' }));
    await userEvent.click(password.getByRole('button', { name: 'Change password' }));
    await userEvent.type(password.getByLabelText(/Current password/), 'my-old-password');
    await userEvent.type(password.getByLabelText(/^New password/), 'password');
    await userEvent.type(password.getByLabelText(/Confirm new password/), 'password');
    await expect(await password.findByRole('progressbar', { name: 'Strength: Very weak' })).toBeVisible();
    await userEvent.click(password.getByRole('button', { name: 'Save new password' }));
    await expect(await password.findByRole('alert')).toHaveTextContent(
      'This password is too easy to guess. This is a heavily used password.',
    );
  },
};

/** Notifications: new memories in a daily digest, including the memorials the person helps edit. */
export const NotificationsDailyDigest: Story = {
  decorators: [withAccount(FREE, { notifications: { memoryEmails: 'daily', editorMemoryEmails: true } })],
  play: async ({ canvasElement }) => {
    const section = within(await within(canvasElement).findByRole('region', { name: 'Notifications' }));
    await expect(section.getByRole('radio', { name: 'Daily digest' })).toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Also for memorials I help edit' })).toBeChecked();
  },
};
