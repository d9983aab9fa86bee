import { formatDateIn } from '@evergreen/domain/dates';
import { ERRORS } from '@evergreen/domain/errors';
import { isDisplayLocale, languageTag, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { planIncludes, seesUpgradePrompts } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import type { PlanLimits } from '@evergreen/domain/subscription';
import { type DailyVisits, summarizeVisits, VISIT_DAYS, type VisitSummary } from '@evergreen/domain/visits';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { i18n } = useLingui();
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {new Intl.NumberFormat(
          languageTag(isDisplayLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE),
        ).format(value)}
      </Text>
    </div>
  );
}

/** The days anyone visited, newest first: the chart's numbers for those who cannot see it. */
function DailyTable({ series }: { series: readonly DailyVisits[] }) {
  const { i18n } = useLingui();
  const visited = series.filter((entry) => entry.visits > 0).reverse();
  if (visited.length === 0) return null;
  return (
    <details className={classes.details}>
      <summary>
        <Trans>Visits by day</Trans>
      </summary>
      <Table mt="xs" withRowBorders={false} verticalSpacing={2} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Day</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Visits</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {visited.map((entry) => (
            <Table.Tr key={entry.day}>
              <Table.Td>{formatDateIn(i18n.locale, entry.day, 'long')}</Table.Td>
              <Table.Td>{entry.visits}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        <Trans>Days without visits are not listed.</Trans>
      </Text>
    </details>
  );
}

/** The chart in one sentence, for people who cannot see it. */
function useVisitsSentence(summary: VisitSummary, days = VISIT_DAYS): string {
  const { t, i18n } = useLingui();
  const { total, today, busiest } = summary;
  if (total === 0) return t`No visits in the last ${days} days.`;
  const counts = t`${plural(total, { one: '# visit', other: '# visits' })} in the last ${days} days, ${plural(today, { one: '# visit', other: '# visits' })} today.`;
  if (!busiest) return counts;
  const busiestDay = formatDateIn(i18n.locale, busiest.day, 'long');
  const busiestVisits = busiest.visits;
  // A second sentence of its own.
  const busiestLine = t`The busiest day was ${busiestDay}, with ${plural(busiestVisits, { one: '# visit', other: '# visits' })}.`;
  return `${counts} ${busiestLine}`;
}

function VisitCounts({ memorial }: Pick<VisitsSectionProps, 'memorial'>) {
  const { t, i18n } = useLingui();
  const visits = useMemorialVisits(memorial.id);
  if (visits.isPending) return <Skeleton h={CHART_HEIGHT} aria-label={t`Loading visits...`} />;
  if (visits.isError) {
    return (
      <Alert color="red" title={t`Error`} role="alert">
        {errorText(i18n, visits.error, ERRORS.visitsLoad)}
      </Alert>
    );
  }
  const summary = summarizeVisits(visits.data);
  const sentence = useVisitsSentence(summary);
  const days = VISIT_DAYS;
  // A private memorial is not counted; what it gathered while public is still shown.
  if (!memorial.is_public && summary.total === 0) return null;
  return (
    <Stack gap="sm">
      <Group gap="xl">
        <Figure label={t`Last ${days} days`} value={summary.total} />
        <Figure label={t`Today`} value={summary.today} />
      </Group>
      <figure className={classes.figure}>
        <Suspense fallback={<Skeleton h={CHART_HEIGHT} />}>
          <VisitsChart series={visits.data} />
        </Suspense>
        <Text component="figcaption" size="sm" mt="xs">
          {sentence}
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
  const { t } = useLingui();
  if (!plan) return null;
  const planName = plan.name;
  const included = planIncludes(plan.id, 'visitCounts');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="memorial-visits" mt="lg">
      <Title order={2} size="h4" id="memorial-visits" mb="xs">
        <Trans>Visits</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          How many people opened the public page each day, counted without cookies or personal data: each
          visitor once a day. Days are in UTC.
        </Trans>
      </Text>
      {!included &&
        (seesUpgradePrompts(plan) ? (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>Visit counts come with the Family plan.</Trans>
            </Text>
            <Button onClick={onUpgrade}>
              <Trans>Upgrade Plan</Trans>
            </Button>
          </Stack>
        ) : (
          <Text size="sm">
            {t`Your ${planName} plan does not include visit counts; the Family plan does.`}
          </Text>
        ))}
      {included && !memorial.is_public && (
        <Text size="sm" mb="sm">
          <Trans>Visits are counted only while this memorial is public.</Trans>
        </Text>
      )}
      {included && <VisitCounts memorial={memorial} />}
    </Card>
  );
}
