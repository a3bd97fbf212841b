/**
 * Where the rider bringing an order is, beside its delivery point: loaded lazily (React.lazy) so Leaflet stays out
 * of the tracker's bundle until a rider is out with a shared position. A picture to glance at, not a tool: it fits
 * both points itself on every new position, so it takes no gestures that would fight that (a drag on a phone
 * scrolls the page) and no tab stop. With the tiles blocked the markers still stand on a plain background, and the
 * tracker's distance line says the same in words.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import type { MapPoint } from '../checkout/delivery-area.ts';
import { MAP_PIN } from '../checkout/map-pin.ts';
import './rider-map.css';

export interface RiderMapProps {
  tileUrl: string;
  rider: MapPoint;
  /** How the rider's marker is named, e.g. "Usman, your rider". */
  riderLabel: string;
  destination: MapPoint;
}

const FIT: L.FitBoundsOptions = { padding: [40, 40], maxZoom: 17 };

const boundsOf = (a: MapPoint, b: MapPoint) =>
  L.latLngBounds([
    [a.latitude, a.longitude],
    [b.latitude, b.longitude],
  ]);

/** A round badge with the rider's initial; built as an element so a name is never read as HTML. */
function riderIcon(label: string): L.DivIcon {
  const badge = document.createElement('span');
  badge.className = 'rider-pin__badge';
  badge.setAttribute('role', 'img');
  badge.setAttribute('aria-label', label);
  badge.textContent = label.charAt(0).toUpperCase();
  return L.divIcon({ className: 'rider-pin', html: badge, iconSize: [36, 36], iconAnchor: [18, 18] });
}

export default function RiderMap({ tileUrl, rider, riderLabel, destination }: RiderMapProps) {
  const icon = useMemo(() => riderIcon(riderLabel), [riderLabel]);
  return (
    <div className="rider-map">
      <MapContainer
        className="rider-map__map map-box"
        bounds={boundsOf(rider, destination)}
        boundsOptions={FIT}
        dragging={false}
        touchZoom={false}
        doubleClickZoom={false}
        scrollWheelZoom={false}
        boxZoom={false}
        keyboard={false}
        zoomControl={false}
      >
        <TileLayer
          url={tileUrl}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        />
        <Marker
          position={[destination.latitude, destination.longitude]}
          icon={MAP_PIN}
          interactive={false}
          keyboard={false}
          title="Your delivery point"
        />
        <Marker
          position={[rider.latitude, rider.longitude]}
          icon={icon}
          interactive={false}
          keyboard={false}
          title={riderLabel}
          zIndexOffset={1000}
        />
        <KeepBothInView rider={rider} destination={destination} />
      </MapContainer>
    </div>
  );
}

/** The container's `bounds` count only when it mounts: each new position fits the rider and the door again. */
function KeepBothInView({ rider, destination }: { rider: MapPoint; destination: MapPoint }) {
  const map = useMap();
  const { latitude, longitude } = rider;
  const { latitude: doorLatitude, longitude: doorLongitude } = destination;
  useEffect(() => {
    map.fitBounds(boundsOf({ latitude, longitude }, { latitude: doorLatitude, longitude: doorLongitude }), FIT);
  }, [map, latitude, longitude, doorLatitude, doorLongitude]);
  return null;
}
