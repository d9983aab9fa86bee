import { PLACE_SEARCH_DEBOUNCE_MS, placeQuery } from '@evergreen/domain/map';
import { useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

export interface PlaceResult {
  place_id: number | string;
  display_name: string;
  lat: number;
  lng: number;
}

export interface PlaceSearchProps {
  search: (query: string) => Promise<PlaceResult[]>;
  onSelect: (place: PlaceResult) => void;
}

/** Place search: 3+ trimmed characters, 300 ms after the last keystroke; failures are logged and emptied. */
export function PlaceSearch({ search, onSelect }: PlaceSearchProps) {
  const { t } = useLingui();
  const [input, setInput] = useState('');
  const [debounced] = useDebouncedValue(input, PLACE_SEARCH_DEBOUNCE_MS);
  const [results, setResults] = useState<PlaceResult[]>([]);

  useEffect(() => {
    const query = placeQuery(debounced);
    if (!query) {
      setResults([]);
      return;
    }
    let current = true;
    search(query)
      .then((found) => {
        if (current) setResults(found);
      })
      .catch((error: unknown) => {
        console.error('Place search failed', error);
        if (current) setResults([]);
      });
    // An answer to an older query must not replace the answer to the newest one.
    return () => {
      current = false;
    };
  }, [debounced, search]);

  return (
    <Stack gap={4}>
      <TextInput
        label={t`Search for a place`}
        placeholder={t`Cemetery, town or address`}
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        type="search"
      />
      {results.length > 0 && (
        <Paper
          withBorder
          component="ul"
          p={4}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Places found`}
        >
          {results.map((place) => (
            <li key={place.place_id}>
              <UnstyledButton
                w="100%"
                p="xs"
                onClick={() => {
                  onSelect(place);
                  setInput('');
                  setResults([]);
                }}
              >
                <Text size="sm">{place.display_name}</Text>
              </UnstyledButton>
            </li>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
