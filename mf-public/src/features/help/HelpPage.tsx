import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { usePrerendered } from '@evergreen/design-system/prerendered';
import { paths } from '@evergreen/domain/paths';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Card, Container, Grid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { registerPageMessages } from '../../messages';
import { pageMeta } from '../../shared/page-meta';
import { POLICY } from '../../shared/policy';
import { useHashTarget } from '../../shared/useHashTarget';
import { CategoryFilter } from './components/CategoryFilter';
import { FaqList, faqAnchor } from './components/FaqList';
import { FAQ, FAQ_CATEGORIES, type FaqCategory } from './content/faq';
import { createFaqSearch } from './faq-search';
import classes from './HelpPage.module.css';

// This page's words are in the pages' catalog: switching language loads it too.
registerPageMessages();

const counts = Object.fromEntries(
  FAQ_CATEGORIES.map((category) => [category.id, FAQ.filter((item) => item.category === category.id).length]),
) as Record<FaqCategory, number>;

/** "3 answers for “photos”", or nothing while nothing is searched. */
function ResultsLine({ count, query }: { count: number; query: string }) {
  const words = query.trim();
  if (words === '') return null;
  if (count === 0) return <Trans>No results for “{words}”</Trans>;
  return <Plural value={count} one={`# answer for “${words}”`} other={`# answers for “${words}”`} />;
}

/** The help centre's title and description, in the active locale when read. */
export const HELP_META = pageMeta(
  msg`Help Center | Evergreen Memorials`,
  msg`Answers about creating memorials, photos, locations, sharing and roles, reminders, privacy, plans, export and account deletion.`,
);

/** /help: search as you type, a category list and the FAQ, each question reachable at /help#faq-<id>. */
export function HelpPage() {
  const { i18n, t } = useLingui();
  useDocumentMeta({ title: HELP_META.title, description: HELP_META.description });
  // The index holds the questions and answers in the reader's language, built anew when it changes.
  const locale = i18n.locale;
  const search = useMemo(() => createFaqSearch(FAQ, i18n), [i18n, locale]);
  // In the first HTML response the search box and the categories wait for the app's, which replace them: typing
  // or a choice made before would be lost (the app then opens a #faq-<id> question itself). The questions work
  // there already: native disclosures, whose opened answers the app keeps when it takes over.
  const prerendered = usePrerendered();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const [opened, setOpened] = useState<string[]>([]);

  const matches = useMemo(() => search.search(query), [search, query]);
  const searching = query.trim() !== '';
  const items = (searching ? matches.map((match) => match.item) : FAQ).filter(
    (item) => category === null || item.category === category,
  );
  const highlights = useMemo(() => new Map(matches.map((match) => [match.item.id, match.terms])), [matches]);

  const changeQuery = (value: string) => {
    setQuery(value);
    // The answers that match are opened, so a word found in an answer is in sight.
    setOpened(search.search(value).map((match) => match.item.id));
  };

  // /help#faq-<id> clears the filters that could hide that question, and opens it.
  const openTarget = useCallback((id: string) => {
    const item = FAQ.find((candidate) => faqAnchor(candidate.id) === id);
    if (!item) return;
    setQuery('');
    setCategory(null);
    setOpened((current) => (current.includes(item.id) ? current : [...current, item.id]));
  }, []);
  useHashTarget(openTarget);

  const toggle = useCallback((id: string, open: boolean) => {
    setOpened((current) => {
      if (current.includes(id) === open) return current;
      return open ? [...current, id] : current.filter((other) => other !== id);
    });
  }, []);

  const hours = POLICY.supportResponseHours;
  const supportHours = i18n._(POLICY.supportHours);

  return (
    <>
      <Box className={classes.hero}>
        <Container size="md">
          <Stack align="center" ta="center" gap="md">
            <Title order={1}>
              <Trans>Help Center</Trans>
            </Title>
            <Text size="lg" c="dimmed">
              <Trans>Answers to the questions families ask most.</Trans>
            </Text>
            <TextInput
              w="100%"
              maw={560}
              size="lg"
              radius="xl"
              type="search"
              aria-label={t`Search the help center`}
              placeholder={t`Search for answers`}
              leftSection={<IconSearch size={20} aria-hidden />}
              value={query}
              disabled={prerendered}
              onChange={(event) => changeQuery(event.currentTarget.value)}
            />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={48}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <CategoryFilter
              value={category}
              onChange={setCategory}
              counts={counts}
              total={FAQ.length}
              disabled={prerendered}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Box component="section" aria-labelledby="faq">
              <Title order={2} id="faq" mb="md" className={classes.anchorTarget}>
                <Trans>Frequently Asked Questions</Trans>
              </Title>
              <Text c="dimmed" mb="md" role="status" aria-live="polite">
                <ResultsLine count={items.length} query={query} />
              </Text>
              {items.length > 0 ? (
                <FaqList items={items} opened={opened} onToggle={toggle} highlights={highlights} />
              ) : (
                <Card withBorder radius="md" padding="xl" ta="center">
                  <Text fw={600} size="lg">
                    <Trans>No results</Trans>
                  </Text>
                  <Text c="dimmed" mt="xs">
                    <Trans>
                      Try other words or another category, or{' '}
                      <Anchor component={Link} to={paths.contact}>
                        contact us
                      </Anchor>{' '}
                      and we will answer you directly.
                    </Trans>
                  </Text>
                </Card>
              )}
            </Box>
            <Card withBorder radius="md" padding="xl" mt={48} className={classes.contactCard}>
              <Stack gap="xs" align="flex-start">
                <Title order={2} size="h3">
                  <Trans>Still need help?</Trans>
                </Title>
                <Text c="dimmed">
                  <Trans>
                    We answer within {hours} hours. Support hours: {supportHours}.
                  </Trans>
                </Text>
                <Button component={Link} to={paths.contact} mt="xs">
                  <Trans>Contact Support</Trans>
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
