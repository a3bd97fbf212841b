/** Amounts as people read them: "$12.50". */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** The price of `quantity` of a dish, counted in cents so that 3 × 1.10 is 3.30. */
export function lineTotal(price: number, quantity: number): number {
  return (Math.round(price * 100) * quantity) / 100;
}
