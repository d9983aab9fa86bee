import { ColorSchemeToggle } from '@evergreen/design-system/theme';
import { signInPathFor } from '@evergreen/domain/auth';
import { REMOTE_MOUNTS } from '@evergreen/domain/contracts';
import { paths } from '@evergreen/domain/paths';
import { useSessionStore } from '@evergreen/supabase-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Group } from '@mantine/core';
import { useLocation, useMatch } from 'react-router-dom';
import { HeaderLanguageMenu } from './HeaderLanguageMenu';
import { RemoteLink } from './RemoteLink';

const PUBLIC_MEMORIAL_PAGES = `${REMOTE_MOUNTS.mf_memorials.public}/*`;

/** Signed in: the way back to the dashboard. Signed out: the spec's sign-in link, or nothing while unknown. */
function AccountLinks({ memorialPage }: { memorialPage: boolean }) {
  const signedIn = useSessionStore((state) => state.user !== null);
  const loading = useSessionStore((state) => state.loading);
  const { pathname, search } = useLocation();
  if (loading) return null;
  if (signedIn) {
    return (
      <Button component={RemoteLink} remote="mf_memorials" to={paths.dashboard} size="sm">
        <Trans>Dashboard</Trans>
      </Button>
    );
  }
  if (memorialPage) {
    // Spec: a public memorial's header has a "Sign In" link; the visitor comes back to the memorial after.
    return (
      <Button component={RemoteLink} to={signInPathFor(`${pathname}${search}`)} size="sm" variant="default">
        <Trans>Sign In</Trans>
      </Button>
    );
  }
  return (
    <>
      <Anchor component={RemoteLink} to={paths.auth} style={{ whiteSpace: 'nowrap' }}>
        <Trans>Sign in</Trans>
      </Anchor>
      <Button component={RemoteLink} to={paths.auth} size="sm">
        <Trans>Get Started</Trans>
      </Button>
    </>
  );
}

/**
 * The public pages' one header navigation (spec section 2): Help, Contact, Sign in, Get Started on the landing
 * page and its siblings; only "Sign In" on a public memorial; "Dashboard" instead for a signed-in visitor.
 */
export function PublicNav() {
  const memorialPage = useMatch(PUBLIC_MEMORIAL_PAGES) !== null;
  const { t } = useLingui();
  return (
    <Group component="nav" aria-label={t`Main`} gap="sm" wrap="nowrap">
      {!memorialPage && (
        <>
          <Anchor component={RemoteLink} remote="mf_public" to={paths.search} visibleFrom="sm">
            <Trans>Find a memorial</Trans>
          </Anchor>
          <Anchor component={RemoteLink} remote="mf_public" to={paths.help} visibleFrom="xs">
            <Trans>Help</Trans>
          </Anchor>
          <Anchor component={RemoteLink} remote="mf_public" to={paths.contact} visibleFrom="xs">
            <Trans>Contact</Trans>
          </Anchor>
        </>
      )}
      <AccountLinks memorialPage={memorialPage} />
      <HeaderLanguageMenu />
      {/* On a phone the scheme follows the system's ("auto"): the room goes to the longer words of French or German. */}
      <Box visibleFrom="xs">
        <ColorSchemeToggle />
      </Box>
    </Group>
  );
}
