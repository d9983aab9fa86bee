import { Box, Container, Flex, Grid, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageLayoutProps {
  /** The page's one h1. */
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links shown on the right of the title (under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
  /** A side panel beside the content on wide screens, stacked under it on phones. */
  aside?: ReactNode;
}

/** The frame of a page: a width-limited container, an optional title row and an optional side panel. */
export function PageLayout({ title, subtitle, actions, children, aside }: PageLayoutProps) {
  const hasHeader = title != null || subtitle != null || actions != null;
  return (
    <Container size="lg" py="lg">
      {hasHeader && (
        // A div, not <header>: outside <main> a header would be announced as a second page banner.
        <Flex wrap="wrap" justify="space-between" align="flex-end" gap="md" mb="xl">
          <Box flex="1 1 20rem" miw={0}>
            {title != null && <Title order={1}>{title}</Title>}
            {subtitle != null && (
              <Text c="dimmed" size="lg" mt={4}>
                {subtitle}
              </Text>
            )}
          </Box>
          {actions != null && <Group gap="sm">{actions}</Group>}
        </Flex>
      )}
      {aside == null ? (
        children
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
          {/* A plain column, not <aside>: a complementary landmark nested in the page's <main> trips screen readers. */}
          <Grid.Col span={{ base: 12, md: 4 }}>{aside}</Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
