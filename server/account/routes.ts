/**
 * A customer's own account: GET /api/account, POST /api/account/update and /api/account/delete; their saved
 * addresses: GET /api/account/addresses, POST /api/account/addresses/save, /update and /delete.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountAnswer, deleteAccountBody, updateAccountBody } from '../../shared/account.ts';
import { errorBody, messageOnly } from '../../shared/api.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { requireRole } from '../plugins/auth.ts';
import { createAccountService } from './account-service.ts';
import {
  checkoutMemoryAnswer,
  deleteSavedAddressBody,
  savedAddressAnswer,
  savedAddressInput,
  updateSavedAddressBody,
} from '../../shared/saved-addresses.ts';
import { createSavedAddresses } from './saved-addresses.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };

/**
 * Customers only: staff accounts belong to the restaurant, which edits and removes them (/admin/workers). Takes the
 * login throttle, so wrong passwords given here count with failed logins.
 */
export async function accountRoutes(app: FastifyInstance, options: { throttle: LoginThrottle }) {
  const accounts = createAccountService(app, options.throttle);
  const route = app.withTypeProvider<ZodTypeProvider>();
  const customersOnly = requireRole('CUSTOMER');

  route.get(
    '/account',
    {
      onRequest: customersOnly,
      schema: {
        tags: ['account'],
        summary: "The signed-in customer's name, e-mail address and phone",
        response: { 200: accountAnswer, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ message: 'Your account', data: accounts.details(request.user!.id) }),
  );

  route.post(
    '/account/update',
    {
      onRequest: customersOnly,
      schema: {
        tags: ['account'],
        summary: "Change the signed-in customer's name and phone",
        body: updateAccountBody,
        response: { 200: accountAnswer, ...errors },
      },
    },
    async (request) => ({ message: 'Your details are saved.', data: accounts.update(request.user!.id, request.body) }),
  );

  route.post(
    '/account/delete',
    {
      onRequest: customersOnly,
      schema: {
        tags: ['account'],
        summary: "Delete the signed-in customer's account; their orders stay without personal data",
        description:
          'Needs the password. Refused (409) while an order is in the queue, being prepared or out for delivery. ' +
          'Every session ends and the e-mail address can sign up again (docs/decisions/0022).',
        body: deleteAccountBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.delete(request.user!, request.body.password, request.ip);
      app.clearSessionCookie(reply);
      return { message: 'Your account is deleted. Thank you for eating with us.' };
    },
  );

  const addresses = createSavedAddresses(app);

  route.get(
    '/account/addresses',
    {
      onRequest: customersOnly,
      schema: {
        tags: ['account'],
        summary: "The customer's saved addresses, the one their last order went to, and its payment method",
        response: { 200: checkoutMemoryAnswer, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ message: 'Your addresses', data: addresses.memory(request.user!.id) }),
  );

  route.post(
    '/account/addresses/save',
    {
      onRequest: customersOnly,
      schema: {
        tags: ['account'],
        summary: 'Save an address under a label; a label already in use has its address replaced',
        body: savedAddressInput,
        response: { 200: savedAddressAnswer, ...errors },
      },
    },
    async (request) => ({
      message: `${request.body.label} is saved.`,
      data: addresses.save(request.user!.id, request.body),
    }),
  );

  route.post(
    '/account/addresses/update',
    {
      onRequest: customersOnly,
      schema: {
        tags: ['account'],
        summary: 'Change one of your saved addresses',
        body: updateSavedAddressBody,
        response: { 200: savedAddressAnswer, 404: errorBody, ...errors },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return { message: `${fields.label} is saved.`, data: addresses.update(request.user!.id, id, fields) };
    },
  );

  route.post(
    '/account/addresses/delete',
    {
      onRequest: customersOnly,
      schema: {
        tags: ['account'],
        summary: 'Delete one of your saved addresses',
        body: deleteSavedAddressBody,
        response: { 200: messageOnly, 404: errorBody, ...errors },
      },
    },
    async (request) => {
      addresses.remove(request.user!.id, request.body.id);
      return { message: 'The address is deleted.' };
    },
  );
}
