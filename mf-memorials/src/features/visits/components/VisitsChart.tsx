// The chart itself, in a module of its own: the page imports it with React.lazy, so @mantine/charts, recharts and
// their styles are fetched only when an owner's Visits section shows a chart, never on the public pages.
import '@mantine/charts/styles.layer.css';
import { formatDateIn } from '@evergreen/domain/dates';
import type { DailyVisits } from '@evergreen/domain/visits';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';

export interface VisitsChartProps {
  series: readonly DailyVisits[];
}

/** Visits per day as bars. Hidden from assistive technology: the section gives the same in words and a table. */
export default function VisitsChart({ series }: VisitsChartProps) {
  const { t, i18n } = useLingui();
  const data = series.map((entry) => ({ ...entry, label: formatDateIn(i18n.locale, entry.day, 'dayMonth') }));
  return (
    <div aria-hidden="true">
      <BarChart
        h={180}
        data={data}
        dataKey="label"
        series={[{ name: 'visits', label: t`Visits`, color: 'teal.7' }]}
        tickLine="y"
        gridAxis="x"
        barProps={{ radius: 2 }}
        xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 32 }}
        yAxisProps={{ allowDecimals: false, width: 32 }}
        tooltipProps={{
          labelFormatter: (_label, payload) => {
            const day = payload[0]?.payload?.day;
            return typeof day === 'string' ? formatDateIn(i18n.locale, day, 'long') : '';
          },
        }}
        // The section's sentence and table are the accessible version; no focus stop on a hidden chart.
        accessibilityLayer={false}
        tooltipAnimationDuration={0}
      />
    </div>
  );
}
