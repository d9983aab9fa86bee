import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { STEPS } from '../content/marketing';
import { SectionHeading } from './SectionHeading';

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="steps-title">
      <SectionHeading
        id="steps-title"
        title={<Trans>How it works</Trans>}
        intro={<Trans>Three steps from an empty page to a memorial your whole family can visit.</Trans>}
      />
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="xl"
        component="ol"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {STEPS.map((step, index) => (
          <Stack component="li" key={step.id} align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" aria-hidden>
              <Text fw={700} size="xl" ff="heading">
                {i18n.number(index + 1)}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4">
              {i18n._(step.title)}
            </Title>
            <Text c="dimmed" maw={320}>
              {i18n._(step.text)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
