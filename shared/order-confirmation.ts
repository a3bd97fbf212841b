/**
 * Confirming an order with the button in its e-mail (docs/decisions/0034): the link the mail carries, how the page
 * reads its token back, and POST /api/order/confirm-link. The token rides in the URL's fragment, which browsers never
 * send to a server or put in a Referer, so it reaches no log; the page sends it in the body once the customer taps.
 */
import { z } from 'zod';

/** 32 random bytes in base64url, without padding. */
export const LINK_TOKEN_LENGTH = 43;
const LINK_TOKEN = new RegExp(`^[A-Za-z0-9_-]{${LINK_TOKEN_LENGTH}}$`);

/** The fragment's parameter: `#t=TOKEN`. */
const TOKEN_PARAM = 't';

/** The page an order's mail links to: the order's number in the path, the token in the fragment. */
export function confirmLinkPath(orderId: number, token: string): string {
  return `/confirm-order/${orderId}#${TOKEN_PARAM}=${token}`;
}

/** The token in a page address's fragment (`location.hash`), or null when it is missing or cut short. */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(TOKEN_PARAM);
  return token !== null && LINK_TOKEN.test(token) ? token : null;
}

export const confirmLinkBody = z.object({
  orderId: z
    .number({ message: 'orderId must be a number.' })
    .int({ message: 'orderId must be a whole number.' })
    .positive({ message: 'orderId must be positive.' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'orderId is too large.' }),
  token: z
    .string({ message: 'token must be text.' })
    .max(LINK_TOKEN_LENGTH, { message: 'token is too long: copy the whole link from the e-mail.' })
    .regex(LINK_TOKEN, { message: 'token is incomplete: copy the whole link from the e-mail.' }),
});
export type ConfirmLinkBody = z.input<typeof confirmLinkBody>;

export const confirmLinkAnswer = z.object({
  message: z.string(),
  data: z.object({
    orderId: z.number().int(),
    /** Whether the request came from the order's customer, signed in: they can follow it on the tracker at once. */
    signedInAsCustomer: z.boolean(),
  }),
});

/** The 409 for a link whose order was confirmed before: good news for whoever tapped it, not a failure. */
export const ORDER_ALREADY_CONFIRMED = 'ORDER_ALREADY_CONFIRMED';
