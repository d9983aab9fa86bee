import { messageOf } from '@evergreen/domain/errors';
import {
  normalizeSlugInput,
  SLUG_MAX_LENGTH,
  SLUG_STATUS_TEXT,
  type SlugStatus,
  slugProblem,
} from '@evergreen/domain/memorial-slug';
import { paths } from '@evergreen/domain/paths';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import type { Memorial } from '../api/get-memorials';
import { useSlugStatus } from '../api/get-slug-status';
import { useUpdateSlug } from '../api/update-slug';

/** How long typing pauses before the database is asked whether the address is free. */
export const SLUG_CHECK_DEBOUNCE_MS = 400;

const PREFIX = paths.publicMemorial('').replace(/\/?$/, '/');

/** The line under the field: what the owner may do with what they typed. */
type Verdict =
  | { kind: 'status'; status: SlugStatus }
  | { kind: 'checking' }
  | { kind: 'current' }
  | { kind: 'clear' }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

// teal.9 rather than green.9, which is under 4.5:1 on white.
const VERDICT_COLOR: Partial<Record<SlugStatus, string>> = { available: 'teal.9' };

function CustomAddressForm({ memorial }: { memorial: Memorial }) {
  const [value, setValue] = useState(memorial.slug ?? '');
  const [debounced] = useDebouncedValue(value, SLUG_CHECK_DEBOUNCE_MS);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const update = useUpdateSlug(memorial);
  const current = memorial.slug ?? '';
  const problem = value === '' ? null : slugProblem(value);
  const asking = value !== '' && value !== current && problem === null;
  const status = useSlugStatus(debounced, memorial.id, asking && debounced === value);

  let verdict: Verdict;
  if (value === current) verdict = current === '' ? { kind: 'none' } : { kind: 'current' };
  else if (value === '') verdict = { kind: 'clear' };
  else if (problem) verdict = { kind: 'status', status: problem };
  else if (debounced !== value || status.isPending) verdict = { kind: 'checking' };
  else if (status.isError)
    verdict = { kind: 'error', message: messageOf(status.error, 'Could not check this address.') };
  else verdict = { kind: 'status', status: status.data };

  const canSave = verdict.kind === 'clear' || (verdict.kind === 'status' && verdict.status === 'available');
  const error = update.isError ? messageOf(update.error, 'Could not save the address.') : null;
  const origin = window.location.origin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || update.isPending) return;
    const previous = memorial.slug;
    update.mutate(value === '' ? null : value, {
      onSuccess: (saved) =>
        setSavedNote(
          (saved.slug
            ? `Saved. This memorial is now at ${origin}${paths.publicMemorial(saved.slug)}.`
            : 'Saved. This memorial now has only its standard address.') +
            (previous ? ` ${origin}${paths.publicMemorial(previous)} keeps leading here for a year.` : ''),
        ),
    });
  };

  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <TextInput
        label="Custom address"
        description={`An address that is easy to share and to print: ${origin}${PREFIX}your-choice`}
        leftSection={
          <Text size="sm" c="dimmed">
            {PREFIX}
          </Text>
        }
        leftSectionWidth={72}
        leftSectionPointerEvents="none"
        placeholder="eleanor-whitfield"
        maxLength={SLUG_MAX_LENGTH + 10}
        value={value}
        onChange={(event) => {
          setSavedNote(null);
          update.reset();
          setValue(normalizeSlugInput(event.currentTarget.value));
        }}
        autoComplete="off"
        spellCheck={false}
        aria-describedby="custom-address-status"
      />
      <Text
        id="custom-address-status"
        size="sm"
        role="status"
        c={
          verdict.kind === 'status'
            ? (VERDICT_COLOR[verdict.status] ?? 'red.8')
            : verdict.kind === 'error'
              ? 'red.8'
              : 'dimmed'
        }
      >
        {verdict.kind === 'status' && SLUG_STATUS_TEXT[verdict.status]}
        {verdict.kind === 'checking' && 'Checking whether this address is free...'}
        {verdict.kind === 'error' && verdict.message}
        {verdict.kind === 'current' && "This is the memorial's custom address."}
        {verdict.kind === 'clear' &&
          'Saving an empty address removes it; the memorial keeps its standard address.'}
        {verdict.kind === 'none' && 'Letters a-z, digits and hyphens, 3 to 60 characters.'}
      </Text>
      {memorial.slug && (
        <Text size="sm" c="dimmed">
          If you change it, {origin}
          {paths.publicMemorial(memorial.slug)} keeps leading here for a year.
        </Text>
      )}
      {error && (
        <Alert color="red" title="Error" role="alert">
          {error}
        </Alert>
      )}
      {savedNote && (
        <Alert color="green" role="status">
          {savedNote}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" disabled={!canSave} loading={update.isPending}>
          Save Address
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The owner's custom address for a memorial (/graves/eleanor-whitfield), checked as typed: on Personal and Family
 * a field, on Free the upgrade prompt. The database decides in the end (plan, format, reserved words, taken).
 */
export function CustomAddressSection({ memorial }: { memorial: Memorial }) {
  const plan = useMyPlan();
  const [upgrading, setUpgrading] = useState(false);
  if (!plan.data) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="custom-address">
      <Stack gap="sm">
        <Title order={2} size="h4" id="custom-address">
          Custom address
        </Title>
        {plan.data.plan.hasAdvancedFeatures ? (
          <CustomAddressForm memorial={memorial} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              Give this memorial an address that is easy to share and to print, such as{' '}
              {paths.publicMemorial('eleanor-whitfield')}. Custom memorial URLs come with the Personal and
              Family plans.
            </Text>
            <Button variant="light" onClick={() => setUpgrading(true)}>
              Choose a custom address
            </Button>
          </Stack>
        )}
      </Stack>
      <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="customUrls" />
    </Paper>
  );
}
