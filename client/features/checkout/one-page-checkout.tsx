import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Link, useLocation } from 'wouter';
import { RESTAURANT_CLOSED } from '../../../shared/opening-hours.ts';
import { placeOrderBody, SOLD_OUT, type PlaceOrderBody } from '../../../shared/orders.ts';
import { areaNames } from '../../../shared/places.ts';
import { savedAddressInput, type CheckoutMemory, type SavedAddress } from '../../../shared/saved-addresses.ts';
import { LoadingOverlay } from '../../components/loading-overlay.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { Toolbar } from '../../components/ui/toolbar.tsx';
import { hasStatus, serverError } from '../../lib/api.ts';
import { fetchCheckoutMemory, saveAddress } from '../account/account-api.ts';
import { sessionAtom } from '../auth/session.ts';
import {
  cartDispatchAtom,
  orderDraftAtom,
  pricedCartAtom,
  UNCHECKED_PRICES_NOTE,
  type OrderDraft,
} from '../cart/cart-state.ts';
import { useLiveMenu } from '../menu/menu-state.ts';
import { useOrdersClosedMessage } from '../restaurant/orders-closed.tsx';
import { refreshRestaurantStatus } from '../restaurant/restaurant-status.ts';
import { confirmOrder, placeOrder, resendOrderCode } from './checkout-api.ts';
import { CheckoutLines } from './checkout-lines.tsx';
import { CodeEntry } from './code-entry.tsx';
import { DeliveryDetails, missingDeliveryDetails } from './delivery-details.tsx';
import { minimumNote, OrderTotal, useDeliveryZone } from './delivery-terms.tsx';
import { newIdempotencyKey } from './idempotency-key.ts';
import { PaymentChoice } from './payment-choice.tsx';
import { pendingOrderAtom } from './pending-order.ts';
import { freeLabel, SaveAddressAs, SavedAddressChoice, type AddressChoice } from './saved-address-choice.tsx';
import { SignInToOrder } from './sign-in-to-order.tsx';
import { SoldOutNotice } from './sold-out-notice.tsx';
import { usePublicConfig } from './use-public-config.ts';
import { useConfirmedElsewhere } from './use-confirmed-elsewhere.ts';
import './checkout.css';

// Spec point 8.
const PLACE_FAILED_MESSAGE = 'There was an error placing your order. Please try again.';
const CONFIRM_FAILED_MESSAGE = 'Incorrect OTP! Please try again...';
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

/** Whether the draft goes to this saved address (point and written address alike). */
const goesTo = (draft: OrderDraft, address: SavedAddress) =>
  draft.address.trim() === address.address &&
  draft.latitude === address.latitude &&
  draft.longitude === address.longitude;

const destinationOf = (address: SavedAddress) => ({
  address: address.address,
  sector: address.sector,
  latitude: address.latitude,
  longitude: address.longitude,
  deliveryNote: address.deliveryNote,
});

/** The mail's button was tapped on this device or another: the order is confirmed, and the tracker takes over. */
function ConfirmedElsewhere({ orderId, onConfirmed }: { orderId: number; onConfirmed: (orderId: number) => void }) {
  useConfirmedElsewhere(orderId, onConfirmed);
  return null;
}

/**
 * The checkout on one screen: the lines (editable), where to (a saved address, or a new one to save), how to pay,
 * the total and "Place order". A returning customer finds the last address and payment method chosen already, so
 * one tap places the order. A guest sees the lines and signs in here. Once placed, the order waits for its code
 * (typed here, or the mail's "Confirm order" button on any device) unless the restaurant lets regulars skip it;
 * either way the customer lands on the live tracker.
 */
