/** The administrator's settings: the profile, the logo, the delivery zones, the places and how orders are confirmed. */
import { z } from 'zod';
import { envelope } from '../../../shared/api.ts';
import { deliveryZone, type DeliveryZone } from '../../../shared/delivery-zones.ts';
import { orderingSettings, type OrderingSettings } from '../../../shared/ordering-settings.ts';
import { place, type Place } from '../../../shared/places.ts';
import { restaurantProfile, type RestaurantProfileBody } from '../../../shared/restaurant-profile.ts';
import { api } from '../../lib/api.ts';

const profileAnswer = envelope(restaurantProfile);

export async function saveRestaurantProfile(body: RestaurantProfileBody) {
  return profileAnswer.parse(await api.post('restaurant/profile', { json: body }).json());
}

/** The picture goes as the body itself, typed as what the browser says it is; the server checks its bytes. */
export async function uploadLogo(file: File) {
  return profileAnswer.parse(
    await api.post('restaurant/logo', { body: file, headers: { 'content-type': file.type || 'image/png' } }).json(),
  );
}

export async function removeLogo() {
  return profileAnswer.parse(await api.post('restaurant/logo/remove').json());
}

export async function saveDeliveryZones(zones: DeliveryZone[]) {
  return envelope(z.array(deliveryZone)).parse(await api.post('restaurant/zones', { json: { zones } }).json());
}

export async function savePlaces(places: Place[]) {
  return envelope(z.array(place)).parse(await api.post('restaurant/places', { json: { places } }).json());
}

const orderingAnswer = envelope(orderingSettings);

export async function fetchOrderingSettings(signal?: AbortSignal) {
  return orderingAnswer.parse(await api.get('restaurant/ordering', { signal }).json()).data;
}

export async function saveOrderingSettings(settings: OrderingSettings) {
  return orderingAnswer.parse(await api.post('restaurant/ordering', { json: settings }).json());
}
