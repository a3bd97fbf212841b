/** Business constants from the product specification (point 9), shared by server and client. */

export const ROLES = ['CUSTOMER', 'WORKER', 'DELIVERY_MAN', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const EMOTIONS = ['joy', 'sadness', 'disgust', 'fear', 'neutral', 'anger'] as const;
export type Emotion = (typeof EMOTIONS)[number];

export const PRODUCT_TYPES = ['veg', 'vegan', 'non-veg'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const ALLERGENS = ['gluten', 'dairy', 'egg', 'nuts', 'peanuts', 'sesame', 'soy', 'fish', 'shellfish'] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const MEAL_TAGS = ['breakfast', 'lunch', 'dinner'] as const;
export type MealTag = (typeof MEAL_TAGS)[number];

export const TEMPERATURES = ['hot', 'cold'] as const;
export type Temperature = (typeof TEMPERATURES)[number];

export const PAYMENT_METHODS = ['CASH', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const WORKER_TYPES = ['WORKER', 'DELIVERY_MAN'] as const;
export type WorkerType = (typeof WORKER_TYPES)[number];

export const OTP_LENGTH = 6;
export const MAX_PHONE_DIGITS = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** Where each role lands after signing in, and where the route guard sends a role that is not allowed. */
export const ROLE_HOME: Record<Role, string> = {
  CUSTOMER: '/',
  WORKER: '/orders/prepare',
  DELIVERY_MAN: '/orders/deliver',
  ADMIN: '/admin/',
};
