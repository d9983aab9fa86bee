import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBell,
  IconLock,
  IconMapPin,
  IconMessageHeart,
  IconPhoto,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { FEATURES, type FeatureIcon } from '../content/marketing';
import { SectionHeading } from './SectionHeading';

const ICONS: Record<FeatureIcon, TablerIcon> = {
  photos: IconPhoto,
  location: IconMapPin,
  sharing: IconUsers,
  reminders: IconBell,
  memories: IconMessageHeart,
  privacy: IconLock,
};

export function FeatureCards() {
  return (
    <section aria-labelledby="features-title">
      <SectionHeading
        id="features-title"
        title="Everything a memorial needs"
        intro="A quiet, lasting place for the people you love, and the tools to keep their memory close."
      />
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {FEATURES.map((feature) => {
          const Icon = ICONS[feature.icon];
          return (
            <Card component="li" key={feature.title} withBorder radius="lg" padding="xl">
              <ThemeIcon variant="light" size={48} radius="md" aria-hidden>
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {feature.title}
              </Title>
              <Text c="dimmed" mt="xs">
                {feature.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
