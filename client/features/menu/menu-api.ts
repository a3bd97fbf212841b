/** The menu calls: the whole menu (sold-out dishes included, with availability false) and one dish. */
import { z } from 'zod';
import { productSchema, type Product } from '../../../shared/menu.ts';
import { api } from '../../lib/api.ts';

const productList = z.array(productSchema);

export async function fetchMenu(signal?: AbortSignal): Promise<Product[]> {
  return productList.parse(await api.get('products/get/all', { signal }).json());
}

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return productSchema.parse(await api.get(`product/get/${encodeURIComponent(id)}`, { signal }).json());
}
