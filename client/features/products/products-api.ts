/**
 * The admin's product calls (spec point 7: CREATE_PRODUCT, UPDATE_PRODUCT, DELETE_PRODUCT), and what the assistant
 * would assume of a dish being written. The list is the menu's.
 */
import { envelope } from '../../../shared/api.ts';
import { inferredTraitsAnswer, type InferredTraits, type InferredTraitsBody } from '../../../shared/inferred-traits.ts';
import { productSchema, type Product } from '../../../shared/menu.ts';
import {
  productDeletedAnswer,
  productUpdatedAnswer,
  type CreateProductBody,
  type UpdateProductBody,
} from '../../../shared/products.ts';
import { api } from '../../lib/api.ts';

const createdAnswer = envelope(productSchema);

/** The multipart form the server reads: the picture as `image`, everything else as the JSON part `product`. */
function productForm(product: object, image: File | null): FormData {
  const form = new FormData();
  form.append('product', new Blob([JSON.stringify(product)], { type: 'application/json' }));
  if (image) form.append('image', image);
  return form;
}

export async function createProduct(product: CreateProductBody, image: File): Promise<Product> {
  return createdAnswer.parse(await api.post('product/create', { body: productForm(product, image) }).json()).data;
}

/** With an image, the multipart variant: the new picture replaces the old one. */
export async function updateProduct(product: UpdateProductBody, image: File | null = null): Promise<void> {
  const request = image
    ? api.post('product/update', { body: productForm(product, image) })
    : api.post('product/update', { json: product });
  productUpdatedAnswer.parse(await request.json());
}

export async function deleteProduct(productId: number): Promise<void> {
  productDeletedAnswer.parse(await api.post('product/delete', { json: { productId } }).json());
}

export async function inferTraits(draft: InferredTraitsBody, signal: AbortSignal): Promise<InferredTraits> {
  return inferredTraitsAnswer.parse(await api.post('product/inferred-traits', { json: draft, signal }).json()).data;
}
