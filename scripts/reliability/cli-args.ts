/** Command-line flags shared by the reliability scripts. */
export function positiveInt(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return n;
}
