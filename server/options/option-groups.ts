/**
 * The administrator's option groups (docs/decisions/0031): made once, offered by any number of dishes, edited in one
 * place. An edit keeps each choice that comes back with its id, so past orders and open carts still name it; a choice
 * left out is removed (orders keep their own copy of its name and price). Every change reaches open menus at once,
 * through the menu's own triggers.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { optionChoices, optionGroups, productOptionGroups, products } from '../../drizzle/schema.ts';
import type { AdminOptionGroup, OptionGroupInput } from '../../shared/options.ts';
import type { Tx } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { centsToPrice } from '../menu/menu-store.ts';
import { toCents } from '../../shared/money.ts';

export function createOptionGroups(app: FastifyInstance) {
  const { db } = app;

  /** Writes the group's choices as given: existing ones by id, new ones added, the rest removed. */
  function writeChoices(tx: Tx, groupId: number, choices: OptionGroupInput['choices']) {
    const current = tx
      .select({ id: optionChoices.id })
      .from(optionChoices)
      .where(eq(optionChoices.groupId, groupId))
      .all()
      .map((row) => row.id);
    const kept = new Set(choices.flatMap((choice) => (choice.id === undefined ? [] : [choice.id])));
    for (const id of kept) {
      if (!current.includes(id))
        throw badRequest(`Choice ${id} is not one of this group's.`, { fields: { choices: 'Unknown choice.' } });
    }
    const gone = current.filter((id) => !kept.has(id));
    if (gone.length > 0) tx.delete(optionChoices).where(inArray(optionChoices.id, gone)).run();
    choices.forEach((choice, position) => {
      const values = {
        name: choice.name,
        priceDeltaCents: toCents(choice.price),
        isDefault: choice.isDefault,
        available: choice.availability,
        position,
      };
      if (choice.id === undefined)
        tx.insert(optionChoices)
          .values({ groupId, ...values })
          .run();
      else tx.update(optionChoices).set(values).where(eq(optionChoices.id, choice.id)).run();
    });
  }

  function existing(tx: Tx, id: number) {
    const group = tx.select({ id: optionGroups.id }).from(optionGroups).where(eq(optionGroups.id, id)).get();
    if (!group) throw notFound(`There is no option group ${id}.`);
  }

  return {
    /** Every group with its choices and the dishes that offer it, by name. */
    list(): AdminOptionGroup[] {
      const groups = db.select().from(optionGroups).orderBy(asc(optionGroups.name), asc(optionGroups.id)).all();
      const choices = db.select().from(optionChoices).orderBy(asc(optionChoices.position)).all();
      const dishes = db
        .select({
          groupId: productOptionGroups.groupId,
          id: products.id,
          name: products.name,
          deletedAt: products.deletedAt,
        })
        .from(productOptionGroups)
        .innerJoin(products, eq(products.id, productOptionGroups.productId))
        .orderBy(asc(products.name))
        .all();
      return groups.map((group) => ({
        id: group.id,
        name: group.name,
        min: group.minChoices,
        max: group.maxChoices,
        choices: choices
          .filter((choice) => choice.groupId === group.id)
          .map((choice) => ({
            id: choice.id,
            name: choice.name,
            price: centsToPrice(choice.priceDeltaCents),
            availability: choice.available,
            isDefault: choice.isDefault,
          })),
        dishes: dishes
          .filter((dish) => dish.groupId === group.id && dish.deletedAt === null)
          .map(({ id, name }) => ({ id, name })),
      }));
    },

    create(input: OptionGroupInput): number {
      return db.transaction((tx) => {
        const { id } = tx
          .insert(optionGroups)
          .values({ name: input.name, minChoices: input.min, maxChoices: input.max })
          .returning({ id: optionGroups.id })
          .get();
        writeChoices(tx, id, input.choices);
        return id;
      });
    },

    update(id: number, input: OptionGroupInput): void {
      db.transaction((tx) => {
        existing(tx, id);
        tx.update(optionGroups)
          .set({ name: input.name, minChoices: input.min, maxChoices: input.max, updatedAt: Date.now() })
          .where(eq(optionGroups.id, id))
          .run();
        writeChoices(tx, id, input.choices);
      });
    },

    /** The group leaves every dish that offered it; past orders keep their copy of what was chosen. */
    remove(id: number): void {
      db.transaction((tx) => {
        existing(tx, id);
        tx.delete(optionGroups).where(eq(optionGroups.id, id)).run();
      });
    },

    /** Sold out or back on, one choice alone; answers its name and its group's, for the kitchen's confirmation. */
    setAvailability(choiceId: number, available: boolean) {
      const row = db
        .update(optionChoices)
        .set({ available })
        .where(eq(optionChoices.id, choiceId))
        .returning({ name: optionChoices.name, groupId: optionChoices.groupId })
        .get();
      if (!row) throw notFound(`There is no choice ${choiceId}.`);
      const group = db
        .select({ name: optionGroups.name })
        .from(optionGroups)
        .where(eq(optionGroups.id, row.groupId))
        .get();
      return { choiceId, name: row.name, group: group?.name ?? '', availability: available };
    },
  };
}
export type OptionGroups = ReturnType<typeof createOptionGroups>;
