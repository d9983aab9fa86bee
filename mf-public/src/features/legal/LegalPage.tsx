import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { formatDateIn } from '@evergreen/domain/dates';
import { SOURCE_LOCALE } from '@evergreen/domain/locale';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { registerPageMessages } from '../../messages';
import { useHashTarget } from '../../shared/useHashTarget';
import { type LegalBlock, type LegalDocument, textOf } from './content/types';
import classes from './LegalPage.module.css';

// This page's words are in the pages' catalog: switching language loads it too.
registerPageMessages();

// A document's blocks never move: their place is their key.
function Block({ block }: { block: LegalBlock }) {
  const { i18n } = useLingui();
  if (typeof block === 'object' && 'list' in block) {
    return (
      <List spacing="xs" lh={1.7} withPadding>
        {block.list.map((item, index) => (
          <List.Item key={index}>{textOf(item, i18n)}</List.Item>
        ))}
      </List>
    );
  }
  return <Text lh={1.7}>{textOf(block, i18n)}</Text>;
}

function TableOfContents({ document }: { document: LegalDocument }) {
  const { i18n } = useLingui();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="nav"
      aria-labelledby="toc-title"
      className={classes.toc}
    >
      <Text fw={600} id="toc-title" mb="sm">
        <Trans>Contents</Trans>
      </Text>
      <List type="ordered" spacing={6} size="sm">
        {document.sections.map((section) => (
          <List.Item key={section.id}>
            <Anchor href={`#${section.id}`} size="sm">
              {i18n._(section.heading)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/**
 * Terms and Privacy: a legal document from data, with its table of contents and its "Last updated" date. A
 * translation says first that the English version prevails.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { i18n } = useLingui();
  useDocumentMeta({ title: i18n._(document.metaTitle), description: i18n._(document.metaDescription) });
  useHashTarget();
  const lastUpdated = formatDateIn(i18n.locale, document.lastUpdated, 'long');
  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl" maw={760}>
        {i18n.locale !== SOURCE_LOCALE && (
          <Text size="sm" fs="italic" c="dimmed">
            <Trans>
              This is a translation for your convenience. In case of any difference between this translation
              and the English version, the English version prevails.
            </Trans>
          </Text>
        )}
        <Title order={1} className={classes.title}>
          {i18n._(document.title)}
        </Title>
        <Text c="dimmed">
          <Trans>Last updated: {lastUpdated}</Trans>
        </Text>
        <Text size="lg" mt="sm" lh={1.6}>
          {i18n._(document.intro)}
        </Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <TableOfContents document={document} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            {document.sections.map((section, index) => (
              <Box component="section" key={section.id} aria-labelledby={section.id}>
                <Title
                  order={2}
                  size="h3"
                  id={section.id}
                  className={`${classes.heading} ${classes.title}`}
                  mb="sm"
                >
                  {index + 1}. {i18n._(section.heading)}
                </Title>
                <Stack gap="sm">
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
