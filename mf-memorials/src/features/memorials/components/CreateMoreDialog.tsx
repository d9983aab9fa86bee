import { paths } from '@evergreen/domain/paths';
import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Shown instead of the wizard's door when the plan's memorial limit is reached. */
export function CreateMoreDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create More Memorials"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>
        You've reached your plan's memorial limit. Upgrade to create unlimited memorials and access advanced
        features.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Maybe Later
        </Button>
        <Button component={Link} to={paths.settings}>
          View Plans
        </Button>
      </Group>
    </Modal>
  );
}
