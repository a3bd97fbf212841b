import './total-line.css';

/**
 * "Total" and its amount under a list of lines (the cart, an order's details), above a rule; the delivery fee above
 * it when the order has one.
 */
export function TotalLine({ amount, deliveryFee }: { amount: string; deliveryFee?: string | undefined }) {
  return (
    <>
      {deliveryFee && (
        <p className="total-line total-line--fee">
          <span>Delivery fee</span>
          <span className="total-line__amount">{deliveryFee}</span>
        </p>
      )}
      <p className="total-line">
        <span>Total</span>
        <span className="total-line__amount">{amount}</span>
      </p>
    </>
  );
}
