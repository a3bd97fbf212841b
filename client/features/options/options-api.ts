/** The administrator's calls for the menu's structure: option groups and categories. */
import { z } from 'zod';
import { envelope, messageOnly } from '../../../shared/api.ts';
import { categoryListAnswer, type Category } from '../../../shared/categories.ts';
import {
  adminOptionGroupSchema,
  type AdminOptionGroup,
  type CreateOptionGroupBody,
  type UpdateOptionGroupBody,
} from '../../../shared/options.ts';
import { api } from '../../lib/api.ts';

const idAnswer = envelope(z.object({ id: z.number().int() }));

export async function fetchOptionGroups(signal?: AbortSignal): Promise<AdminOptionGroup[]> {
  return envelope(z.array(adminOptionGroupSchema)).parse(await api.get('option-groups', { signal }).json()).data;
}

export async function createOptionGroup(body: CreateOptionGroupBody): Promise<number> {
  return idAnswer.parse(await api.post('option-group/create', { json: body }).json()).data.id;
}

export async function updateOptionGroup(body: UpdateOptionGroupBody): Promise<void> {
  messageOnly.parse(await api.post('option-group/update', { json: body }).json());
}

export async function deleteOptionGroup(id: number): Promise<void> {
  messageOnly.parse(await api.post('option-group/delete', { json: { id } }).json());
}

export async function fetchCategories(signal?: AbortSignal): Promise<Category[]> {
  return categoryListAnswer.parse(await api.get('categories', { signal }).json()).data;
}

export async function createCategory(name: string): Promise<number> {
  return idAnswer.parse(await api.post('category/create', { json: { name } }).json()).data.id;
}

export async function renameCategory(id: number, name: string): Promise<void> {
  messageOnly.parse(await api.post('category/update', { json: { id, name } }).json());
}

export async function reorderCategories(ids: readonly number[]): Promise<void> {
  messageOnly.parse(await api.post('category/reorder', { json: { ids } }).json());
}

export async function deleteCategory(id: number): Promise<void> {
  messageOnly.parse(await api.post('category/delete', { json: { id } }).json());
}
