import { ConfirmDialog } from '@evergreen/design-system/ConfirmButton';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { canAddMore, collaboratorLimitMessage } from '@evergreen/domain/plans';
import {
  COLLABORATOR_ROLES,
  type CollaboratorRole,
  DEFAULT_COLLABORATOR_ROLE,
  isEmail,
  normalizeEmail,
  usageCounter,
} from '@evergreen/domain/sharing';
import type { PlanLimits } from '@evergreen/domain/subscription';
import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  Select,
  type SelectProps,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAsync } from '../../../hooks/useAsync';
import {
  addCollaborator,
  type Collaborator,
  listCollaborators,
  removeCollaborator,
} from '../api/collaborators';
import { PublicLinkField } from './PublicLinkField';

export interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  graveId: string;
  /** Only the owner manages who has access. */
  isOwner: boolean;
  /** The owner's plan, for the collaborator limit; null while unknown (adding is then not allowed). */
  plan: PlanLimits | null;
}

const ROLE_OPTIONS = COLLABORATOR_ROLES.map((role) => ({ value: role.value, label: role.label }));

const describeRole: SelectProps['renderOption'] = ({ option }) => (
  <div>
    <Text size="sm">{option.label}</Text>
    <Text size="xs" c="dimmed">
      {COLLABORATOR_ROLES.find((role) => role.value === option.value)?.description}
    </Text>
  </div>
);

function Collaborators({ graveId, plan }: { graveId: string; plan: PlanLimits | null }) {
  const collaborators = useAsync(() => listCollaborators(graveId), [graveId]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CollaboratorRole>(DEFAULT_COLLABORATOR_ROLE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Collaborator | null>(null);

  const count = collaborators.status === 'success' ? collaborators.data.length : undefined;
  const canAdd = plan !== null && canAddMore(count, plan.maxCollaborators);
  const emailValid = isEmail(email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailValid || !canAdd) return;
    setBusy(true);
    setError(null);
    try {
      await addCollaborator(graveId, normalizeEmail(email), role);
      setEmail('');
      setRole(DEFAULT_COLLABORATOR_ROLE);
      collaborators.reload();
    } catch (cause) {
      setError(messageOf(cause, ERRORS.share));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setError(null);
    try {
      await removeCollaborator(removing.id);
      collaborators.reload();
    } catch (cause) {
      setError(messageOf(cause, ERRORS.managerRemove));
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h5">
          People with access
        </Title>
        {plan && count !== undefined && (
          <Text size="sm" c="dimmed">
            {usageCounter(count, plan.maxCollaborators)} collaborators
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" title="Error" role="alert">
          {error}
        </Alert>
      )}
      {plan && count !== undefined && !canAdd && (
        <Alert color="orange" title="Upgrade to add more collaborators">
          <Text size="sm">{collaboratorLimitMessage(plan.name, plan.maxCollaborators)}</Text>
          <Anchor component={Link} to="/dashboard/settings" size="sm">
            Upgrade Plan
          </Anchor>
        </Alert>
      )}
      <Stack component="form" gap="xs" onSubmit={submit}>
        <TextInput
          label="Email"
          type="email"
          required
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={email.trim() !== '' && !emailValid ? 'Please enter a valid email address' : undefined}
        />
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={role}
          onChange={(value) => setRole((value as CollaboratorRole | null) ?? DEFAULT_COLLABORATOR_ROLE)}
          renderOption={describeRole}
          description={COLLABORATOR_ROLES.find((option) => option.value === role)?.description}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Button
          type="submit"
          loading={busy}
          disabled={!emailValid || !canAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          Share
        </Button>
      </Stack>
      {collaborators.status === 'loading' && (
        <Loader size="sm" role="status" aria-label="Loading people with access" />
      )}
      {collaborators.status === 'error' && (
        <Text c="red" size="sm" role="alert">
          {messageOf(collaborators.error, ERRORS.managersLoad)}
        </Text>
      )}
      {collaborators.status === 'success' && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="People with access"
        >
          {collaborators.data.map((person) => (
            <Group component="li" key={person.id} justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={500}>
                  {person.full_name ?? person.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {person.email} · {person.role === 'editor' ? 'Editor' : 'Viewer'}
                </Text>
              </div>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(person)}>
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove access"
        message={`Remove ${removing?.full_name ?? removing?.email ?? 'this person'} from this memorial?`}
        confirmLabel="Remove"
        color="red"
        onConfirm={remove}
      />
    </Stack>
  );
}

/** The public link of a memorial and, for its owner, who else may view or edit it. */
export function ShareDialog({ opened, onClose, graveId, isOwner, plan }: ShareDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Share Memorial"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        <PublicLinkField graveId={graveId} />
        {isOwner && (
          <>
            <Divider />
            <Collaborators graveId={graveId} plan={plan} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
