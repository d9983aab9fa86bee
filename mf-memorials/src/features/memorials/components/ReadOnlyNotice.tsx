import { READ_ONLY_FOR_COLLABORATORS, readOnlyMessage, seesUpgradePrompts } from '@evergreen/domain/plans';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useMyPlan } from '@evergreen/supabase-client/queries';
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
  const plan = useMyPlan().data?.plan;
  const [upgrading, setUpgrading] = useState(false);
  const titleId = useId();
  const reason = isOwner
    ? (memorial.read_only_reason ?? (plan ? readOnlyMessage(plan.name, plan.maxGraves) : null))
    : READ_ONLY_FOR_COLLABORATORS;
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
            Read-only
          </Badge>
        </Group>
        {reason && <Text size="sm">{reason}</Text>}
        <Text size="sm" c="dimmed">
          It stays visible and shareable, and visitors can still leave memories. You can still export or
          delete it.
        </Text>
        {isOwner && plan && seesUpgradePrompts(plan) && (
          <Group>
            <Button size="xs" onClick={() => setUpgrading(true)}>
              Upgrade Plan
            </Button>
          </Group>
        )}
      </Stack>
      <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="memorials" />
    </Paper>
  );
}
