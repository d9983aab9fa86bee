import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { STEPS } from '../content/marketing';
import { SectionHeading } from './SectionHeading';

export function HowItWorks() {
  return (
    <section aria-labelledby="steps-title">
      <SectionHeading
        id="steps-title"
        title="How it works"
        intro="Three steps from an empty page to a memorial your whole family can visit."
      />
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="xl"
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {STEPS.map((step, index) => (
          <Stack component="li" key={step.title} align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" aria-hidden>
              <Text fw={700} size="xl" ff="heading">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text c="dimmed" maw={320}>
              {step.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
