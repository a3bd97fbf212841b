import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { areaNames, findArea, nearestPlace, type Place } from '../../../shared/places.ts';
import { ADDRESS_MAX, ADDRESS_MIN } from '../../../shared/orders.ts';
import { DELIVERY_NOTE_MAX } from '../../../shared/options.ts';
import { TextField } from '../../components/form-field.tsx';
import type { PublicConfig } from '../../../shared/public-config.ts';
import { AddressFields } from './address-fields.tsx';
import { cartDispatchAtom, orderDraftAtom } from '../cart/cart-state.ts';
import { guessPositionFromIp } from './checkout-api.ts';
import { clampToArea } from '../../../shared/delivery-area.ts';
import { deliversTo, outsideMessage, pointSetNote, type MapPoint } from './delivery-area.ts';
import { usePublicConfig } from './use-public-config.ts';
import { ZoneTerms } from './delivery-terms.tsx';

// Leaflet and its CSS load only when this step shows (not part of the home page's bundle).
const DeliveryMap = lazy(() => import('./delivery-map.tsx'));

const inside = (config: PublicConfig, point: MapPoint) => deliversTo(config, point);

/** Where the delivery point came from: it decides what a sector chosen without the map may replace. */
type PointSource = 'earlier' | 'map' | 'device' | 'approximate' | 'sector';

/** The point in words for the customer; the coordinates are kept for screen readers and support. */
function DeliveryPlace({
  point,
  source,
  sector,
  places,
}: {
  point: MapPoint;
  source: PointSource;
  sector: string;
  places: readonly Place[];
}) {
  const place = nearestPlace(point, places);
  const words =
    source === 'sector' ? `in ${sector} (your written address guides the rider)` : (place?.label ?? 'on the map');
  return (
    <p className="delivery-details__place">
      Delivery point: <strong>{words}</strong>
      <span className="visually-hidden">
        , at latitude {point.latitude.toFixed(5)}, longitude {point.longitude.toFixed(5)}
      </span>
    </p>
  );
}

/** What the delivery details still miss before the order can be placed, in words; empty when they are complete. */
export function missingDeliveryDetails(
  draft: {
    latitude: number | null;
    longitude: number | null;
    sector: string;
    address: string;
  },
  areas: readonly string[],
): string[] {
  const missing: string[] = [];
  if (draft.latitude === null || draft.longitude === null) missing.push('choose the delivery point on the map');
  if (areas.length > 0 && !areas.includes(draft.sector)) missing.push('select your area');
  const length = draft.address.trim().length;
  if (length < ADDRESS_MIN) missing.push(`enter your full address (at least ${ADDRESS_MIN} characters)`);
  else if (length > ADDRESS_MAX) missing.push(`shorten your address to ${ADDRESS_MAX} characters`);
  return missing;
}

/**
 * The delivery details of a new or edited address: the map (click to set the delivery point), "Select Sector",
 * "Full Address" and the rider's note. With no point chosen yet, the point is guessed from the IP address (only when
 * the server names an IP-location service) and then replaced by the device's position when the browser offers it; a
 * guess outside the delivery area, or one arriving after the customer picked a point, is ignored.
 */
