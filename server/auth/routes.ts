/** /api/register/* and /api/auth/*: sign-up with an e-mailed code, login, logout and "who am I". */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, messageOnly } from '../../shared/api.ts';
import {
  createAccountBody,
  loginAnswer,
  loginBody,
  meAnswer,
  resendOtpBody,
  verifyOtpBody,
} from '../../shared/auth.ts';
import { authenticate, requireSignedIn } from '../plugins/auth.ts';
import { createLoginService } from './login-service.ts';
import { createRegistrationService, RESEND_ANSWER } from './registration-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

export async function authRoutes(app: FastifyInstance) {
  const registration = createRegistrationService(app);
  const login = createLoginService(app);
  const route = app.withTypeProvider<ZodTypeProvider>();

  route.post(
    '/register/create-account',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a customer account and e-mail a 6-digit verification code',
        body: createAccountBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      const { email } = await registration.createAccount(request.body, request.ip);
      return { message: `Account created. We sent a 6-digit code to ${email}; enter it to verify your e-mail.` };
    },
  );

  route.post(
    '/register/verify-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Verify a new account with the e-mailed code',
        body: verifyOtpBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      registration.verify(request.body);
      return { message: 'Your e-mail address is verified. You can log in now.' };
    },
  );

  route.post(
    '/register/resend-otp',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a fresh verification code (the old one stops working)',
        description: 'Answers the same for unknown and already-verified addresses.',
        body: resendOtpBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await registration.resend(request.body);
      return { message: RESEND_ANSWER };
    },
  );

  route.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in; answers the session token in data and sets the access_token cookie',
        body: loginBody,
        response: { 200: loginAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user } = await login.login(request.body, request.ip);
      app.setSessionCookie(reply, token);
      return { message: 'Login successful', data: token, user };
    },
  );

  route.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log out: the token stops working and the cookie is cleared',
        response: { 200: messageOnly },
      },
    },
    async (request, reply) => {
      const user = authenticate(request);
      if (user) {
        app.sessions.close(user.sessionId);
        app.realtime.disconnectSession(user.sessionId);
      }
      app.clearSessionCookie(reply);
      return { message: 'Logged out' };
    },
  );

  route.get(
    '/auth/me',
    {
      onRequest: requireSignedIn,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meAnswer, 401: errorBody } },
    },
    async (request) => {
      const { id, email, name, role } = request.user!;
      return { id, email, name, role };
    },
  );
}
