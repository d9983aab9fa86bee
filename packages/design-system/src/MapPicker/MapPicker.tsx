import {
  defaultMapCenter,
  formatCoordinate,
  GEOLOCATION_TIMEOUT_MS,
  type LatLng,
  ZOOM_WITH_POINT,
  ZOOM_WITHOUT_POINT,
} from '@evergreen/domain/map';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { mapClasses, useLeafletMap, useMarker } from '../LocationMap/leaflet';
import { type PlaceResult, PlaceSearch } from './PlaceSearch';

export interface MapPickerProps {
  /** Leaflet tile template from the app configuration. */
  tileUrl: string;
  value: LatLng | null;
  onChange: (value: LatLng | null) => void;
  /** Place search (a geocoder); without it, the search box is not shown. */
  searchPlaces?: (query: string) => Promise<PlaceResult[]>;
  /** The browser's time zone, for a first centre near the user; New York otherwise. */
  timeZone?: string;
  label?: string;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function Coordinates({ point }: { point: LatLng }) {
  const latitude = formatCoordinate(point.lat);
  const longitude = formatCoordinate(point.lng);
  return (
    <Trans>
      Latitude: {latitude}, Longitude: {longitude}
    </Trans>
  );
}

/** Marks a grave on a map: click the map, pick a place found by name, or use the device's location. */
export function MapPicker({
  tileUrl,
  value,
  onChange,
  searchPlaces,
  timeZone = browserTimeZone(),
  label: labelProp,
}: MapPickerProps) {
  const { t } = useLingui();
  const label = labelProp ?? t`Location`;
  const [locating, setLocating] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { containerRef, map } = useLeafletMap({
    tileUrl,
    center: defaultMapCenter(value, timeZone),
    zoom: value ? ZOOM_WITH_POINT : ZOOM_WITHOUT_POINT,
    onClick: onChange,
  });
  useMarker(map, value, t`Selected location`);

  // Points that come from search or geolocation may be far away: bring them into view.
  const focusNext = useRef(false);
  useEffect(() => {
    if (!map || !value || !focusNext.current) return;
    focusNext.current = false;
    map.setView([value.lat, value.lng], ZOOM_WITH_POINT);
  }, [map, value]);

  const moveTo = (point: LatLng) => {
    focusNext.current = true;
    onChange(point);
  };

  const useMyLocation = () => {
    setAlert(null);
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      setAlert(t`Geolocation is not supported by this browser.`);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        moveTo({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => {
        setLocating(false);
        setAlert(t`Could not get your current location. Please ensure location access is enabled.`);
      },
      { enableHighAccuracy: true, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <Stack gap="xs">
      <Input.Label labelElement="div">{label}</Input.Label>
      {searchPlaces && (
        <PlaceSearch search={searchPlaces} onSelect={(place) => moveTo({ lat: place.lat, lng: place.lng })} />
      )}
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={useMyLocation} loading={locating}>
          <Trans>Use my location</Trans>
        </Button>
        {value && (
          <Button variant="subtle" size="xs" color="gray" onClick={() => onChange(null)}>
            <Trans>Clear location</Trans>
          </Button>
        )}
      </Group>
      {alert && (
        <Alert color="orange" role="alert" variant="light" withCloseButton onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      <section
        ref={containerRef}
        className={mapClasses.map}
        aria-label={t`${label} map: click to mark the grave`}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {value ? (
          <Coordinates point={value} />
        ) : (
          <Trans>Click on the map to mark the location of the grave.</Trans>
        )}
      </Text>
    </Stack>
  );
}
