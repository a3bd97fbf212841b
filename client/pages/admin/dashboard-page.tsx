import { useState } from 'react';
import { INSIGHT_CHARTS, type InsightChart } from '../../../shared/insights.ts';
import { ChartCard } from '../../features/insights/chart-card.tsx';
import { CHART_SPECS } from '../../features/insights/chart-specs.ts';
import { NO_FILTER, type DateFilter } from '../../features/insights/date-filter.ts';
import { FilterModal } from '../../features/insights/filter-modal.tsx';
import { KpiStrip } from '../../features/insights/kpi-strip.tsx';
import { useLiveSignal } from '../../lib/live-socket.ts';
import { SetupChecklist } from '../../features/restaurant/setup-checklist.tsx';
import './dashboard-page.css';

type Filters = Record<InsightChart, DateFilter>;

/** The browser's own date, YYYY-MM-DD. */
const localToday = () => new Date().toLocaleDateString('en-CA');

// Spec point 4: all four charts load on first display with empty dates.
const FIRST_FILTERS = Object.fromEntries(Object.keys(INSIGHT_CHARTS).map((chart) => [chart, NO_FILTER])) as Filters;

/**
 * /admin/dashboard (spec points 2 and 4): today's figures, then four charts, each with its own date filter. No modal
 * is open, or one is, for one chart. Everything is read again, filters kept, when the server says sales moved.
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
