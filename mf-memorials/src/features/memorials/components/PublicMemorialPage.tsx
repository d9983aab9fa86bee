import { ErrorPanel } from '@evergreen/design-system/ErrorPanel';
import { LoadingState } from '@evergreen/design-system/LoadingState';
import { PageLayout } from '@evergreen/design-system/PageLayout';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useAsync } from '../../../hooks/useAsync';
import { VisitorMemories } from '../../memories/components/VisitorMemories';
import { getPublicMemorial } from '../api/memorials';
import { LocationCard } from './LocationCard';
import { MemorialContent } from './MemorialContent';
import { TopBar } from './TopBar';

function GetStartedCard() {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="create-your-own">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4" id="create-your-own">
          Create Your Own Memorial
        </Title>
        <Text size="sm" c="dimmed">
          Preserve the story, photos and resting place of someone you love, and share it with family.
        </Text>
        <Button component={Link} to="/auth">
          Get Started
        </Button>
      </Stack>
    </Card>
  );
}

/** /graves/:idOrSlug: a public memorial, readable by anyone. */
export function PublicMemorialPage() {
  const { idOrSlug = '' } = useParams();
  const { pathname } = useLocation();
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const memorial = useAsync(() => getPublicMemorial(idOrSlug), [idOrSlug]);
  const signInPath = `/auth?next=${encodeURIComponent(pathname)}`;

  const header = (
    <TopBar
      start={<span />}
      end={
        userId ? (
          <Button variant="default" component={Link} to="/dashboard">
            Dashboard
          </Button>
        ) : (
          <Button variant="default" component={Link} to={signInPath}>
            Sign In
          </Button>
        )
      }
    />
  );

  if (memorial.status === 'loading') return <LoadingState label="Loading memorial..." />;
  if (memorial.status === 'error') {
    return (
      <PageLayout>
        <ErrorPanel
          title="Error"
          message={messageOf(memorial.error, ERRORS.graveLoad)}
          onRetry={memorial.reload}
        />
      </PageLayout>
    );
  }
  if (memorial.data === null) {
    return (
      <Stack align="center" ta="center" gap="md" py={64} px="md" maw={560} mx="auto">
        <Title order={1}>Memorial Not Found</Title>
        <Text c="dimmed">This memorial may not exist or is not publicly accessible.</Text>
        <Anchor component={Link} to={signInPath} fw={500}>
          Sign in to view more
        </Anchor>
      </Stack>
    );
  }

  const grave = memorial.data;
  return (
    <>
      {header}
      <PageLayout
        aside={
          <Stack gap="lg">
            <LocationCard memorial={grave} />
            <GetStartedCard />
          </Stack>
        }
      >
        <MemorialContent
          memorial={grave}
          memories={
            <VisitorMemories
              graveId={grave.id}
              ownerId={grave.user_id}
              userId={userId}
              returnPath={pathname}
            />
          }
        />
      </PageLayout>
    </>
  );
}
