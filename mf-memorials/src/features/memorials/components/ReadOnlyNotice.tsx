import { seesUpgradePrompts } from '@evergreen/domain/plans';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { Memorial } from '../api/get-memorials';

/**
 * On a memorial over its owner's plan limit: the "Read-only" badge and the line saying why and how to lift it (the
 * database's `read_only_reason`, or the same sentence built from the plan). A Free owner can open the upgrade
 * dialog from here; collaborators learn that only the owner can lift it.
 */
export function ReadOnlyNotice({ memorial, isOwner }: { memorial: Memorial; isOwner: boolean }) {
  const { t } = useLingui();
  const plan = useMyPlan().data?.plan;
  const [upgrading, setUpgrading] = useState(false);
  const titleId = useId();
  const planName = plan?.name;
  // The database's reason is the same sentence in English; built here, it reads in the reader's language.
  const fromPlan = plan
    ? t`${plural(plan.maxGraves, {
        one: `This memorial is read-only because your ${planName} plan allows # memorial. Upgrade to edit it again.`,
        other: `This memorial is read-only because your ${planName} plan allows # memorials. Upgrade to edit it again.`,
      })}`
    : null;
  const reason = isOwner
    ? (fromPlan ?? memorial.read_only_reason ?? null)
    : t`This memorial is read-only because it is over its owner's plan limit. Only its owner can lift this.`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      bg="var(--mantine-color-yellow-light)"
      component="section"
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group gap="xs">
          <IconLock size={18} aria-hidden="true" />
          <Badge id={titleId} color="yellow.4" autoContrast variant="filled">
            <Trans>Read-only</Trans>
          </Badge>
        </Group>
        {reason && <Text size="sm">{reason}</Text>}
        <Text size="sm" c="dimmed">
          <Trans>
            It stays visible and shareable, and visitors can still leave memories. You can still export or
            delete it.
          </Trans>
        </Text>
        {isOwner && plan && seesUpgradePrompts(plan) && (
          <Group>
            <Button size="xs" onClick={() => setUpgrading(true)}>
              <Trans>Upgrade Plan</Trans>
            </Button>
          </Group>
        )}
      </Stack>
      <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="memorials" />
    </Paper>
  );
}
