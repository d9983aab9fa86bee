import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { ClusterMap } from '@evergreen/design-system/LocationMap';
import { paths } from '@evergreen/domain/paths';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Grid, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { registerPageMessages } from '../../messages';
import { pageMeta } from '../../shared/page-meta';
import { pinsOf, useMemorialSearch } from './api/search-memorials';
import { SearchForm } from './components/SearchForm';
import { SearchResults } from './components/SearchResults';
import { useTileUrl } from './components/useTileUrl';
import { isSearchEmpty, type MemorialSearch, searchFromParams, searchToParams } from './search-params';

registerPageMessages();

export const SEARCH_META = pageMeta(
  msg`Find a memorial | Evergreen Memorials`,
  msg`Search public memorials by name, years, cemetery or place.`,
);

/** /search: the form, the results a page at a time, and their places on a map. The search lives in the address. */
export function SearchPage() {
  const { t } = useLingui();
  useDocumentMeta({ title: SEARCH_META.title, description: SEARCH_META.description });
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => searchFromParams(params), [params]);
  const results = useMemorialSearch(search);
  const navigate = useNavigate();
  const tileUrl = useTileUrl();
  const hits = useMemo(() => results.data?.pages.flat() ?? [], [results.data]);
  const pins = useMemo(() => pinsOf(hits), [hits]);
  const onSelect = useCallback(
    (id: string) => {
      const hit = hits.find((item) => item.id === id);
      if (hit) navigate(paths.publicMemorial(hit.slug ?? hit.id));
    },
    [hits, navigate],
  );
  const onSearch = (next: MemorialSearch) => setParams(searchToParams(next));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Find a memorial</Trans>
        </Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SearchForm key={params.toString()} initial={search} onSearch={onSearch} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            {isSearchEmpty(search) ? (
              <Text c="dimmed">
                <Trans>Type a name, a year, a cemetery or a place, then search.</Trans>
              </Text>
            ) : results.isPending ? (
              <Loader aria-label={t`Searching`} />
            ) : results.isError ? (
              <Text c="red.8" role="alert">
                <Trans>The search failed. Please try again.</Trans>
              </Text>
            ) : (
              <Stack gap="md">
                {tileUrl && (pins.length > 0 || search.near) && (
                  <ClusterMap
                    tileUrl={tileUrl}
                    items={pins}
                    center={search.near}
                    label={t`Map of the memorials found`}
                    onSelect={onSelect}
                  />
                )}
                <SearchResults
                  hits={hits}
                  estimate={hits[0]?.estimated_total ?? 0}
                  hasMore={results.hasNextPage}
                  loadingMore={results.isFetchingNextPage}
                  onMore={() => void results.fetchNextPage()}
                />
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
