import { WidgetSlot } from '@evergreen/runtime/widget-slot';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';

/**
 * Where the reminders of this memorial go: the "Reminders" button opens `mf_reminders/AddReminderDialog`, and
 * the sidebar shows `mf_reminders/RemindersCard`. Both come from the reminders remote at run time, each inside
 * its own error boundary, so when that remote is down the rest of the page still works and each slot says so.
 */

function RemindersButton({ graveId }: { graveId: string }) {
  const [opened, setOpened] = useState(false);
  // The dialog loads with the page, so the button opens it at once.
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        <Trans>Reminders</Trans>
      </Button>
      <WidgetSlot
        remote="mf_reminders"
        name="AddReminderDialog"
        props={{ graveId, opened, onClose: () => setOpened(false) }}
      />
    </>
  );
}

export function RemindersSlot({ graveId, placement }: { graveId: string; placement: 'actions' | 'sidebar' }) {
  return placement === 'actions' ? (
    <RemindersButton graveId={graveId} />
  ) : (
    <WidgetSlot remote="mf_reminders" name="RemindersCard" props={{ graveId }} />
  );
}
