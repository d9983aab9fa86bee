import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { paths } from '@evergreen/domain/paths';
import { planById } from '@evergreen/domain/plans';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FeatureCards } from './components/FeatureCards';
import { HowItWorks } from './components/HowItWorks';
import { PlanCards } from './components/PlanCards';
import { Testimonials } from './components/Testimonials';
import classes from './LandingPage.module.css';

export const LANDING_META = {
  title: 'Evergreen Memorials: online memorials for the people you love',
  description:
    'Create a lasting online memorial with photos, the life story and the place they rest. Share it with family, collect memories and never miss a visit or an anniversary.',
};

/**
 * The page every visitor sees first. Everything on it is static (plans come from packages/domain): no map, no
 * date picker and no request stand between the visitor and the painted page.
 */
export function LandingPage() {
  useDocumentMeta(LANDING_META);
  return (
    <>
      <Box className={classes.hero}>
        <Container size="md">
          <Stack align="center" gap="lg" ta="center">
            <Title order={1} className={classes.heroTitle}>
              Preserve the memories of those you love
            </Title>
            <Text size="xl" c="dimmed" maw={640}>
              Create a lasting online memorial with photos, stories and the place they rest, share it with
              family, and never miss a visit or an anniversary.
            </Text>
            <Group justify="center" className={classes.heroActions}>
              <Button
                component={Link}
                to={paths.auth}
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Get Started
              </Button>
              <Button component={Link} to={paths.publicMemorial('demo')} size="lg" variant="default">
                View a demo memorial
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              Free for up to {planById('free').maxGraves} memorials. No card needed.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" className={classes.section}>
        <FeatureCards />
      </Container>
      <Box className={`${classes.section} ${classes.tinted}`}>
        <Container size="lg">
          <HowItWorks />
        </Container>
      </Box>
      <Container size="lg" className={classes.section}>
        <Testimonials />
      </Container>
      <Box className={`${classes.section} ${classes.tinted}`}>
        <Container size="lg">
          <PlanCards />
        </Container>
      </Box>
    </>
  );
}
