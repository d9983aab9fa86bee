import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS } from '@evergreen/domain/errors';
import { canEditMemorial } from '@evergreen/domain/memorial-form';
import { paths } from '@evergreen/domain/paths';
import { seesUpgradePrompts } from '@evergreen/domain/plans';
import type { MemoryApprovalRule } from '@evergreen/domain/posting';
import { errorText } from '@evergreen/domain/server-errors';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useCurrentUserId, useMyPlan } from '@evergreen/supabase-client/queries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ClaimRequests } from '../features/claims/components/ClaimRequests';
import { FamilySection } from '../features/family/components/FamilySection';
import { GallerySection } from '../features/gallery/components/GallerySection';
import { useKeepsakeKind } from '../features/keepsake/api/get-keepsake-kind';
import { KeepsakeCard } from '../features/keepsake/components/KeepsakeCard';
import { useActiveRemindersCount } from '../features/memorials/api/get-active-reminders-count';
import { useMemorial } from '../features/memorials/api/get-memorial';
import { useMemorialAccess } from '../features/memorials/api/get-memorial-access';
import { BackButton } from '../features/memorials/components/BackButton';
import { DeleteMemorialSection } from '../features/memorials/components/DeleteMemorialSection';
import { LocationCard } from '../features/memorials/components/LocationCard';
import { MemorialContent } from '../features/memorials/components/MemorialContent';
import { ReadOnlyNotice } from '../features/memorials/components/ReadOnlyNotice';
import { RemindersSlot } from '../features/memorials/components/RemindersSlot';
import { StatusCard } from '../features/memorials/components/StatusCard';
import { TopBar } from '../features/memorials/components/TopBar';
import { useMapTiles } from '../features/memorials/hooks/useMapTiles';
import { MemoryApprovalSetting } from '../features/memories/components/MemoryApprovalSetting';
import { PendingMemories } from '../features/memories/components/PendingMemories';
import { VisitorMemories } from '../features/memories/components/VisitorMemories';
import { QrCodeCard } from '../features/qr-code/components/QrCodeCard';
import { LeaveMemorialCard } from '../features/sharing/components/LeaveMemorialCard';
import { ShareDialog } from '../features/sharing/components/ShareDialog';
import {
  PendingTributeNotes,
  usePendingTributeNotes,
} from '../features/tributes/components/PendingTributeNotes';
import { VisitsSection } from '../features/visits/components/VisitsSection';

/** The family's decisions: pending memories and candle and flower notes together, and the owner's rule. */
function PendingPosts({ graveId, setting }: { graveId: string; setting: ReactNode }) {
  const notes = usePendingTributeNotes(graveId);
  return (
    <PendingMemories
      graveId={graveId}
      setting={setting}
      extra={<PendingTributeNotes graveId={graveId} />}
      extraCount={notes.length}
    />
  );
}

/**
 * /dashboard/grave/:id: everything about one memorial, with the actions the user may take. A route-level page:
 * it composes the memorials, memories, QR code and sharing features, which do not import each other.
 */
