import { messageOf } from '@evergreen/domain/errors';
import { directionOf, isDisplayLocale } from '@evergreen/domain/locale';
import {
  normalizeSlugInput,
  SLUG_MAX_LENGTH,
  type SlugStatus,
  slugProblem,
} from '@evergreen/domain/memorial-slug';
import { paths } from '@evergreen/domain/paths';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import type { Memorial } from '../api/get-memorials';
import { useSlugStatus } from '../api/get-slug-status';
import { useUpdateSlug } from '../api/update-slug';

/** How long typing pauses before the database is asked whether the address is free. */
export const SLUG_CHECK_DEBOUNCE_MS = 400;

const PREFIX = paths.publicMemorial('').replace(/\/?$/, '/');

/**
 * An address inside a sentence, kept left to right as one piece: in a right-to-left sentence the bidirectional
 * algorithm would otherwise move its leading "/" and split it at its hyphens. Left-to-right text needs nothing.
 */
function addressIn(locale: string, address: string): string {
  return isDisplayLocale(locale) && directionOf(locale) === 'rtl' ? `\u2066${address}\u2069` : address;
}

/** The line under the field: what the owner may do with what they typed. */
type Verdict =
  | { kind: 'status'; status: SlugStatus }
  | { kind: 'checking' }
  | { kind: 'current' }
  | { kind: 'clear' }
  | { kind: 'none' }
  | { kind: 'error'; message: string };

/** What the owner may do with the address they typed, as SLUG_STATUS_TEXT says it in English. */
const SLUG_STATUS_MESSAGES: Record<SlugStatus, MessageDescriptor> = {
  available: msg`This address is available.`,
  taken: msg`This address is already taken; choose another.`,
  reserved: msg`This word is reserved; choose another address.`,
  invalid: msg`Use 3 to 60 lowercase letters, digits and hyphens, with no hyphen at the start, at the end or twice in a row.`,
};

// teal.9 rather than green.9, which is under 4.5:1 on white.
const VERDICT_COLOR: Partial<Record<SlugStatus, string>> = { available: 'teal.9' };

function CustomAddressForm({ memorial }: { memorial: Memorial }) {
  const { t, i18n } = useLingui();
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
    verdict = { kind: 'error', message: messageOf(status.error, t`Could not check this address.`) };
  else verdict = { kind: 'status', status: status.data };

  const canSave = verdict.kind === 'clear' || (verdict.kind === 'status' && verdict.status === 'available');
  const error = update.isError ? messageOf(update.error, t`Could not save the address.`) : null;
  const origin = window.location.origin;
  const example = addressIn(i18n.locale, `${origin}${PREFIX}your-choice`);
  const currentAddress = memorial.slug
    ? addressIn(i18n.locale, `${origin}${paths.publicMemorial(memorial.slug)}`)
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || update.isPending) return;
    const previous = memorial.slug;
    update.mutate(value === '' ? null : value, {
      onSuccess: (saved) => {
        const address = saved.slug
          ? addressIn(i18n.locale, `${origin}${paths.publicMemorial(saved.slug)}`)
          : null;
        const oldAddress = previous
          ? addressIn(i18n.locale, `${origin}${paths.publicMemorial(previous)}`)
          : null;
        const savedAt = address
          ? t`Saved. This memorial is now at ${address}.`
          : t`Saved. This memorial now has only its standard address.`;
        const stillLeads = oldAddress ? t`${oldAddress} keeps leading here for a year.` : null;
        // Two sentences: what the address is now, and what becomes of the old one.
        setSavedNote(stillLeads ? `${savedAt} ${stillLeads}` : savedAt);
      },
    });
  };

  return (
    <Stack component="form" gap="sm" onSubmit={submit}>
      <TextInput
        label={t`Custom address`}
        description={t`An address that is easy to share and to print: ${example}`}
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
        {verdict.kind === 'status' && i18n._(SLUG_STATUS_MESSAGES[verdict.status])}
        {verdict.kind === 'checking' && t`Checking whether this address is free...`}
        {verdict.kind === 'error' && verdict.message}
        {verdict.kind === 'current' && t`This is the memorial's custom address.`}
        {verdict.kind === 'clear' &&
          t`Saving an empty address removes it; the memorial keeps its standard address.`}
        {verdict.kind === 'none' && t`Letters a-z, digits and hyphens, 3 to 60 characters.`}
      </Text>
      {currentAddress && (
        <Text size="sm" c="dimmed">
          <Trans>If you change it, {currentAddress} keeps leading here for a year.</Trans>
        </Text>
      )}
      {error && (
        <Alert color="red" title={t`Error`} role="alert">
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
          <Trans>Save Address</Trans>
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
  const { i18n } = useLingui();
  const example = addressIn(i18n.locale, paths.publicMemorial('eleanor-whitfield'));
  const [upgrading, setUpgrading] = useState(false);
  if (!plan.data) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="custom-address">
      <Stack gap="sm">
        <Title order={2} size="h4" id="custom-address">
          <Trans>Custom address</Trans>
        </Title>
        {plan.data.plan.hasAdvancedFeatures ? (
          <CustomAddressForm memorial={memorial} />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              <Trans>
                Give this memorial an address that is easy to share and to print, such as {example}. Custom
                memorial URLs come with the Personal and Family plans.
              </Trans>
            </Text>
            <Button variant="light" onClick={() => setUpgrading(true)}>
              <Trans>Choose a custom address</Trans>
            </Button>
          </Stack>
        )}
      </Stack>
      <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="customUrls" />
    </Paper>
  );
}
