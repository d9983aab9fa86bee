import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { POLICY } from '../../../shared/policy';

/** Spec: after a send, "Message Sent!" and "Send Another Message", which returns to an empty form. */
export function MessageSent({ onSendAnother }: { onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: move them (and a screen reader) to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const hours = POLICY.supportResponseHours;
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1}>
        <Trans>Message Sent!</Trans>
      </Title>
      <Text c="dimmed" maw={420}>
        <Trans>
          Thank you for reaching out. We have your message and will reply by e-mail within {hours} hours.
        </Trans>
      </Text>
      <Button variant="light" onClick={onSendAnother}>
        <Trans>Send Another Message</Trans>
      </Button>
    </Stack>
  );
}
