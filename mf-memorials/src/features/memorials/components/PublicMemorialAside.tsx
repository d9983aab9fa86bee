import { paths } from '@evergreen/domain/paths';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Memorial } from '../api/get-memorials';
import { LocationCard } from './LocationCard';

function GetStartedCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="create-your-own">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="create-your-own">
          <Trans>Create Your Own Memorial</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Preserve the story, photos and resting place of someone you love, and share it with family.
          </Trans>
        </Text>
        <Button component={Link} to={paths.auth}>
          <Trans>Get Started</Trans>
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * The side column of a public memorial: where the grave is, and a visitor's way to a memorial of their own. The
 * page and its prerendered first HTML draw it alike, so nothing changes when the app takes over.
 */
export function PublicMemorialAside({
  memorial,
  tileUrl,
  visit,
}: {
  memorial: Memorial;
  tileUrl: string;
  /** The card for a visit to the grave (directions, saving it for offline), from the page. */
  visit?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      {visit}
      <LocationCard memorial={memorial} tileUrl={tileUrl} />
      <GetStartedCard />
    </Stack>
  );
}
