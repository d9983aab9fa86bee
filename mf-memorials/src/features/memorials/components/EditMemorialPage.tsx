import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS } from '@evergreen/domain/errors';
import { canEditMemorial } from '@evergreen/domain/memorial-form';
import { errorText } from '@evergreen/domain/server-errors';
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { useMemorial } from '../api/get-memorial';
import { useMemorialAccess } from '../api/get-memorial-access';
import { DeleteMemorialSection } from './DeleteMemorialSection';
import { EditMemorialForm } from './EditMemorialForm';
import { ReadOnlyNotice } from './ReadOnlyNotice';

/** /dashboard/edit/:id for the owner and editors. */
export function EditMemorialPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const memorial = useMemorial(id);
  const access = useMemorialAccess(memorial.data);

  if (memorial.isError || access.isError) {
    return (
      <PageLayout>
        <ErrorPanel
          title={t`Error`}
          message={errorText(i18n, memorial.error ?? access.error, ERRORS.graveLoad)}
        />
      </PageLayout>
    );
  }
  if (memorial.data === null) {
    return (
      <PageLayout>
        <ErrorPanel title={t`Error`} message={i18n._(ERRORS.graveNotFound)} />
      </PageLayout>
    );
  }
  if (memorial.isPending || access.isPending) return <LoadingState label={t`Loading memorial...`} />;
  if (!canEditMemorial(access.data)) {
    return (
      <PageLayout>
        <ErrorPanel title={t`Error`} message={t`Only the owner and editors can edit this memorial.`} />
      </PageLayout>
    );
  }
  const isOwner = access.data === 'owner';
  const name = memorial.data.full_name;
  if (memorial.data.is_read_only) {
    // Over the owner's plan limit the database refuses every edit: say so instead of a form that cannot be saved,
    // and keep deleting possible.
    return (
      <PageLayout title={t`Edit ${name}`}>
        <Stack gap="xl">
          <ReadOnlyNotice memorial={memorial.data} isOwner={isOwner} />
          {isOwner && <DeleteMemorialSection memorial={memorial.data} />}
        </Stack>
      </PageLayout>
    );
  }
  return <EditMemorialForm memorial={memorial.data} isOwner={isOwner} />;
}
