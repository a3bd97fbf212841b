/**
 * /admin/settings' map, loaded lazily with Leaflet and Leaflet-Geoman (docs/decisions/0033): the administrator sets
 * the restaurant's location by a click on the map or by its coordinates, and draws, reshapes and removes delivery
 * zones (polygons and circles), each with its name, fee, minimum order and extra minutes. Works without tiles: the
 * outlines, the marker and the clicks need none.
 */
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { toast } from 'react-toastify';
import { zoneShapeProblem, type DeliveryZone, type ZoneShape } from '../../../shared/delivery-zones.ts';
import type { PublicConfig } from '../../../shared/public-config.ts';
import type { RestaurantProfile } from '../../../shared/restaurant-profile.ts';
import { InlineField } from '../../components/inline-field.tsx';
import { MAP_PIN } from '../checkout/map-pin.ts';
import { serverError } from '../../lib/api.ts';
import { currencySign } from '../../../shared/money.ts';
import { setRestaurantProfile } from './restaurant-profile.ts';
import { saveDeliveryZones, saveRestaurantProfile } from './settings-api.ts';

/** A circle added from the list starts at this radius, a few minutes' ride. */
const DEFAULT_RADIUS_M = 3000;

/** A zone being edited: its fields as typed, and the key of its outline on the map. */
interface DraftZone {
  key: number;
  name: string;
  shape: ZoneShape;
  fee: string;
  minimumOrder: string;
  extraMinutes: string;
}

let nextKey = 1;
const draftOf = (zone: DeliveryZone): DraftZone => ({
  key: nextKey++,
  name: zone.name,
  shape: zone.shape,
  fee: String(zone.fee),
  minimumOrder: String(zone.minimumOrder),
  extraMinutes: String(zone.extraMinutes),
});

/** The outline Geoman drew or reshaped, as a zone's shape. */
function shapeOf(layer: L.Layer): ZoneShape | null {
  // Panned across the 180th meridian, Leaflet counts longitudes past ±180: each is wrapped back first.
  if (layer instanceof L.Circle) {
    const { lat, lng } = layer.getLatLng().wrap();
    return { kind: 'circle', centre: { latitude: lat, longitude: lng }, radiusMetres: Math.round(layer.getRadius()) };
  }
  if (layer instanceof L.Polygon) {
    const rings = layer.getLatLngs() as L.LatLng[][];
    const ring = rings[0] ?? [];
    return {
      kind: 'polygon',
      corners: ring.map((corner) => {
        const { lat, lng } = corner.wrap();
        return [lng, lat] as [number, number];
      }),
    };
  }
  return null;
}

function layerOf(shape: ZoneShape): L.Layer {
  return shape.kind === 'circle'
    ? L.circle([shape.centre.latitude, shape.centre.longitude], { radius: shape.radiusMetres })
    : L.polygon(shape.corners.map(([lng, lat]) => [lat, lng] as [number, number]));
}

interface ZonesEditorProps {
  config: PublicConfig;
  profile: RestaurantProfile;
}

