/** The sign-up, verification and session calls. Bodies arrive already validated by the forms' zod schemas. */
import { messageOnly } from '../../../shared/api.ts';
import {
  loginAnswer,
  sessionAnswer,
  type ChangePasswordBody,
  type CreateAccountBody,
  type ForgotPasswordBody,
  type LoginBody,
  type ResendOtpBody,
  type ResetPasswordBody,
  type VerifyOtpBody,
} from '../../../shared/auth.ts';
import { api } from '../../lib/api.ts';

export async function logIn(body: LoginBody) {
  return loginAnswer.parse(await api.post('auth/login', { json: body }).json());
}

export async function logOut() {
  await api.post('auth/logout');
}

/** The signed-in user, or null for a guest. */
export async function fetchCurrentUser() {
  return sessionAnswer.parse(await api.get('auth/session').json()).user;
}

export async function createAccount(body: CreateAccountBody) {
  return messageOnly.parse(await api.post('register/create-account', { json: body }).json());
}

export async function verifyEmail(body: VerifyOtpBody) {
  return messageOnly.parse(await api.post('register/verify-otp', { json: body }).json());
}

export async function resendCode(body: ResendOtpBody) {
  return messageOnly.parse(await api.post('register/resend-otp', { json: body }).json());
}

export async function requestPasswordReset(body: ForgotPasswordBody) {
  return messageOnly.parse(await api.post('auth/forgot-password', { json: body }).json());
}

export async function resetPassword(body: ResetPasswordBody) {
  return messageOnly.parse(await api.post('auth/reset-password', { json: body }).json());
}

export async function changePassword(body: ChangePasswordBody) {
  return messageOnly.parse(await api.post('auth/change-password', { json: body }).json());
}
