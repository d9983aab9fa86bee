import { ERRORS } from '@evergreen/domain/errors';
import { groupRelatives } from '@evergreen/domain/family';
import { lifeYears } from '@evergreen/domain/memorials';
import { paths } from '@evergreen/domain/paths';
import { errorText } from '@evergreen/domain/server-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRemoveLink } from '../api/change-links';
import { useLinksIncluded } from '../api/get-links-included';
import { type FamilyMember, useRelatives } from '../api/get-relatives';
import { AddFamilyLinkDialog } from './AddFamilyLinkDialog';
import { FamilyTree } from './FamilyTree';
import { relationGroupTitle, removeLinkLabel } from './relation-text';

export interface FamilySectionProps {
  graveId: string;
  name: string;
  /**
   * 'details': the dashboard page, every relative the user can see, editing for owners and editors. 'public':
   * the public page, only public relatives, linked to their public pages, whoever visits.
   */
  variant: 'details' | 'public';
  /** Owner or editor of a memorial that is not read-only (the database decides too). */
  canEdit?: boolean;
  /**
   * The owner whose plan lacks family links: "Add family link" opens the billing remote's upgrade dialog
   * (Free meets the upgrade prompt, Personal the sentence that the Family plan includes it).
   */
  onUpgrade?: () => void;
}

const years = (member: FamilyMember) =>
  lifeYears({ birth_date: member.birthDate, death_date: member.deathDate });

/** The button where "Add family link" goes: the dialog, the upgrade prompt, or why neither. */
function AddLinkAction({
  graveId,
  onAdd,
  onUpgrade,
}: {
  graveId: string;
  onAdd: () => void;
  onUpgrade?: () => void;
}) {
  const { t } = useLingui();
  const included = useLinksIncluded(graveId, true);
  if (included.isPending) return <Loader size="xs" role="status" aria-label={t`Checking the plan`} />;
  const addLabel = t`Add family link`;
  if (included.data === true) return <Button onClick={onAdd}>{addLabel}</Button>;
  if (onUpgrade) return <Button onClick={onUpgrade}>{addLabel}</Button>;
  // An editor: the plan is the owner's, and only they can change it.
  return (
    <Text size="sm" c="dimmed">
      <Trans>Family links come with the Family plan of this memorial's owner.</Trans>
    </Text>
  );
}

/**
 * A memorial's "Family": its linked memorials grouped by relation, each a link, and a small family tree. Owners
 * and editors add and remove links; the public page shows only public relatives, so a private one never shows.
 */
export function FamilySection({ graveId, name, variant, canEdit = false, onUpgrade }: FamilySectionProps) {
  const { t, i18n } = useLingui();
  const isPublic = variant === 'public';
  const editing = canEdit && !isPublic;
  const relatives = useRelatives(graveId, isPublic);
  const removeLink = useRemoveLink(graveId);
  const [adding, setAdding] = useState(false);

  if (relatives.isPending) return <Loader size="sm" role="status" aria-label={t`Loading family`} />;
  if (relatives.isError) {
    return (
      <Alert color="red" title={t`Error`} role="alert" mt="lg">
        {errorText(i18n, relatives.error, ERRORS.detailsLoad)}
      </Alert>
    );
  }
  const members = relatives.data;
  // Visitors and viewers see nothing of a memorial without family links.
  if (members.length === 0 && !editing) return null;
  const hrefOf = (member: FamilyMember) =>
    isPublic ? paths.publicMemorial(member.slug ?? member.id) : paths.memorial(member.id);

  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-labelledby="family-title">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="family-title">
            <Trans>Family</Trans>
          </Title>
          {editing && <AddLinkAction graveId={graveId} onAdd={() => setAdding(true)} onUpgrade={onUpgrade} />}
        </Group>
        {removeLink.error && (
          <Alert color="red" title={t`Error`} role="alert">
            {errorText(i18n, removeLink.error, ERRORS.generic)}
          </Alert>
        )}
        {members.length === 0 ? (
          <Text c="dimmed">
            <Trans>No family links yet. Link the memorials of parents, children, spouses and siblings.</Trans>
          </Text>
        ) : (
          <>
            {groupRelatives(members).map((group) => (
              <Stack key={group.relation} gap={4}>
                <Title order={3} size="h5">
                  {relationGroupTitle(i18n, group.relation, group.relatives.length)}
                </Title>
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {group.relatives.map((member) => (
                    <Group key={member.linkId} component="li" gap="xs" wrap="nowrap" justify="space-between">
                      {/* Name and years wrap on a narrow screen; the Remove button keeps its size. */}
                      <Group gap="xs" style={{ minWidth: 0 }}>
                        <Anchor component={Link} to={hrefOf(member)} dir="auto">
                          {member.name}
                        </Anchor>
                        {years(member) && (
                          <Text size="sm" c="dimmed">
                            {years(member)}
                          </Text>
                        )}
                      </Group>
                      {editing && (
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-xs"
                          style={{ flexShrink: 0 }}
                          aria-label={removeLinkLabel(i18n, member.relation, member.name)}
                          disabled={removeLink.isPending}
                          onClick={() => removeLink.mutate({ linkId: member.linkId, relativeId: member.id })}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      )}
                    </Group>
                  ))}
                </Stack>
              </Stack>
            ))}
            <Title order={3} size="h5">
              <Trans>Family tree</Trans>
            </Title>
            <FamilyTree name={name} relatives={members} hrefOf={hrefOf} />
          </>
        )}
      </Stack>
      {editing && (
        <AddFamilyLinkDialog
          opened={adding}
          onClose={() => setAdding(false)}
          graveId={graveId}
          name={name}
          linkedIds={members.map((member) => member.id)}
        />
      )}
    </Card>
  );
}
