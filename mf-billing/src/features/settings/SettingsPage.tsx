import { Container, Title } from '@mantine/core';

export function SettingsPage() {
  return (
    <Container size="lg" py="md">
      <Title order={1}>Settings</Title>
    </Container>
  );
}
