/** The restaurant's hours and pause. Bodies arrive already validated by the forms' zod schemas. */
import { envelope } from '../../../shared/api.ts';
import {
  openingHoursAnswer,
  restaurantStatus,
  type OpeningHoursBody,
  type PauseBody,
} from '../../../shared/opening-hours.ts';
import { api } from '../../lib/api.ts';

const statusAnswer = envelope(restaurantStatus);
const hoursAnswer = envelope(openingHoursAnswer);

export async function fetchRestaurantStatus() {
  return statusAnswer.parse(await api.get('restaurant/status').json()).data;
}

export async function fetchOpeningHours() {
  return hoursAnswer.parse(await api.get('restaurant/hours').json()).data;
}

export async function saveOpeningHours(body: OpeningHoursBody) {
  return hoursAnswer.parse(await api.post('restaurant/hours', { json: body }).json());
}

export async function pauseOrders(body: PauseBody) {
  return statusAnswer.parse(await api.post('restaurant/pause', { json: body }).json());
}

export async function resumeOrders() {
  return statusAnswer.parse(await api.post('restaurant/resume').json());
}
