import type { UpgradeBannerProps } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import { useSessionStore } from '@evergreen/supabase-client';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dismissBanner, isBannerDismissed } from './dismissal';

/** The upgrade banner (spec section 2), exposed as `mf_billing/UpgradeBanner`: Free plan only. */
export function UpgradeBanner({ feature, description, onClose }: UpgradeBannerProps) {
  const userId = useSessionStore((state) => state.user?.id);
  const myPlan = useMyPlan();
  const [dismissedBy, setDismissedBy] = useState<string | null>(null);
  const { t } = useLingui();
  if (!userId || dismissedBy === userId || isBannerDismissed(userId)) return null;
  // Paid plans see no upgrade prompts; nor does anyone whose plan is not known yet.
  if (!myPlan.isSuccess || myPlan.data.plan.id !== 'free') return null;

  const later = () => {
    dismissBanner(userId);
    setDismissedBy(userId);
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="upgrade-banner-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconSparkles size={20} aria-hidden="true" color="var(--mantine-primary-color-filled)" />
            <Title order={2} size="h5" id="upgrade-banner-title">
              <Trans>Upgrade to {feature}</Trans>
            </Title>
          </Group>
          {onClose && <CloseButton aria-label={t`Close`} onClick={onClose} />}
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.settings} size="sm">
            <Trans>View Plans</Trans>
          </Button>
          <Button variant="subtle" size="sm" onClick={later}>
            <Trans>Maybe Later</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
