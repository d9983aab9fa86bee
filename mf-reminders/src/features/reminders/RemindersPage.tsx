import { Container, Title } from '@mantine/core';

export function RemindersPage() {
  return (
    <Container size="lg" py="md">
      <Title order={1}>Reminders</Title>
    </Container>
  );
}
