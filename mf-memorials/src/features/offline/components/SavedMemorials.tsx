import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { forgetSaved, SAVED_CHANGED, type SavedMemorial, savedMemorials } from '../api/saved-memorials';

let cached: { raw: string | null; list: SavedMemorial[] } = { raw: null, list: [] };
/** The same array while the stored list is the same (useSyncExternalStore compares snapshots). */
function snapshot(): SavedMemorial[] {
  const raw = localStorage.getItem('evergreen-saved-memorials');
  if (raw !== cached.raw) cached = { raw, list: savedMemorials() };
  return cached.list;
}
const subscribe = (onChange: () => void) => {
  window.addEventListener(SAVED_CHANGED, onChange);
  return () => window.removeEventListener(SAVED_CHANGED, onChange);
};
const none: SavedMemorial[] = [];

/** The memorials saved on this phone for a visit (issue 30), each opening offline; nothing when there are none. */
export function SavedMemorials() {
  const saved = useSyncExternalStore(subscribe, snapshot, () => none);
  if (saved.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="saved-memorials">
      <Title order={2} size="h4" id="saved-memorials" mb="sm">
        <Trans>Saved for your visit</Trans>
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {saved.map((memorial) => (
          <Group component="li" key={memorial.id} justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={memorial.path} fw={500}>
              {memorial.name}
            </Anchor>
            <Button size="xs" variant="subtle" onClick={() => forgetSaved(memorial.id)}>
              <Text span size="xs">
                <Trans>Remove</Trans>
              </Text>
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
