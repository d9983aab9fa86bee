import { useDocumentMeta } from '@evergreen/design-system/document-meta';
import { Anchor, Box, Card, Container, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useHashTarget } from '../../shared/useHashTarget';
import type { LegalBlock, LegalDocument } from './content/types';
import classes from './LegalPage.module.css';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Text lh={1.7}>{block}</Text>;
  return (
    <List spacing="xs" lh={1.7} withPadding>
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

function TableOfContents({ document }: { document: LegalDocument }) {
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
        Contents
      </Text>
      <List type="ordered" spacing={6} size="sm">
        {document.sections.map((section) => (
          <List.Item key={section.id}>
            <Anchor href={`#${section.id}`} size="sm">
              {section.heading}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/** Terms and Privacy: a legal document from data, with its table of contents and its "Last updated" date. */
export function LegalPage({ document }: { document: LegalDocument }) {
  useDocumentMeta({ title: document.metaTitle, description: document.metaDescription });
  useHashTarget();
  return (
    <Container size="lg" py={48}>
      <Stack gap="xs" mb="xl" maw={760}>
        <Title order={1}>{document.title}</Title>
        <Text c="dimmed">Last updated: {document.lastUpdated}</Text>
        <Text size="lg" mt="sm" lh={1.6}>
          {document.intro}
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
                <Title order={2} size="h3" id={section.id} className={classes.heading} mb="sm">
                  {index + 1}. {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.blocks.map((block) => (
                    <Block key={typeof block === 'string' ? block : block.list.join('|')} block={block} />
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
