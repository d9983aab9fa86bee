import { messageOf } from '@evergreen/domain/errors';
import { MEMORY_APPROVAL_RULES, type MemoryApprovalRule } from '@evergreen/domain/posting';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Radio, Stack } from '@mantine/core';
import { useUpdateMemoryApproval } from '../api/update-memory-approval';

const RULE_LABELS: Record<MemoryApprovalRule, MessageDescriptor> = {
  at_once: msg`Publish memories at once`,
  first_time: msg`Approve memories from first-time visitors`,
  every: msg`Approve every memory`,
};

export interface MemoryApprovalSettingProps {
  graveId: string;
  rule: MemoryApprovalRule;
  disabled?: boolean;
}

/** The owner's choice, saved as soon as it is made: which memories and notes wait for the family. */
export function MemoryApprovalSetting({ graveId, rule, disabled = false }: MemoryApprovalSettingProps) {
  const { t, i18n } = useLingui();
  const update = useUpdateMemoryApproval(graveId);
  const chosen = update.isPending ? update.variables : rule;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={t`Memories from visitors`}
        value={chosen}
        onChange={(value) => update.mutate(value as MemoryApprovalRule)}
      >
        <Stack gap="xs" mt="xs">
          {MEMORY_APPROVAL_RULES.map((value) => (
            <Radio key={value} value={value} label={i18n._(RULE_LABELS[value])} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
      {update.isError && (
        <Alert color="red" role="alert">
          {messageOf(update.error, t`Failed to save the setting`)}
        </Alert>
      )}
    </Stack>
  );
}
