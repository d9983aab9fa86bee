import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { ClusterMap } from '@evergreen/design-system/LocationMap';
import { NotFound } from '@evergreen/design-system/NotFound';
import { paths } from '@evergreen/domain/paths';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { registerPageMessages } from '../../messages';
import { useCemetery } from './api/get-cemetery';
import { pinsOf, useMemorialSearch } from './api/search-memorials';
import { SearchResults } from './components/SearchResults';
import { useTileUrl } from './components/useTileUrl';

registerPageMessages();

/** /cemeteries/:slug: a cemetery's public memorials by name, their count and a map. */
export function CemeteryPage() {
  const { slug = '' } = useParams();
  const { t } = useLingui();
  const cemetery = useCemetery(slug);
  const search = useMemo(() => ({ cemetery: slug }), [slug]);
  const results = useMemorialSearch(search);
  const tileUrl = useTileUrl();
  const navigate = useNavigate();
  const hits = useMemo(() => results.data?.pages.flat() ?? [], [results.data]);
  const pins = useMemo(() => pinsOf(hits), [hits]);
  const onSelect = useCallback(
    (id: string) => {
      const hit = hits.find((item) => item.id === id);
      if (hit) navigate(paths.publicMemorial(hit.slug ?? hit.id));
    },
    [hits, navigate],
  );
  const name = cemetery.data?.name ?? '';
  useDocumentMeta({
    title: name ? t`${name} | Evergreen Memorials` : t`Cemetery | Evergreen Memorials`,
    description: name ? t`Public memorials at ${name}.` : '',
  });

  if (cemetery.isPending) return <Loader m="xl" aria-label={t`Loading`} />;
  if (cemetery.isError || !cemetery.data) return <NotFound />;
  const count = cemetery.data.memorial_count;
  const center =
    cemetery.data.latitude !== null && cemetery.data.longitude !== null
      ? { lat: cemetery.data.latitude, lng: cemetery.data.longitude }
      : undefined;

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={1}>{cemetery.data.name}</Title>
          {cemetery.data.place && <Text c="dimmed">{cemetery.data.place}</Text>}
          <Text>
            <Plural value={count} one="# public memorial" other="# public memorials" />
          </Text>
        </Stack>
        {tileUrl && (pins.length > 0 || center) && (
          <ClusterMap
            tileUrl={tileUrl}
            items={pins}
            center={center}
            label={t`Map of ${name}`}
            onSelect={onSelect}
          />
        )}
        {results.isSuccess && (
          <SearchResults
            hits={hits}
            estimate={count}
            hasMore={results.hasNextPage}
            loadingMore={results.isFetchingNextPage}
            onMore={() => void results.fetchNextPage()}
          />
        )}
        <Anchor component={Link} to={paths.search}>
          <Trans>Search all memorials</Trans>
        </Anchor>
      </Stack>
    </Container>
  );
}
