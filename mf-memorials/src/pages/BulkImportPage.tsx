import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { planIncludes } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BulkImportForm } from '../features/bulk-import/components/BulkImportForm';
import { BackButton } from '../features/memorials/components/BackButton';

/** /dashboard/import (issue 15, Family plan): many memorials from one CSV file, checked before anything is written. */
export function BulkImportPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const myPlan = useMyPlan();
  const toDashboard = () => navigate(paths.dashboard);
  const layout = (children: ReactNode) => (
    <PageLayout
      title={t`Import Memorials`}
      subtitle={t`Create many memorials at once from a spreadsheet saved as CSV.`}
      actions={<BackButton onClick={toDashboard} />}
    >
      {children}
    </PageLayout>
  );

  if (myPlan.isPending) return <LoadingState label={t`Loading...`} />;
  if (myPlan.isError) {
    return layout(
      <ErrorPanel
        title={t`Error`}
        message={errorText(i18n, myPlan.error, ERRORS.subscriptionLoad)}
        onRetry={() => void myPlan.refetch()}
      />,
    );
  }
  if (!planIncludes(myPlan.data.plan.id, 'bulkImport')) return layout(<BulkImportUpgrade />);
  return layout(<BulkImportForm myPlan={myPlan.data} onDone={toDashboard} />);
}

/** Free and Personal: what the feature does, and the upgrade dialog (opened at once, and again on request). */
function BulkImportUpgrade() {
  const [opened, setOpened] = useState(true);
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          <Trans>Bulk Import</Trans>
        </Title>
        <Text>
          <Trans>
            Bulk import comes with the Family plan. Upgrade to create many memorials at once from a CSV file.
          </Trans>
        </Text>
        <Button onClick={() => setOpened(true)}>
          <Trans>See the Family plan</Trans>
        </Button>
      </Stack>
      <UpgradeDialogSlot opened={opened} onClose={() => setOpened(false)} limit="bulkImport" />
    </Paper>
  );
}
