import { Link } from 'wouter';

/** Step 5: the order is confirmed; the heading above says so (spec: "Your order has been confirmed."). */
export function DoneStep({ orderId }: { orderId: number | null }) {
  return (
    <div className="done-step">
      <div className="done-step__badge" aria-hidden="true">
        ✓
      </div>
      <p>
        {orderId !== null ? `Order #${orderId} is with the kitchen now.` : 'Your order is with the kitchen now.'} You
        can follow it on the{' '}
        <Link href="/track-order" className="done-step__track">
          Track Order
        </Link>{' '}
        page.
      </p>
    </div>
  );
}
