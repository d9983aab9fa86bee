import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { SOCIAL_PROOF, TESTIMONIALS } from '../content/marketing';
import { SectionHeading } from './SectionHeading';

export function Testimonials() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        title={<Trans>Trusted by families</Trans>}
        intro={
          <Trans>Families everywhere keep the memory of their loved ones with Evergreen Memorials.</Trans>
        }
      />
      <Group component="ul" justify="center" gap={48} mb={48} style={{ listStyle: 'none', padding: 0 }}>
        {SOCIAL_PROOF.map((figure) => (
          <Stack component="li" key={figure.id} gap={0} align="center">
            <Text
              component="span"
              ff="heading"
              fw={600}
              fz={36}
              c="var(--mantine-primary-color-filled)"
              lh={1.2}
            >
              {i18n._(figure.value)}
            </Text>
            <Text component="span" c="dimmed">
              {i18n._(figure.label)}
            </Text>
          </Stack>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((testimonial) => (
          <Card key={testimonial.name} component="figure" withBorder radius="lg" padding="xl" m={0}>
            <IconQuote size={28} stroke={1.4} aria-hidden color="var(--mantine-primary-color-filled)" />
            <Text component="blockquote" m={0} mt="sm" fs="italic" lh={1.6}>
              {i18n._(testimonial.quote)}
            </Text>
            <Text component="figcaption" mt="md" size="sm">
              <Text component="span" fw={600} size="sm">
                {testimonial.name}
              </Text>
              <Text component="span" c="dimmed" size="sm">
                {' '}
                · {testimonial.detail}
              </Text>
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
