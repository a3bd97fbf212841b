/**
 * `app.restaurant`: who the restaurant is (name, logo, colour, contacts, currency, place), its opening hours, closed
 * dates, time zone and pause, and how it takes orders, kept in one database row and in memory (this process is their
 * only writer), and whether it takes orders now. Every change tells open pages. A setting never saved is its
 * configured first-start default.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { restaurantSettings } from '../../drizzle/schema.ts';
import {
  AROUND_THE_CLOCK,
  type OpeningHours,
  type OpeningHoursAnswer,
  type RestaurantStatus,
} from '../../shared/opening-hours.ts';
import { DEFAULT_BRAND_COLOUR } from '../../shared/brand-colour.ts';
import { DEFAULT_MONEY, setMoneyFormat } from '../../shared/money.ts';
import type { OrderingSettings } from '../../shared/ordering-settings.ts';
import { PRODUCT_NAME, type RestaurantProfile } from '../../shared/restaurant-profile.ts';
import { localDate } from '../insights/restaurant-clock.ts';
import { openingStatus, openingWindows, type Pause, type Window } from './opening-status.ts';

/** What the restaurant is until the administrator says otherwise: the environment's first-start defaults. */
export interface ProfileDefaults {
  name: string;
  currency: string;
  locale: string;
  latitude: number;
  longitude: number;
}

/** The profile as saved: everything but the logo, which has its own upload. */
export type ProfileChanges = Partial<Omit<RestaurantProfile, 'logoUrl'>>;

export interface Restaurant {
  profile(): RestaurantProfile;
  saveProfile(changes: ProfileChanges): RestaurantProfile;
  /** Sets the logo (null: none) and answers the one it replaced, for its files to be removed. */
  setLogo(logoUrl: string | null): string | null;
  /**
   * Which first settings the restaurant has made its own, for the setup checklist: a name and a currency (saved, or
   * given at first start), a location and opening hours (saved).
   */
  settled(): { name: boolean; money: boolean; location: boolean; hours: boolean };
  /** The restaurant's time zone: the administrator's choice, else the configured one. */
  timeZone(): string;
  hours(): OpeningHoursAnswer;
  status(now?: number): RestaurantStatus;
  saveHours(hours: OpeningHours): OpeningHoursAnswer;
  /** Pauses new orders for `minutes`, or until `resume` when null. */
  pause(minutes: number | null, by: number): RestaurantStatus;
  resume(): RestaurantStatus;
  ordering(): OrderingSettings;
  saveOrdering(settings: OrderingSettings): OrderingSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    restaurant: Restaurant;
  }
}

const SETTINGS_ROW = 1;

export default fp(
  async (app, options: { configuredTimeZone: string; defaults: ProfileDefaults }) => {
    const { configuredTimeZone, defaults } = options;
    const read = () => app.db.select().from(restaurantSettings).where(eq(restaurantSettings.id, SETTINGS_ROW)).get();
    let row = read();
    // The windows are the costly part of a status: worked out once per settings and restaurant day.
    let windows: { date: string; list: Window[] } | null = null;

    const hours = (): OpeningHours => ({
      timeZone: row?.timeZone ?? configuredTimeZone,
      weekly: row?.weeklyHours ?? AROUND_THE_CLOCK,
      closedDates: row?.closedDates ?? [],
    });
    const pause = (): Pause | null => (row?.pausedAt == null ? null : { until: row.pausedUntil });
    const profile = (): RestaurantProfile => ({
      name: row?.name ?? defaults.name,
      logoUrl: row?.logoPath ?? null,
      brandColour: row?.brandColour ?? DEFAULT_BRAND_COLOUR,
      phone: row?.phone ?? null,
      email: row?.email ?? null,
      streetAddress: row?.streetAddress ?? null,
      currency: row?.currency ?? defaults.currency,
      locale: row?.locale ?? defaults.locale,
      wholeAmounts: row?.wholeAmounts ?? false,
      location: { latitude: row?.latitude ?? defaults.latitude, longitude: row?.longitude ?? defaults.longitude },
    });
    // Every amount this process writes (mails, tickets) follows the restaurant's currency from the start.
    setMoneyFormat(profile());

    function write(values: Partial<typeof restaurantSettings.$inferInsert>) {
      const changes = { ...values, updatedAt: Date.now() };
      app.db
        .insert(restaurantSettings)
        .values({ id: SETTINGS_ROW, ...changes })
        .onConflictDoUpdate({ target: restaurantSettings.id, set: changes })
        .run();
      row = read();
      windows = null;
      setMoneyFormat(profile());
      app.realtime.restaurantChanged();
    }

    const restaurant: Restaurant = {
      profile,
      settled: () => ({
        name: row?.name != null || defaults.name !== PRODUCT_NAME,
        money: row?.currency != null || defaults.currency !== DEFAULT_MONEY.currency,
        location: row?.latitude != null,
        hours: row?.weeklyHours != null,
      }),
      saveProfile({ location, ...changes }) {
        write({ ...changes, ...(location && { latitude: location.latitude, longitude: location.longitude }) });
        return profile();
      },
      setLogo(logoUrl) {
        const before = row?.logoPath ?? null;
        write({ logoPath: logoUrl });
        return before;
      },
      timeZone: () => hours().timeZone,
      hours: () => ({ ...hours(), configuredTimeZone }),
      status(now = Date.now()) {
        const current = hours();
        const date = localDate(now, current.timeZone);
        if (windows?.date !== date) windows = { date, list: openingWindows(current, now) };
        return openingStatus(current, pause(), now, windows.list);
      },
      saveHours(next) {
        write({ timeZone: next.timeZone, weeklyHours: next.weekly, closedDates: next.closedDates });
        return restaurant.hours();
      },
      pause(minutes, by) {
        const now = Date.now();
        write({ pausedAt: now, pausedUntil: minutes === null ? null : now + minutes * 60_000, pausedBy: by });
        return restaurant.status(now);
      },
      resume() {
        write({ pausedAt: null, pausedUntil: null, pausedBy: null });
        return restaurant.status();
      },
      ordering: () => ({ regularsSkipCode: row?.regularsSkipCode ?? false }),
      saveOrdering(settings) {
        write({ regularsSkipCode: settings.regularsSkipCode });
        return restaurant.ordering();
      },
    };
    app.decorate('restaurant', restaurant);
  },
  { name: 'restaurant', dependencies: ['db', 'realtime'] },
);
