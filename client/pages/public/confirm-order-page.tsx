import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { toast } from 'react-toastify';
import { settleConfirmedOrderAtom } from '../../features/checkout/pending-order.ts';
import { Link, useLocation, type RouteComponentProps } from 'wouter';
import { ID_IN_PATH } from '../../../shared/numerals.ts';
import { ORDER_ALREADY_CONFIRMED, tokenFromFragment } from '../../../shared/order-confirmation.ts';
import { Logo } from '../../components/logo.tsx';
import { confirmByLink } from '../../features/orders/confirm-link-api.ts';
import { hasStatus, serverError } from '../../lib/api.ts';
import './confirm-order-page.css';

type Step =
  | { name: 'waiting' }
  | { name: 'sending' }
  | { name: 'confirmed'; already: boolean }
  | { name: 'refused'; message: string; mayTryAgain: boolean };

/**
 * /confirm-order/:id, where the button in an order's mail leads (docs/decisions/0034). Opening it confirms nothing,
 * since mail scanners open links before people do: it shows the order's number and one big button, and only the tap
 * sends the token from the address's fragment. Anyone may open it, signed in or not, on any device. The order's
 * customer, signed in here, lands on the tracker; anyone else is told the order is confirmed.
 */
export function ConfirmOrderPage({ params }: RouteComponentProps<{ id: string }>) {
  const orderId = ID_IN_PATH.test(params.id) ? Number(params.id) : null;
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  const [step, setStep] = useState<Step>({ name: 'waiting' });
  const [, navigate] = useLocation();
  const settleConfirmedOrder = useSetAtom(settleConfirmedOrderAtom);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each outcome replaces the page's words: reading starts again at its heading.
  useEffect(() => {
    if (step.name === 'confirmed' || step.name === 'refused') heading.current?.focus();
  }, [step.name]);

  if (orderId === null || token === null) {
    return (
      <ConfirmFrame>
        <h1 className="confirm-order__title">This link is incomplete</h1>
        <p>Open the button in the e-mail about your order again, or copy the whole address from it.</p>
      </ConfirmFrame>
    );
  }

  async function confirm(orderId: number, token: string) {
    setStep({ name: 'sending' });
    try {
      const answer = await confirmByLink({ orderId, token });
      settleConfirmedOrder(orderId);
      if (answer.data.signedInAsCustomer) {
        toast.success(answer.message);
        navigate(`/track-order?order=${orderId}`, { replace: true });
      } else setStep({ name: 'confirmed', already: false });
    } catch (failure) {
      const problem = await serverError(failure);
      // Unreachable server: already said by the api client; the button is there to try again.
      if (!problem) setStep({ name: 'waiting' });
      else if (problem.code === ORDER_ALREADY_CONFIRMED) {
        settleConfirmedOrder(orderId);
        setStep({ name: 'confirmed', already: true });
      } else setStep({ name: 'refused', message: problem.message, mayTryAgain: hasStatus(failure, 429) });
    }
  }

  if (step.name === 'confirmed') {
    return (
      <ConfirmFrame>
        <h1 ref={heading} tabIndex={-1} className="confirm-order__title">
          {step.already ? `Order #${orderId} is already confirmed` : `Order #${orderId} is confirmed`}
        </h1>
        <p>The kitchen has it. You can follow it from the kitchen to your door.</p>
        <Link href={`/track-order?order=${orderId}`} className="button button--secondary confirm-order__track">
          Track order #{orderId}
        </Link>
      </ConfirmFrame>
    );
  }

  // A refusal that would only come again (a bad, old or spent link) leaves no button: each wrong tap costs a try.
  const showButton = step.name !== 'refused' || step.mayTryAgain;
  return (
    <ConfirmFrame>
      <h1 ref={heading} tabIndex={-1} className="confirm-order__title">
        Order #{orderId}
      </h1>
      {step.name === 'refused' ? (
        <p role="alert" className="confirm-order__problem">
          {step.message}
        </p>
      ) : (
        <p>Nothing is sent to the kitchen until you tap the button.</p>
      )}
      {showButton && (
        <button
          type="button"
          className="button button--primary button--block confirm-order__button"
          disabled={step.name === 'sending'}
          onClick={() => void confirm(orderId, token)}
        >
          {step.name === 'sending' ? 'Confirming…' : `Confirm order #${orderId}`}
        </button>
      )}
    </ConfirmFrame>
  );
}

/** The page's frame: the restaurant's mark above a card in the middle of the screen, on a phone as on a desk. */
function ConfirmFrame({ children }: { children: ReactNode }) {
  return (
    <main className="confirm-order">
      <div className="confirm-order__card card">
        <Logo className="confirm-order__logo" />
        {children}
      </div>
    </main>
  );
}