export function DeliveryDetails() {
  const draft = useAtomValue(orderDraftAtom);
  const dispatch = useSetAtom(cartDispatchAtom);
  const { configState, retry } = usePublicConfig();
  const [note, setNote] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  // Set once the customer chooses a point themselves: automatic guesses must not move it afterwards.
  const chosenByHand = useRef(draft.latitude !== null);
  const [source, setSource] = useState<PointSource>('earlier');
  // The tiles could not load: the point comes from the device's location or the chosen sector instead.
  const [mapFailed, setMapFailed] = useState(false);
  const [mapAttempt, setMapAttempt] = useState(0);
  const point =
    draft.latitude !== null && draft.longitude !== null
      ? { latitude: draft.latitude, longitude: draft.longitude }
      : null;

  const config = configState.status === 'ready' ? configState.config : null;
  const areas = config ? areaNames(config.places) : [];

  useEffect(() => {
    if (!config || chosenByHand.current) return;
    let live = true;
    const apply = (guess: MapPoint, from: PointSource, text: string) => {
      if (!live || chosenByHand.current || !inside(config, guess)) return;
      dispatch({ type: 'setCoordinates', ...guess });
      setSource(from);
      setNote({ text, tone: 'info' });
    };
    void (async () => {
      if (config.geoipUrl) {
        const guess = await guessPositionFromIp(config.geoipUrl);
        if (guess)
          apply(guess, 'approximate', 'We placed the pin near your approximate location. Click the map to correct it.');
      }
      if (!live || !('geolocation' in navigator)) return;
      navigator.geolocation.getCurrentPosition(
        (position) =>
          apply(
            { latitude: position.coords.latitude, longitude: position.coords.longitude },
            'device',
            'We placed the pin at your current location. Click the map to correct it.',
          ),
        () => {
          // Refused or unavailable: the customer picks the point on the map.
        },
        { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
      );
    })();
    return () => {
      live = false;
    };
  }, [config, dispatch]);

  function pick(next: MapPoint, from: PointSource = 'map') {
    chosenByHand.current = true;
    dispatch({ type: 'setCoordinates', ...next });
    setSource(from);
    if (config) setNote({ text: pointSetNote(next, config), tone: 'info' });
  }

  /** Without the map, the area's centre (where it is delivered to) stands for the point, unless the device gave one. */
  function deliverToSector(sector: string) {
    const centre = config && findArea(config.places, sector)?.point;
    if (!centre || source === 'device') return;
    const standIn = config.zones.length === 0 ? clampToArea(config.deliveryArea, centre) : centre;
    if (!inside(config, standIn)) return;
    dispatch({ type: 'setCoordinates', ...standIn });
    setSource('sector');
    setNote({ text: `We'll deliver in ${sector}; the rider will find you by your full address.`, tone: 'info' });
  }

  function chooseSector(sector: string) {
    dispatch({ type: 'setSector', sector });
    if (mapFailed) deliverToSector(sector);
  }

  function mapUnavailable() {
    setMapFailed(true);
    if (areas.includes(draft.sector) && (point === null || source === 'approximate')) deliverToSector(draft.sector);
  }

  const withoutMap = areas.length > 0 ? 'choose your sector and write your full address' : 'try the map again';
  const otherWay = mapFailed ? withoutMap : 'choose the point on the map';

  function locateMe() {
    if (!config) return;
    if (!('geolocation' in navigator)) {
      setNote({ text: `This browser can't share your location. Please ${otherWay}.`, tone: 'error' });
      return;
    }
    setNote({ text: 'Finding your location…', tone: 'info' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        if (inside(config, here)) pick(here, 'device');
        else setNote({ text: `Your location is outside our delivery area. Please ${otherWay}.`, tone: 'error' });
      },
      () =>
        setNote({
          text: `We couldn't get your location (it may be blocked). Please ${otherWay}.`,
          tone: 'error',
        }),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }

  const locateButton = (
    <button type="button" className="button button--secondary" onClick={locateMe}>
      Use my location
    </button>
  );

  return (
    <div className="delivery-details">
      <section className="delivery-details__map" aria-labelledby="delivery-map-label">
        <h3 id="delivery-map-label" className="checkout__subheading">
          Delivery point
        </h3>
        {!mapFailed && (
          <p id="delivery-map-help" className="checkout__hint">
            Click the map where we should deliver. With the keyboard: focus the map, move it with the arrow keys, zoom
            with + and −, and press Enter to put the pin at its centre.
          </p>
        )}
        {configState.status === 'loading' && <div className="delivery-details__placeholder">Loading the map…</div>}
        {configState.status === 'error' && (
          <div className="delivery-details__placeholder" role="alert">
            <p>{configState.message}</p>
            <button type="button" className="button button--secondary" onClick={retry}>
              Retry
            </button>
          </div>
        )}
        {config && !mapFailed && (
          <Suspense fallback={<div className="delivery-details__placeholder">Loading the map…</div>}>
            <DeliveryMap
              key={mapAttempt}
              config={config}
              point={point}
              onPick={pick}
              onOutside={() => setNote({ text: outsideMessage(config), tone: 'error' })}
              describedBy="delivery-map-help"
              onTilesFailed={mapUnavailable}
            >
              {locateButton}
            </DeliveryMap>
          </Suspense>
        )}
        {config && mapFailed && (
          <div className="delivery-details__fallback">
            <p className="delivery-details__fallback-title" role="alert">
              The map could not load.
            </p>
            <p>
              {areas.length > 0
                ? 'You can still order: share your location, or choose your sector below and write your full address. The rider will find you by it.'
                : 'You can still order: share your location, and write your full address below for the rider.'}
            </p>
            <div className="delivery-details__fallback-actions">
              {locateButton}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setMapFailed(false);
                  setMapAttempt((n) => n + 1);
                }}
              >
                Try the map again
              </button>
            </div>
          </div>
        )}
        {point && config && (
          <DeliveryPlace point={point} source={source} sector={draft.sector} places={config.places} />
        )}
        {point && config && <ZoneTerms config={config} point={point} />}
        <p className="delivery-details__note" data-tone={note?.tone} role="status" aria-live="polite">
          {note?.text ?? ''}
        </p>
      </section>

      <AddressFields
        id="checkout"
        areas={areas}
        sectorLabel="Select Sector"
        sectorPlaceholder="Choose your sector"
        sector={draft.sector}
        address={draft.address}
        onSector={chooseSector}
        onAddress={(address) => dispatch({ type: 'setAddress', address })}
      />
      <TextField
        id="checkout-delivery-note"
        label="Note for the rider (optional)"
        hint="Ring the bell, gate 2"
        value={draft.deliveryNote}
        maxLength={DELIVERY_NOTE_MAX}
        onChange={(deliveryNote) => dispatch({ type: 'setDeliveryNote', deliveryNote })}
      />
    </div>
  );
}
