import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { paths } from '@evergreen/domain/paths';
import { planById } from '@evergreen/domain/plans';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { pageMeta } from '../../shared/page-meta';
import { FeatureCards } from './components/FeatureCards';
import { HowItWorks } from './components/HowItWorks';
import { PlanCards } from './components/PlanCards';
import { Testimonials } from './components/Testimonials';
import classes from './LandingPage.module.css';

/** The landing page's title and description, in the active locale when read. */
export const LANDING_META = pageMeta(
  msg`Evergreen Memorials: online memorials for the people you love`,
  msg`Create a lasting online memorial with photos, the life story and the place they rest. Share it with family, collect memories and never miss a visit or an anniversary.`,
);

/**
 * The page every visitor sees first. Everything on it is static (plans come from packages/domain): no map, no
 * date picker and no request stand between the visitor and the painted page.
 */
export function LandingPage() {
  // Read at each render: the title follows the reader's language.
  useLingui();
  useDocumentMeta({ title: LANDING_META.title, description: LANDING_META.description });
  const freeMemorials = planById('free').maxGraves;
  return (
    <>
      <Box className={classes.hero}>
        <Container size="md">
          <Stack align="center" gap="lg" ta="center">
            <Title order={1} className={classes.heroTitle}>
              <Trans>Preserve the memories of those you love</Trans>
            </Title>
            <Text size="xl" c="dimmed" maw={640}>
              <Trans>
                Create a lasting online memorial with photos, stories and the place they rest, share it with
                family, and never miss a visit or an anniversary.
              </Trans>
            </Text>
            <Group justify="center" className={classes.heroActions}>
              <Button
                component={Link}
                to={paths.auth}
                size="lg"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                <Trans>Get Started</Trans>
              </Button>
              <Button component={Link} to={paths.publicMemorial('demo')} size="lg" variant="default">
                <Trans>View a demo memorial</Trans>
              </Button>
            </Group>
            <Text size="sm" c="dimmed">
              <Plural
                value={freeMemorials}
                one="Free for up to # memorial. No card needed."
                other="Free for up to # memorials. No card needed."
              />
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
