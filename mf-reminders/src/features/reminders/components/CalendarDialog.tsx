import { ERRORS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useCalendarLink, useResetCalendarLink } from '../api/calendar-link';

/**
 * "Subscribe in your calendar": the user's private feed of their reminders. The server keeps only a hash of the
 * token, so the address can be shown only in the session that made it; "Reset link" makes a new one and the
 * old address stops working at once.
 */
export function CalendarDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const link = useCalendarLink({ enabled: opened });
  const reset = useResetCalendarLink();
  const urls = link.data?.urls ?? null;
  const { i18n, t } = useLingui();

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Subscribe in your calendar`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Your reminders appear in Google Calendar, Apple Calendar or Outlook and stay up to date. Keep this
            link private: anyone who has it can see your reminders.
          </Trans>
        </Text>
        {link.isPending && <Loader size="sm" role="status" aria-label={t`Loading your calendar link`} />}
        {link.isError && (
          <Alert color="red" role="alert">
            {errorText(i18n, link.error, ERRORS.generic)}
          </Alert>
        )}
        {urls ? (
          <>
            <TextInput
              label={t`Calendar link`}
              value={urls.https}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <TextInput
              label={t`Link for calendar apps (webcal)`}
              value={urls.webcal}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={urls.https} timeout={2000}>
                {({ copied, copy }) => <Button onClick={copy}>{copied ? t`Copied!` : t`Copy link`}</Button>}
              </CopyButton>
              <Button component="a" href={urls.webcal} variant="default">
                <Trans>Open in calendar app</Trans>
              </Button>
            </Group>
          </>
        ) : (
          link.isSuccess && (
            <Text size="sm" c="dimmed">
              {link.data.createdAt
                ? t`For your privacy the link is shown only once, when it is made. Reset it to see a new one: the old link stops working.`
                : t`You have no calendar link yet.`}
            </Text>
          )
        )}
        {reset.isError && (
          <Alert color="red" role="alert">
            {errorText(i18n, reset.error, ERRORS.generic)}
          </Alert>
        )}
        {link.isSuccess && (
          <Group justify="space-between">
            <Button
              variant={urls ? 'default' : 'filled'}
              onClick={() => reset.mutate()}
              loading={reset.isPending}
            >
              {link.data.createdAt ? t`Reset link` : t`Create link`}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
