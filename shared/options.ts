/**
 * A dish's option groups (docs/decisions/0031): a size, extras, a deal's drink. The rules a customer's choices must
 * keep, and what they cost, decided here once for the dish page, the cart and the server, which checks every order
 * with them against the database.
 */
import { z } from 'zod';
import { numberOrNumeral } from './numerals.ts';
import { lineOfText, saysSomething } from './plain-text.ts';
import { inWholeCents, toCents } from './money.ts';

export const OPTION_NAME_MAX = 60;
export const OPTIONS_PER_GROUP_MAX = 30;
export const GROUPS_PER_DISH_MAX = 10;
export const LINE_NOTE_MAX = 140;
/** The most choices one order line may carry, across all its dish's groups. */
export const OPTIONS_PER_LINE_MAX = 30;
export const DELIVERY_NOTE_MAX = 200;

export const optionChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** What the choice adds to the dish's price, in currency units; negative for a smaller size. */
  price: z.number(),
  availability: z.boolean(),
  /** Chosen for the customer until they choose otherwise. */
  isDefault: z.boolean(),
});
export type OptionChoice = z.infer<typeof optionChoiceSchema>;

export const optionGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The fewest choices a customer must make: 1 or more makes the group required. */
  min: z.number().int(),
  /** The most: 1 makes it a single choice (a size), more a multiple choice (extras). */
  max: z.number().int(),
  choices: z.array(optionChoiceSchema),
});
export type OptionGroup = z.infer<typeof optionGroupSchema>;

/** A choice as an order line keeps it: copied when the order was placed, so it reads the same after the menu changes. */
export const chosenOptionSchema = z.object({
  /** The choice on the menu, for "Order again"; null once the menu no longer offers it. */
  choiceId: z.number().int().nullable(),
  group: z.string(),
  choice: z.string(),
  /** What it added to the line's unit price, in currency units. */
  price: z.number(),
});
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

/** "Full kg, Extra cheese": a line's choices as one short text, for mails, tickets and lists. */
export function optionsText(options: readonly ChosenOption[]): string {
  return options.map((option) => option.choice).join(', ');
}

/** What the rules need of a dish. */
export interface Configurable {
  name: string;
  price: number;
  optionGroups: readonly OptionGroup[];
}

export const isRequired = (group: Pick<OptionGroup, 'min'>) => group.min > 0;

/** What one of the dish costs with these choices, in currency units. */
export function priceWith(dish: Configurable, choiceIds: readonly number[]): number {
  const chosen = new Set(choiceIds);
  const extra = dish.optionGroups
    .flatMap((group) => group.choices)
    .filter((choice) => chosen.has(choice.id))
    .reduce((cents, choice) => cents + toCents(choice.price), 0);
  return (toCents(dish.price) + extra) / 100;
}

/** The choices a dish starts with on its page: each group's defaults that are on sale. */
export function defaultChoiceIds(dish: Configurable): number[] {
  return dish.optionGroups.flatMap((group) =>
    group.choices.filter((choice) => choice.isDefault && choice.availability).map((choice) => choice.id),
  );
}

/**
 * What a client that sends no choices (the spec's original client) orders: the defaults of the required groups.
 * A required group without one cannot be ordered that way; `choiceProblems` names it.
 */
export function requiredDefaults(dish: Configurable): number[] {
  return dish.optionGroups
    .filter(isRequired)
    .flatMap((group) => group.choices.filter((choice) => choice.isDefault).map((choice) => choice.id));
}

export type ChoiceProblem =
  | { kind: 'unknown'; message: string; choiceIds: number[] }
  | { kind: 'missing' | 'too-many'; message: string; groupId: number }
  | { kind: 'sold-out'; message: string; choiceIds: number[] };

/**
 * Everything wrong with ordering the dish with these choices, in the words a customer reads: a choice that is not
 * the dish's, a required group not chosen, more choices than a group allows, a choice sold out. Empty when none.
 */
