import { ERRORS, SUCCESS } from '@evergreen/domain/errors';
import { errorText } from '@evergreen/domain/server-errors';
import { useSessionStore } from '@evergreen/supabase-client';
import { useProfile } from '@evergreen/supabase-client/queries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../api/update-profile';
import type { Notify } from './banner';

function ProfileForm({ initialName, notify }: { initialName: string; notify: Notify }) {
  const userId = useSessionStore((state) => state.user?.id);
  const [fullName, setFullName] = useState(initialName);
  const update = useUpdateProfile();
  const { i18n, t } = useLingui();
  const save = (event: FormEvent) => {
    event.preventDefault();
    notify(null);
    if (!userId) {
      notify({ kind: 'error', text: i18n._(ERRORS.profileUpdate) });
      return;
    }
    update.mutate(
      { userId, fullName: fullName.trim() },
      {
        onSuccess: () => notify({ kind: 'success', text: i18n._(SUCCESS.profileUpdated) }),
        onError: (error) => notify({ kind: 'error', text: errorText(i18n, error, ERRORS.profileUpdate) }),
      },
    );
  };
  return (
    <form onSubmit={save}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label={t`Full Name`}
          value={fullName}
          onChange={(event) => setFullName(event.currentTarget.value)}
          autoComplete="name"
          w="100%"
        />
        <Button type="submit" loading={update.isPending}>
          <Trans>Save Changes</Trans>
        </Button>
      </Stack>
    </form>
  );
}

export function ProfileSection({ notify }: { notify: Notify }) {
  const profile = useProfile();
  const { i18n, t } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-title">
          <Trans>Profile Settings</Trans>
        </Title>
        {profile.isPending && <Loader size="sm" role="status" aria-label={t`Loading your profile`} />}
        {profile.isError && (
          <Text c="red.8" size="sm" role="alert">
            {errorText(i18n, profile.error, ERRORS.profileLoad)}
          </Text>
        )}
        {profile.isSuccess && <ProfileForm initialName={profile.data.full_name ?? ''} notify={notify} />}
      </Stack>
    </Card>
  );
}
