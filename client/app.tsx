/** Every route, grouped by who may see it; each group sits behind the one RouteGuard. */
import { Redirect, Route, Switch } from 'wouter';
import { Toaster } from './components/toaster.tsx';
import { RouteGuard } from './features/auth/route-guard.tsx';
import { AdminLayout } from './pages/admin/admin-layout.tsx';
import { DashboardPage } from './pages/admin/dashboard-page.tsx';
import { FeedbacksPage } from './pages/admin/feedbacks-page.tsx';
import { ProductsPage } from './pages/admin/products-page.tsx';
import { WorkersPage } from './pages/admin/workers-page.tsx';
import { ChatPage } from './pages/customer/chat-page.tsx';
import { CheckoutPage } from './pages/customer/checkout-page.tsx';
import { CustomerLayout } from './pages/customer/customer-layout.tsx';
import { HomePage } from './pages/customer/home-page.tsx';
import { OrdersPage } from './pages/customer/orders-page.tsx';
import { ProductPage } from './pages/customer/product-page.tsx';
import { TrackOrderPage } from './pages/customer/track-order-page.tsx';
import { DeliverOrdersPage } from './pages/delivery/deliver-orders-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { LoginPage } from './pages/public/login-page.tsx';
import { VerifyOtpPage } from './pages/public/verify-otp-page.tsx';
import { PrepareOrdersPage } from './pages/worker/prepare-orders-page.tsx';

// Exactly the paths of CustomerRoutes, so their guard and layout wrap them once and the layout
// (top bar, cart popup) stays mounted while the customer moves between pages. Keep the two in step.
const CUSTOMER_AREA = /^\/(?:product\/[^/]+|chat|track-order|checkout|orders)?\/?$/i;

export function App() {
  return (
    <>
      <Switch>
        <Route path="/login">
          <RouteGuard allow="guests">
            <LoginPage />
          </RouteGuard>
        </Route>
        <Route path="/verify-otp" component={VerifyOtpPage} />

        <Route path={CUSTOMER_AREA}>
          <RouteGuard allow={['CUSTOMER']}>
            <CustomerLayout>
              <CustomerRoutes />
            </CustomerLayout>
          </RouteGuard>
        </Route>

        <Route path="/orders/prepare">
          <RouteGuard allow={['WORKER']}>
            <PrepareOrdersPage />
          </RouteGuard>
        </Route>

        <Route path="/orders/deliver">
          <RouteGuard allow={['DELIVERY_MAN']}>
            <DeliverOrdersPage />
          </RouteGuard>
        </Route>

        {/* The admin landing target is /admin/ (ROLE_HOME); the bare /admin leads there. */}
        <Route path={/^\/admin$/i}>
          <Redirect to="/admin/" replace />
        </Route>
        <Route path="/admin" nest>
          <RouteGuard allow={['ADMIN']}>
            <AdminLayout>
              <AdminRoutes />
            </AdminLayout>
          </RouteGuard>
        </Route>

        <Route>
          <main>
            <NotFoundPage />
          </main>
        </Route>
      </Switch>
      <Toaster />
    </>
  );
}

function CustomerRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/product/:id" component={ProductPage} />
      <Route path="/chat" component={ChatPage} />
      <Route path="/track-order" component={TrackOrderPage} />
      <Route path="/checkout" component={CheckoutPage} />
      <Route path="/orders" component={OrdersPage} />
    </Switch>
  );
}

/** Paths relative to /admin. The worker forms at /workers/add and /workers/update open over the list. */
function AdminRoutes() {
  return (
    <Switch>
      <Route path="/" component={DashboardPage} />
      <Route path="/dashboard" component={DashboardPage} />
      <Route path="/products" component={ProductsPage} />
      <Route path="/workers" component={WorkersPage} />
      <Route path="/workers/add" component={WorkersPage} />
      <Route path="/workers/update" component={WorkersPage} />
      <Route path="/feedbacks" component={FeedbacksPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
