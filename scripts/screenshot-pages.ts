/**
 * Every page of the client, as each kind of visitor sees it, for `npm run screenshots`. A test
 * (screenshot-pages.test.ts) holds this list against client/app.tsx's routes: every page is shot by someone allowed
 * to see it, and no shot names a page its visitor would be sent away from.
 */
import type { Page } from 'playwright-core';
import type { Role } from '../shared/constants.ts';

export type Viewer = 'guest' | 'customer' | 'kitchen' | 'rider' | 'admin';

export const VIEWER_ROLE: Record<Viewer, Role | null> = {
  guest: null,
  customer: 'CUSTOMER',
  kitchen: 'WORKER',
  rider: 'DELIVERY_MAN',
  admin: 'ADMIN',
};

/** Stands in a shot's path for the id of a dish on the menu. */
export const DISH_ID = ':id';
/** Stands in a shot's path for the id of the order placed for the shots. */
export const ORDER_ID = ':order';

export interface Shot {
  /** The file's name, after the viewport's and the viewer's. */
  name: string;
  as: Viewer;
  path: string;
  /** Sets up what the page reads when it opens (run on the site's origin before opening it). */
  before?: (page: Page) => Promise<void>;
  /** Brings the open page into the state shown. */
  then?: (page: Page) => Promise<void>;
}

export const SHOTS: readonly Shot[] = [
  { name: 'login', as: 'guest', path: '/login' },
  {
    name: 'sign-up',
    as: 'guest',
    path: '/login',
    then: (page) => page.getByRole('button', { name: 'Create a New Account' }).click(),
  },
  { name: 'forgot-password', as: 'guest', path: '/forgot-password' },
  {
    name: 'verify-otp',
    as: 'guest',
    path: '/verify-otp',
    // The address waiting for its code, where client/features/auth/pending-email.ts keeps it after a sign-up.
    before: (page) => page.evaluate(() => sessionStorage.setItem('pendingEmail', JSON.stringify('new@example.com'))),
  },
  { name: 'not-found', as: 'guest', path: '/no-such-page' },
  // What the order mail's button opens, on a device where nobody is signed in: the page, before the tap.
  { name: 'confirm-order', as: 'guest', path: `/confirm-order/${ORDER_ID}#t=${'A'.repeat(43)}` },

  { name: 'menu', as: 'customer', path: '/' },
  { name: 'dish', as: 'customer', path: `/product/${DISH_ID}` },
  { name: 'assistant', as: 'customer', path: '/chat' },
  { name: 'checkout', as: 'customer', path: '/checkout' },
  { name: 'track-order', as: 'customer', path: '/track-order' },
  { name: 'past-orders', as: 'customer', path: '/orders' },
  { name: 'account', as: 'customer', path: '/account' },
  { name: 'change-password', as: 'customer', path: '/account/password' },

  { name: 'kitchen', as: 'kitchen', path: '/orders/prepare' },
  { name: 'ticket', as: 'kitchen', path: `/ticket/${ORDER_ID}` },

  { name: 'deliveries', as: 'rider', path: '/orders/deliver' },

  { name: 'dashboard', as: 'admin', path: '/admin/dashboard' },
  { name: 'products', as: 'admin', path: '/admin/products' },
  { name: 'menu-setup', as: 'admin', path: '/admin/menu' },
  { name: 'workers', as: 'admin', path: '/admin/workers' },
  { name: 'add-worker', as: 'admin', path: '/admin/workers/add' },
  { name: 'feedbacks', as: 'admin', path: '/admin/feedbacks' },
  { name: 'opening-hours', as: 'admin', path: '/admin/hours' },
  { name: 'settings', as: 'admin', path: '/admin/settings' },
  { name: 'orders', as: 'admin', path: '/admin/orders' },
  { name: 'order', as: 'admin', path: `/admin/orders/${ORDER_ID}` },
];
