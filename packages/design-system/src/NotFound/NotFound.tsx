import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';

export interface NotFoundProps {
  title?: string;
  message?: string;
  /** Where "Go back home" leads: "/" on public pages, "/dashboard" inside the dashboard. */
  homeHref?: string;
}

/** The friendly 404. A plain link, so the design system stays independent of the router. */
export function NotFound({ title, message, homeHref = '/' }: NotFoundProps) {
  const { t } = useLingui();
  return (
    <Stack align="center" ta="center" gap="md" py={64} maw={520} mx="auto">
      <Text c="dimmed" fz={48} fw={300} lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>{title ?? t`Page not found`}</Title>
      <Text c="dimmed">
        {message ?? t`The page you are looking for does not exist or may have been moved.`}
      </Text>
      <Anchor href={homeHref} fw={500}>
        <Trans>Go back home</Trans>
      </Anchor>
    </Stack>
  );
}