export default function ZonesEditor({ config, profile }: ZonesEditorProps) {
  const id = useId();
  const [zones, setZones] = useState<DraftZone[]>(() => config.zones.map(draftOf));
  const [location, setLocation] = useState({
    latitude: String(profile.location.latitude),
    longitude: String(profile.location.longitude),
  });
  const [errors, setErrors] = useState<{ zones?: string; location?: string }>({});
  // Where the map looks: moved to a location saved from typed coordinates, so the zones are drawn around it.
  const [centre, setCentre] = useState(profile.location);
  const [saving, setSaving] = useState(false);
  const sign = currencySign();
  const point = { latitude: Number(location.latitude), longitude: Number(location.longitude) };
  const pointValid =
    location.latitude.trim() !== '' &&
    location.longitude.trim() !== '' &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180;

  const editZone = (key: number, change: Partial<DraftZone>) =>
    setZones((current) => current.map((zone) => (zone.key === key ? { ...zone, ...change } : zone)));

  async function saveLocation() {
    if (!pointValid) {
      setErrors({ location: 'Write a latitude between -90 and 90 and a longitude between -180 and 180.' });
      return;
    }
    setSaving(true);
    try {
      const answer = await saveRestaurantProfile({ location: point });
      setRestaurantProfile(answer.data);
      setCentre(answer.data.location);
      setErrors({});
      toast.success('Location saved.');
    } catch (failure) {
      setErrors({ location: (await serverError(failure))?.message });
    } finally {
      setSaving(false);
    }
  }

  async function saveZones() {
    const problem = zones.map((zone) => zoneShapeProblem(zone.shape)).find(Boolean);
    if (problem) {
      setErrors({ zones: problem });
      return;
    }
    setSaving(true);
    try {
      const answer = await saveDeliveryZones(
        zones.map((zone) => ({
          name: zone.name,
          shape: zone.shape,
          fee: Number(zone.fee || 0),
          minimumOrder: Number(zone.minimumOrder || 0),
          extraMinutes: Number(zone.extraMinutes || 0),
        })),
      );
      setErrors({});
      toast.success(answer.message);
    } catch (failure) {
      setErrors({ zones: (await serverError(failure))?.message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="zones-editor">
      <p id={`${id}-help`} className="form-field__hint">
        Click the map to put the restaurant there. Draw a zone with the polygon or circle tool at the map&apos;s left;
        drag its corners to reshape it. An order goes to the cheapest zone holding its point; a point outside every zone
        is refused.
      </p>
      <div className="zones-editor__frame">
        <MapContainer
          className="zones-editor__map"
          center={[profile.location.latitude, profile.location.longitude]}
          zoom={12}
          scrollWheelZoom={false}
          keyboard
        >
          <TileLayer
            url={config.mapTileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          />
          <Recentre centre={centre} />
          {pointValid && (
            // The drawing tools leave the pin alone: it moves with a click or the coordinates below.
            <Marker position={[point.latitude, point.longitude]} icon={MAP_PIN} title="The restaurant" pmIgnore />
          )}
          <ZoneLayers
            zones={zones}
            onShape={(key, shape) => editZone(key, { shape })}
            onRemove={(key) => setZones((current) => current.filter((zone) => zone.key !== key))}
            onCreate={(shape) =>
              setZones((current) => [
                ...current,
                {
                  key: nextKey++,
                  name: `Zone ${current.length + 1}`,
                  shape,
                  fee: '0',
                  minimumOrder: '0',
                  extraMinutes: '0',
                },
              ])
            }
            onPlace={(latitude, longitude) =>
              setLocation({ latitude: latitude.toFixed(6), longitude: longitude.toFixed(6) })
            }
          />
        </MapContainer>
      </div>

      <fieldset className="settings-form__group">
        <legend>The restaurant&apos;s location</legend>
        <div className="zones-editor__coordinates">
          <InlineField
            label="Latitude"
            inputMode="decimal"
            value={location.latitude}
            onChange={(latitude) => setLocation({ ...location, latitude })}
          />
          <InlineField
            label="Longitude"
            inputMode="decimal"
            value={location.longitude}
            onChange={(longitude) => setLocation({ ...location, longitude })}
          />
          <button
            type="button"
            className="button button--secondary"
            disabled={saving}
            onClick={() => void saveLocation()}
          >
            Save location
          </button>
        </div>
        {errors.location && (
          <p className="form-field__error" role="alert">
            {errors.location}
          </p>
        )}
      </fieldset>

      <fieldset className="settings-form__group">
        <legend>Delivery zones</legend>
        {zones.length === 0 && (
          <p className="form-field__hint">
            No zones yet: orders are taken inside the configured box, for no fee. Draw a zone to set fees.
          </p>
        )}
        {/* Without a pointer too: a circle around the restaurant, its radius typed in the list. */}
        <button
          type="button"
          className="button button--secondary zones-editor__add"
          disabled={!pointValid}
          onClick={() =>
            setZones((current) => [
              ...current,
              {
                key: nextKey++,
                name: `Zone ${current.length + 1}`,
                shape: { kind: 'circle', centre: point, radiusMetres: DEFAULT_RADIUS_M },
                fee: '0',
                minimumOrder: '0',
                extraMinutes: '0',
              },
            ])
          }
        >
          Add a circle around the restaurant
        </button>
        <ul className="zones-editor__list">
          {zones.map((zone) => (
            <li key={zone.key} className="zones-editor__zone">
              <InlineField
                label="Name"
                value={zone.name}
                maxLength={60}
                onChange={(name) => editZone(zone.key, { name })}
              />
              <InlineField
                label={`Fee (${sign})`}
                inputMode="decimal"
                value={zone.fee}
                onChange={(fee) => editZone(zone.key, { fee })}
              />
              <InlineField
                label={`Minimum order (${sign})`}
                inputMode="decimal"
                value={zone.minimumOrder}
                onChange={(minimumOrder) => editZone(zone.key, { minimumOrder })}
              />
              <InlineField
                label="Extra minutes"
                inputMode="numeric"
                value={zone.extraMinutes}
                onChange={(extraMinutes) => editZone(zone.key, { extraMinutes })}
              />
              {zone.shape.kind === 'circle' ? (
                <CircleRadius zone={zone} shape={zone.shape} onShape={(shape) => editZone(zone.key, { shape })} />
              ) : (
                <span className="zones-editor__shape">Polygon, {zone.shape.corners.length} corners</span>
              )}
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setZones((current) => current.filter((other) => other.key !== zone.key))}
              >
                Remove {zone.name}
              </button>
            </li>
          ))}
        </ul>
        {errors.zones && (
          <p className="form-field__error" role="alert">
            {errors.zones}
          </p>
        )}
        <button type="button" className="button button--primary" disabled={saving} onClick={() => void saveZones()}>
          Save zones
        </button>
      </fieldset>
    </div>
  );
}

/** A circle's radius in kilometres, typed: the outline on the map follows. */
function CircleRadius({
  zone,
  shape,
  onShape,
}: {
  zone: DraftZone;
  shape: Extract<ZoneShape, { kind: 'circle' }>;
  onShape: (shape: ZoneShape) => void;
}) {
  const [text, setText] = useState(String(shape.radiusMetres / 1000));
  // Reshaped on the map: the box shows the new radius.
  const [seen, setSeen] = useState(shape.radiusMetres);
  if (seen !== shape.radiusMetres) {
    setSeen(shape.radiusMetres);
    setText(String(shape.radiusMetres / 1000));
  }
  return (
    <InlineField
      label={`Radius of ${zone.name} (km)`}
      inputMode="decimal"
      value={text}
      onChange={(typed) => {
        setText(typed);
        const km = Number(typed);
        if (typed.trim() !== '' && Number.isFinite(km) && km > 0) {
          const radiusMetres = Math.round(km * 1000);
          setSeen(radiusMetres);
          onShape({ ...shape, radiusMetres });
        }
      }}
    />
  );
}

function Recentre({ centre }: { centre: { latitude: number; longitude: number } }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.latitude, centre.longitude]);
  }, [map, centre]);
  return null;
}

