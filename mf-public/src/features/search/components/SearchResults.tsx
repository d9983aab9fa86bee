import { formatDateIn } from '@evergreen/domain/dates';
import { paths } from '@evergreen/domain/paths';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { SearchHit } from '../api/search-memorials';

export interface SearchResultsProps {
  hits: readonly SearchHit[];
  /** The first page's estimate of every match. */
  estimate: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}

/** A memorial found: portrait, name, dates and cemetery, each a link to its page. */
export function SearchResult({ hit }: { hit: SearchHit }) {
  const { i18n } = useLingui();
  const born = formatDateIn(i18n.locale, hit.birth_date);
  const died = formatDateIn(i18n.locale, hit.death_date);
  return (
    <Card component="li" withBorder padding="sm">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={hit.portrait_url} alt="" size="lg" radius="md">
          {hit.full_name.slice(0, 1)}
        </Avatar>
        <Stack gap={2}>
          <Anchor component={Link} to={paths.publicMemorial(hit.slug ?? hit.id)} fw={600}>
            {hit.full_name}
          </Anchor>
          {hit.other_names && <Text size="sm">{hit.other_names}</Text>}
          {(born || died) && (
            <Text size="sm" c="dimmed">
              {born || '?'} – {died || '?'}
            </Text>
          )}
          {hit.cemetery_slug && hit.cemetery_name && (
            <Anchor component={Link} to={paths.cemetery(hit.cemetery_slug)} size="sm">
              {hit.cemetery_name}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The list of memorials found, "More results" while there are more, or what to try when there is none. */
export function SearchResults({ hits, estimate, hasMore, loadingMore, onMore }: SearchResultsProps) {
  if (hits.length === 0) {
    return (
      <Stack gap={4} role="status">
        <Text fw={600}>
          <Trans>No public memorial matches this search.</Trans>
        </Text>
        <Text size="sm">
          <Trans>
            Try the last name alone, another spelling, a range of years instead of one year, or a wider
            distance. Memorials their families keep private are never shown.
          </Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        <Plural value={estimate} one="About # memorial" other="About # memorials" />
      </Text>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {hits.map((hit) => (
          <SearchResult key={hit.id} hit={hit} />
        ))}
      </Stack>
      {hasMore && (
        <Button variant="light" onClick={onMore} loading={loadingMore}>
          <Trans>More results</Trans>
        </Button>
      )}
    </Stack>
  );
}
