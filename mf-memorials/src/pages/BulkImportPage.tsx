import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { paths } from '@evergreen/domain/paths';
import { planIncludes, UPGRADE_DIALOG_TEXTS } from '@evergreen/domain/plans';
import { UpgradeDialogSlot } from '@evergreen/runtime/upgrade-dialog-slot';
import { useMyPlan } from '@evergreen/supabase-client/queries';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BulkImportForm } from '../features/bulk-import/components/BulkImportForm';
import { BackButton } from '../features/memorials/components/BackButton';

/** /dashboard/import (issue 15, Family plan): many memorials from one CSV file, checked before anything is written. */
export function BulkImportPage() {
  const navigate = useNavigate();
  const myPlan = useMyPlan();
  const toDashboard = () => navigate(paths.dashboard);
  const layout = (children: ReactNode) => (
    <PageLayout
      title="Import Memorials"
      subtitle="Create many memorials at once from a spreadsheet saved as CSV."
      actions={<BackButton onClick={toDashboard} />}
    >
      {children}
    </PageLayout>
  );

  if (myPlan.isPending) return <LoadingState label="Loading..." />;
  if (myPlan.isError) {
    return layout(
      <ErrorPanel
        title="Error"
        message={messageOf(myPlan.error, ERRORS.subscriptionLoad)}
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
          {UPGRADE_DIALOG_TEXTS.bulkImport.limitTitle}
        </Title>
        <Text>{UPGRADE_DIALOG_TEXTS.bulkImport.text}</Text>
        <Button onClick={() => setOpened(true)}>See the Family plan</Button>
      </Stack>
      <UpgradeDialogSlot opened={opened} onClose={() => setOpened(false)} limit="bulkImport" />
    </Paper>
  );
}
