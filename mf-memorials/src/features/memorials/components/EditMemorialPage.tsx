import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { canEditMemorial } from '@evergreen/domain/memorial-form';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useMemorial } from '../api/get-memorial';
import { useMemorialAccess } from '../api/get-memorial-access';
import { DeleteMemorialSection } from './DeleteMemorialSection';
import { EditMemorialForm } from './EditMemorialForm';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** /dashboard/edit/:id for the owner and editors. */
export function EditMemorialPage() {
  const { id = '' } = useParams();
  const memorial = useMemorial(id);
  const access = useMemorialAccess(memorial.data);

  if (memorial.isError || access.isError) {
    return (
      <PageLayout>
        <ErrorPanel title="Error" message={messageOf(memorial.error ?? access.error, ERRORS.graveLoad)} />
      </PageLayout>
    );
  }
  if (memorial.data === null) {
    return (
      <PageLayout>
        <ErrorPanel title="Error" message={ERRORS.graveNotFound} />
      </PageLayout>
    );
  }
  if (memorial.isPending || access.isPending) return <LoadingState label="Loading memorial..." />;
  if (!canEditMemorial(access.data)) {
    return (
      <PageLayout>
        <ErrorPanel title="Error" message="Only the owner and editors can edit this memorial." />
      </PageLayout>
    );
  }
  const isOwner = access.data === 'owner';
  if (memorial.data.is_read_only) {
    // Over the owner's plan limit the database refuses every edit: say so instead of a form that cannot be saved,
    // and keep deleting possible.
    return (
      <PageLayout title={`Edit ${memorial.data.full_name}`}>
        <Stack gap="xl">
          <ReadOnlyNotice memorial={memorial.data} isOwner={isOwner} />
          {isOwner && <DeleteMemorialSection memorial={memorial.data} />}
        </Stack>
      </PageLayout>
    );
  }
  return <EditMemorialForm memorial={memorial.data} isOwner={isOwner} />;
}
