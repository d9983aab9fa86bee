import { Trans, useLingui } from '@lingui/react/macro';
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCurrentLocation, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { findCemeteries } from '../api/get-cemetery';
import { geocode } from '../api/places';
import { DEFAULT_SEARCH_RADIUS_KM, type MemorialSearch, SEARCH_RADIUS_KM } from '../search-params';

export interface SearchFormProps {
  initial: MemorialSearch;
  onSearch: (search: MemorialSearch) => void;
}

const label = (cemetery: { name: string; place: string | null }) =>
  cemetery.place ? `${cemetery.name}, ${cemetery.place}` : cemetery.name;

/** Name, years, cemetery and a place: what a visitor knows, each optional. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const { t } = useLingui();
  const [name, setName] = useState(initial.name ?? '');
  const [born, setBorn] = useState(initial.born ?? '');
  const [died, setDied] = useState(initial.died ?? '');
  const [cemetery, setCemetery] = useState('');
  const [place, setPlace] = useState('');
  const [near, setNear] = useState(initial.near);
  const [located, setLocated] = useState(false);
  const [radius, setRadius] = useState(String(initial.radiusKm ?? DEFAULT_SEARCH_RADIUS_KM));
  const [problem, setProblem] = useState<string | null>(null);
  const [typedCemetery] = useDebouncedValue(cemetery.trim(), 250);
  const cemeteries = useQuery({
    queryKey: ['memorial-search', 'cemeteries', typedCemetery],
    queryFn: () => findCemeteries(typedCemetery),
    enabled: typedCemetery.length >= 2,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    let point = near;
    if (place.trim()) {
      const found = await geocode(place.trim()).catch(() => null);
      if (!found) {
        setProblem(t`We could not find that place. Try a town or a cemetery's address.`);
        return;
      }
      point = { lat: found.lat, lng: found.lng };
      setNear(point);
      setLocated(false);
    }
    const chosen = cemeteries.data?.find((item) => label(item) === cemetery || item.name === cemetery);
    onSearch({
      name,
      born,
      died,
      cemetery: chosen?.slug ?? initial.cemetery,
      near: point,
      radiusKm: point ? Number(radius) : undefined,
    });
  }

  function useMyLocation() {
    setProblem(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setPlace('');
        setLocated(true);
        setNear({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => setProblem(t`Your browser did not share your location.`),
    );
  }

  return (
    <form onSubmit={submit} aria-label={t`Find a memorial`}>
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          description={t`First and last name, maiden or other names; spelling need not be exact`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Year of birth`}
            placeholder={t`1921 or 1920-1930`}
            value={born}
            onChange={(event) => setBorn(event.currentTarget.value)}
          />
          <TextInput
            label={t`Year of death`}
            placeholder={t`1990 or 1985-1995`}
            value={died}
            onChange={(event) => setDied(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Autocomplete
          label={t`Cemetery`}
          value={cemetery}
          onChange={setCemetery}
          data={[...new Set((cemeteries.data ?? []).map(label))]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Near a place`}
            placeholder={t`Town, cemetery or address`}
            value={place}
            onChange={(event) => setPlace(event.currentTarget.value)}
            description={located && !place ? t`Near your location` : undefined}
          />
          <Select
            label={t`Within`}
            value={radius}
            onChange={(value) => setRadius(value ?? String(DEFAULT_SEARCH_RADIUS_KM))}
            data={SEARCH_RADIUS_KM.map((km) => ({ value: String(km), label: t`${km} km` }))}
            allowDeselect={false}
          />
        </SimpleGrid>
        {problem && (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            <Trans>Search</Trans>
          </Button>
          <Button
            variant="default"
            onClick={useMyLocation}
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
          >
            <Trans>Use my location</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
