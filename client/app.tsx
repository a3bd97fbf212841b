/**
 * Every route, grouped by who may see it; each group sits behind the one RouteGuard. Pages and layouts load as
 * chunks of their own (route-area.tsx), so a customer's phone never downloads the kitchen board, the admin charts or
 * the sign-in forms it does not show.
 */
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { signedInOnly } from './features/auth/signed-in-only.tsx';
import { Toaster } from './components/toaster.tsx';
import { lazyComponent } from './lib/lazy-component.ts';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { NOT_FOUND_TITLE, page, RouteArea, useDocumentTitle } from './route-area.tsx';

const LOGIN = [page('/login', 'Login', () => import('./pages/public/login-page.tsx').then((m) => m.LoginPage))];
const FORGOT_PASSWORD = [
  page('/forgot-password', 'Forgot password', () =>
    import('./pages/public/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
  ),
];
const CHANGE_PASSWORD = [
  page('/account/password', 'Change password', () =>
    import('./pages/account/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  ),
];
const VERIFY_OTP = [
  page('/verify-otp', 'Verify your e-mail', () =>
    import('./pages/public/verify-otp-page.tsx').then((m) => m.VerifyOtpPage),
  ),
];
/** Where the order mail's button leads: for anyone holding the link, signed in or not, on any device. */
const CONFIRM_ORDER = [
  page('/confirm-order/:id', 'Confirm your order', () =>
    import('./pages/public/confirm-order-page.tsx').then((m) => m.ConfirmOrderPage),
  ),
];

// Exactly the paths of CUSTOMER_PAGES, so their guard and layout wrap them once and the layout (top bar, cart
// popup) stays mounted while the customer moves between pages. Keep the two in step.
const CUSTOMER_AREA = /^\/(?:product\/[^/]+|chat|track-order|checkout|orders|account)?\/?$/i;
const CustomerLayout = lazyComponent(() =>
  import('./pages/customer/customer-layout.tsx').then((m) => m.CustomerLayout),
);
/** Guests browse the menu, dishes and assistant and fill a cart (docs/decisions/0035); these need an account. */
const ownPage =
  <Props extends object>(load: () => Promise<ComponentType<Props>>) =>
  () =>
    load().then(signedInOnly);
const CUSTOMER_PAGES = [
  page('/', 'Menu', () => import('./pages/customer/home-page.tsx').then((m) => m.HomePage)),
  page('/product/:id', 'Dish', () => import('./pages/customer/product-page.tsx').then((m) => m.ProductPage)),
  page('/chat', 'Ask the assistant', () => import('./pages/customer/chat-page.tsx').then((m) => m.ChatPage)),
  page(
    '/track-order',
    'Track your order',
    ownPage(() => import('./pages/customer/track-order-page.tsx').then((m) => m.TrackOrderPage)),
  ),
  page('/checkout', 'Checkout', () => import('./pages/customer/checkout-page.tsx').then((m) => m.CheckoutPage)),
  page(
    '/orders',
    'Past orders',
    ownPage(() => import('./pages/customer/orders-page.tsx').then((m) => m.OrdersPage)),
  ),
  page(
    '/account',
    'Your account',
    ownPage(() => import('./pages/account/account-page.tsx').then((m) => m.AccountPage)),
  ),
];

const KITCHEN_PAGES = [
  page('/orders/prepare', 'Kitchen', () =>
    import('./pages/worker/prepare-orders-page.tsx').then((m) => m.PrepareOrdersPage),
  ),
];
/** The printable ticket: a bare page, no layout, printed whole. */
const TICKET_PAGES = [
  page('/ticket/:id', 'Order ticket', () => import('./pages/staff/ticket-page.tsx').then((m) => m.TicketPage)),
];
const DELIVERY_PAGES = [
  page('/orders/deliver', 'Deliver orders', () =>
    import('./pages/delivery/deliver-orders-page.tsx').then((m) => m.DeliverOrdersPage),
  ),
];

/** Paths relative to /admin. The worker forms at /workers/add and /workers/update open over the list. */
const AdminLayout = lazyComponent(() => import('./pages/admin/admin-layout.tsx').then((m) => m.AdminLayout));
const ADMIN_PAGES = [
  page(/^\/(?:dashboard)?\/?$/i, 'Dashboard', () =>
    import('./pages/admin/dashboard-page.tsx').then((m) => m.DashboardPage),
  ),
  page('/products', 'Products', () => import('./pages/admin/products-page.tsx').then((m) => m.ProductsPage)),
  page(/^\/workers(?:\/add|\/update)?\/?$/i, 'Workers', () =>
    import('./pages/admin/workers-page.tsx').then((m) => m.WorkersPage),
  ),
  page('/feedbacks', 'Feedbacks', () => import('./pages/admin/feedbacks-page.tsx').then((m) => m.FeedbacksPage)),
  page('/menu', 'Menu setup', () => import('./pages/admin/menu-setup-page.tsx').then((m) => m.MenuSetupPage)),
  page('/settings', 'Settings', () => import('./pages/admin/settings-page.tsx').then((m) => m.SettingsPage)),
  page('/hours', 'Opening hours', () => import('./pages/admin/hours-page.tsx').then((m) => m.HoursPage)),
  page('/orders', 'Orders', () => import('./pages/admin/orders-page.tsx').then((m) => m.OrdersPage)),
  page('/orders/:id', 'Order', () => import('./pages/admin/order-page.tsx').then((m) => m.OrderPage)),
];

export function App() {
  return (
    <>
      <Switch>
        <Route path="/login">
          <RouteArea allow="guests" pages={LOGIN} />
        </Route>
        <Route path="/verify-otp">
          <RouteArea pages={VERIFY_OTP} />
        </Route>
        <Route path="/forgot-password">
          <RouteArea pages={FORGOT_PASSWORD} />
        </Route>
        <Route path="/confirm-order/:id">
          <RouteArea pages={CONFIRM_ORDER} />
        </Route>
        <Route path="/account/password">
          <RouteArea allow={['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN']} pages={CHANGE_PASSWORD} />
        </Route>

        <Route path={CUSTOMER_AREA}>
          <RouteArea allow="customers-and-guests" layout={CustomerLayout} pages={CUSTOMER_PAGES} />
        </Route>

        <Route path="/orders/prepare">
          <RouteArea allow={['WORKER']} pages={KITCHEN_PAGES} />
        </Route>

        <Route path="/ticket/:id">
          <RouteArea allow={['WORKER', 'ADMIN']} pages={TICKET_PAGES} />
        </Route>

        <Route path="/orders/deliver">
          <RouteArea allow={['DELIVERY_MAN']} pages={DELIVERY_PAGES} />
        </Route>

        {/* The admin landing target is /admin/ (ROLE_HOME); the bare /admin leads there. */}
        <Route path={/^\/admin$/i}>
          <Redirect to="/admin/" replace />
        </Route>
        <Route path="/admin" nest>
          <RouteArea allow={['ADMIN']} layout={AdminLayout} pages={ADMIN_PAGES} otherwise={NotFoundPage} />
        </Route>

        <Route component={NotFoundScreen} />
      </Switch>
      <Toaster />
    </>
  );
}

function NotFoundScreen() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <main>
      <NotFoundPage />
    </main>
  );
}
