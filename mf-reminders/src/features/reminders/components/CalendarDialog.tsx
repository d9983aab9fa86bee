import { ERRORS, messageOf } from '@evergreen/domain/errors';
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

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Subscribe in your calendar"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Your reminders appear in Google Calendar, Apple Calendar or Outlook and stay up to date. Keep this
          link private: anyone who has it can see your reminders.
        </Text>
        {link.isPending && <Loader size="sm" role="status" aria-label="Loading your calendar link" />}
        {link.isError && (
          <Alert color="red" role="alert">
            {messageOf(link.error, ERRORS.generic)}
          </Alert>
        )}
        {urls ? (
          <>
            <TextInput
              label="Calendar link"
              value={urls.https}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <TextInput
              label="Link for calendar apps (webcal)"
              value={urls.webcal}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={urls.https} timeout={2000}>
                {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied!' : 'Copy link'}</Button>}
              </CopyButton>
              <Button component="a" href={urls.webcal} variant="default">
                Open in calendar app
              </Button>
            </Group>
          </>
        ) : (
          link.isSuccess && (
            <Text size="sm" c="dimmed">
              {link.data.createdAt
                ? 'For your privacy the link is shown only once, when it is made. Reset it to see a new one: the old link stops working.'
                : 'You have no calendar link yet.'}
            </Text>
          )
        )}
        {reset.isError && (
          <Alert color="red" role="alert">
            {messageOf(reset.error, ERRORS.generic)}
          </Alert>
        )}
        {link.isSuccess && (
          <Group justify="space-between">
            <Button
              variant={urls ? 'default' : 'filled'}
              onClick={() => reset.mutate()}
              loading={reset.isPending}
            >
              {link.data.createdAt ? 'Reset link' : 'Create link'}
            </Button>
            <Button variant="subtle" onClick={onClose}>
              Done
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
