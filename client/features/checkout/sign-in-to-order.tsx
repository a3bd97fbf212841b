import { Link } from 'wouter';
import { rememberReturn } from '../auth/return-after-sign-in.ts';

/**
 * In place of the delivery and payment sections for a guest: signing in or up comes here, at the last moment, and
 * leads back to this checkout with the cart as it is (the cart stays on this device, return-after-sign-in.ts).
 */
export function SignInToOrder() {
  const comeBack = () => rememberReturn('/checkout');
  return (
    <section className="sign-in-to-order" aria-labelledby="sign-in-to-order-title">
      <h2 id="sign-in-to-order-title">Sign in to order</h2>
      <p>
        We need your e-mail address for the order&apos;s confirmation and your phone for the rider. Your cart stays as
        it is.
      </p>
      <div className="checkout__buttons">
        <Link href="/login?new" className="button button--secondary" onClick={comeBack}>
          Create an account
        </Link>
        <Link href="/login" className="button button--primary" onClick={comeBack}>
          Sign in to order
        </Link>
      </div>
    </section>
  );
}
