/** The pin both maps draw (the delivery point at checkout, the restaurant in Settings): CSS, no image from a CDN. */
import L from 'leaflet';
import './delivery-map.css';

export const MAP_PIN = L.divIcon({
  className: 'delivery-pin',
  html: '<span class="delivery-pin__head"></span>',
  iconSize: [30, 36],
  // The tip of the rotated square sits 14 * sqrt(2) below its centre (15, 14).
  iconAnchor: [15, 34],
});
