import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Link } from 'wouter';
import { RESTAURANT_CLOSED } from '../../../shared/opening-hours.ts';
import { placeOrderBody, SOLD_OUT, type PlaceOrderBody } from '../../../shared/orders.ts';
import { LoadingOverlay } from '../../components/loading-overlay.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { StepIndicator } from '../../components/step-indicator.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { sessionAtom } from '../auth/session.ts';
import { cartDispatchAtom, orderDraftAtom, pricedCartAtom, UNCHECKED_PRICES_NOTE } from '../cart/cart-state.ts';
import { useLiveMenu } from '../menu/menu-state.ts';
import { useOrdersClosedMessage } from '../restaurant/orders-closed.tsx';
import { refreshRestaurantStatus } from '../restaurant/restaurant-status.ts';
import { confirmOrder, placeOrder, resendOrderCode } from './checkout-api.ts';
import { ConfirmStep } from './confirm-step.tsx';
import { DeliveryStep, missingDeliveryDetails } from './delivery-step.tsx';
import { DoneStep } from './done-step.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';
import { PaymentStep } from './payment-step.tsx';
import { pendingOrderAtom } from './pending-order.ts';
import { ReviewStep } from './review-step.tsx';
import { usePublicConfig } from './use-public-config.ts';
import { minimumNote, useDeliveryZone } from './delivery-terms.tsx';
import { areaNames } from '../../../shared/places.ts';
import './checkout.css';

type Step = 1 | 2 | 3 | 4 | 5;

const STEP_NAMES = ['Review', 'Delivery', 'Payment', 'Confirm', 'Done'] as const;
const STEP_TITLES: Record<Step, string> = {
  1: 'Review Your Items',
  2: 'Enter Delivery Details',
  3: 'Select Payment Method',
  4: 'Confirm Order',
  5: 'Your order has been confirmed.',
};

// Spec point 8.
export const PLACE_FAILED_MESSAGE = 'There was an error placing your order. Please try again.';
export const CONFIRM_FAILED_MESSAGE = 'Incorrect OTP! Please try again...';
const INCOMPLETE_CODE_MESSAGE = 'Please enter the complete 6-digit code.';
const NOT_CONFIRMED_SOLD_OUT = 'Your order was not confirmed: a dish in it sold out after you placed it.';

/** What the server last refused the order for as sold out: dishes, and choices of dishes. */
interface SoldOutRefusal {
  productIds: readonly number[];
  choiceIds: readonly number[];
}
const NONE_REFUSED: SoldOutRefusal = { productIds: [], choiceIds: [] };
const refusalOf = (problem: { productIds?: number[] | undefined; choiceIds?: number[] | undefined }) => ({
  productIds: problem.productIds ?? [],
  choiceIds: problem.choiceIds ?? [],
});
/** The cart's lines a refusal is about; each leaves the notice as it leaves the cart. */
function refusedLines<L extends { id: number; choices: readonly number[] }>(
  lines: readonly L[],
  refusal: SoldOutRefusal,
) {
  return lines.filter(
    (line) => refusal.productIds.includes(line.id) || line.choices.some((choice) => refusal.choiceIds.includes(choice)),
  );
}

