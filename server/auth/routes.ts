/** /api/register/* and /api/auth/*: sign-up with an e-mailed code, login, logout and "who am I". */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, messageOnly } from '../../shared/api.ts';
import {
  changePasswordBody,
  createAccountBody,
  forgotPasswordBody,
  resetPasswordBody,
  loginAnswer,
  loginBody,
  meAnswer,
  sessionAnswer,
  resendOtpBody,
  verifyOtpBody,
} from '../../shared/auth.ts';
import { accountRoutes } from '../account/routes.ts';
import { authenticate, requireSignedIn } from '../plugins/auth.ts';
import { DEVICE_COOKIE } from './device-cookies.ts';
import { createLoginService } from './login-service.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createPasswordService, RESET_REQUESTED } from './password-service.ts';
import { createRegistrationService, RESEND_ANSWER, signUpAnswer } from './registration-service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody, 503: errorBody };

export async function authRoutes(app: FastifyInstance, options: { publicUrl: string }) {
  const registration = createRegistrationService(app, options);
  const throttle = createLoginThrottle();
  const login = createLoginService(app, throttle);
  const passwords = createPasswordService(app, { publicUrl: options.publicUrl, throttle });
  const route = app.withTypeProvider<ZodTypeProvider>();
  // A customer's account routes check passwords too: they share this throttle.
  await accountRoutes(app, { throttle });

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
      return { message: signUpAnswer(email) };
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
      await registration.verify(request.body);
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
        summary: 'Log in; answers the session token in data and sets the forkcast_session cookie',
        body: loginBody,
        response: { 200: loginAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { token, user, newDeviceCookie } = await login.login(request.body, {
        ip: request.ip,
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      app.setSessionCookie(reply, token);
      if (newDeviceCookie) app.setDeviceCookie(reply, newDeviceCookie);
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

  route.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a code for choosing a new password',
        description: 'Answers the same whether or not the address has an account.',
        body: forgotPasswordBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await passwords.requestReset(request.body, request.ip);
      return { message: RESET_REQUESTED };
    },
  );

  route.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the e-mailed code; every session of the account ends',
        body: resetPasswordBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await passwords.reset(request.body);
      return {
        message:
          'Your password is changed and every device that was logged in is logged out. Log in with your new password.',
      };
    },
  );

  route.post(
    '/auth/change-password',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; their other sessions end",
        body: changePasswordBody,
        response: { 200: messageOnly, ...errors },
      },
    },
    async (request) => {
      await passwords.change(request.user!, request.body, request.ip);
      return { message: 'Your password is changed. Every other device that was logged in is logged out.' };
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

  // The app asks this on every page load: a guest gets a plain answer, not a 401 in the browser's console.
  route.get(
    '/auth/session',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user, or null for a guest', response: { 200: sessionAnswer } },
    },
    async (request) => {
      const user = authenticate(request);
      return { user: user && { id: user.id, email: user.email, name: user.name, role: user.role } };
    },
  );
}
