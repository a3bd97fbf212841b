import { useEffect, type ReactNode } from 'react';
import type { InsightKpis } from '../../../shared/insights.ts';
import { formatPrice } from '../../lib/format.ts';
import { fetchKpis } from './insights-api.ts';
import { useInsightData } from './use-insight-data.ts';
import '../../components/ui/card-grid.css';
import './kpi-strip.css';

const NONE = '—';

/** "4.3 ★", read as "4.3 stars". */
const rating = (stars: number) => (
  <>
    {stars.toFixed(1)} <span aria-hidden="true">★</span>
    <span className="visually-hidden"> stars</span>
  </>
);

/** This week's average rating against the week before's, e.g. "4.3 ★ (4.0 the week before)". */
function RatingFigure({ kpis }: { kpis: InsightKpis }) {
  const { averageRating: now, averageRatingWeekBefore: before } = kpis;
  return (
    <>
      {now === null ? 'No ratings yet' : rating(now)}
      {before !== null && <span className="kpi-strip__comparison"> ({rating(before)} the week before)</span>}
    </>
  );
}

const FIGURES: {
  label: string;
  show: (kpis: InsightKpis) => ReactNode;
  shownWhen?: (kpis: InsightKpis) => boolean;
}[] = [
  { label: "Today's revenue", show: (kpis) => formatPrice(kpis.todayRevenue) },
  { label: "Today's orders", show: (kpis) => kpis.todayOrders.toLocaleString() },
  {
    label: 'Average order value (today)',
    show: (kpis) => (kpis.averageOrderValue === null ? NONE : formatPrice(kpis.averageOrderValue)),
  },
  {
    label: 'Average kitchen time (last 7 days)',
    show: (kpis) => (kpis.averageKitchenMinutes === null ? NONE : `${kpis.averageKitchenMinutes} min`),
  },
  { label: 'Average rating (last 7 days)', show: (kpis) => <RatingFigure kpis={kpis} /> },
  // Fees are delivery, not food sold: counted apart, and said only once the restaurant has charged some today.
  {
    label: "Today's delivery fees",
    show: (kpis) => formatPrice(kpis.todayDeliveryFees),
    shownWhen: (kpis) => kpis.todayDeliveryFees > 0,
  },
];

/**
 * Today at a glance, above the charts. "Today" is the restaurant's day, in its time zone; `onToday` hands that day
 * to the chart filters, so the whole dashboard means the same day by it.
 */
export function KpiStrip({ refreshes, onToday }: { refreshes: number; onToday: (date: string) => void }) {
  const { data, error } = useInsightData('kpis', fetchKpis, refreshes);
  const today = data?.date;
  useEffect(() => {
    if (today) onToday(today);
  }, [today, onToday]);
  return (
    <div className="kpi-strip">
      <dl className="card-grid card-grid--fit" aria-busy={data === null && !error}>
        {FIGURES.filter(({ shownWhen }) => !shownWhen || (data !== null && shownWhen(data))).map(({ label, show }) => (
          <div key={label} className="kpi-strip__item card">
            <dt className="kpi-strip__label">{label}</dt>
            <dd className="kpi-strip__value">{data ? show(data) : NONE}</dd>
          </div>
        ))}
      </dl>
      {data && (
        <p className="kpi-strip__note">
          Days and hours follow the restaurant&apos;s clock ({data.timeZone}); today is {data.date}.
        </p>
      )}
      {error && (
        <p className="kpi-strip__note kpi-strip__note--error" role="status">
          {error}
        </p>
      )}
    </div>
  );
}
