import { paths } from '@evergreen/domain/paths';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function LandingPage() {
  return (
    <Container size="md" py={64}>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1}>Preserve the memories of those you love</Title>
        <Text size="lg" c="dimmed" maw={640}>
          Create a lasting online memorial with photos, stories and the place they rest, share it with family,
          and never miss a visit or an anniversary.
        </Text>
        <Group justify="center">
          <Button component={Link} to={paths.auth} size="md">
            Get Started
          </Button>
          <Button component={Link} to={paths.publicMemorial('demo')} size="md" variant="default">
            View a demo memorial
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
