/** Amounts as people read them: "$12.50". */
export function formatPrice(amount: number): string {
  return `$${amount.toFixed(2)}`;
}
