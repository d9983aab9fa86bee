import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { canEditMemorial } from '@evergreen/domain/memorial-form';
import { paths } from '@evergreen/domain/paths';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { VisitorMemories } from '../../memories/components/VisitorMemories';
import { QrCodeCard } from '../../qr-code/components/QrCodeCard';
import { ShareDialog } from '../../sharing/components/ShareDialog';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
import { useMemorialDetails } from '../hooks/useMemorialDetails';
import { usePlanUsage } from '../hooks/usePlanUsage';
import { BackButton } from './BackButton';
import { LocationCard } from './LocationCard';
import { MemorialContent } from './MemorialContent';
import { RemindersSlot } from './RemindersSlot';
import { StatusCard } from './StatusCard';
import { TopBar } from './TopBar';

/** /dashboard/grave/:id: everything about one memorial, with the actions the user may take. */
export function MemorialDetailsPage() {
  const { id = '' } = useParams();
  const userId = useCurrentUserId();
  const navigate = useNavigate();
  const details = useMemorialDetails(id, userId);
  const { usage } = usePlanUsage(userId);
  const [sharing, setSharing] = useState(false);
  const back = <BackButton onClick={() => navigate('/dashboard')} />;

  if (details.status === 'loading') return <LoadingState label="Loading memorial..." />;
  if (details.status === 'error' || details.data === null) {
    const message =
      details.status === 'error' ? messageOf(details.error, ERRORS.detailsLoad) : ERRORS.graveNotFound;
    return (
      <>
        <TopBar start={back} />
        <PageLayout>
          <ErrorPanel title="Error" message={message} />
        </PageLayout>
      </>
    );
  }

  const { memorial, access, activeReminders } = details.data;
  const isOwner = access === 'owner';
  const publicUrl = `${window.location.origin}${paths.publicMemorial(memorial.slug ?? memorial.id)}`;

  return (
    <>
      <TopBar
        start={back}
        end={
          <>
            <RemindersSlot graveId={memorial.id} placement="actions" />
            {canEditMemorial(access) && (
              <Button variant="default" component={Link} to={`/dashboard/edit/${memorial.id}`}>
                Edit
              </Button>
            )}
            {memorial.is_public && <Button onClick={() => setSharing(true)}>Share</Button>}
          </>
        }
      />
      <PageLayout
        aside={
          <Stack gap="lg">
            <RemindersSlot graveId={memorial.id} placement="sidebar" />
            <LocationCard memorial={memorial} />
            <StatusCard memorial={memorial} activeReminders={activeReminders} />
            {memorial.is_public && <QrCodeCard url={publicUrl} name={memorial.full_name} />}
          </Stack>
        }
      >
        <MemorialContent
          memorial={memorial}
          memories={
            <VisitorMemories
              graveId={memorial.id}
              ownerId={memorial.user_id}
              userId={userId}
              returnPath={`/dashboard/grave/${memorial.id}`}
            />
          }
        />
        {memorial.is_public && (
          <ShareDialog
            opened={sharing}
            onClose={() => setSharing(false)}
            graveId={memorial.id}
            isOwner={isOwner}
            plan={usage.status === 'success' ? usage.data.plan : null}
          />
        )}
      </PageLayout>
    </>
  );
}
