import { EmptyState } from '@evergreen/design-system/EmptyState';
import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { MemorialCard } from '@evergreen/design-system/MemorialCard';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { StatTile } from '@evergreen/design-system/StatTile';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { memorialCounts, memorialsSubtitle } from '@evergreen/domain/memorials';
import { paths } from '@evergreen/domain/paths';
import { canAddMore, planMemorialsLine } from '@evergreen/domain/plans';
import { Button, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconFlower, IconUsers, IconWorld } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type Memorial, useMemorials } from '../api/get-memorials';
import { useMyPlan } from '../api/get-my-plan';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
import { PlanSlot } from './PlanSlot';
import { UpgradeDialogSlot } from './UpgradeDialogSlot';

function MemorialSection({
  title,
  memorials,
  userId,
}: {
  title: string;
  memorials: Memorial[];
  userId: string;
}) {
  const navigate = useNavigate();
  if (memorials.length === 0) return null;
  const open = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open a new tab or window when asked to.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Stack component="section" gap="md" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {memorials.map((memorial) => {
          const href = paths.memorial(memorial.id);
          return (
            <MemorialCard
              key={memorial.id}
              memorial={memorial}
              currentUserId={userId}
              href={href}
              onNavigate={open(href)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** The dashboard's home: the user's memorials and those shared with them. */
export function MemorialsPage() {
  const userId = useCurrentUserId();
  const navigate = useNavigate();
  const memorials = useMemorials();
  const myPlan = useMyPlan();
  const [limitOpen, setLimitOpen] = useState(false);

  // Creation waits for the plan: unknown usage never lets the user past the limit.
  const canCreate = myPlan.isSuccess && canAddMore(myPlan.data.gravesCount, myPlan.data.plan.maxGraves);
  const addMemorial = () => (canCreate ? navigate(paths.addMemorial) : setLimitOpen(true));
  const addDisabled = !myPlan.isSuccess;
  const aside = <PlanSlot />;

  if (memorials.isPending) return <LoadingState label="Loading your memorials..." />;
  if (memorials.isError) {
    return (
      <PageLayout>
        <ErrorPanel
          title="Error Loading Memorials"
          message={messageOf(memorials.error, ERRORS.memorialsLoad)}
          onRetry={() => void memorials.refetch()}
        />
      </PageLayout>
    );
  }

  const list = memorials.data;
  const counts = memorialCounts(list, userId);
  const dialog = (
    <UpgradeDialogSlot opened={limitOpen} onClose={() => setLimitOpen(false)} limit="memorials" />
  );

  if (list.length === 0) {
    return (
      <PageLayout aside={aside}>
        <VisuallyHidden>
          <h1>Your Memorials</h1>
        </VisuallyHidden>
        <EmptyState
          icon={<IconFlower size={28} stroke={1.5} aria-hidden="true" />}
          title="Create Your First Memorial"
          description="Start preserving precious memories of your loved ones by creating your first digital memorial."
          action={
            <Stack align="center" gap="xs">
              <Button onClick={addMemorial} disabled={addDisabled}>
                Create Memorial
              </Button>
              {myPlan.isSuccess && (
                <Text size="sm" c="dimmed">
                  {planMemorialsLine(myPlan.data.plan)}
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
      title="Your Memorials"
      subtitle={memorialsSubtitle(counts)}
      actions={
        <Button onClick={addMemorial} disabled={addDisabled}>
          New Memorial
        </Button>
      }
      aside={aside}
    >
      <Stack gap="xl">
        <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
          <StatTile label="Your Memorials" value={counts.owned} icon={<IconFlower size={18} />} />
          <StatTile label="Public Memorials" value={counts.ownedPublic} icon={<IconWorld size={18} />} />
          <StatTile label="Shared With You" value={counts.shared} icon={<IconUsers size={18} />} />
        </SimpleGrid>
        <MemorialSection
          title="Your Memorials"
          memorials={list.filter((memorial) => memorial.user_id === userId)}
          userId={userId}
        />
        <MemorialSection
          title="Shared With You"
          memorials={list.filter((memorial) => memorial.user_id !== userId)}
          userId={userId}
        />
      </Stack>
      {dialog}
    </PageLayout>
  );
}
