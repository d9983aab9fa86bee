import { formatDateIn } from '@evergreen/domain/dates';
import { messageOf } from '@evergreen/domain/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useAnswerClaim } from '../api/answer-claim';
import { type MemorialClaim, usePendingClaims } from '../api/get-claims';

export interface ClaimRequestsProps {
  graveId: string;
}

function ClaimItem({
  claim,
  answering,
  onAnswer,
}: {
  claim: MemorialClaim;
  answering: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const who = claim.claimant_name?.trim() || t`Someone`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={t`Request from ${who}`}>
      <Stack gap="xs">
        <Text fw={600}>
          {claim.kind === 'owner' ? (
            <Trans>{who} asks to take over ownership of this memorial.</Trans>
          ) : (
            <Trans>{who} asks to be added as an editor.</Trans>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateIn(i18n.locale, claim.created_at, 'short')}
        </Text>
        <Text style={{ whiteSpace: 'pre-line' }} dir="auto">
          {claim.message}
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={() => onAnswer(true)} loading={answering}>
            <Trans>Accept</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={() => onAnswer(false)} disabled={answering}>
            <Trans>Decline</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The owner's list of requests from family (to become an editor, or to take the memorial over), with Accept and
 * Decline. Nothing shows while there are none.
 */
export function ClaimRequests({ graveId }: ClaimRequestsProps) {
  const { t } = useLingui();
  const claims = usePendingClaims(graveId);
  const answer = useAnswerClaim(graveId);
  if (!claims.isSuccess || (claims.data.length === 0 && !answer.isError)) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="claim-requests">
      <Stack gap="md">
        <Title order={2} size="h3" id="claim-requests">
          <Trans>Requests from family</Trans>
        </Title>
        {answer.isError && (
          <Alert color="red" role="alert" title={t`Error`}>
            {messageOf(answer.error, t`Failed to answer the request`)}
          </Alert>
        )}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {claims.data.map((claim) => (
            <ClaimItem
              key={claim.id}
              claim={claim}
              answering={answer.isPending && answer.variables.claimId === claim.id}
              onAnswer={(accept) => answer.mutate({ claimId: claim.id, accept })}
            />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
