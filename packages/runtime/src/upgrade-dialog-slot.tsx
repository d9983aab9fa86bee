import type { UpgradeDialogProps } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import { seesUpgradePrompts, UPGRADE_DIALOG_TEXTS } from '@evergreen/domain/plans';
import type { MyPlan } from '@evergreen/domain/subscription';
import { upgradeLimitMessage } from '@evergreen/domain/upgrade';
import { Button, Group, Modal, Text } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { Link } from 'react-router-dom';
import { WidgetSlot } from './widget-slot';

/** The remote's own query of the user's plan (its `api/get-my-plan`), so its tests and cache stay its own. */
export type UseMyPlan = () => { data?: MyPlan | undefined };

/**
 * The upgrade dialog of a remote that is not the billing remote: `mf_billing/UpgradeDialog`, downloaded the first
 * time it opens (most visits never hit a limit), with a stand-in of the same texts when that remote is down or the
 * dialog fails while rendering. The stand-in sends to the settings page instead of a checkout; a paid plan sees the
 * limit only.
 */
export function createUpgradeDialogSlot(useMyPlan: UseMyPlan): ComponentType<UpgradeDialogProps> {
  function UpgradeDialogStandIn({ opened, onClose, limit }: UpgradeDialogProps) {
    const plan = useMyPlan().data?.plan;
    const texts = UPGRADE_DIALOG_TEXTS[limit];
    const upgrading = plan === undefined || seesUpgradePrompts(plan);
    return (
      <Modal
        opened={opened}
        onClose={onClose}
        title={upgrading ? texts.title : texts.limitTitle}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {upgrading ? (
          <>
            <Text>{texts.text}</Text>
            <Group justify="flex-end" mt="lg">
              <Button variant="default" onClick={onClose}>
                Maybe Later
              </Button>
              <Button component={Link} to={paths.settings}>
                View Plans
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>{upgradeLimitMessage(limit, plan)}</Text>
            <Group justify="flex-end" mt="lg">
              <Button onClick={onClose}>OK</Button>
            </Group>
          </>
        )}
      </Modal>
    );
  }

  return function UpgradeDialogSlot(props: UpgradeDialogProps) {
    const [wanted, setWanted] = useState(props.opened);
    // Adjusting state while rendering (React's documented pattern): once opened, it stays mounted so that it
    // closes with its own transition.
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <WidgetSlot
        remote="mf_billing"
        name="UpgradeDialog"
        props={props}
        fallback={() => <UpgradeDialogStandIn {...props} />}
        loading={null}
      />
    );
  };
}