export function choiceProblems(dish: Configurable, choiceIds: readonly number[]): ChoiceProblem[] {
  const problems: ChoiceProblem[] = [];
  const offered = new Map(dish.optionGroups.flatMap((group) => group.choices.map((choice) => [choice.id, choice])));
  const unknown = [...new Set(choiceIds)].filter((id) => !offered.has(id));
  if (unknown.length > 0)
    problems.push({
      kind: 'unknown',
      choiceIds: unknown,
      message: `${dish.name} has no such choice (${unknown.join(', ')}). Please choose again.`,
    });
  const chosen = new Set(choiceIds);
  for (const group of dish.optionGroups) {
    const count = group.choices.filter((choice) => chosen.has(choice.id)).length;
    if (count < group.min) {
      // "Choose your size for Chicken Karahi.", "Choose 2 sauces for Wings.", "Choose your drink" for "Drink choice".
      const what = group.name.toLowerCase().replace(/(.)\s+choices?$/, '$1');
      const how = group.min === 1 ? `your ${what}` : `${group.min} ${what}`;
      problems.push({ kind: 'missing', groupId: group.id, message: `Choose ${how} for ${dish.name}.` });
    } else if (count > group.max) {
      problems.push({
        kind: 'too-many',
        groupId: group.id,
        message: `Choose at most ${group.max} ${group.name.toLowerCase()} for ${dish.name}.`,
      });
    }
  }
  const soldOut = dish.optionGroups
    .flatMap((group) => group.choices)
    .filter((choice) => chosen.has(choice.id) && !choice.availability);
  if (soldOut.length > 0)
    problems.push({
      kind: 'sold-out',
      choiceIds: soldOut.map((choice) => choice.id),
      message: `${soldOut.map((choice) => choice.name).join(' and ')} ${soldOut.length === 1 ? 'is' : 'are'} sold out for ${dish.name}.`,
    });
  return problems;
}

/**
 * The cheapest choices that satisfy every group: the fewest a group requires, the cheapest of those on sale, and an
 * optional choice only when it takes something off (a smaller size in an optional group). What the assistant prices
 * a dish at, and what its "Add all" starts the choices from. Null when a required group has too few choices on sale.
 */
export function cheapestChoiceIds(dish: Configurable): number[] | null {
  const ids: number[] = [];
  for (const group of dish.optionGroups) {
    const onSale = group.choices
      .filter((choice) => choice.availability)
      .sort((a, b) => toCents(a.price) - toCents(b.price));
    if (onSale.length < group.min) return null;
    const discounts = onSale.slice(group.min, group.max).filter((choice) => toCents(choice.price) < 0);
    ids.push(...[...onSale.slice(0, group.min), ...discounts].map((choice) => choice.id));
  }
  return ids;
}

/** The least one of the dish can cost, at `cheapestChoiceIds`: what "under $10" compares against. */
export function cheapestPrice(dish: Configurable): number | null {
  const ids = cheapestChoiceIds(dish);
  return ids && priceWith(dish, ids);
}

/** The same choices, whatever order they were given in: two cart lines with these are one line. */
export function sameChoices(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort((x, y) => x - y);
  return [...a].sort((x, y) => x - y).every((id, i) => id === sorted[i]);
}

// ---------------------------------------------------------------------------------------------------------------
// The administrator's option groups: what the forms send and the list answers.

const PRICE_CHANGE_MAX = 10_000;

const wholeId = (label: string) =>
  numberOrNumeral(
    z
      .number({ message: `${label} must be a number.` })
      .int({ message: `${label} must be a whole number.` })
      .positive({ message: `${label} must be positive.` })
      .max(Number.MAX_SAFE_INTEGER, { message: `${label} is too large.` }),
  );

