import { ColorSchemeToggle } from '@evergreen/design-system/theme';
import type { RemoteName } from '@evergreen/domain/contracts';
import { isSupport } from '@evergreen/domain/moderation';
import { paths } from '@evergreen/domain/paths';
import { useSessionStore } from '@evergreen/supabase-client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AppShell, Burger, Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useMatch } from 'react-router-dom';
import { useProfileLocale } from '../app/profile-locale';
import { OfflineBanner } from '../offline/OfflineBanner';
import { useForgetPrivateDataOnSignOut } from '../offline/use-forget-private-data';
import classes from './DashboardLayout.module.css';
import { HeaderLanguageMenu } from './HeaderLanguageMenu';
import { Logo } from './Logo';
import { RemoteLink } from './RemoteLink';
import { UserMenu } from './UserMenu';
import { useEndedSessionSignOut } from './use-ended-session-sign-out';

interface NavItem {
  label: MessageDescriptor;
  to: string;
  remote: RemoteName;
  /** Dashboard is active on its own path only; the others also on their sub-paths. */
  end: boolean;
}

const NAV: readonly NavItem[] = [
  { label: msg`Dashboard`, to: paths.dashboard, remote: 'mf_memorials', end: true },
  { label: msg`Add Memorial`, to: paths.addMemorial, remote: 'mf_memorials', end: false },
  { label: msg`Reminders`, to: paths.reminders, remote: 'mf_reminders', end: false },
  { label: msg`Settings`, to: paths.settings, remote: 'mf_billing', end: false },
];

/** Shown to the support team only (the `support` role in app metadata; the database enforces it too). */
const SUPPORT_NAV: readonly NavItem[] = [
  ...NAV,
  { label: msg`Moderation`, to: paths.moderation, remote: 'mf_memorials', end: false },
];

function DashboardNavLink({
  item,
  onNavigate,
  fullWidth,
}: {
  item: NavItem;
  onNavigate?: () => void;
  fullWidth?: boolean;
}) {
  const { i18n } = useLingui();
  const active = useMatch({ path: item.to, end: item.end }) !== null;
  return (
    <Button
      component={RemoteLink}
      to={item.to}
      remote={item.remote}
      onClick={onNavigate}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      aria-current={active ? 'page' : undefined}
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
    >
      {i18n._(item.label)}
    </Button>
  );
}

export function DashboardLayout() {
  const { t } = useLingui();
  const [menuOpened, menu] = useDisclosure(false);
  useEndedSessionSignOut();
  useForgetPrivateDataOnSignOut();
  useProfileLocale();
  const nav = useSessionStore((state) => isSupport(state.user?.app_metadata)) ? SUPPORT_NAV : NAV;
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { desktop: true, mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* On a phone the product's name gives way (an ellipsis): at 375 px in Spanish it pushed the controls on
              the right 3 px out. */}
          <Group gap="sm" wrap="nowrap" className={classes.brand}>
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? t`Close menu` : t`Open menu`}
            />
            <Logo to={paths.dashboard} />
          </Group>
          <Group component="nav" aria-label={t`Dashboard`} gap={4} visibleFrom="sm" wrap="nowrap">
            {nav.map((item) => (
              <DashboardNavLink key={item.to} item={item} />
            ))}
          </Group>
          {/* Shrinks before anything is pushed out: a long navigation (German) shortens the name to an ellipsis. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            {/* The globe alone: the dashboard's header holds its navigation, which is long in German. */}
            <HeaderLanguageMenu compact />
            <ColorSchemeToggle />
            <Group visibleFrom="sm" miw={0}>
              <UserMenu />
            </Group>
          </Group>
        </Group>
      </AppShell.Header>
      {/* Rendered only while open, so the closed menu is not in the accessibility tree at any width. */}
      {menuOpened && (
        <AppShell.Navbar p="md" component="nav" aria-label={t`Menu`}>
          <Stack gap={4}>
            {nav.map((item) => (
              <DashboardNavLink key={item.to} item={item} onNavigate={menu.close} fullWidth />
            ))}
          </Stack>
          <Stack mt="lg" pt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <UserMenu compact />
          </Stack>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
