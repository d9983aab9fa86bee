import { ConfirmDialog } from '@evergreen/design-system/ConfirmButton';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import {
  canAddMore,
  collaboratorLimitMessage,
  seesUpgradePrompts,
  UPGRADE_DIALOG_TEXTS,
} from '@evergreen/domain/plans';
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
import { useCreateCollaborator } from '../api/create-collaborator';
import { useDeleteCollaborator } from '../api/delete-collaborator';
import { type Collaborator, useCollaborators } from '../api/get-collaborators';
import { PublicLinkField } from './PublicLinkField';

export interface ShareDialogProps {
  opened: boolean;
  onClose: () => void;
  graveId: string;
  /** The memorial's custom address, when it has one: the public link uses it (issue 15). */
  slug?: string | null;
  /** Only the owner manages who has access. */
  isOwner: boolean;
  /** The owner's plan, for the collaborator limit; null while unknown (adding is then not allowed). */
  plan: PlanLimits | null;
  /** Opens the upgrade dialog from the collaborator limit's prompt (Free plan only). */
  onUpgrade: () => void;
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

function Collaborators({
  graveId,
  plan,
  onUpgrade,
}: Pick<ShareDialogProps, 'graveId' | 'plan' | 'onUpgrade'>) {
  const collaborators = useCollaborators(graveId);
  const create = useCreateCollaborator(graveId);
  const remove = useDeleteCollaborator(graveId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CollaboratorRole>(DEFAULT_COLLABORATOR_ROLE);
  const [removing, setRemoving] = useState<Collaborator | null>(null);

  const count = collaborators.data?.length;
  const canAdd = plan !== null && canAddMore(count, plan.maxCollaborators);
  const emailValid = isEmail(email);
  // The last change's failure; starting another change clears it.
  const error = create.isError
    ? messageOf(create.error, ERRORS.share)
    : remove.isError
      ? messageOf(remove.error, ERRORS.managerRemove)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!emailValid || !canAdd || create.isPending) return;
    remove.reset();
    create.mutate(
      { email: normalizeEmail(email), role },
      {
        onSuccess: () => {
          setEmail('');
          setRole(DEFAULT_COLLABORATOR_ROLE);
        },
      },
    );
  };

  const confirmRemove = async () => {
    if (!removing) return;
    create.reset();
    // A failure shows in the error box above; the dialog only closes.
    await remove.mutateAsync(removing.id).catch(() => undefined);
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
        // Paid plans see no upgrade prompts: the limit only.
        <Alert
          color="orange"
          title={
            seesUpgradePrompts(plan)
              ? 'Upgrade to add more collaborators'
              : UPGRADE_DIALOG_TEXTS.collaborators.limitTitle
          }
        >
          <Text size="sm">{collaboratorLimitMessage(plan.name, plan.maxCollaborators)}</Text>
          {seesUpgradePrompts(plan) && (
            <Button size="xs" mt="xs" onClick={onUpgrade}>
              Upgrade Plan
            </Button>
          )}
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
          loading={create.isPending}
          disabled={!emailValid || !canAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          Share
        </Button>
      </Stack>
      {collaborators.isPending && <Loader size="sm" role="status" aria-label="Loading people with access" />}
      {collaborators.isError && (
        <Text c="red" size="sm" role="alert">
          {messageOf(collaborators.error, ERRORS.managersLoad)}
        </Text>
      )}
      {collaborators.isSuccess && (
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
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}

/** The public link of a memorial and, for its owner, who else may view or edit it. */
export function ShareDialog({ opened, onClose, graveId, slug, isOwner, plan, onUpgrade }: ShareDialogProps) {
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
        <PublicLinkField address={slug ?? graveId} />
        {isOwner && (
          <>
            <Divider />
            <Collaborators graveId={graveId} plan={plan} onUpgrade={onUpgrade} />
          </>
        )}
      </Stack>
    </Modal>
  );
}
