import { LocationMap } from '@evergreen/design-system/LocationMap';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Card, Stack, Text, Title } from '@mantine/core';
import type { Memorial } from '../api/get-memorials';

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Trans>
        <Text span fw={500}>
          {label}:
        </Text>{' '}
        {value}
      </Trans>
    </Text>
  );
}

/**
 * Where the grave is: a map at zoom 15 with a marker, plus cemetery, section and plot. `tileUrl` is the
 * deployment's tile template (useMapTiles in a page; the host's configuration when prerendered).
 */
export function LocationCard({ memorial, tileUrl }: { memorial: Memorial; tileUrl: string }) {
  const { t } = useLingui();
  const name = memorial.full_name;
  const { latitude, longitude, cemetery_name, section, plot_number } = memorial;
  const hasPoint = latitude !== null && longitude !== null;
  const hasAny = hasPoint || cemetery_name || section || plot_number;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memorial-location">
      <Title order={2} size="h4" id="memorial-location" mb="sm">
        <Trans>Location</Trans>
      </Title>
      {hasAny ? (
        <Stack gap="xs">
          {hasPoint && (
            // A map reads the same in every language: north up, west on the left, its controls where Leaflet puts them.
            <Box dir="ltr">
              <LocationMap
                tileUrl={tileUrl}
                point={{ lat: latitude, lng: longitude }}
                label={t`Map of the grave of ${name}`}
              />
            </Box>
          )}
          <Detail label={t`Cemetery`} value={cemetery_name} />
          <Detail label={t`Section`} value={section} />
          <Detail label={t`Plot`} value={plot_number} />
        </Stack>
      ) : (
        <Text c="dimmed" size="sm">
          <Trans>No location information available</Trans>
        </Text>
      )}
    </Card>
  );
}
