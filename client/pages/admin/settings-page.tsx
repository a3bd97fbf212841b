import { lazy, Suspense } from 'react';
import { DelayedSpinner } from '../../components/delayed-spinner.tsx';
import { LoadFailure } from '../../components/load-failure.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { usePublicConfig } from '../../features/checkout/use-public-config.ts';
import { OrderingForm } from '../../features/restaurant/ordering-form.tsx';
import { PlacesEditor } from '../../features/restaurant/places-editor.tsx';
import { ProfileForm } from '../../features/restaurant/profile-form.tsx';
import { useRestaurantProfile } from '../../features/restaurant/restaurant-profile.ts';
import { fetchOrderingSettings } from '../../features/restaurant/settings-api.ts';
import { useLiveResource } from '../../lib/use-live-resource.ts';
import './settings-page.css';

// Leaflet and Geoman's drawing tools load only with this page.
const ZonesEditor = lazy(() => import('../../features/restaurant/zones-editor.tsx'));

/**
 * /admin/settings: the restaurant's own name, logo, colour, contacts and money; its location and delivery zones on a
 * map; its areas and landmarks; how orders are confirmed. What the environment gave at first start is changed here
 * from then on.
 */
export function SettingsPage() {
  const profile = useRestaurantProfile();
  const { configState, retry } = usePublicConfig();
  const ordering = useLiveResource(fetchOrderingSettings, {
    failureMessage: "We couldn't load the ordering settings.",
  });

  return (
    <div className="settings-page">
      <Panel titleId="settings-title" title="Settings">
        <ProfileForm saved={profile} />
      </Panel>
      <Panel titleId="delivery-title" title="Location and delivery zones">
        {configState.status === 'loading' && <DelayedSpinner delayMs={300} label="Loading the delivery zones" />}
        {configState.status === 'error' && <LoadFailure message={configState.message} onRetry={retry} />}
        {configState.status === 'ready' && (
          <Suspense fallback={<DelayedSpinner delayMs={300} label="Loading the map" />}>
            <ZonesEditor config={configState.config} profile={profile} />
          </Suspense>
        )}
      </Panel>
      <Panel titleId="places-title" title="Areas">
        {configState.status === 'ready' && <PlacesEditor saved={configState.config.places} />}
      </Panel>
      <Panel titleId="ordering-title" title="Ordering">
        {ordering.resource.status === 'loading' && (
          <DelayedSpinner delayMs={300} label="Loading the ordering settings" />
        )}
        {ordering.resource.status === 'error' && (
          <LoadFailure message={ordering.resource.message} onRetry={ordering.reload} />
        )}
        {ordering.resource.status === 'ready' && <OrderingForm saved={ordering.resource.data} />}
      </Panel>
    </div>
  );
}
