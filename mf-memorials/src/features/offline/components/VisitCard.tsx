import type { Tables } from '@evergreen/supabase-client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { keepForOffline, rememberSaved, SAVED_CHANGED, savedMemorials } from '../api/saved-memorials';
import { directionsUrl } from '../directions';

const noChange = () => () => undefined;
const onSavedChange = (onChange: () => void) => {
  window.addEventListener(SAVED_CHANGED, onChange);
  return () => window.removeEventListener(SAVED_CHANGED, onChange);
};

/**
 * At the graveside (issue 30): cemetery, section and plot in large black type on white, readable in sunlight in
 * either colour scheme; "Directions" into the phone's maps app; "Save for my visit" keeps the memorial and its
 * photos on the phone before leaving home. `photoUrls` gives the gallery's photos when the button is pressed.
 */
type VisitedMemorial = Pick<
  Tables<'graves'>,
  | 'id'
  | 'full_name'
  | 'latitude'
  | 'longitude'
  | 'cemetery_name'
  | 'section'
  | 'plot_number'
  | 'image_url'
  | 'person_image_url'
>;

export function VisitCard({ memorial, photoUrls }: { memorial: VisitedMemorial; photoUrls: () => string[] }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { id, full_name: name, latitude, longitude, cemetery_name, section, plot_number } = memorial;
  // The device is known in the browser only: the first HTML links to Google Maps, the app to the phone's own.
  const userAgent = useSyncExternalStore(
    noChange,
    () => navigator.userAgent,
    () => '',
  );
  const saved = useSyncExternalStore(
    onSavedChange,
    () => savedMemorials().some((entry) => entry.id === id),
    () => false,
  );
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const images = [memorial.person_image_url, memorial.image_url, ...photoUrls()];
    await keepForOffline([window.location.href, ...images.filter((url): url is string => Boolean(url))]);
    rememberSaved({ id, name, path: pathname });
    setSaving(false);
  };

  const big = (text: string) => (
    <Text fz={26} fw={700} lh={1.25}>
      {text}
    </Text>
  );
  return (
    <Card
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="visit-card"
      bg="white"
      c="black"
      style={{ border: '3px solid black' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="visit-card" c="black">
          <Trans>Visiting the grave</Trans>
        </Title>
        {cemetery_name && big(cemetery_name)}
        {section && big(t`Section ${section}`)}
        {plot_number && big(t`Plot ${plot_number}`)}
        {latitude !== null && longitude !== null && (
          <Button
            component="a"
            href={directionsUrl({ lat: latitude, lng: longitude }, name, userAgent)}
            size="lg"
            color="dark"
            fullWidth
          >
            <Trans>Directions</Trans>
          </Button>
        )}
        <Button
          size="lg"
          variant="outline"
          color="dark"
          fullWidth
          loading={saving}
          disabled={saved}
          onClick={() => void save()}
        >
          {saved ? t`Saved for your visit` : t`Save for my visit`}
        </Button>
      </Stack>
    </Card>
  );
}
