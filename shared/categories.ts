/** The menu's categories: what the administrator manages and every menu orders its sections by. */
import { z } from 'zod';
import { numberOrNumeral } from './numerals.ts';
import { lineOfText, saysSomething } from './plain-text.ts';

export const CATEGORY_NAME_MAX = 50;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Where the section stands on the menu, from 0. */
  position: z.number().int(),
  /** Dishes on the menu in it. */
  dishes: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListAnswer = z.object({ message: z.string(), data: z.array(categorySchema) });

const categoryId = numberOrNumeral(
  z
    .number({ message: 'id must be a number.' })
    .int({ message: 'id must be a whole number.' })
    .positive({ message: 'id must be positive.' })
    .max(Number.MAX_SAFE_INTEGER, { message: 'There is no such category.' }),
);

export const categoryNameField = lineOfText(z.string({ message: 'The category needs a name.' }))
  .min(1, { message: 'The category needs a name.' })
  .max(CATEGORY_NAME_MAX, { message: `A category's name must be at most ${CATEGORY_NAME_MAX} characters.` })
  .refine(...saysSomething("A category's name"));

export const createCategoryBody = z.object({ name: categoryNameField });
export const renameCategoryBody = z.object({ id: categoryId, name: categoryNameField });
export const deleteCategoryBody = z.object({ id: categoryId });
/** Every category's id, in the order the menu shows them. */
export const reorderCategoriesBody = z.object({
  ids: z.array(categoryId, { message: 'ids must be a list of category ids.' }).min(1, { message: 'ids is empty.' }),
});
