import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { paths } from '@evergreen/domain/paths';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { registerPageMessages } from '../../messages';
import { useUnsubscribe } from './api/unsubscribe';

// This page's words are in the pages' catalog: switching language loads it too.
registerPageMessages();

/**
 * /unsubscribe?token=…: where a notification e-mail's unsubscribe link leads a person (a mail program's one-click
 * POST needs no page). It asks first, so a link opened by a mail scanner unsubscribes nobody; works signed out.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  useDocumentMeta({ title: t`Unsubscribe` });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const request = useUnsubscribe();

  return (
    <Container size="xs" py="xl">
      <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="unsubscribe-title">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2" id="unsubscribe-title">
            <Trans>Unsubscribe</Trans>
          </Title>
          {request.isSuccess ? (
            <Alert color="teal" variant="light" w="100%" role="status">
              <Trans>You will no longer receive these e-mails.</Trans>
            </Alert>
          ) : (
            <>
              <Text>
                <Trans>
                  Stop receiving these e-mails? You can turn notifications back on in Settings, or follow the
                  memorial again, at any time.
                </Trans>
              </Text>
              {(request.isError || token === '') && (
                <Alert color="red" variant="light" w="100%" role="alert">
                  {/* The function's one refusal is a token it did not sign: said here in the reader's language. */}
                  {t`This unsubscribe link is not valid.`}
                </Alert>
              )}
              <Button
                onClick={() => request.mutate(token)}
                loading={request.isPending}
                disabled={token === ''}
              >
                <Trans>Unsubscribe</Trans>
              </Button>
            </>
          )}
          <Anchor component={Link} to={paths.home} size="sm">
            <Trans>Back to Evergreen Memorials</Trans>
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}
