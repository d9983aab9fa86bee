import { paths } from '@evergreen/domain/paths';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { OfflineBanner } from '../offline/OfflineBanner';
import { Logo } from './Logo';
import classes from './PublicLayout.module.css';
import { PublicNav } from './PublicNav';
import { RemoteLink } from './RemoteLink';

export function PublicLayout() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Logo textFrom="xs" />
          <PublicNav />
        </Container>
      </Box>
      <OfflineBanner />
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg" className={classes.footerInner}>
          <Text size="sm" c="dimmed">
            <Trans>© {year} Evergreen Memorials</Trans>
          </Text>
          <Group component="nav" aria-label={t`Footer`} gap="md">
            <Anchor component={RemoteLink} remote="mf_public" to={paths.terms} size="sm" c="dimmed">
              <Trans>Terms</Trans>
            </Anchor>
            <Anchor component={RemoteLink} remote="mf_public" to={paths.privacy} size="sm" c="dimmed">
              <Trans>Privacy</Trans>
            </Anchor>
            <Anchor component={RemoteLink} remote="mf_public" to={paths.help} size="sm" c="dimmed">
              <Trans>Help</Trans>
            </Anchor>
            <Anchor component={RemoteLink} remote="mf_public" to={paths.contact} size="sm" c="dimmed">
              <Trans>Contact</Trans>
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
