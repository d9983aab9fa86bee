import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { CONTACT_RATE_LIMIT_MESSAGE, CONTACT_SEND_FAILED } from '@evergreen/domain/contact';
import { paths } from '@evergreen/domain/paths';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMailFast } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { registerPageMessages } from '../../messages';
import { POLICY } from '../../shared/policy';
import { ContactSendError, useSendContactMessage } from './api/send-contact-message';
import classes from './ContactPage.module.css';
import { ContactForm } from './components/ContactForm';
import { MessageSent } from './components/MessageSent';

// This page's words are in the pages' catalog: switching language loads it too.
registerPageMessages();

/** "Mon-Fri 9-6 PST, Sat 10-4, Sun closed", never broken inside a day's hours ("Sat 10-" / "4"). */
function OpeningHours() {
  const { i18n } = useLingui();
  const days = i18n._(POLICY.supportHours).split(/(?<=,|،) /);
  return days.map((day, index) => (
    <Fragment key={day}>
      <span className={classes.nowrap}>{day}</span>
      {index < days.length - 1 && ' '}
    </Fragment>
  ));
}

function SupportCard() {
  const hours = POLICY.supportResponseHours;
  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-labelledby="support-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="support-title">
          <Trans>Support</Trans>
        </Title>
        <List spacing="sm" center>
          <List.Item icon={<IconMailFast size={20} aria-hidden />}>
            <Trans>We answer within {hours} hours.</Trans>
          </List.Item>
          <List.Item icon={<IconClock size={20} aria-hidden />}>
            <Trans>
              Hours: <OpeningHours />.
            </Trans>
          </List.Item>
        </List>
        <Text size="sm">
          <Trans>
            Many questions are answered in the{' '}
            <Anchor component={Link} to={paths.help}>
              Help Center
            </Anchor>
            .
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}

const SEND_FAILED = msg`Your message could not be sent. Please check your connection and try again.`;

/**
 * The server's answers that the page knows, in the reader's language (the contact-message function answers in
 * English); any other text the server gives is shown as it is.
 */
const KNOWN_ERRORS: ReadonlyMap<string, MessageDescriptor> = new Map([
  [CONTACT_SEND_FAILED, SEND_FAILED],
  [CONTACT_RATE_LIMIT_MESSAGE, msg`Too many messages. Please try again later.`],
]);

function readableError(text: string, translate: (descriptor: MessageDescriptor) => string): string {
  const known = KNOWN_ERRORS.get(text);
  return known ? translate(known) : text;
}

/** /contact: the contact form; a sent message is stored and mailed to the support inbox. */
export function ContactPage() {
  const { i18n, t } = useLingui();
  const hours = POLICY.supportResponseHours;
  useDocumentMeta({
    title: t`Contact Us | Evergreen Memorials`,
    description: t`Questions about a memorial, your plan or your privacy? Write to the Evergreen Memorials team; we answer within ${hours} hours.`,
  });
  const send = useSendContactMessage();
  const [another, setAnother] = useState(false);
  const error =
    send.error instanceof ContactSendError
      ? readableError(send.error.message, (descriptor) => i18n._(descriptor))
      : send.error && i18n._(SEND_FAILED);

  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl" maw={720}>
        <Title order={1}>
          <Trans>Contact Us</Trans>
        </Title>
        <Text size="lg" c="dimmed">
          <Trans>
            Questions, feedback or trouble with a memorial? Send us a message and a person will read it.
          </Trans>
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="xl">
            {send.isSuccess ? (
              <MessageSent
                onSendAnother={() => {
                  setAnother(true);
                  send.reset();
                }}
              />
            ) : (
              <ContactForm
                onSend={(values) => send.mutate(values)}
                sending={send.isPending}
                error={error}
                autoFocus={another}
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SupportCard />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
