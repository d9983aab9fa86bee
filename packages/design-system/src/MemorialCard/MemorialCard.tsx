import { formatDateIn } from '@evergreen/domain/dates';
import { CARD_COVER, CARD_PORTRAIT, thumbnailUrl } from '@evergreen/domain/images';
import {
  lifeYears,
  type MemorialBadge,
  type MemorialSummary,
  memorialBadges,
} from '@evergreen/domain/memorials';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { MouseEvent } from 'react';
import classes from './MemorialCard.module.css';

export interface MemorialCardData extends MemorialSummary {
  id: string;
  full_name: string;
  cemetery_name: string | null;
  image_url: string | null;
  person_image_url: string | null;
  /** Over its owner's plan limit: still shown, no longer editable (the database's `is_read_only`). */
  is_read_only?: boolean;
}

export interface MemorialCardProps {
  memorial: MemorialCardData;
  /** Decides the "Shared" badge: a memorial the user does not own is shared with them. */
  currentUserId: string;
  /** Where the card leads (the memorial's details page). */
  href: string;
  /** Lets a router handle the click instead of a full page load. */
  onNavigate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

const BADGE_COLORS = { Shared: 'blue', Public: 'evergreen', Private: 'gray' } as const;

const BADGE_LABELS: Record<MemorialBadge, MessageDescriptor> = {
  Shared: msg`Shared`,
  Public: msg`Public`,
  Private: msg`Private`,
};

/** One memorial in the dashboard list: cover, badges ("Read-only" first when it is), portrait, name, years, cemetery and when it was added. */
export function MemorialCard({ memorial, currentUserId, href, onNavigate }: MemorialCardProps) {
  const { t, i18n } = useLingui();
  const years = lifeYears(memorial);
  const added = formatDateIn(i18n.locale, memorial.created_at, 'short');
  const name = memorial.full_name;
  return (
    <Card
      component="a"
      href={href}
      onClick={onNavigate}
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
    >
      <Card.Section className={classes.cover}>
        {memorial.image_url ? (
          // A thumbnail, not the photo (a dashboard holds up to 1,000 cards); drawn only near the viewport. The
          // cover's fixed height keeps the card from moving when it arrives.
          <Image
            src={thumbnailUrl(memorial.image_url, CARD_COVER)}
            alt=""
            w="100%"
            h={160}
            fit="cover"
            loading="lazy"
            decoding="async"
            width={CARD_COVER.width}
            height={CARD_COVER.height}
          />
        ) : (
          <div className={classes.placeholder}>
            <Text c="dimmed" size="sm">
              <Trans>No image</Trans>
            </Text>
          </div>
        )}
        <Group gap={6} className={classes.badges}>
          {memorial.is_read_only && (
            // Yellow with dark text (autoContrast): white on the theme's orange fails the contrast ratio.
            <Badge color="yellow.4" autoContrast variant="filled" size="sm">
              <Trans>Read-only</Trans>
            </Badge>
          )}
          {memorialBadges(memorial, currentUserId).map((badge) => (
            <Badge key={badge} color={BADGE_COLORS[badge]} variant="filled" size="sm">
              {i18n._(BADGE_LABELS[badge])}
            </Badge>
          ))}
        </Group>
      </Card.Section>
      <Stack gap={4} mt="sm" align="flex-start">
        {memorial.person_image_url && (
          <Avatar
            src={thumbnailUrl(memorial.person_image_url, CARD_PORTRAIT)}
            alt={t`Portrait of ${name}`}
            imageProps={{ loading: 'lazy', decoding: 'async' }}
            size={64}
            radius="xl"
            className={classes.portrait}
          />
        )}
        <Title order={3} size="h4">
          {memorial.full_name}
        </Title>
        {years && <Text size="sm">{years}</Text>}
        {memorial.cemetery_name && (
          <Text size="sm" c="dimmed">
            {memorial.cemetery_name}
          </Text>
        )}
        <Text size="xs" c="dimmed" mt="xs">
          <Trans>Added {added}</Trans>
        </Text>
      </Stack>
    </Card>
  );
}
