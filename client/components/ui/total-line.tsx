import './total-line.css';

/** "Total" and its amount under a list of lines (the cart, an order's details), above a rule. */
export function TotalLine({ amount }: { amount: string }) {
  return (
    <p className="total-line">
      <span>Total</span>
      <span className="total-line__amount">{amount}</span>
    </p>
  );
}
