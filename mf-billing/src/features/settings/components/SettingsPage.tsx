import { queryKeys } from '@evergreen/domain/query-keys';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AccountSection } from './AccountSection';
import type { Banner } from './banner';
import { ChangePasswordSection } from './ChangePasswordSection';
import { DangerZone } from './DangerZone';
import { DataSection } from './DataSection';
import { EmailSection } from './EmailSection';
import { LanguageSection } from './LanguageSection';
import { NotificationsSection } from './NotificationsSection';
import { PlansSection } from './PlansSection';
import { ProfileSection } from './ProfileSection';
import { SecurityActivity } from './SecurityActivity';
import { SecuritySection } from './SecuritySection';
import { SessionsSection } from './SessionsSection';
import { SettingsBanner } from './SettingsBanner';
import { TwoStepSection } from './TwoStepSection';

const CHECKOUT_SUCCESS = msg`Payment successful! Your plan is now active.`;
const CHECKOUT_CANCELED = msg`Checkout canceled. Your plan has not changed.`;

/** How the checkout sent the user back (?success=true or ?canceled=true), if it did. */
function checkoutOutcome(params: URLSearchParams, i18n: I18n): Banner {
  if (params.get('success') === 'true') return { kind: 'success', text: i18n._(CHECKOUT_SUCCESS) };
  if (params.get('canceled') === 'true') return { kind: 'error', text: i18n._(CHECKOUT_CANCELED) };
  return null;
}

/** /dashboard/settings (spec section 2): account, security, data, plans, profile and account deletion. */
export function SettingsPage() {
  const [params] = useSearchParams();
  const { i18n } = useLingui();
  const [banner, setBanner] = useState<Banner>(() => checkoutOutcome(params, i18n));
  const queryClient = useQueryClient();
  const paid = params.get('success') === 'true';

  useEffect(() => {
    // Back from a paid checkout: the plan changed, so every limit anywhere in the app is read again.
    if (paid) void queryClient.invalidateQueries({ queryKey: queryKeys.planUsage() });
  }, [paid, queryClient]);

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>
          <Trans>Settings</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Manage your account, your plan and your data.</Trans>
        </Text>
      </Stack>
      <SettingsBanner banner={banner} onClose={() => setBanner(null)} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <AccountSection notify={setBanner} />
        <ProfileSection notify={setBanner} />
        <LanguageSection notify={setBanner} />
        <NotificationsSection notify={setBanner} />
        <SecuritySection notify={setBanner} />
        <TwoStepSection notify={setBanner} />
        <ChangePasswordSection />
        <EmailSection />
        <DataSection notify={setBanner} />
        <SecurityActivity />
        <SessionsSection />
      </SimpleGrid>
      <PlansSection notify={setBanner} />
      <DangerZone notify={setBanner} />
    </Stack>
  );
}
