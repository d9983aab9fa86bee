import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { canEditMemorial } from '@evergreen/domain/memorial-form';
import { useParams } from 'react-router-dom';
import { useCurrentUserId } from '../hooks/useCurrentUserId';
import { useMemorialDetails } from '../hooks/useMemorialDetails';
import { EditMemorialForm } from './EditMemorialForm';

/** /dashboard/edit/:id for the owner and editors. */
export function EditMemorialPage() {
  const { id = '' } = useParams();
  const userId = useCurrentUserId();
  const details = useMemorialDetails(id, userId);

  if (details.status === 'loading') return <LoadingState label="Loading memorial..." />;
  if (details.status === 'error' || details.data === null) {
    const message =
      details.status === 'error' ? messageOf(details.error, ERRORS.graveLoad) : ERRORS.graveNotFound;
    return (
      <PageLayout>
        <ErrorPanel title="Error" message={message} />
      </PageLayout>
    );
  }
  const { memorial, access } = details.data;
  if (!canEditMemorial(access)) {
    return (
      <PageLayout>
        <ErrorPanel title="Error" message="Only the owner and editors can edit this memorial." />
      </PageLayout>
    );
  }
  return <EditMemorialForm memorial={memorial} isOwner={access === 'owner'} />;
}
