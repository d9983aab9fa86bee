import { messageOf } from '@evergreen/domain/errors';
import { CLAIM_MESSAGE_MAX, type ClaimKind } from '@evergreen/domain/moderation';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useRequestClaim } from '../api/request-claim';

export interface ClaimRequestCardProps {
  graveId: string;
  name: string;
}

/**
 * On a public memorial, for a signed-in visitor who is not its owner: ask the owner to be added as an editor or
 * to take the memorial over, with a message. The owner answers in the app.
 */
export function ClaimRequestCard({ graveId, name }: ClaimRequestCardProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [kind, setKind] = useState<ClaimKind>('editor');
  const [message, setMessage] = useState('');
  const claim = useRequestClaim(graveId);
  const ready = message.trim() !== '' && message.length <= CLAIM_MESSAGE_MAX;

  const close = () => {
    setOpened(false);
    if (!claim.isSuccess) claim.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !claim.isPending) claim.mutate({ kind, message });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="claim-memorial">
      <Stack gap="sm">
        <Title order={2} size="h4" id="claim-memorial">
          <Trans>Family of {name}?</Trans>
        </Title>
        {claim.isSuccess ? (
          <Text size="sm" role="status">
            <Trans>Your request was sent to the owner. You will hear from them by e-mail.</Trans>
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              <Trans>
                Ask the owner to let you help look after this memorial, or to hand it over to you.
              </Trans>
            </Text>
            <Button variant="light" onClick={() => setOpened(true)} style={{ alignSelf: 'flex-start' }}>
              <Trans>Ask to manage this memorial</Trans>
            </Button>
          </>
        )}
      </Stack>
      <Modal
        opened={opened && !claim.isSuccess}
        onClose={close}
        title={t`Ask to manage this memorial`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack component="form" gap="md" onSubmit={submit}>
          {claim.isError && (
            <Alert color="red" role="alert" title={t`Error`}>
              {messageOf(claim.error, t`Failed to send the request`)}
            </Alert>
          )}
          <Radio.Group
            label={t`What are you asking for?`}
            value={kind}
            onChange={(value) => setKind(value as ClaimKind)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="editor" label={t`Add me as an editor`} />
              <Radio value="owner" label={t`Transfer ownership to me`} />
            </Stack>
          </Radio.Group>
          <Textarea
            label={t`Message to the owner`}
            description={t`Say who you are and how you are related.`}
            required
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={CLAIM_MESSAGE_MAX}
            autosize
            minRows={3}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={claim.isPending} disabled={!ready}>
              <Trans>Send request</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
