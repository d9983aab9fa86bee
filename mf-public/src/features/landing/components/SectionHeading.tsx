import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred h2 and its one-line introduction that open each landing section. */
export function SectionHeading({ id, title, intro }: { id: string; title: ReactNode; intro: ReactNode }) {
  return (
    <Stack gap="xs" align="center" ta="center" mb={40}>
      <Title order={2} id={id}>
        {title}
      </Title>
      <Text c="dimmed" size="lg" maw={620}>
        {intro}
      </Text>
    </Stack>
  );
}
