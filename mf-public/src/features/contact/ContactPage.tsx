import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { CONTACT_SEND_FAILED } from '@evergreen/domain/contact';
import { paths } from '@evergreen/domain/paths';
import { Anchor, Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconMailFast } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { POLICY } from '../../shared/policy';
import { ContactSendError, useSendContactMessage } from './api/send-contact-message';
import classes from './ContactPage.module.css';
import { ContactForm } from './components/ContactForm';
import { MessageSent } from './components/MessageSent';

/** "Mon-Fri 9-6 PST, Sat 10-4, Sun closed", never broken inside a day's hours ("Sat 10-" / "4"). */
function OpeningHours() {
  const days = POLICY.supportHours.split(', ');
  return days.map((day, index) => (
    <Fragment key={day}>
      <span className={classes.nowrap}>{day}</span>
      {index < days.length - 1 && ', '}
    </Fragment>
  ));
}

function SupportCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-labelledby="support-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="support-title">
          Support
        </Title>
        <List spacing="sm" center>
          <List.Item icon={<IconMailFast size={20} aria-hidden />}>
            We answer within {POLICY.supportResponseHours} hours.
          </List.Item>
          <List.Item icon={<IconClock size={20} aria-hidden />}>
            Hours: <OpeningHours />.
          </List.Item>
        </List>
        <Text size="sm">
          Many questions are answered in the{' '}
          <Anchor component={Link} to={paths.help}>
            Help Center
          </Anchor>
          .
        </Text>
      </Stack>
    </Card>
  );
}

/** /contact: the contact form; a sent message is stored and mailed to the support inbox. */
export function ContactPage() {
  useDocumentMeta({
    title: 'Contact Us | Evergreen Memorials',
    description: `Questions about a memorial, your plan or your privacy? Write to the Evergreen Memorials team; we answer within ${POLICY.supportResponseHours} hours.`,
  });
  const send = useSendContactMessage();
  const [another, setAnother] = useState(false);
  const error =
    send.error instanceof ContactSendError ? send.error.message : send.error && CONTACT_SEND_FAILED;

  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl" maw={720}>
        <Title order={1}>Contact Us</Title>
        <Text size="lg" c="dimmed">
          Questions, feedback or trouble with a memorial? Send us a message and a person will read it.
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