function sentence(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/**
 * The five-step checkout (spec points 2 and 4). Step 3 moves on only when the order is placed (201), step 4 only
 * when the code is accepted (200), and only then is the cart reset. Every call is covered by a loading overlay;
 * each new step moves focus to its heading. The order placed at step 3 is remembered for the tab (pending-order.ts),
 * so a reload comes back to step 4.
 */
export function CheckoutWizard() {
  const session = useAtomValue(sessionAtom);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const [pending, setPending] = useAtom(pendingOrderAtom);
  const ownPending = pending && pending.ownerId === userId ? pending : null;

  const draft = useAtomValue(orderDraftAtom);
  const cart = useAtomValue(pricedCartAtom);
  const dispatch = useSetAtom(cartDispatchAtom);
  const { configState } = usePublicConfig();
  const zone = useDeliveryZone();
  // Re-prices the cart from today's menu, live: a dish sold out meanwhile is flagged at once, a vanished one left out.
  const { state: menu, reload: reloadMenu } = useLiveMenu();
  // Closed or paused: said before the customer fills anything in, and the order waits until it opens.
  const closedMessage = useOrdersClosedMessage();

  const [step, setStep] = useState<Step>(ownPending ? 4 : 1);
  const [busy, setBusy] = useState<null | 'placing' | 'confirming' | 'resending'>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  // The dishes the server last refused the order for as sold out; each leaves the notice as it leaves the cart.
  const [refused, setRefused] = useState<SoldOutRefusal>(NONE_REFUSED);
  const [otp, setOtp] = useState('');
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [codeRetries, setCodeRetries] = useState(0);
  const [confirmedOrderId, setConfirmedOrderId] = useState<number | null>(null);
  // One Idempotency-Key per attempt: reused while the same order is retried, renewed when its content changes.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const busyRef = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<Step | null>(null);

  // Focus follows the step: the new step's heading, so keyboard and screen reader users start at its top.
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const effectiveStep: Step = step === 4 && !ownPending ? 1 : step;

  function go(next: Step) {
    setPlaceError(null);
    setRefused(NONE_REFUSED);
    setStep(next);
  }

  async function run(kind: 'placing' | 'confirming' | 'resending', task: () => Promise<void>) {
    // A second click while a call runs does nothing (the overlay also covers the buttons).
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    try {
      await task();
    } finally {
      busyRef.current = false;
      setBusy(null);
    }
  }

  const placeOrderNow = () =>
    run('placing', async () => {
      if (!draft.paymentMethod) {
        setPlaceError('Choose how you will pay.');
        return;
      }
      if (draft.latitude === null || draft.longitude === null) {
        setPlaceError('Choose the delivery point on the map (step 2).');
        return;
      }
      const body: PlaceOrderBody = {
        latitude: draft.latitude,
        longitude: draft.longitude,
        address: draft.address.trim(),
        paymentMethod: draft.paymentMethod,
        lineItems: cart.toOrder.map((line) => ({
          productId: line.id,
          quantity: line.quantity,
          choices: line.choices,
          ...(line.note ? { note: line.note } : {}),
        })),
        ...(draft.deliveryNote.trim() ? { deliveryNote: draft.deliveryNote.trim() } : {}),
        sector: draft.sector,
      };
      const checked = placeOrderBody.safeParse(body);
      if (!checked.success) {
        setPlaceError(checked.error.issues[0]?.message ?? PLACE_FAILED_MESSAGE);
        return;
      }
      const json = JSON.stringify(body);
      if (!attempt.current || attempt.current.body !== json) attempt.current = { key: newIdempotencyKey(), body: json };
      setPlaceError(null);
      setRefused(NONE_REFUSED);
      try {
        const answer = await placeOrder(body, attempt.current.key);
        if (userId !== null) {
          setPending({
            ownerId: userId,
            orderId: answer.data.orderId,
            total: answer.data.total,
            message: answer.message,
          });
        }
        setOtp('');
        setConfirmError(null);
        setStep(4);
      } catch (error) {
        // 409: this key was used for a different order; the next try gets a fresh one.
        if (hasStatus(error, 409)) attempt.current = null;
        const problem = await serverError(error);
        // A dish sold out or left the menu since it was loaded: reload it, so the cart flags the line and drops it.
        if (problem?.fields?.lineItems) void reloadMenu();
        // Closed or paused since the page last heard: the notice and the Place Order button follow.
        if (problem?.code === RESTAURANT_CLOSED) void refreshRestaurantStatus();
        // An unreachable server was already reported by lib/api.ts; the step still says the order was not placed.
        if (problem) toast.error(PLACE_FAILED_MESSAGE);
        // Sold-out dishes the cart holds get their Remove buttons; anything else is said as it came.
        const soldOut = problem?.code === SOLD_OUT ? refusalOf(problem) : NONE_REFUSED;
        if (refusedLines(cart.lines, soldOut).length > 0) setRefused(soldOut);
        else setPlaceError(problem?.message ?? PLACE_FAILED_MESSAGE);
      }
    });

  const confirmNow = () =>
    run('confirming', async () => {
      if (!ownPending) return;
      if (!/^\d{6}$/.test(otp)) {
        setConfirmError(INCOMPLETE_CODE_MESSAGE);
        return;
      }
      setConfirmError(null);
      try {
        const answer = await confirmOrder({ otp, orderId: ownPending.orderId });
        attempt.current = null;
        setConfirmedOrderId(answer.data.orderId);
        setStep(5);
        setPending(null);
        dispatch({ type: 'reset' });
      } catch (error) {
        const problem = await serverError(error);
        // A dish sold out after the order was placed: the kitchen never got it. Back to the payment step, where the
        // cart's sold-out dishes have their Remove buttons, to place it again without them.
        if (problem?.code === SOLD_OUT) {
          void reloadMenu();
          setPending(null);
          attempt.current = null;
          setOtp('');
          setStep(3);
          setRefused(refusalOf(problem));
          setPlaceError(NOT_CONFIRMED_SOLD_OUT);
          return;
        }
        if (problem) {
          toast.error(CONFIRM_FAILED_MESSAGE);
          setConfirmError(problem.message);
          // Start the next try from empty boxes (retyping a digit over the same digit would not advance).
          setOtp('');
          setCodeRetries((n) => n + 1);
        }
      }
    });

  const resend = () =>
    run('resending', async () => {
      if (!ownPending) return;
      try {
        const { message } = await resendOrderCode(ownPending.orderId);
        toast.success(message);
        // The old code no longer works: the new one starts from empty boxes, without the old one's error.
        setOtp('');
        setConfirmError(null);
        setCodeRetries((n) => n + 1);
      } catch (error) {
        const problem = await serverError(error);
        if (problem) toast.error(problem.message);
      }
    });

  function startOver() {
    setPending(null);
    attempt.current = null;
    setOtp('');
    setConfirmError(null);
    go(1);
  }

  if (effectiveStep <= 3 && cart.lines.length === 0) {
    return (
      <div className="checkout-empty card">
        <p>
          Cart is Empty...
          <Link href="/" className="checkout-empty__link">
            Explore our Menu
          </Link>
        </p>
      </div>
    );
  }

  // Until today's menu has loaded once, the cart only knows the prices of when each dish was added: wait for the
  // menu rather than show them, and say so if it cannot load (the server prices the order either way).
  const pricesUnchecked = effectiveStep <= 3 && !cart.checked;
  if (pricesUnchecked && menu.status !== 'error') return <PageSpinner label="Checking today's prices" />;

  const areas = configState.status === 'ready' ? areaNames(configState.config.places) : [];
  const missing = effectiveStep === 2 ? missingDeliveryDetails(draft, areas) : [];
  const nothingOrderable = cart.orderable.length === 0;
  const toChoose = cart.chooseAgain.map((line) => line.name);
  const nextBlocked = (effectiveStep === 1 && (nothingOrderable || toChoose.length > 0)) || missing.length > 0;
  const nextHint =
    effectiveStep === 1 && toChoose.length > 0
      ? `Choose again for ${sentence(toChoose)}, or remove ${toChoose.length === 1 ? 'it' : 'them'}.`
      : effectiveStep === 1 && nothingOrderable
        ? 'Nothing in your cart can be ordered right now. Remove the unavailable items and add others from the menu.'
        : missing.length > 0
          ? `To continue, ${sentence(missing)}.`
          : null;
  // The zone's minimum is told beside the total; the server refuses an order below it all the same.
  const belowMinimum = minimumNote(zone, cart.total) !== null;
  const placeHint =
    effectiveStep !== 3
      ? null
      : closedMessage
        ? `${closedMessage} Your cart and details are kept until then.`
        : belowMinimum
          ? 'To place the order, reach the minimum order above.'
          : !draft.paymentMethod
            ? 'To place the order, choose how you will pay.'
            : null;

  return (
    <div className="checkout">
      <StepIndicator steps={STEP_NAMES} current={effectiveStep} label="Checkout steps" />
      <section className="checkout__card card" aria-labelledby="checkout-step-title" aria-busy={busy !== null}>
        <h2 id="checkout-step-title" ref={heading} tabIndex={-1} className="checkout__title">
          {STEP_TITLES[effectiveStep]}
        </h2>

        {pricesUnchecked && (
          <div className="checkout__warning" role="alert">
            <Toolbar>
              <p>{UNCHECKED_PRICES_NOTE} You will see the restaurant&apos;s total before you confirm the order.</p>
              <button type="button" className="button button--secondary" onClick={() => void reloadMenu()}>
                Retry
              </button>
            </Toolbar>
          </div>
        )}
        {closedMessage && effectiveStep <= 3 && (
          <div className="checkout__warning" role="alert">
            <p>
              <strong>{closedMessage}</strong> You can fill in your order now; it can be placed once we take orders
              again.
            </p>
          </div>
        )}
        {effectiveStep === 1 && <ReviewStep />}
        {effectiveStep === 2 && <DeliveryStep />}
        {effectiveStep === 3 && <PaymentStep error={placeError} soldOut={refusedLines(cart.lines, refused)} />}
        {effectiveStep === 4 && ownPending && (
          <ConfirmStep
            message={ownPending.message}
            total={ownPending.total}
            otp={otp}
            onOtpChange={(value) => {
              setOtp(value);
              if (confirmError === INCOMPLETE_CODE_MESSAGE) setConfirmError(null);
            }}
            error={confirmError}
            disabled={busy !== null}
            resending={busy === 'resending'}
            onResend={() => void resend()}
            onStartOver={startOver}
            retryToken={codeRetries}
          />
        )}
        {effectiveStep === 5 && <DoneStep orderId={confirmedOrderId} />}

        {(nextHint || placeHint) && (
          <p id="checkout-next-hint" className="checkout__hint checkout__next-hint">
            {nextHint ?? placeHint}
          </p>
        )}

        <div className="checkout__buttons">
          {effectiveStep <= 3 && (
            <button
              type="button"
              className="button button--secondary"
              disabled={effectiveStep === 1 || busy !== null}
              onClick={() => go((effectiveStep - 1) as Step)}
            >
              Previous
            </button>
          )}
          {effectiveStep <= 2 && (
            <button
              type="button"
              className="button button--primary"
              disabled={nextBlocked || busy !== null}
              aria-describedby={nextHint ? 'checkout-next-hint' : undefined}
              onClick={() => go((effectiveStep + 1) as Step)}
            >
              Next
            </button>
          )}
          {effectiveStep === 3 && (
            <button
              type="button"
              className="button button--primary"
              disabled={
                !draft.paymentMethod || nothingOrderable || belowMinimum || closedMessage !== null || busy !== null
              }
              aria-describedby={placeHint ? 'checkout-next-hint' : undefined}
              onClick={() => void placeOrderNow()}
            >
              Place Order
            </button>
          )}
          {effectiveStep === 4 && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy !== null}
              onClick={() => void confirmNow()}
            >
              Confirm Order
            </button>
          )}
          {effectiveStep === 5 && (
            <Link href="/" className="button button--primary">
              Shop More..
            </Link>
          )}
        </div>

        <LoadingOverlay
          active={busy !== null}
          label={
            busy === 'placing'
              ? 'Placing your order…'
              : busy === 'confirming'
                ? 'Confirming your order…'
                : 'Sending a new code…'
          }
        />
      </section>
    </div>
  );
}
