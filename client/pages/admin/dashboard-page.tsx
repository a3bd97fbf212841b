import { useState } from 'react';
import {
  INSIGHT_CHARTS,
  TICKET_TIMES_WEEKS_BEFORE,
  type InsightChart,
  type TicketTimesSummary,
} from '../../../shared/insights.ts';
import { ChartCard } from '../../features/insights/chart-card.tsx';
import { CHART_SPECS } from '../../features/insights/chart-specs.ts';
import { NO_FILTER, type DateFilter } from '../../features/insights/date-filter.ts';
import { FilterModal } from '../../features/insights/filter-modal.tsx';
import { fetchTicketTimes } from '../../features/insights/insights-api.ts';
import { KpiStrip } from '../../features/insights/kpi-strip.tsx';
import { useInsightData } from '../../features/insights/use-insight-data.ts';
import { useLiveSignal } from '../../lib/live-socket.ts';
import { SetupChecklist } from '../../features/restaurant/setup-checklist.tsx';
import './dashboard-page.css';

type Filters = Record<InsightChart, DateFilter>;

/** A "·" between figures, read as a comma. */
const Separator = () => (
  <>
    <span aria-hidden="true"> · </span>
    <span className="visually-hidden">, </span>
  </>
);

/** "avg 14 min · 90% within 22 min", and "· 3 late" when asked. */
function TicketFigures({ summary, late }: { summary: TicketTimesSummary; late?: boolean }) {
  return (
    <>
      avg {Math.round(summary.averageMinutes ?? 0)} min
      <Separator />
      90% within {Math.round(summary.p90Minutes ?? 0)} min
      {late && (
        <>
          <Separator />
          {summary.lateTickets} late
        </>
      )}
    </>
  );
}

/** "Friday", for a YYYY-MM-DD day. */
const weekdayOf = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });

const plural = (count: number, one: string) => `${count.toLocaleString()} ${one}${count === 1 ? '' : 's'}`;

/**
 * How long the kitchen takes from confirmation to ready today, against the same weekday in the weeks before: the
 * average, the 90th percentile and today's late tickets (those whose card had turned red), in words.
 */
function TicketTimesCard({ refreshes }: { refreshes: number }) {
  const { data, error } = useInsightData('ticket-times', fetchTicketTimes, refreshes);
  const before = data?.sameWeekdayBefore;
  return (
    <section className="ticket-times card" aria-labelledby="ticket-times-title" aria-busy={data === null && !error}>
      <h2 id="ticket-times-title" className="ticket-times__title">
        Ticket times
      </h2>
      {data && before ? (
        <>
          <dl className="ticket-times__figures">
            <div className="ticket-times__row">
              {data.today.tickets ? (
                <>
                  <dt>Today:</dt>
                  <dd>
                    <TicketFigures summary={data.today} late />
                  </dd>
                </>
              ) : (
                <>
                  <dt className="visually-hidden">Today:</dt>
                  <dd>No tickets yet today</dd>
                </>
              )}
            </div>
            <div className="ticket-times__row ticket-times__row--before">
              <dt>Same weekday before:</dt>
              <dd>{before.tickets ? <TicketFigures summary={before} /> : 'no tickets'}</dd>
            </div>
          </dl>
          <p className="kpi-strip__note">
            From confirmation to ready, over {plural(data.today.tickets, 'ticket')} today and{' '}
            {plural(before.tickets, 'ticket')} on the {TICKET_TIMES_WEEKS_BEFORE} {weekdayOf(data.date)}s before. Late:{' '}
            {data.redMinutes} min or more, when a card on the kitchen board turns red.
          </p>
        </>
      ) : (
        !error && <p className="kpi-strip__note">Loading…</p>
      )}
      {error && (
        <p className="kpi-strip__note kpi-strip__note--error" role="status">
          {error}
        </p>
      )}
    </section>
  );
}

/** The browser's own date, YYYY-MM-DD. */
const localToday = () => new Date().toLocaleDateString('en-CA');

// Spec point 4: all four charts load on first display with empty dates.
const FIRST_FILTERS = Object.fromEntries(Object.keys(INSIGHT_CHARTS).map((chart) => [chart, NO_FILTER])) as Filters;

/**
 * /admin/dashboard (spec points 2 and 4): today's figures and the kitchen's ticket times, then four charts, each with
 * its own date filter. No modal is open, or one is, for one chart. Everything is read again, filters kept, when the
 * server says sales or the kitchen moved.
 */
export function DashboardPage() {
  const [filters, setFilters] = useState(FIRST_FILTERS);
  const [editing, setEditing] = useState<InsightChart | null>(null);
  const [refreshes, setRefreshes] = useState(0);
  // The restaurant's day, as the server counts it for the figures; until they arrive, the browser's own day.
  const [today, setToday] = useState(localToday);
  useLiveSignal('insights.changed', () => setRefreshes((n) => n + 1));
  const editedSpec = CHART_SPECS.find((spec) => spec.chart === editing);

  return (
    <section className="dashboard" aria-labelledby="page-title">
      <h1 id="page-title">Dashboard</h1>
      <SetupChecklist />
      <KpiStrip refreshes={refreshes} onToday={setToday} />
      <TicketTimesCard refreshes={refreshes} />
      <div className="dashboard__charts">
        {CHART_SPECS.map((spec) => (
          <ChartCard
            key={spec.chart}
            spec={spec}
            filter={filters[spec.chart]}
            refreshes={refreshes}
            onOpenFilter={() => setEditing(spec.chart)}
          />
        ))}
      </div>
      {editedSpec && (
        <FilterModal
          spec={editedSpec}
          applied={filters[editedSpec.chart]}
          today={today}
          onApply={(filter) => {
            setFilters({ ...filters, [editedSpec.chart]: filter });
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
