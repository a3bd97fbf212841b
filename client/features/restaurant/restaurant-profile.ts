/**
 * The restaurant this app belongs to: its name, logo and colour on every page, and its currency in every amount.
 * The server writes the profile into the page it sends, so the very first render has it; when the administrator
 * changes it, open pages hear of it and read it again.
 */
import { atom, useAtomValue } from 'jotai';
import { envelope } from '../../../shared/api.ts';
import { brandShades, DEFAULT_BRAND_COLOUR } from '../../../shared/brand-colour.ts';
import { DEFAULT_MONEY, setMoneyFormat } from '../../../shared/money.ts';
import {
  PRODUCT_NAME,
  PROFILE_ELEMENT_ID,
  restaurantProfile,
  type RestaurantProfile,
} from '../../../shared/restaurant-profile.ts';
import { api } from '../../lib/api.ts';
import { useLiveSignal } from '../../lib/live-socket.ts';
import { store } from '../../lib/store.ts';

/** Until a page carries the profile (the development server sends the bare page): Forkcast's own defaults. */
const FALLBACK: RestaurantProfile = {
  name: PRODUCT_NAME,
  logoUrl: null,
  brandColour: DEFAULT_BRAND_COLOUR,
  phone: null,
  email: null,
  streetAddress: null,
  ...DEFAULT_MONEY,
  location: { latitude: 0, longitude: 0 },
};

function fromPage(): RestaurantProfile | null {
  // Outside a browser (scripts that read the client's route list) there is no page to read.
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PROFILE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = restaurantProfile.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Amounts, the brand colour and its shades follow the profile from now on. */
function apply(profile: RestaurantProfile) {
  setMoneyFormat(profile);
  if (typeof document === 'undefined') return;
  const root = document.documentElement.style;
  if (profile.brandColour === DEFAULT_BRAND_COLOUR) {
    // The stylesheet's own shades, tuned by hand.
    for (const name of ['--color-tomato', '--color-tomato-dark', '--color-tomato-tint', '--color-focus'])
      root.removeProperty(name);
    return;
  }
  const { base, dark, tint } = brandShades(profile.brandColour);
  root.setProperty('--color-tomato', base);
  root.setProperty('--color-tomato-dark', dark);
  root.setProperty('--color-tomato-tint', tint);
  root.setProperty('--color-focus', dark);
}

const initial = fromPage();
apply(initial ?? FALLBACK);

export const restaurantProfileAtom = atom<RestaurantProfile>(initial ?? FALLBACK);

/** Puts a profile in place: the one the server just answered a change with, or one read again. */
export function setRestaurantProfile(profile: RestaurantProfile) {
  apply(profile);
  store.set(restaurantProfileAtom, profile);
}

const profileAnswer = envelope(restaurantProfile);

export async function fetchRestaurantProfile(): Promise<RestaurantProfile> {
  return profileAnswer.parse(await api.get('restaurant/profile').json()).data;
}

let reading: Promise<void> | null = null;
function readAgain() {
  reading ??= fetchRestaurantProfile()
    .then(setRestaurantProfile)
    // The profile shown stays; lib/api.ts has said the server is unreachable.
    .catch(() => undefined)
    .finally(() => {
      reading = null;
    });
}
// A page the development server sent bare reads it once.
if (!initial) readAgain();

export function useRestaurantProfile(): RestaurantProfile {
  return useAtomValue(restaurantProfileAtom);
}

/**
 * Keeps the profile current while a signed-in layout is open: a change the administrator saves elsewhere reaches it.
 * (A guest's page has no live connection; it reads the profile afresh with its next page.)
 */
export function useFollowRestaurantProfile(): void {
  useLiveSignal('restaurant.changed', readAgain);
}

/** Its name as a page title says it, outside React (the document title). */
export function restaurantName(): string {
  return store.get(restaurantProfileAtom).name;
}
