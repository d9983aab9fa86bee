import { DATE_FORMATS, formatDate } from '@evergreen/domain/dates';
import { ERRORS, messageOf } from '@evergreen/domain/errors';
import { planIncludes, planLacksFeatureMessage, seesUpgradePrompts } from '@evergreen/domain/plans';
import type { PlanLimits } from '@evergreen/domain/subscription';
import { type DailyVisits, summarizeVisits, VISIT_DAYS, visitsSentence } from '@evergreen/domain/visits';
import { Alert, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useMemorialVisits } from '../api/get-visits';
import classes from './VisitsSection.module.css';

const VisitsChart = lazy(() => import('./VisitsChart'));

export interface VisitsSectionProps {
  memorial: { id: string; is_public: boolean };
  /** The owner's plan from the database (`my_plan`); undefined while it loads. */
  plan: PlanLimits | undefined;
  /** Free: the billing remote's upgrade dialog (limit 'visitCounts'). */
  onUpgrade: () => void;
}

const CHART_HEIGHT = 180;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value.toLocaleString('en-US')}
      </Text>
    </div>
  );
}

/** The days anyone visited, newest first: the chart's numbers for those who cannot see it. */
function DailyTable({ series }: { series: readonly DailyVisits[] }) {
  const visited = series.filter((entry) => entry.visits > 0).reverse();
  if (visited.length === 0) return null;
  return (
    <details className={classes.details}>
      <summary>Visits by day</summary>
      <Table mt="xs" withRowBorders={false} verticalSpacing={2} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Day</Table.Th>
            <Table.Th scope="col">Visits</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visited.map((entry) => (
            <Table.Tr key={entry.day}>
              <Table.Td>{formatDate(entry.day, DATE_FORMATS.long)}</Table.Td>
              <Table.Td>{entry.visits}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        Days without visits are not listed.
      </Text>
    </details>
  );
}

function VisitCounts({ memorial }: Pick<VisitsSectionProps, 'memorial'>) {
  const visits = useMemorialVisits(memorial.id);
  if (visits.isPending) return <Skeleton h={CHART_HEIGHT} aria-label="Loading visits..." />;
  if (visits.isError) {
    return (
      <Alert color="red" title="Error" role="alert">
        {messageOf(visits.error, ERRORS.visitsLoad)}
      </Alert>
    );
  }
  const summary = summarizeVisits(visits.data);
  // A private memorial is not counted; what it gathered while public is still shown.
  if (!memorial.is_public && summary.total === 0) return null;
  return (
    <Stack gap="sm">
      <Group gap="xl">
        <Figure label={`Last ${VISIT_DAYS} days`} value={summary.total} />
        <Figure label="Today" value={summary.today} />
      </Group>
      <figure className={classes.figure}>
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
          <VisitsChart series={visits.data} />
        </Suspense>
        <Text component="figcaption" size="sm" mt="xs">
          {visitsSentence(summary)}
        </Text>
      </figure>
      <DailyTable series={visits.data} />
    </Stack>
  );
}

/**
 * "Visits" on a memorial's page, for its owner (issue 15, Family plan): how many people opened the public page on
 * each of the last 90 days. Free owners meet the upgrade prompt, Personal owners the plan's limit.
 */
export function VisitsSection({ memorial, plan, onUpgrade }: VisitsSectionProps) {
  if (!plan) return null;
  const included = planIncludes(plan.id, 'visitCounts');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memorial-visits" mt="lg">
      <Title order={2} size="h4" id="memorial-visits" mb="xs">
        Visits
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        How many people opened the public page each day, counted without cookies or personal data: each
        visitor once a day. Days are in UTC.
      </Text>
      {!included &&
        (seesUpgradePrompts(plan) ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Visit counts come with the Family plan.</Text>
            <Button onClick={onUpgrade}>Upgrade Plan</Button>
          </Stack>
        ) : (
          <Text size="sm">{planLacksFeatureMessage(plan.name, 'visitCounts')}</Text>
        ))}
      {included && !memorial.is_public && (
        <Text size="sm" mb="sm">
          Visits are counted only while this memorial is public.
        </Text>
      )}
      {included && <VisitCounts memorial={memorial} />}
    </Card>
  );
}
