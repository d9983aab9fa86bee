import { ConfirmDialog } from '@evergreen/design-system/ConfirmButton';
import { ERRORS } from '@evergreen/domain/errors';
import { canAddMore, seesUpgradePrompts } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import {
  COLLABORATOR_ROLES,
  type CollaboratorRole,
  DEFAULT_COLLABORATOR_ROLE,
  isEmail,
  normalizeEmail,
  usageCounter,
} from '@evergreen/domain/sharing';
import type { PlanLimits } from '@evergreen/domain/subscription';
import { UPGRADE_DIALOG_MESSAGES, upgradeLimitMessageIn } from '@evergreen/domain/upgrade-texts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/** The roles' names and what each may do, in the reader's language (COLLABORATOR_ROLES holds the English). */
const ROLE_TEXT: Record<CollaboratorRole, { label: MessageDescriptor; description: MessageDescriptor }> = {
  viewer: { label: msg`Viewer`, description: msg`Can view memorial` },
  editor: { label: msg`Editor`, description: msg`Can view and edit memorial` },
};

function RoleOption({ role, label }: { role: string; label: string }) {
  const { i18n } = useLingui();
  const text = COLLABORATOR_ROLES.some((option) => option.value === role)
    ? ROLE_TEXT[role as CollaboratorRole]
    : null;
  return (
    <div>
      <Text size="sm">{label}</Text>
      <Text size="xs" c="dimmed">
        {text && i18n._(text.description)}
      </Text>
    </div>
  );
}

const describeRole: SelectProps['renderOption'] = ({ option }) => (
  <RoleOption role={option.value} label={option.label} />
);

function Collaborators({
  graveId,
  plan,
  onUpgrade,
}: Pick<ShareDialogProps, 'graveId' | 'plan' | 'onUpgrade'>) {
  const collaborators = useCollaborators(graveId);
  const create = useCreateCollaborator(graveId);
  const remove = useDeleteCollaborator(graveId);
  const { t, i18n } = useLingui();
  const roleOptions = COLLABORATOR_ROLES.map((option) => ({
    value: option.value,
    label: i18n._(ROLE_TEXT[option.value].label),
  }));
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CollaboratorRole>(DEFAULT_COLLABORATOR_ROLE);
  const [removing, setRemoving] = useState<Collaborator | null>(null);
  const removingName = removing?.full_name ?? removing?.email;

  const count = collaborators.data?.length;
  const canAdd = plan !== null && canAddMore(count, plan.maxCollaborators);
  const emailValid = isEmail(email);
  const usage = plan && count !== undefined ? usageCounter(count, plan.maxCollaborators) : '';
  // The last change's failure; starting another change clears it.
  const error = create.isError
    ? errorText(i18n, create.error, ERRORS.share)
    : remove.isError
      ? errorText(i18n, remove.error, ERRORS.managerRemove)
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
          <Trans>People with access</Trans>
        </Title>
        {plan && count !== undefined && (
          <Text size="sm" c="dimmed">
            <Trans>{usage} collaborators</Trans>
          </Text>
        )}
      </Group>
      {error && (
        <Alert color="red" title={t`Error`} role="alert">
          {error}
        </Alert>
      )}
      {plan && count !== undefined && !canAdd && (
        // Paid plans see no upgrade prompts: the limit only.
        <Alert
          color="orange"
          title={
            seesUpgradePrompts(plan)
              ? t`Upgrade to add more collaborators`
              : i18n._(UPGRADE_DIALOG_MESSAGES.collaborators.limitTitle)
          }
        >
          <Text size="sm">{upgradeLimitMessageIn(i18n, 'collaborators', plan)}</Text>
          {seesUpgradePrompts(plan) && (
            <Button size="xs" mt="xs" onClick={onUpgrade}>
              <Trans>Upgrade Plan</Trans>
            </Button>
          )}
        </Alert>
      )}
      <Stack component="form" gap="xs" onSubmit={submit}>
        <TextInput
          label={t`Email`}
          type="email"
          dir="ltr"
          required
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={email.trim() !== '' && !emailValid ? t`Please enter a valid email address` : undefined}
        />
        <Select
          label={t`Role`}
          data={roleOptions}
          value={role}
          onChange={(value) => setRole((value as CollaboratorRole | null) ?? DEFAULT_COLLABORATOR_ROLE)}
          renderOption={describeRole}
          description={i18n._(ROLE_TEXT[role].description)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
        <Button
          type="submit"
          loading={create.isPending}
          disabled={!emailValid || !canAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Share</Trans>
        </Button>
      </Stack>
      {collaborators.isPending && (
        <Loader size="sm" role="status" aria-label={t`Loading people with access`} />
      )}
      {collaborators.isError && (
        <Text c="red" size="sm" role="alert">
          {errorText(i18n, collaborators.error, ERRORS.managersLoad)}
        </Text>
      )}
      {collaborators.isSuccess && (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`People with access`}
        >
          {collaborators.data.map((person) => (
            <Group component="li" key={person.id} justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={500}>
                  {person.full_name ?? person.email}
                </Text>
                <Text size="xs" c="dimmed">
                  {person.email} · {i18n._(ROLE_TEXT[person.role].label)}
                </Text>
              </div>
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setRemoving(person)}>
                <Trans>Remove</Trans>
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Remove access`}
        message={
          removingName
            ? t`Remove ${removingName} from this memorial?`
            : t`Remove this person from this memorial?`
        }
        confirmLabel={t`Remove`}
        color="red"
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}

/** The public link of a memorial and, for its owner, who else may view or edit it. */
export function ShareDialog({ opened, onClose, graveId, slug, isOwner, plan, onUpgrade }: ShareDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Share Memorial`}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
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
