import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { OpeningHoursForm } from '../../features/restaurant/opening-hours-form.tsx';
import { OrdersPausedStrip, PauseOrdersControl } from '../../features/restaurant/pause-control.tsx';
import { fetchOpeningHours } from '../../features/restaurant/restaurant-api.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';

/**
 * /admin/hours: when the restaurant takes orders. Weekly hours, closed dates and the time zone, and the same pause
 * the kitchen has on its board. Customers see a banner and the checkout waits while the restaurant is closed.
 */
export function HoursPage() {
  const { resource, reload } = useLiveResource(fetchOpeningHours, {
    failureMessage: "We couldn't load the opening hours.",
  });

  return (
    <Panel titleId="hours-title" title="Opening hours" actions={<PauseOrdersControl />}>
      <OrdersPausedStrip />
      {resource.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the opening hours" />}
      {resource.status === 'error' && <LoadFailure message={resource.message} onRetry={reload} />}
      {resource.status === 'ready' && <OpeningHoursForm saved={resource.data} onSaved={() => undefined} />}
    </Panel>
  );
}
