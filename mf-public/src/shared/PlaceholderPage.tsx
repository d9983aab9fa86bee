import { Container, Text, Title } from '@mantine/core';

/** A page that is announced but not built yet: its heading and one line. */
export function PlaceholderPage({ title, summary }: { title: string; summary: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="md">{summary}</Text>
    </Container>
  );
}
