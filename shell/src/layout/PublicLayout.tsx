import { paths } from '@evergreen/domain/paths';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Logo } from './Logo';
import classes from './PublicLayout.module.css';
import { PublicNav } from './PublicNav';
import { RemoteLink } from './RemoteLink';

export function PublicLayout() {
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Logo textFrom="xs" />
          <PublicNav />
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer}>
        <Container size="lg" className={classes.footerInner}>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Evergreen Memorials
          </Text>
          <Group component="nav" aria-label="Footer" gap="md">
            <Anchor component={RemoteLink} remote="mf_public" to={paths.terms} size="sm" c="dimmed">
              Terms
            </Anchor>
            <Anchor component={RemoteLink} remote="mf_public" to={paths.privacy} size="sm" c="dimmed">
              Privacy
            </Anchor>
            <Anchor component={RemoteLink} remote="mf_public" to={paths.help} size="sm" c="dimmed">
              Help
            </Anchor>
            <Anchor component={RemoteLink} remote="mf_public" to={paths.contact} size="sm" c="dimmed">
              Contact
            </Anchor>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
