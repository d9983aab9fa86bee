import { EmptyState } from '@evergreen/design-system/EmptyState';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { StatTile } from '@evergreen/design-system/StatTile';
import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { canAddMore, UNLIMITED } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import type { PlanLimits } from '@evergreen/domain/subscription';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useCurrentUserId, useMyPlan } from '@evergreen/supabase-client/queries';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFlower, IconSearch, IconUsers, IconWorld } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMemorialCounts, useMemorialsList } from '../api/get-memorials';
import { ImportButton } from './ImportButton';
import { MemorialsSection } from './MemorialsSection';
import { PlanSlot } from './PlanSlot';

/** How long typing pauses before the search asks the database. */
const SEARCH_DEBOUNCE_MS = 300;

/** The empty state's line under its buttons: how many memorials the plan holds. */
function PlanMemorialsLine({ plan }: { plan: PlanLimits }) {
  const { t } = useLingui();
  const planName = plan.name;
  if (plan.maxGraves === UNLIMITED) return t`${planName} Plan: Unlimited memorials`;
  return t`${plural(plan.maxGraves, {
    one: `${planName} Plan: Up to # memorial`,
    other: `${planName} Plan: Up to # memorials`,
  })}`;
}

/** "N memorial(s) preserving precious memories", plus " • M shared with you" when any are shared. */
function MemorialsSubtitle({ total, shared }: { total: number; shared: number }) {
  const { t } = useLingui();
  const preserving = t`${plural(total, {
    one: '# memorial preserving precious memories',
    other: '# memorials preserving precious memories',
  })}`;
  if (shared === 0) return preserving;
  // Two figures side by side, each a sentence of its own in every language.
  const sharedWithYou = t`${plural(shared, { one: '# shared with you', other: '# shared with you' })}`;
  return `${preserving} • ${sharedWithYou}`;
}

/** The dashboard's home: the user's memorials and those shared with them. */
export function MemorialsPage({ saved }: { saved?: ReactNode }) {
  const { t, i18n } = useLingui();
  const userId = useCurrentUserId();
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const counts = useMemorialCounts();
  // The first page of both sections, read here for the loading and error states; each section reads more itself.
  const own = useMemorialsList('own', search);
  const shared = useMemorialsList('shared', search);
  const myPlan = useMyPlan();
  const [limitOpen, setLimitOpen] = useState(false);

  // Creation waits for the plan: unknown usage never lets the user past the limit.
  const canCreate = myPlan.isSuccess && canAddMore(myPlan.data.gravesCount, myPlan.data.plan.maxGraves);
  const addMemorial = () => (canCreate ? navigate(paths.addMemorial) : setLimitOpen(true));
  const addDisabled = !myPlan.isSuccess;
  const aside = (
    <Stack gap="lg">
      <PlanSlot />
      {saved}
    </Stack>
  );

  const failed = [counts, own, shared].find((query) => query.isError);
  if (failed) {
    return (
      <PageLayout>
        <ErrorPanel
          title={t`Error Loading Memorials`}
          message={errorText(i18n, failed.error, ERRORS.memorialsLoad)}
          onRetry={() => void Promise.all([counts.refetch(), own.refetch(), shared.refetch()])}
        />
      </PageLayout>
    );
  }
  const totals = counts.data;
  if (!totals || !own.data || !shared.data) return <LoadingState label={t`Loading your memorials...`} />;
  const found = own.data.pages[0]?.memorials.length || shared.data.pages[0]?.memorials.length;
  const dialog = (
    <UpgradeDialogSlot opened={limitOpen} onClose={() => setLimitOpen(false)} limit="memorials" />
  );

  if (totals.total === 0) {
    return (
      <PageLayout aside={aside}>
        <VisuallyHidden>
          <h1>
            <Trans>Your Memorials</Trans>
          </h1>
        </VisuallyHidden>
        <EmptyState
          icon={<IconFlower size={28} stroke={1.5} aria-hidden="true" />}
          title={t`Create Your First Memorial`}
          description={t`Start preserving precious memories of your loved ones by creating your first digital memorial.`}
          action={
            <Stack align="center" gap="xs">
              <Button onClick={addMemorial} disabled={addDisabled}>
                <Trans>Create Memorial</Trans>
              </Button>
              <ImportButton plan={myPlan.data?.plan} />
              {myPlan.isSuccess && (
                <Text size="sm" c="dimmed">
                  <PlanMemorialsLine plan={myPlan.data.plan} />
                </Text>
              )}
            </Stack>
          }
        />
        {dialog}
      </PageLayout>
    );
  }

  return (
    <PageLayout
      title={t`Your Memorials`}
      subtitle={<MemorialsSubtitle total={totals.total} shared={totals.shared} />}
      actions={
        <>
          <ImportButton plan={myPlan.data?.plan} />
          <Button onClick={addMemorial} disabled={addDisabled}>
            <Trans>New Memorial</Trans>
          </Button>
        </>
      }
      aside={aside}
    >
      <Stack gap="xl">
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
          <StatTile label={t`Your Memorials`} value={totals.owned} icon={<IconFlower size={18} />} />
          <StatTile label={t`Public Memorials`} value={totals.ownedPublic} icon={<IconWorld size={18} />} />
          <StatTile label={t`Shared With You`} value={totals.shared} icon={<IconUsers size={18} />} />
        </SimpleGrid>
        <TextInput
          type="search"
          label={t`Search memorials`}
          placeholder={t`Search by name`}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        {search && !found && (
          <Text c="dimmed" role="status">
            <Trans>No memorials match "{search}".</Trans>
          </Text>
        )}
        <MemorialsSection
          title={t`Your Memorials`}
          section="own"
          search={search}
          total={totals.owned}
          userId={userId}
        />
        <MemorialsSection
          title={t`Shared With You`}
          section="shared"
          search={search}
          total={totals.shared}
          userId={userId}
        />
      </Stack>
      {dialog}
    </PageLayout>
  );
}