/** The zones' outlines, kept in step with the list: drawn, reshaped and removed with Geoman's tools. */
function ZoneLayers({
  zones,
  onShape,
  onRemove,
  onCreate,
  onPlace,
}: {
  zones: DraftZone[];
  onShape: (key: number, shape: ZoneShape) => void;
  onRemove: (key: number) => void;
  onCreate: (shape: ZoneShape) => void;
  onPlace: (latitude: number, longitude: number) => void;
}) {
  const map = useMap();
  const layers = useRef(new Map<number, L.Layer>());
  const handlers = useRef({ onShape, onRemove, onCreate });
  // Leaflet's handlers outlive a render: they call the latest callbacks.
  useLayoutEffect(() => {
    handlers.current = { onShape, onRemove, onCreate };
  });

  useEffect(() => {
    map.pm.addControls({
      position: 'topleft',
      drawMarker: false,
      drawCircleMarker: false,
      drawPolyline: false,
      drawRectangle: false,
      drawText: false,
      cutPolygon: false,
      rotateMode: false,
      dragMode: false,
    });
    const created = (event: { layer: L.Layer }) => {
      const shape = shapeOf(event.layer);
      // The list draws its own outline for the new zone.
      event.layer.remove();
      if (shape) handlers.current.onCreate(shape);
    };
    map.on('pm:create', created);
    return () => {
      map.off('pm:create', created);
      map.pm.removeControls();
    };
  }, [map]);

  useMapEvents({
    click(event) {
      if (map.pm.globalDrawModeEnabled() || map.pm.globalEditModeEnabled() || map.pm.globalRemovalModeEnabled()) return;
      const { lat, lng } = event.latlng.wrap();
      onPlace(lat, lng);
    },
  });

  useEffect(() => {
    const shown = layers.current;
    const wanted = new Set(zones.map((zone) => zone.key));
    for (const [key, layer] of shown) {
      if (!wanted.has(key)) {
        layer.remove();
        shown.delete(key);
      }
    }
    for (const zone of zones) {
      const existing = shown.get(zone.key);
      if (existing) {
        existing.setTooltipContent(zone.name);
        // A radius typed in the list reshapes the circle on the map.
        if (
          existing instanceof L.Circle &&
          zone.shape.kind === 'circle' &&
          existing.getRadius() !== zone.shape.radiusMetres
        )
          existing.setRadius(zone.shape.radiusMetres);
        continue;
      }
      const layer = layerOf(zone.shape).addTo(map);
      layer.bindTooltip(zone.name);
      layer.on('pm:edit', () => {
        const shape = shapeOf(layer);
        if (shape) handlers.current.onShape(zone.key, shape);
      });
      layer.on('pm:remove', () => {
        shown.delete(zone.key);
        handlers.current.onRemove(zone.key);
      });
      shown.set(zone.key, layer);
    }
  }, [map, zones]);

  return null;
}
