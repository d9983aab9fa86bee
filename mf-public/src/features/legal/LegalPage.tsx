import { Container, Text, Title } from '@mantine/core';

export function LegalPage({ title, summary }: { title: string; summary: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="md">{summary}</Text>
    </Container>
  );
}