export function MemorialDetailsPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const userId = useCurrentUserId();
  const navigate = useNavigate();
  const tileUrl = useMapTiles();
  const memorial = useMemorial(id);
  const access = useMemorialAccess(memorial.data);
  const activeReminders = useActiveRemindersCount(id, { enabled: Boolean(memorial.data) });
  const myPlan = useMyPlan();
  // The owner's plan decides the keepsake, as it does every paid feature of the memorial (not the reader's plan).
  const keepsake = useKeepsakeKind(id, { enabled: Boolean(memorial.data) });
  const [sharing, setSharing] = useState(false);
  const [upgrading, setUpgrading] = useState(false);
  const [upgradingPhotos, setUpgradingPhotos] = useState(false);
  const [upgradingKeepsake, setUpgradingKeepsake] = useState(false);
  const [upgradingFamily, setUpgradingFamily] = useState(false);
  const [upgradingVisits, setUpgradingVisits] = useState(false);
  const back = <BackButton onClick={() => navigate(paths.dashboard)} />;

  const failure = memorial.error ?? access.error ?? activeReminders.error;
  if (failure || memorial.data === null) {
    const message = failure ? errorText(i18n, failure, ERRORS.detailsLoad) : i18n._(ERRORS.graveNotFound);
    return (
      <>
        <TopBar start={back} />
        <PageLayout>
          <ErrorPanel title={t`Error`} message={message} />
        </PageLayout>
      </>
    );
  }
  if (!memorial.isSuccess || !access.isSuccess || !activeReminders.isSuccess) {
    return <LoadingState label={t`Loading memorial...`} />;
  }

  const grave = memorial.data;
  // Over the owner's plan limit: no editing (the database refuses it too); sharing, memories and deleting remain.
  const readOnly = grave.is_read_only === true;
  const isOwner = access.data === 'owner';
  const publicUrl = `${window.location.origin}${paths.publicMemorial(grave.slug ?? grave.id)}`;

  return (
    <>
      <TopBar
        start={back}
        end={
          <>
            <RemindersSlot graveId={grave.id} placement="actions" />
            {canEditMemorial(access.data) && !readOnly && (
              <Button variant="default" component={Link} to={paths.editMemorial(grave.id)}>
                <Trans>Edit</Trans>
              </Button>
            )}
            {grave.is_public && (
              <Button onClick={() => setSharing(true)}>
                <Trans>Share</Trans>
              </Button>
            )}
          </>
        }
      />
      <PageLayout
        aside={
          <Stack gap="lg">
            <RemindersSlot graveId={grave.id} placement="sidebar" />
            <LocationCard memorial={grave} tileUrl={tileUrl} />
            <StatusCard memorial={grave} activeReminders={activeReminders.data} />
            {(access.data === 'viewer' || access.data === 'editor') && (
              <LeaveMemorialCard
                graveId={grave.id}
                name={grave.full_name}
                role={access.data}
                userId={userId}
              />
            )}
            {grave.is_public && <QrCodeCard url={publicUrl} name={grave.full_name} />}
            <KeepsakeCard
              memorial={grave}
              kind={keepsake.data}
              publicUrl={publicUrl}
              onUpgrade={isOwner ? () => setUpgradingKeepsake(true) : undefined}
            />
            {/* Its edit page is closed, so a read-only memorial's owner deletes it here. */}
            {readOnly && isOwner && <DeleteMemorialSection memorial={grave} />}
          </Stack>
        }
      >
        {readOnly && <ReadOnlyNotice memorial={grave} isOwner={isOwner} />}
        {isOwner && <ClaimRequests graveId={grave.id} />}
        <MemorialContent
          memorial={grave}
          memories={
            <VisitorMemories
              graveId={grave.id}
              ownerId={grave.user_id}
              userId={userId}
              returnPath={paths.memorial(grave.id)}
            />
          }
        />
        {canEditMemorial(access.data) && (
          <PendingPosts
            graveId={grave.id}
            setting={
              isOwner && (
                <MemoryApprovalSetting
                  graveId={grave.id}
                  rule={grave.memory_approval as MemoryApprovalRule}
                  disabled={readOnly}
                />
              )
            }
          />
        )}
        <GallerySection
          graveId={grave.id}
          userId={userId}
          canEdit={canEditMemorial(access.data) && !readOnly}
          upgradePrompt={isOwner && myPlan.data !== undefined && seesUpgradePrompts(myPlan.data.plan)}
          onUpgrade={() => setUpgradingPhotos(true)}
        />
        <FamilySection
          graveId={grave.id}
          name={grave.full_name}
          variant="details"
          canEdit={canEditMemorial(access.data) && !readOnly}
          onUpgrade={isOwner ? () => setUpgradingFamily(true) : undefined}
        />
        {/* The counts are the owner's (Family plan); collaborators do not see them. */}
        {isOwner && (
          <VisitsSection
            memorial={grave}
            plan={myPlan.data?.plan}
            onUpgrade={() => setUpgradingVisits(true)}
          />
        )}
        {grave.is_public && (
          <ShareDialog
            opened={sharing}
            onClose={() => setSharing(false)}
            graveId={grave.id}
            slug={grave.slug}
            isOwner={isOwner}
            plan={myPlan.data?.plan ?? null}
            onUpgrade={() => {
              setSharing(false);
              setUpgrading(true);
            }}
          />
        )}
        <UpgradeDialogSlot opened={upgrading} onClose={() => setUpgrading(false)} limit="collaborators" />
        <UpgradeDialogSlot
          opened={upgradingPhotos}
          onClose={() => setUpgradingPhotos(false)}
          limit="photos"
        />
        <UpgradeDialogSlot
          opened={upgradingKeepsake}
          onClose={() => setUpgradingKeepsake(false)}
          limit="pdfKeepsake"
        />
        <UpgradeDialogSlot
          opened={upgradingFamily}
          onClose={() => setUpgradingFamily(false)}
          limit="familyLinks"
        />
        <UpgradeDialogSlot
          opened={upgradingVisits}
          onClose={() => setUpgradingVisits(false)}
          limit="visitCounts"
        />
      </PageLayout>
    </>
  );
}
