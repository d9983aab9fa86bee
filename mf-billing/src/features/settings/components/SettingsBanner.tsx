import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { Banner } from './banner';

export function SettingsBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useEffect(() => {
    // On a phone the sections stack far below the banner: bring each new outcome into view.
    if (banner) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [banner]);
  if (!banner) return null;
  const success = banner.kind === 'success';
  return (
    <Alert
      ref={ref}
      // Clear of the sticky top bar when scrolled to.
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' }}
      role={success ? 'status' : 'alert'}
      color={success ? 'green' : 'red'}
      variant="light"
      icon={success ? <IconCircleCheck aria-hidden="true" /> : <IconAlertCircle aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={t`Dismiss message`}
      onClose={onClose}
    >
      {banner.text}
    </Alert>
  );
}
