import { MemorialCard } from '@evergreen/design-system/MemorialCard';
import { paths } from '@evergreen/domain/paths';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { type MemorialSection, useMemorialsList } from '../api/get-memorials';

/**
 * One section of the dashboard ("Your Memorials", "Shared With You"), a page at a time: a user with 1,000
 * memorials gets the first cards at once and the rest when they ask. Hidden when it has none (for this search).
 */
export function MemorialsSection({
  title,
  section,
  search,
  total,
  userId,
}: {
  title: string;
  section: MemorialSection;
  search: string;
  /** How many the section holds without a search, for "Showing n of N". */
  total: number;
  userId: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = useMemorialsList(section, search);
  const memorials = list.data?.pages.flatMap((page) => page.memorials) ?? [];
  if (memorials.length === 0) return null;
  const shown = memorials.length;
  const open = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Let the browser open a new tab or window when asked to.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Stack component="section" gap="md" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {memorials.map((memorial) => {
          const href = paths.memorial(memorial.id);
          return (
            <MemorialCard
              key={memorial.id}
              memorial={memorial}
              currentUserId={userId}
              href={href}
              onNavigate={open(href)}
            />
          );
        })}
      </SimpleGrid>
      {list.hasNextPage && (
        <Group justify="center" gap="md">
          {!search.trim() && (
            <Text size="sm" c="dimmed">
              <Trans>
                Showing {shown} of {total}
              </Trans>
            </Text>
          )}
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
            aria-label={t`Show more of ${title}`}
          >
            <Trans>Show more</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}
