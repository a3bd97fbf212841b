/** Sign-up, verification and sign-in: request and answer schemas shared by the server and the forms. */
import { z } from 'zod';
import { EMAIL_MAX, MAX_PHONE_DIGITS, NAME_MAX, OTP_LENGTH, PASSWORD_MAX, PASSWORD_MIN, ROLES } from './constants.ts';
import { envelope } from './api.ts';
import { lineOfText, saysSomething, visibleLength } from './plain-text.ts';

export const emailField = z
  .string({ message: 'E-mail is required.' })
  .trim()
  .min(1, { message: 'E-mail is required.' })
  .max(EMAIL_MAX, { message: `E-mail must be at most ${EMAIL_MAX} characters.` })
  .pipe(z.email({ message: 'Enter a valid e-mail address.' }))
  .transform((email) => email.toLowerCase());

/**
 * The rules for a new password that both sides can check. The server also refuses the most common passwords
 * (server/auth/password-policy.ts), a list too large to send to every browser.
 */
export const passwordField = z
  .string({ message: 'Password is required.' })
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters.` })
  // Zero-width, filler and combining characters alone are no password, whatever their number.
  .refine((password) => visibleLength(password) >= PASSWORD_MIN, {
    message: `Password must have at least ${PASSWORD_MIN} characters you can see: letters, digits or symbols, not only spaces or blank characters.`,
  })
  // Tabs, line breaks and the like cannot be typed the same way twice on every keyboard and device.
  .refine((password) => !/\p{Cc}/u.test(password), {
    message: 'Password cannot contain control characters such as tabs or line breaks.',
  });

export const nameField = lineOfText(z.string({ message: 'Name is required.' }))
  .min(1, { message: 'Name is required.' })
  .max(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters.` })
  .refine(...saysSomething('Name'));

export const phoneField = z
  .string({ message: 'Phone number is required.' })
  .regex(/^\d+$/, { message: 'Phone number must contain digits only.' })
  .min(7, { message: 'Phone number is too short.' })
  .max(MAX_PHONE_DIGITS, { message: `Phone number must be at most ${MAX_PHONE_DIGITS} digits.` });

export const otpField = z
  .string({ message: 'Code is required.' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: `The code is ${OTP_LENGTH} digits.` });

export const createAccountBody = z.object({
  email: emailField,
  password: passwordField,
  name: nameField,
  phone: phoneField,
});
export type CreateAccountBody = z.input<typeof createAccountBody>;

/**
 * `password`, when given, becomes the account's: whoever holds the e-mailed code chooses it. Forkcast's own client
 * always sends the one typed at sign-up; it is required when someone signed up again for the address meanwhile.
 */
export const verifyOtpBody = z.object({ email: emailField, otp: otpField, password: passwordField.optional() });
export type VerifyOtpBody = z.input<typeof verifyOtpBody>;

export const resendOtpBody = z.object({ email: emailField });
export type ResendOtpBody = z.input<typeof resendOtpBody>;

export const loginBody = z.object({
  email: emailField,
  // No length rules at login: a wrong password is just wrong, whatever its length (up to a sane cap).
  password: z
    .string({ message: 'Password is required.' })
    .min(1, { message: 'Password is required.' })
    .max(PASSWORD_MAX * 4, { message: 'Password is too long.' }),
});
export type LoginBody = z.input<typeof loginBody>;

export const sessionUser = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** `data` is the session token (spec point 7); `user` saves the client a second call. */
export const loginAnswer = envelope(z.string()).extend({ user: sessionUser });
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const meAnswer = sessionUser;

/** Who the browser's session belongs to, if anyone: a guest is an ordinary answer, not an error. */
export const sessionAnswer = z.object({ user: sessionUser.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const forgotPasswordBody = z.object({ email: emailField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({ email: emailField, otp: otpField, password: passwordField });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword: loginBody.shape.password,
  newPassword: passwordField,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
