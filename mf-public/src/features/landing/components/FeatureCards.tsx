import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="features-title">
      <SectionHeading
        id="features-title"
        title={<Trans>Everything a memorial needs</Trans>}
        intro={
          <Trans>
            A quiet, lasting place for the people you love, and the tools to keep their memory close.
          </Trans>
        }
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
            <Card component="li" key={feature.icon} withBorder radius="lg" padding="xl">
              <ThemeIcon variant="light" size={48} radius="md" aria-hidden>
                <Icon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mt="md">
                {i18n._(feature.title)}
              </Title>
              <Text c="dimmed" mt="xs">
                {i18n._(feature.text)}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
