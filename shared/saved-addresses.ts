/**
 * A customer's saved delivery addresses: labelled (Home, Work, or their own words), with the written address, the
 * area and the map point, so a returning customer's checkout opens with them filled in.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { PAYMENT_METHODS } from './constants.ts';
import { numberOrNumeral } from './numerals.ts';
import { DELIVERY_NOTE_MAX } from './options.ts';
import { deliveryDestination } from './orders.ts';
import { lineOfText, saysSomething } from './plain-text.ts';

export const LABEL_MAX = 30;
/** Enough for home, work, a parent's and a few friends'; more is a list nobody reads at checkout. */
export const SAVED_ADDRESSES_MAX = 10;
/** Offered as one tap each; anything else is typed. */
export const SUGGESTED_LABELS = ['Home', 'Work'] as const;

const label = lineOfText(z.string({ message: 'label is required.' }))
  .min(1, { message: 'Give the address a name, such as Home or Work.' })
  .max(LABEL_MAX, { message: `The name must be at most ${LABEL_MAX} characters.` })
  .refine(...saysSomething('label'));

export const savedAddressInput = z.object({
  label,
  ...deliveryDestination,
  deliveryNote: lineOfText(z.string({ message: 'deliveryNote must be text.' }))
    .max(DELIVERY_NOTE_MAX, { message: `deliveryNote must be at most ${DELIVERY_NOTE_MAX} characters.` })
    .default(''),
});
export type SavedAddressInput = z.input<typeof savedAddressInput>;

const addressId = numberOrNumeral(
  z.number({ message: 'id must be a number.' }).int().positive({ message: 'id must be positive.' }),
);
export const updateSavedAddressBody = savedAddressInput.extend({ id: addressId });
export const deleteSavedAddressBody = z.object({ id: addressId });

export const savedAddress = z.object({
  id: z.number().int(),
  label: z.string(),
  address: z.string(),
  sector: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  deliveryNote: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

/** "House 12, Street 7, F-8": the written address and its area, as the checkout and the account page list it. */
export const addressLine = (address: Pick<SavedAddress, 'address' | 'sector'>) =>
  [address.address, address.sector].filter(Boolean).join(', ');

/** What checkout opens with: the addresses, the one the last order went to, and the last order's payment method. */
export const checkoutMemory = z.object({
  addresses: z.array(savedAddress),
  lastUsedId: z.number().int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
});
export type CheckoutMemory = z.infer<typeof checkoutMemory>;

export const checkoutMemoryAnswer = envelope(checkoutMemory);
export const savedAddressAnswer = envelope(savedAddress);
