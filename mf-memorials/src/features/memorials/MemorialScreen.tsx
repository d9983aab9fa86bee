import { Container, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';

/** The frame each memorial screen fills in (issue 5); it names the screen and the memorial it is about. */
export function MemorialScreen({ title }: { title: string }) {
  const { id, idOrSlug } = useParams();
  const memorial = id ?? idOrSlug;
  return (
    <Container size="lg" py="md">
      <Title order={1}>{title}</Title>
      {memorial && <Text c="dimmed">Memorial {memorial}</Text>}
    </Container>
  );
}
