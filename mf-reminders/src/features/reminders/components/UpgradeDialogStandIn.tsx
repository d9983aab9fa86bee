import type { UpgradeDialogProps } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import { seesUpgradePrompts, UPGRADE_DIALOG_TEXTS } from '@evergreen/domain/plans';
import { upgradeLimitMessage } from '@evergreen/domain/upgrade';
import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMyPlan } from '../api/get-my-plan';

/**
 * This remote's own upgrade dialog, shown when the billing remote's (`mf_billing/UpgradeDialog`) cannot be loaded:
 * the same texts, and the plans on the settings page instead of a checkout. A paid plan sees the limit only.
 */
export function UpgradeDialogStandIn({ opened, onClose, limit }: UpgradeDialogProps) {
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
