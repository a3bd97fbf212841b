/**
 * Who the restaurant is and how it writes money (docs/decisions/0032): what every page, e-mail, ticket and the web app
 * manifest show, read from GET /api/restaurant/profile (and written into each page the server sends), changed by the
 * administrator on /admin/settings.
 */
import { z } from 'zod';
import { emailField } from './auth.ts';
import { brandColourProblem } from './brand-colour.ts';
import { currencyProblem, localeProblem } from './money.ts';
import { lineOfText, saysSomething } from './plain-text.ts';

export const RESTAURANT_NAME_MAX = 60;
export const STREET_ADDRESS_MAX = 200;
/** The product's own name: what a restaurant is called until it names itself, and the "Powered by" line. */
export const PRODUCT_NAME = 'Forkcast';

export const restaurantProfile = z.object({
  name: z.string(),
  /** The logo as a square icon (192 px) under /uploads, or null for none. */
  logoUrl: z.string().nullable(),
  brandColour: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  streetAddress: z.string().nullable(),
  currency: z.string(),
  locale: z.string(),
  wholeAmounts: z.boolean(),
  /** Where the kitchen is: the checkout map starts here, and delivery estimates count from here. */
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type RestaurantProfile = z.infer<typeof restaurantProfile>;

const optionalText = (max: number, label: string) =>
  lineOfText(z.string())
    .max(max, { message: `${label} must be at most ${max} characters.` })
    .transform((text) => text || null)
    .nullable();

/**
 * POST /api/restaurant/profile: everything but the logo, which is sent as a picture of its own. Each field is
 * optional: what is left out stays as it is (the location is set on the map, the rest in the form above it).
 */
export const restaurantProfileBody = z
  .object({
    name: lineOfText(z.string({ message: "The restaurant's name is required." }))
      .min(1, { message: "The restaurant's name is required." })
      .max(RESTAURANT_NAME_MAX, { message: `The name must be at most ${RESTAURANT_NAME_MAX} characters.` })
      .refine(...saysSomething('The name')),
    brandColour: z
      .string({ message: 'The brand colour is required.' })
      .superRefine((colour, ctx) => {
        const problem = brandColourProblem(colour);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((colour) => colour.toLowerCase()),
    phone: z
      .string()
      .trim()
      .regex(/^(\+?[\d ()-]{7,24})?$/, { message: 'Write the phone number with digits, spaces and an optional +.' })
      .transform((phone) => phone || null)
      .nullable(),
    email: z
      .union([z.literal(''), emailField])
      .transform((email) => email || null)
      .nullable(),
    streetAddress: optionalText(STREET_ADDRESS_MAX, 'The street address'),
    currency: z
      .string({ message: 'The currency is required.' })
      .trim()
      .transform((code) => code.toUpperCase())
      .superRefine((code, ctx) => {
        const problem = currencyProblem(code);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    locale: z
      .string({ message: 'The locale is required.' })
      .trim()
      .superRefine((tag, ctx) => {
        const problem = localeProblem(tag);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((tag) => Intl.getCanonicalLocales(tag)[0]!),
    wholeAmounts: z.boolean(),
    location: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  })
  .partial();
export type RestaurantProfileBody = z.input<typeof restaurantProfileBody>;

/** The element of each page the server sends that carries the profile as JSON. */
export const PROFILE_ELEMENT_ID = 'restaurant-profile';
