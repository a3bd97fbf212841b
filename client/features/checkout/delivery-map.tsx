/**
 * The delivery map of checkout step 2, loaded lazily (React.lazy) so Leaflet and its CSS stay out of the home
 * page's bundle. Leaflet draws the map; the tiles come from the configured tile server and may not load at all
 * (offline, or the tile host blocked): the container then keeps a plain background, clicks, the marker and the area
 * box still work, and `onTilesFailed` lets the page offer another way to give the point.
 *
 * Keyboard use: the map is one tab stop. Arrow keys pan it and + / - zoom (Leaflet's own keyboard handler);
 * Enter or Space puts the delivery pin at the centre of the map, marked by a crosshair while the map has focus.
 * The "Pin the map centre" button under the map does the same for anyone not on the map itself.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Circle, MapContainer, Marker, Polygon, Rectangle, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { PublicConfig } from '../../../shared/public-config.ts';
import type { DeliveryZone } from '../../../shared/delivery-zones.ts';
import { deliversTo, type MapPoint } from './delivery-area.ts';
import { MAP_PIN } from './map-pin.ts';
import './delivery-map.css';

export interface DeliveryMapProps {
  config: PublicConfig;
  point: MapPoint | null;
  /** A point chosen on the map, already known to lie inside the delivery area. */
  onPick: (point: MapPoint) => void;
  /** A click outside the delivery area, refused. */
  onOutside: () => void;
  /** Id of the text explaining how to use the map. */
  describedBy: string;
  /** More buttons for the row under the map (e.g. "Use my location"). */
  children?: ReactNode;
  /** Called once when a tile fails before any has loaded: the map shows nothing to find a place by. */
  onTilesFailed?: () => void;
}

/** Spec point 9: default zoom 13. */
const DEFAULT_ZOOM = 13;

export default function DeliveryMap({
  config,
  point,
  onPick,
  onOutside,
  describedBy,
  children,
  onTilesFailed,
}: DeliveryMapProps) {
  const [map, setMap] = useState<L.Map | null>(null);
  const area = config.deliveryArea;
  // One failed tile among loaded ones is a gap, not a broken map; nothing loaded and a failure is.
  const tiles = useRef<'waiting' | 'loaded' | 'failed'>('waiting');

  function tileFailed() {
    if (tiles.current !== 'waiting') return;
    tiles.current = 'failed';
    onTilesFailed?.();
  }

  function choose(candidate: MapPoint) {
    if (deliversTo(config, candidate)) onPick(candidate);
    else onOutside();
  }

  function pinCentre() {
    if (!map) return;
    const centre = map.getCenter();
    choose({ latitude: centre.lat, longitude: centre.lng });
  }

  return (
    <div className="delivery-map">
      <div className="delivery-map__frame">
        <MapContainer
          ref={setMap}
          className="delivery-map__map map-box"
          center={[config.restaurant.latitude, config.restaurant.longitude]}
          zoom={DEFAULT_ZOOM}
          minZoom={11}
          maxZoom={18}
          maxBounds={area}
          maxBoundsViscosity={1}
          scrollWheelZoom={false}
          keyboard
        >
          <TileLayer
            url={config.mapTileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            eventHandlers={{
              tileload: () => {
                tiles.current = 'loaded';
              },
              tileerror: tileFailed,
            }}
          />
          {config.zones.length === 0 ? (
            <Rectangle bounds={area} pathOptions={{ ...OUTLINE, fill: false }} />
          ) : (
            config.zones.map((zone) => <ZoneOutline key={zone.name} zone={zone} />)
          )}
          {point && (
            <Marker
              position={[point.latitude, point.longitude]}
              icon={MAP_PIN}
              interactive={false}
              keyboard={false}
              title="Delivery point"
            />
          )}
          <MapBehaviour point={point} onPick={choose} describedBy={describedBy} />
        </MapContainer>
        <span className="delivery-map__crosshair" aria-hidden="true" />
      </div>
      <div className="delivery-map__actions">
        <button type="button" className="button button--secondary" onClick={pinCentre}>
          Pin the map centre
        </button>
        {children}
      </div>
    </div>
  );
}

const OUTLINE = { color: '#9e2c15', weight: 2, dashArray: '6 6', interactive: false } as const;
const ZONE_FILL = { ...OUTLINE, fillOpacity: 0.06 } as const;

/** A delivery zone as the customer sees it: a dashed outline over a faint fill. */
function ZoneOutline({ zone }: { zone: Pick<DeliveryZone, 'shape'> }) {
  const { shape } = zone;
  if (shape.kind === 'circle')
    return (
      <Circle
        center={[shape.centre.latitude, shape.centre.longitude]}
        radius={shape.radiusMetres}
        pathOptions={ZONE_FILL}
      />
    );
  return (
    <Polygon positions={shape.corners.map(([lng, lat]) => [lat, lng] as [number, number])} pathOptions={ZONE_FILL} />
  );
}

/** Clicks and Enter/Space pick a point; a point set from outside (location lookups) is brought into view. */
function MapBehaviour({
  point,
  onPick,
  describedBy,
}: {
  point: MapPoint | null;
  onPick: (point: MapPoint) => void;
  describedBy: string;
}) {
  const map = useMap();

  useMapEvents({
    click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }),
    keydown: (event) => {
      const key = event.originalEvent.key;
      if ((key === 'Enter' || key === ' ') && event.originalEvent.target === map.getContainer()) {
        event.originalEvent.preventDefault();
        const centre = map.getCenter();
        onPick({ latitude: centre.lat, longitude: centre.lng });
      }
    },
  });

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', 'Delivery map');
    container.setAttribute('aria-describedby', describedBy);
  }, [map, describedBy]);

  useEffect(() => {
    if (!point) return;
    const position = L.latLng(point.latitude, point.longitude);
    if (!map.getBounds().pad(-0.1).contains(position)) map.panTo(position);
  }, [map, point]);

  return null;
}
