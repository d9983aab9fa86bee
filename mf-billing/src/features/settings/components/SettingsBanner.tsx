import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { Banner } from './banner';

export function SettingsBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  if (!banner) return null;
  const success = banner.kind === 'success';
  return (
    <Alert
      role={success ? 'status' : 'alert'}
      color={success ? 'green' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck aria-hidden="true" /> : <IconAlertCircle aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Dismiss message"
      onClose={onClose}
    >
      {banner.text}
    </Alert>
  );
}
