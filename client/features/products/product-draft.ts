/**
 * What the Add and Update Product forms hold while the admin types, and how it becomes a request body. The checks are
 * the server's own schemas (shared/products.ts), so the form says exactly what the server would.
 */
import type { Emotion, ProductType } from '../../../shared/constants.ts';
import type { Product } from '../../../shared/menu.ts';
import {
  IMAGE_MAX_BYTES,
  IMAGE_REQUIRED,
  IMAGE_TOO_LARGE,
  IMAGE_TYPES,
  NOT_AN_IMAGE,
  createProductBody,
  updateProductBody,
  type CreateProductBody,
  type UpdateProductBody,
} from '../../../shared/products.ts';
import type { ZodError } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '../../lib/form-errors.ts';

export interface ProductDraft {
  name: string;
  category: string;
  /** As typed: digits with at most one decimal point. */
  price: string;
  type: ProductType | '';
  emotion: Emotion | '';
  description: string;
  ingredients: string[];
  /** As typed; empty means unknown. */
  calories: string;
  spiceLevel: number;
  /** Checked boxes; the schema knows which values exist. */
  allergens: string[];
  tags: string[];
  availability: boolean;
  /** The option groups the dish offers, in the order its page shows them. */
  optionGroupIds: number[];
  /** A newly chosen picture; the update form keeps the current one without it. */
  image: File | null;
}

export const EMPTY_DRAFT: ProductDraft = {
  name: '',
  category: '',
  price: '',
  type: '',
  emotion: '',
  description: '',
  ingredients: [],
  calories: '',
  spiceLevel: 0,
  allergens: [],
  tags: [],
  availability: true,
  optionGroupIds: [],
  image: null,
};

export function draftOf(product: Product): ProductDraft {
  return {
    name: product.name,
    category: product.category,
    price: product.price.toFixed(2),
    type: product.type,
    emotion: product.emotion,
    description: product.description,
    ingredients: product.ingredients.map((ingredient) => ingredient.name),
    calories: product.calories === null ? '' : String(product.calories),
    spiceLevel: product.spiceLevel,
    allergens: product.allergens,
    tags: product.tags,
    availability: product.availability,
    optionGroupIds: product.optionGroups.map((group) => group.id),
    image: null,
  };
}

/** Keeps digits and the first decimal point: the price field accepts nothing else (spec point 5). */
export function priceInput(typed: string): string {
  const [whole = '', ...fraction] = typed.replace(/[^\d.]/g, '').split('.');
  return fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
}

/** The body fields; blanks become "missing" so the schema names them. */
function bodyOf(draft: ProductDraft) {
  return {
    name: draft.name,
    category: draft.category,
    price: draft.price === '' ? undefined : Number(draft.price),
    type: draft.type || undefined,
    emotion: draft.emotion || undefined,
    description: draft.description,
    ingredients: draft.ingredients,
    calories: draft.calories.trim() === '' ? null : Number(draft.calories),
    spiceLevel: draft.spiceLevel,
    allergens: draft.allergens,
    tags: draft.tags,
    availability: draft.availability,
    optionGroupIds: draft.optionGroupIds,
  };
}

function imageProblem(image: File | null, required: boolean): string | undefined {
  if (!image) return required ? IMAGE_REQUIRED : undefined;
  if (!(IMAGE_TYPES as readonly string[]).includes(image.type)) return NOT_AN_IMAGE;
  if (image.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return undefined;
}

export type Check<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function problems(parsed: { error?: ZodError | undefined }, image: File | null, imageRequired: boolean): FieldErrors {
  const errors = parsed.error ? fieldErrorsOf(parsed.error) : {};
  const problem = imageProblem(image, imageRequired);
  if (problem) errors.image = problem;
  return errors;
}

/** Spec point 5, Add: name, category, price, emotion, description and an image file are required. */
export function checkNewProduct(draft: ProductDraft): Check<{ product: CreateProductBody; image: File }> {
  const parsed = createProductBody.safeParse(bodyOf(draft));
  const errors = problems(parsed, draft.image, true);
  return parsed.success && draft.image && Object.keys(errors).length === 0
    ? { ok: true, value: { product: parsed.data, image: draft.image } }
    : { ok: false, errors };
}

/** Spec point 5, Update: name, category, price and emotion are required; a new image is optional. */
export function checkProductChanges(
  productId: number,
  draft: ProductDraft,
): Check<{ product: UpdateProductBody; image: File | null }> {
  const parsed = updateProductBody.safeParse({ productId, ...bodyOf(draft) });
  const errors = problems(parsed, draft.image, false);
  return parsed.success && Object.keys(errors).length === 0
    ? { ok: true, value: { product: { productId, ...parsed.data.changes }, image: draft.image } }
    : { ok: false, errors };
}