export function OnePageCheckout() {
  const session = useAtomValue(sessionAtom);
  const userId = session.status === 'signed-in' ? session.user.id : null;
  const [pending, setPending] = useAtom(pendingOrderAtom);
  const ownPending = pending && pending.ownerId === userId ? pending : null;
  const [, navigate] = useLocation();

  const draft = useAtomValue(orderDraftAtom);
  const cart = useAtomValue(pricedCartAtom);
  const dispatch = useSetAtom(cartDispatchAtom);
  const { configState } = usePublicConfig();
  const zone = useDeliveryZone();
  // Re-prices the cart from today's menu, live: a dish sold out meanwhile is flagged at once, a vanished one left out.
  const { state: menu, reload: reloadMenu } = useLiveMenu();
  // Closed or paused: said before the customer fills anything in, and the order waits until it opens.
  const closedMessage = useOrdersClosedMessage();

  const [memory, setMemory] = useState<CheckoutMemory | null>(null);
  const [choice, setChoice] = useState<AddressChoice>('new');
  // The saved address being changed, whose label the changes are saved under.
  const [editing, setEditing] = useState<SavedAddress | null>(null);
  // The label a new or changed address is saved under when the order is placed; null: not saved.
  const [saveLabel, setSaveLabel] = useState<string | null>(null);

  const [busy, setBusy] = useState<null | 'placing' | 'confirming' | 'resending'>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [refused, setRefused] = useState<SoldOutRefusal>(NONE_REFUSED);
  const [otp, setOtp] = useState('');
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [codeRetries, setCodeRetries] = useState(0);
  // One Idempotency-Key per attempt: reused while the same order is retried, renewed when its content changes.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const busyRef = useRef(false);
  const codeHeading = useRef<HTMLHeadingElement>(null);

  // What this customer chose last time: their addresses (the last one used chosen) and their payment method. A draft
  // already under way (back from the menu) is kept as it is.
  useEffect(() => {
    if (userId === null) return;
    const controller = new AbortController();
    fetchCheckoutMemory(controller.signal).then(
      (remembered) => {
        setMemory(remembered);
        const { addresses, lastUsedId, paymentMethod } = remembered;
        const current = { ...draft };
        const matching = addresses.find((address) => goesTo(current, address));
        const preferred = addresses.find((address) => address.id === lastUsedId) ?? addresses[0];
        if (matching) setChoice(matching.id);
        else if (current.latitude === null && preferred) {
          dispatch({ type: 'setDestination', destination: destinationOf(preferred) });
          setChoice(preferred.id);
        } else setSaveLabel(freeLabel(addresses.map((address) => address.label)));
        if (!current.paymentMethod && paymentMethod) dispatch({ type: 'setPaymentMethod', paymentMethod });
      },
      () => {
        // Without the memory the checkout is the form a first order fills in; nothing is lost.
        if (controller.signal.aborted) return;
        setMemory({ addresses: [], lastUsedId: null, paymentMethod: null });
        setSaveLabel(freeLabel([]));
      },
    );
    return () => controller.abort();
    // Once per customer: the draft changes as they type, and must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, dispatch]);

  function landOnTracker(orderId: number) {
    attempt.current = null;
    setPending(null);
    dispatch({ type: 'reset' });
    navigate(`/track-order?order=${orderId}`);
  }

  // The code's heading takes focus when the order waits for it, so a screen reader starts there.
  const waiting = ownPending !== null;
  useEffect(() => {
    if (waiting) codeHeading.current?.focus();
  }, [waiting]);

  function chooseAddress(next: AddressChoice) {
    setChoice(next);
    setEditing(null);
    const saved = memory?.addresses.find((address) => address.id === next);
    if (saved) {
      dispatch({ type: 'setDestination', destination: destinationOf(saved) });
      setSaveLabel(null);
    } else setSaveLabel(freeLabel(memory?.addresses.map((address) => address.label) ?? []));
  }

  function editAddress(address: SavedAddress) {
    setEditing(address);
    setChoice('new');
    setSaveLabel(address.label);
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

  /** Saves the address typed for next time; a failure is told but never stops the order. */
  async function rememberAddress() {
    if (saveLabel === null || choice !== 'new') return;
    const body = {
      label: saveLabel,
      address: draft.address,
      sector: draft.sector,
      latitude: draft.latitude,
      longitude: draft.longitude,
      deliveryNote: draft.deliveryNote,
    };
    if (!savedAddressInput.safeParse(body).success) return;
    try {
      const { data } = await saveAddress(savedAddressInput.parse(body));
      setMemory(
        (current) =>
          current && {
            ...current,
            addresses: [data, ...current.addresses.filter((address) => address.id !== data.id)],
          },
      );
      setChoice(data.id);
      setEditing(null);
      setSaveLabel(null);
    } catch (error) {
      const problem = await serverError(error);
      if (problem) toast.warn(`We couldn't save the address: ${problem.message}`);
    }
  }

  const placeOrderNow = () =>
    run('placing', async () => {
      if (!draft.paymentMethod) {
        setPlaceError('Choose how you will pay.');
        return;
      }
      if (draft.latitude === null || draft.longitude === null) {
        setPlaceError('Choose the delivery point on the map.');
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
        await rememberAddress();
        if (answer.data.confirmed) {
          toast.success(`Order #${answer.data.orderId} is confirmed and on its way to the kitchen.`);
          landOnTracker(answer.data.orderId);
          return;
        }
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
      } catch (error) {
        // 409: this key was used for a different order; the next try gets a fresh one.
        if (hasStatus(error, 409)) attempt.current = null;
        const problem = await serverError(error);
        // A dish sold out or left the menu since it was loaded: reload it, so the cart flags the line and drops it.
        if (problem?.fields?.lineItems) void reloadMenu();
        // Closed or paused since the page last heard: the notice and the Place Order button follow.
        if (problem?.code === RESTAURANT_CLOSED) void refreshRestaurantStatus();
        // An unreachable server was already reported by lib/api.ts; the page still says the order was not placed.
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
        toast.success(`Order #${answer.data.orderId} is confirmed.`);
        landOnTracker(answer.data.orderId);
      } catch (error) {
        const problem = await serverError(error);
        // A dish sold out after the order was placed: the kitchen never got it. Back to the form, where the cart's
        // sold-out dishes have their Remove buttons, to place it again without them.
        if (problem?.code === SOLD_OUT) {
          void reloadMenu();
          setPending(null);
          attempt.current = null;
          setOtp('');
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
  }

  const overlay = (
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
  );

  if (ownPending) {
    return (
      <section className="checkout__card card" aria-labelledby="checkout-code-title" aria-busy={busy !== null}>
        <h2 id="checkout-code-title" ref={codeHeading} tabIndex={-1} className="checkout__title">
          Confirm order #{ownPending.orderId}
        </h2>
        <CodeEntry
          message={`${ownPending.message} Or tap "Confirm order #${ownPending.orderId}" in the e-mail.`}
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
        <div className="checkout__buttons">
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => void confirmNow()}
          >
            Confirm Order
          </button>
        </div>
        {overlay}
        <ConfirmedElsewhere orderId={ownPending.orderId} onConfirmed={landOnTracker} />
      </section>
    );
  }

  if (cart.lines.length === 0) {
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
  if (!cart.checked && menu.status !== 'error') return <PageSpinner label="Checking today's prices" />;

  const guest = userId === null;
  const addresses = memory?.addresses ?? [];
  const typing = choice === 'new' || addresses.length === 0;
  const areas = configState.status === 'ready' ? areaNames(configState.config.places) : [];
  const missing = guest ? [] : missingDeliveryDetails(draft, areas);
  if (!guest && !draft.paymentMethod) missing.push('choose how you will pay');
  if (!guest && typing && saveLabel !== null && !saveLabel.trim())
    missing.push('name the address to save, or untick it');
  const toChoose = cart.chooseAgain.map((line) => line.name);
  const nothingOrderable = cart.orderable.length === 0;
  const belowMinimum = minimumNote(zone, cart.total) !== null;
  const placeHint = closedMessage
    ? `${closedMessage} Your cart and details are kept until then.`
    : toChoose.length > 0
      ? `Choose again for ${sentence(toChoose)}, or remove ${toChoose.length === 1 ? 'it' : 'them'}.`
      : nothingOrderable
        ? 'Nothing in your cart can be ordered right now. Remove the unavailable items and add others from the menu.'
        : belowMinimum
          ? 'To place the order, reach the minimum order above.'
          : missing.length > 0
            ? `To place the order, ${sentence(missing)}.`
            : null;

  return (
    <section className="checkout__card card" aria-label="Your order" aria-busy={busy !== null}>
      {!cart.checked && (
        <div className="checkout__warning" role="alert">
          <Toolbar>
            <p>{UNCHECKED_PRICES_NOTE} You will see the restaurant&apos;s total before you confirm the order.</p>
            <button type="button" className="button button--secondary" onClick={() => void reloadMenu()}>
              Retry
            </button>
          </Toolbar>
        </div>
      )}
      {closedMessage && (
        <div className="checkout__warning" role="alert">
          <p>
            <strong>{closedMessage}</strong> You can fill in your order now; it can be placed once we take orders again.
          </p>
        </div>
      )}

      <div className="checkout__section">
        <h2>Your order</h2>
        <CheckoutLines />
      </div>

      {guest ? (
        <>
          <OrderTotal items={cart.orderableItems} total={cart.total} />
          <SignInToOrder />
        </>
      ) : (
        <>
          <div className="checkout__section">
            <h2>Deliver to</h2>
            {memory === null && <PageSpinner label="Loading your addresses" />}
            {memory !== null && addresses.length > 0 && !editing && (
              <SavedAddressChoice addresses={addresses} chosen={choice} onChoose={chooseAddress} onEdit={editAddress} />
            )}
            {editing && (
              <p className="saved-address__actions">
                Changing <strong>{editing.label}</strong>
                <button type="button" className="link-button" onClick={() => chooseAddress(editing.id)}>
                  Keep it as it was
                </button>
              </p>
            )}
            {memory !== null && typing && (
              <>
                <DeliveryDetails />
                <SaveAddressAs
                  label={saveLabel}
                  onLabel={setSaveLabel}
                  taken={addresses.filter((address) => address.id !== editing?.id).map((address) => address.label)}
                  fixedLabel={editing?.label}
                />
              </>
            )}
          </div>

          <div className="checkout__section">
            <h2>Payment</h2>
            <PaymentChoice />
          </div>

          <OrderTotal items={cart.orderableItems} total={cart.total} />
          <SoldOutNotice lines={refusedLines(cart.lines, refused)} refused />
          {placeError && (
            <p className="checkout__error" role="alert">
              {placeError}
            </p>
          )}
          {placeHint && (
            <p id="checkout-place-hint" className="checkout__hint checkout__next-hint">
              {placeHint}
            </p>
          )}
          <div className="checkout__buttons">
            <button
              type="button"
              className="button button--primary"
              disabled={placeHint !== null || busy !== null}
              aria-describedby={placeHint ? 'checkout-place-hint' : undefined}
              onClick={() => void placeOrderNow()}
            >
              Place Order
            </button>
          </div>
        </>
      )}
      {overlay}
    </section>
  );
}
