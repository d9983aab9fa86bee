import { ERRORS } from '@evergreen/domain/errors';
import { FAMILY_RELATIONS, type FamilyRelation, isFamilyRelation } from '@evergreen/domain/family';
import { errorText } from '@evergreen/domain/server-errors';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, type OptionsFilter, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useAddLink } from '../api/change-links';
import { useLinkCandidates } from '../api/search-memorials';
import { RELATION_NAMES } from './relation-text';

export interface AddFamilyLinkDialogProps {
  opened: boolean;
  onClose: () => void;
  graveId: string;
  /** The memorial's name, in the relation's label. */
  name: string;
  /** Memorials already linked to this one: not offered again. */
  linkedIds: readonly string[];
}

/** The database searches by name (and the label has the years too): Mantine shows what it answered. */
const serverFiltered: OptionsFilter = ({ options }) => options;

/** "Add family link": one of the memorials the user can see, found by name, and what it is to this one. */
export function AddFamilyLinkDialog({ opened, onClose, graveId, name, linkedIds }: AddFamilyLinkDialogProps) {
  const { t, i18n } = useLingui();
  const relationOptions = FAMILY_RELATIONS.map((value) => ({ value, label: i18n._(RELATION_NAMES[value]) }));
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [relativeId, setRelativeId] = useState<string | null>(null);
  const [relation, setRelation] = useState<FamilyRelation | null>(null);
  const candidates = useLinkCandidates(graveId, debounced, opened);
  const addLink = useAddLink();
  const options = (candidates.data ?? [])
    .filter((candidate) => !linkedIds.includes(candidate.id))
    .map((candidate) => ({ value: candidate.id, label: candidate.label }));

  const close = () => {
    setSearch('');
    setRelativeId(null);
    setRelation(null);
    addLink.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!relativeId || !relation) return;
    addLink.mutate({ graveId, relativeId, relation }, { onSuccess: close });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`Add family link`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <Select
            label={t`Memorial`}
            description={t`Any memorial you can see: yours, those shared with you, and public ones.`}
            placeholder={t`Search by name`}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={serverFiltered}
            data={options}
            value={relativeId}
            onChange={setRelativeId}
            nothingFoundMessage={candidates.isFetching ? t`Searching...` : t`No memorials found`}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`Relation to ${name}`}
            description={t`Choose Parent if the chosen person was ${name}'s parent.`}
            placeholder={t`Choose a relation`}
            data={relationOptions}
            value={relation}
            onChange={(value) => setRelation(isFamilyRelation(value) ? value : null)}
            required
            allowDeselect={false}
          />
          {(addLink.error || candidates.error) && (
            <Alert color="red" title={t`Error`} role="alert">
              {errorText(i18n, addLink.error ?? candidates.error, ERRORS.generic)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t`Cancel`}
            </Button>
            <Button type="submit" disabled={!relativeId || !relation} loading={addLink.isPending}>
              {t`Add Link`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
