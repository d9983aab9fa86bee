import { initialsOf } from '@evergreen/domain/auth';
import { paths } from '@evergreen/domain/paths';
import { signOut, useSessionStore, whenSupabaseReady } from '@evergreen/supabase-client';
import { Trans } from '@lingui/react/macro';
import { Avatar, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetPrivateData } from '../offline/private-caches';

/** The signed-in user's initials and display name, and Sign Out. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const displayName = useSessionStore((state) => state.displayName);
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut(await whenSupabaseReady());
      // Nothing read with this person's token stays on the phone for the next one (issue 30).
      await forgetPrivateData();
      navigate(paths.home, { replace: true });
    } catch (error) {
      console.error('Sign out failed', error);
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar color="evergreen" radius="xl" size="md" aria-hidden="true" flex="none">
        {initialsOf(displayName)}
      </Avatar>
      <Text
        size="sm"
        fw={500}
        truncate
        miw={0}
        title={displayName}
        maw={compact ? undefined : 180}
        visibleFrom={compact ? undefined : 'md'}
      >
        {displayName}
      </Text>
      <Button variant="default" size="xs" onClick={handleSignOut} loading={signingOut} flex="none">
        <Trans>Sign Out</Trans>
      </Button>
    </Group>
  );
}
