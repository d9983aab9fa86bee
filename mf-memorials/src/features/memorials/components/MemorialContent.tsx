import { formatDateIn } from '@evergreen/domain/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Blockquote, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Memorial } from '../api/get-memorials';

/**
 * What everyone who may see a memorial sees, on the details page and on the public page: photos, name, dates,
 * epitaph, About, Family Memories, and (when public) the visitor memories passed in.
 */
export function MemorialContent({ memorial, memories }: { memorial: Memorial; memories?: ReactNode }) {
  const { t, i18n } = useLingui();
  const name = memorial.full_name;
  // "birth - death" in long form; either side may be missing.
  const birth = formatDateIn(i18n.locale, memorial.birth_date, 'long');
  const death = formatDateIn(i18n.locale, memorial.death_date, 'long');
  const dates = birth || death ? `${birth || '?'} - ${death || '?'}` : null;
  return (
    <Stack gap="lg">
      {memorial.image_url && (
        // Its box is sized before the photo arrives (16:9 of the column, at most 360 px), so nothing below moves
        // when it loads; the page's largest picture, so it is fetched first.
        <Image
          src={memorial.image_url}
          alt={t`Grave of ${name}`}
          radius="md"
          w="100%"
          mah={360}
          fit="cover"
          style={{ aspectRatio: '16 / 9' }}
          fetchPriority="high"
        />
      )}
      <Group gap="lg" wrap="nowrap" align="center">
        {memorial.person_image_url && (
          <Avatar src={memorial.person_image_url} alt={t`Portrait of ${name}`} size={96} radius={96} />
        )}
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {memorial.full_name}
          </Title>
          {dates && (
            <Text c="dimmed" size="lg">
              {dates}
            </Text>
          )}
        </Stack>
      </Group>
      {memorial.epitaph && (
        <Blockquote color="evergreen" p="md" fs="italic">
          {/* The family's words keep their own direction, quotation marks included, in a page of either. */}
          <bdi>“{memorial.epitaph}”</bdi>
        </Blockquote>
      )}
      {memorial.description && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="memorial-about">
          <Title order={2} size="h3" id="memorial-about" mb="sm">
            <Trans>About</Trans>
          </Title>
          <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {memorial.description}
          </Text>
        </Paper>
      )}
      {memorial.memories && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="memorial-family-memories">
          <Title order={2} size="h3" id="memorial-family-memories" mb="sm">
            <Trans>Family Memories</Trans>
          </Title>
          <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
            {memorial.memories}
          </Text>
        </Paper>
      )}
      {memorial.is_public && memories}
    </Stack>
  );
}