const choiceInput = z.object({
  /** An existing choice keeps its id (and the orders that name it); a new one has none. */
  id: wholeId('Choice id').optional(),
  name: lineOfText(z.string({ message: 'Each choice needs a name.' }))
    .min(1, { message: 'Each choice needs a name.' })
    .max(OPTION_NAME_MAX, { message: `A choice's name must be at most ${OPTION_NAME_MAX} characters.` })
    .refine(...saysSomething("A choice's name")),
  /** What the choice adds to the dish's price; negative for less (a smaller size). */
  price: numberOrNumeral(
    z
      .number({ message: "A choice's price must be a number." })
      .min(-PRICE_CHANGE_MAX, { message: `A choice can take at most ${PRICE_CHANGE_MAX} off the price.` })
      .max(PRICE_CHANGE_MAX, { message: `A choice can add at most ${PRICE_CHANGE_MAX} to the price.` })
      .refine(inWholeCents, {
        message: "A choice's price can have at most two decimals.",
      }),
  ).default(0),
  isDefault: z.boolean({ message: 'isDefault must be true or false.' }).default(false),
  availability: z.boolean({ message: 'availability must be true or false.' }).default(true),
});

const groupFields = {
  name: lineOfText(z.string({ message: 'The group needs a name, such as "Size" or "Extras".' }))
    .min(1, { message: 'The group needs a name, such as "Size" or "Extras".' })
    .max(OPTION_NAME_MAX, { message: `The group's name must be at most ${OPTION_NAME_MAX} characters.` })
    .refine(...saysSomething("The group's name")),
  min: z
    .number({ message: 'The fewest choices must be a number.' })
    .int({ message: 'The fewest choices must be a whole number.' })
    .min(0, { message: 'The fewest choices cannot be below 0.' }),
  max: z
    .number({ message: 'The most choices must be a number.' })
    .int({ message: 'The most choices must be a whole number.' })
    .min(1, { message: 'The most choices must be at least 1.' }),
  choices: z
    .array(choiceInput, { message: 'choices must be a list.' })
    .min(1, { message: 'A group needs at least one choice.' })
    .max(OPTIONS_PER_GROUP_MAX, { message: `A group can have at most ${OPTIONS_PER_GROUP_MAX} choices.` }),
};

/** The rules between a group's fields, with messages for the form field each is about. */
function groupRules(group: z.output<z.ZodObject<typeof groupFields>>, ctx: z.RefinementCtx) {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (group.max < group.min) problem('max', 'The most choices cannot be fewer than the fewest.');
  if (group.min > group.choices.length)
    problem('min', `The group has ${group.choices.length} choices, so a customer cannot be asked for ${group.min}.`);
  if (group.choices.filter((choice) => choice.isDefault).length > group.max)
    problem('choices', `At most ${group.max} of the choices can be chosen at first.`);
  const names = group.choices.map((choice) => choice.name.toLowerCase());
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) problem('choices', `Two choices are called "${twice}"; give each its own name.`);
}

export const createOptionGroupBody = z.object(groupFields).superRefine(groupRules);
export type CreateOptionGroupBody = z.input<typeof createOptionGroupBody>;
export type OptionGroupInput = z.output<typeof createOptionGroupBody>;

export const updateOptionGroupBody = z.object({ id: wholeId('id'), ...groupFields }).superRefine(groupRules);
export type UpdateOptionGroupBody = z.input<typeof updateOptionGroupBody>;

export const deleteOptionGroupBody = z.object({ id: wholeId('id') });

/** The kitchen's "sold out" for one choice ("no more Full kg tonight"). */
export const optionChoiceAvailabilityBody = z.object({
  choiceId: wholeId('choiceId'),
  availability: z.boolean({ message: 'availability must be true or false.' }),
});
export type OptionChoiceAvailabilityBody = z.input<typeof optionChoiceAvailabilityBody>;

/** A group as the administrator's list shows it: with the dishes that offer it. */
export const adminOptionGroupSchema = optionGroupSchema.extend({
  dishes: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminOptionGroup = z.infer<typeof adminOptionGroupSchema>;

/** The ids of the groups a dish offers, in the order its page shows them. */
export const optionGroupIdsField = z
  .array(wholeId('optionGroupIds'), { message: 'optionGroupIds must be a list of group ids.' })
  .max(GROUPS_PER_DISH_MAX, { message: `A dish can offer at most ${GROUPS_PER_DISH_MAX} groups.` })
  .transform((ids) => [...new Set(ids)]);
