import { lazy, Suspense, useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { chartEntries, drawnEntries, type ChartSpec } from './chart-specs.ts';
import { describeFilter, type DateFilter } from './date-filter.ts';
import { fetchSeries } from './insights-api.ts';
import { useInsightData } from './use-insight-data.ts';
import './chart-card.css';

// ECharts stays out of every other page's JavaScript: it loads with the first chart drawn.
const InsightChart = lazy(() => import('./insight-chart.tsx'));

interface ChartCardProps {
  spec: ChartSpec;
  filter: DateFilter;
  /** Moves when the figures changed on the server. */
  refreshes: number;
  onOpenFilter: () => void;
}

const ChartSpinner = ({ label }: { label: string }) => (
  <div className="chart-card__placeholder" role="status">
    <div className="spinner" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </div>
);

/**
 * A dashboard card: the chart for its filter, a Filter button (a click anywhere else on the card does the same), and
 * a table of the same numbers in place of the chart, for screen readers and for reading exact values.
 */
export function ChartCard({ spec, filter, refreshes, onOpenFilter }: ChartCardProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const load = useCallback((signal: AbortSignal) => fetchSeries(spec.chart, filter, signal), [spec.chart, filter]);
  const { data, error, loading } = useInsightData(`${filter.startDate}/${filter.endDate}`, load, refreshes);
  const entries = useMemo(() => chartEntries(spec, data ?? {}), [data, spec]);
  const drawn = useMemo(() => drawnEntries(spec, entries), [spec, entries]);
  // Hours of the day are all listed even at zero; an answer with nothing in it is still an empty period.
  const empty = data !== null && Object.keys(data).length === 0;
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;

  // The Filter and table buttons do their own thing; the card's surface is a larger target for the filter.
  function openFromSurface(event: MouseEvent<HTMLElement>) {
    if (!(event.target as Element).closest('button, table')) onOpenFilter();
  }

  return (
    <article className="chart-card card" aria-labelledby={titleId} onClick={openFromSurface}>
      <header className="chart-card__header">
        <div className="chart-card__heading">
          <h2 id={titleId} className="chart-card__title">
            {spec.title}
          </h2>
          <p className="chart-card__range">{describeFilter(spec.chart, filter)}</p>
        </div>
        <button type="button" className="button button--primary chart-card__filter" onClick={onOpenFilter}>
          Filter<span className="visually-hidden"> {spec.title}</span>
        </button>
      </header>

      <div id={bodyId} className="chart-card__body" aria-busy={loading}>
        {data === null ? (
          !error && <ChartSpinner label={`Loading ${spec.title}`} />
        ) : empty ? (
          <p className="chart-card__empty">No orders in this period.</p>
        ) : showTable ? (
          <div className="chart-card__table-wrap" role="region" tabIndex={0} aria-labelledby={titleId}>
            <table className="chart-card__table">
              <caption className="visually-hidden">
                {spec.title}, {describeFilter(spec.chart, filter)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{spec.labelName}</th>
                  <th scope="col">{spec.seriesName}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{spec.formatValue(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <div
            className="chart-card__chart"
            role="img"
            aria-label={`${spec.title}: ${spec.kind} chart. Show table to read the numbers.`}
          >
            <Suspense fallback={<ChartSpinner label={`Loading ${spec.title}`} />}>
              <InsightChart spec={spec} entries={drawn} />
            </Suspense>
          </div>
        )}
      </div>

      <footer className="chart-card__footer">
        <div className="chart-card__notes">
          {drawn.length < entries.length && !showTable && (
            <p className="chart-card__note">
              The top {drawn.length} of {entries.length}; the table lists them all.
            </p>
          )}
          <p className="chart-card__note chart-card__note--error" role="status">
            {error}
          </p>
        </div>
        <button
          type="button"
          className="link-button chart-card__toggle"
          aria-controls={bodyId}
          disabled={data === null || empty}
          onClick={() => setShowTable(!showTable)}
        >
          {showTable ? 'Show chart' : 'Show table'}
        </button>
      </footer>
    </article>
  );
}
