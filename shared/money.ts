/**
 * How amounts are written, everywhere: pages, e-mails, tickets, charts, CSV files and the assistant's answers. One
 * formatter built on Intl.NumberFormat for the restaurant's currency and locale ("$12.50", "£12.50", "Rs 1,250"),
 * set once from the restaurant's settings (`setMoneyFormat`) on the server at start and on the client as it loads, and again
 * when the administrator changes them. Amounts are kept in hundredths (`*_cents` columns), so a currency may have two
 * minor digits or none (the rupee, the yen), not three (docs/decisions/0032).
 */

export interface MoneySettings {
  /** ISO 4217, e.g. "USD", "PKR", "GBP". */
  currency: string;
  /** BCP 47, e.g. "en-US", "en-PK", "en-GB": how numbers, amounts and dates are written. */
  locale: string;
  /**
   * Whole amounts without their hundredths: "$12" rather than "$12.00". Always so for a currency written without
   * minor digits ("Rs 1,250"), whose amounts still keep hundredths when a price has them ("Rs 1,250.50").
   */
  wholeAmounts: boolean;
}

export const DEFAULT_MONEY: MoneySettings = { currency: 'USD', locale: 'en-US', wholeAmounts: false };

/** Why Forkcast cannot keep amounts in this currency, or null when it can. */
export function currencyProblem(code: string): string | null {
  if (!/^[A-Z]{3}$/.test(code)) return 'Choose a currency by its three-letter ISO 4217 code, such as USD, PKR or GBP.';
  if (!supportedCurrencies().includes(code)) return `${code} is not a currency this system knows.`;
  const digits = minorDigits(code);
  return digits <= 2
    ? null
    : `${code} has ${digits} minor digits; Forkcast keeps amounts in hundredths, so it needs a currency with two or none.`;
}

/** How many digits the currency is written with after the point: 2 for USD, 0 for PKR and JPY, 3 for KWD. */
function minorDigits(code: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Why this locale cannot write amounts and dates, or null when it can. */
export function localeProblem(tag: string): string | null {
  try {
    const [canonical] = Intl.getCanonicalLocales(tag);
    if (canonical && Intl.NumberFormat.supportedLocalesOf(canonical).length > 0) return null;
  } catch {
    // An ill-formed tag: said below.
  }
  return `${tag || 'That'} is not a locale this system knows; use a tag such as en-US, en-GB or ur-PK.`;
}

let currencies: string[] | undefined;
function supportedCurrencies(): string[] {
  currencies ??= Intl.supportedValuesOf('currency');
  return currencies;
}

/** The currencies a restaurant may choose: those with two minor digits or none. */
export function currencyChoices(): string[] {
  return supportedCurrencies().filter((code) => currencyProblem(code) === null);
}

function formatterFor(settings: MoneySettings): Intl.NumberFormat {
  const strip = settings.wholeAmounts || minorDigits(settings.currency) === 0;
  return new Intl.NumberFormat(settings.locale, {
    style: 'currency',
    currency: settings.currency,
    // Hundredths are what is kept, so they are what is written; never rounded away.
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(strip ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
  } as Intl.NumberFormatOptions);
}

let current: { settings: MoneySettings; format: Intl.NumberFormat } = {
  settings: DEFAULT_MONEY,
  format: formatterFor(DEFAULT_MONEY),
};

/** An amount as these settings would write it, without changing how amounts are written now (a settings preview). */
export function formatPriceIn(settings: MoneySettings, amount: number): string {
  return formatterFor(settings).format(amount);
}

/** From now on, amounts are written in these settings. */
export function setMoneyFormat(settings: MoneySettings): void {
  current = { settings, format: formatterFor(settings) };
}

export function moneySettings(): MoneySettings {
  return current.settings;
}

/** An amount as the restaurant writes it: "$12.50", "Rs 1,250". */
export function formatPrice(amount: number): string {
  return current.format.format(amount);
}

/** The currency's sign as the locale writes it: "$", "Rs", "£". */
export function currencySign(): string {
  return current.format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? current.settings.currency;
}

/** An amount in hundredths of the currency, as every `*_cents` column keeps it. */
export const toCents = (amount: number): number => Math.round(amount * 100);

/** Whether an amount has at most two decimals, as it can be kept in hundredths (for a schema's refine). */
export const inWholeCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** The price of `quantity` of a dish, counted in cents so that 3 × 1.10 is 3.30. */
export function lineTotal(price: number, quantity: number): number {
  return (toCents(price) * quantity) / 100;
}
