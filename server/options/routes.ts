/**
 * Option groups and categories, the menu's structure: GET /api/option-groups and POST /api/option-group/{create,
 * update, delete} for the administrator; POST /api/option-choice/availability for the kitchen's sold out of one
 * choice; GET /api/categories for every menu and POST /api/category/{create, update, reorder, delete} for the
 * administrator. Every change reaches open menus at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorBody, messageOnly } from '../../shared/api.ts';
import {
  categoryListAnswer,
  createCategoryBody,
  deleteCategoryBody,
  renameCategoryBody,
  reorderCategoriesBody,
} from '../../shared/categories.ts';
import {
  adminOptionGroupSchema,
  createOptionGroupBody,
  deleteOptionGroupBody,
  optionChoiceAvailabilityBody,
  updateOptionGroupBody,
} from '../../shared/options.ts';
import { createCategories } from '../categories/categories.ts';
import { requireRole } from '../plugins/auth.ts';
import { createOptionGroups } from './option-groups.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

export async function menuStructureRoutes(app: FastifyInstance) {
  const groups = createOptionGroups(app);
  const categories = createCategories(app);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireRole('ADMIN');
  /** Answers after a change: open menus hear of it first. */
  const changed = <T>(answer: T): T => {
    app.realtime.menuChanged();
    return answer;
  };

  route.get(
    '/option-groups',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Every option group with its choices and the dishes that offer it',
        response: { 200: envelope(z.array(adminOptionGroupSchema)), 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ message: 'Option groups', data: groups.list() }),
  );

  route.post(
    '/option-group/create',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Add an option group (a size, extras) with its choices; answers its id',
        body: createOptionGroupBody,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) => changed({ message: `${request.body.name} added.`, data: { id: groups.create(request.body) } }),
  );

  route.post(
    '/option-group/update',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Change a group for every dish that offers it; choices sent with their id are kept, others removed',
        body: updateOptionGroupBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      const { id, ...group } = request.body;
      groups.update(id, group);
      return changed({ message: `${group.name} saved.` });
    },
  );

  route.post(
    '/option-group/delete',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Remove a group from every dish; past orders keep what was chosen',
        body: deleteOptionGroupBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      groups.remove(request.body.id);
      return changed({ message: 'Option group removed.' });
    },
  );

  route.post(
    '/option-choice/availability',
    {
      onRequest: requireRole('WORKER', 'ADMIN'),
      schema: {
        tags: ['menu'],
        summary: 'Mark one choice sold out (availability false) or back on, for every dish that offers it',
        body: optionChoiceAvailabilityBody,
        response: {
          200: envelope(
            z.object({ choiceId: z.number().int(), name: z.string(), group: z.string(), availability: z.boolean() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const data = groups.setAvailability(request.body.choiceId, request.body.availability);
      const message = data.availability ? `${data.name} is back on.` : `${data.name} is sold out.`;
      return changed({ message, data });
    },
  );

  route.get(
    '/categories',
    {
      schema: {
        tags: ['menu'],
        summary: "The menu's categories, in the order the menu shows them",
        response: { 200: categoryListAnswer },
      },
    },
    async () => ({ message: 'Categories', data: categories.list() }),
  );

  route.post(
    '/category/create',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Add a category, last on the menu',
        body: createCategoryBody,
        response: { 200: envelope(z.object({ id: z.number().int() })), ...errors },
      },
    },
    async (request) =>
      changed({ message: `${request.body.name} added.`, data: { id: categories.create(request.body.name) } }),
  );

  route.post(
    '/category/update',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Rename a category, for every dish in it',
        body: renameCategoryBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      categories.rename(request.body.id, request.body.name);
      return changed({ message: `Renamed to ${request.body.name}.` });
    },
  );

  route.post(
    '/category/reorder',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Put the categories in a new order: every id once',
        body: reorderCategoriesBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      categories.reorder(request.body.ids);
      return changed({ message: 'The menu follows the new order.' });
    },
  );

  route.post(
    '/category/delete',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['menu'],
        summary: 'Remove a category no dish on the menu is in',
        body: deleteCategoryBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      categories.remove(request.body.id);
      return changed({ message: 'Category removed.' });
    },
  );
}
