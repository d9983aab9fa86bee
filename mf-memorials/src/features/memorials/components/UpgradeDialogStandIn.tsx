import type { UpgradeDialogProps } from '@evergreen/domain/contracts';
import { PHOTOS_PER_MEMORIAL, photoLimitMessage } from '@evergreen/domain/gallery';
import { paths } from '@evergreen/domain/paths';
import {
  collaboratorLimitMessage,
  customUrlsMessage,
  memorialLimitMessage,
  pdfKeepsakeMessage,
  seesUpgradePrompts,
  UPGRADE_DIALOG_TEXTS,
} from '@evergreen/domain/plans';
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
          <Text>
            {limit === 'pdfKeepsake'
              ? pdfKeepsakeMessage(plan.name)
              : limit === 'customUrls'
                ? customUrlsMessage(plan.name)
                : limit === 'photos'
                  ? photoLimitMessage(plan.name, PHOTOS_PER_MEMORIAL[plan.id])
                  : limit === 'memorials'
                    ? memorialLimitMessage(plan.name, plan.maxGraves)
                    : collaboratorLimitMessage(plan.name, plan.maxCollaborators)}
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={onClose}>OK</Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
