import { z } from './zod';

/** Shortest password accepted (NIST SP 800-63B's minimum for a chosen secret). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted: long enough for any passphrase, short enough that hashing stays cheap. */
export const PASSWORD_MAX_LENGTH = 128;
/** Longest e-mail address (RFC 5321 path limit). */
const EMAIL_MAX_LENGTH = 254;
/** The spec's message when a password and its confirmation differ. */
export const PASSWORD_MISMATCH_MESSAGE = 'Password entries do not match';

const email = z
  .string({ error: 'This field is required' })
  .trim()
  .min(1, 'This field is required')
  .max(EMAIL_MAX_LENGTH, 'Enter a valid email')
  .pipe(z.email('Enter a valid email'));

const newPassword = z
  .string({ error: 'This field is required' })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`);

const name = z.string().trim().max(100, 'Use at most 100 characters').optional();

/** POST /account/register. `password_confirmation`, when sent, must equal `password`. */
export const registerSchema = z.object({
  email,
  password: newPassword,
  password_confirmation: z.string().optional(),
  first_name: name,
  last_name: name,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /account/login. The password is not length-checked: a wrong one is simply wrong. */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'This field is required' })
    .min(1, 'This field is required')
    .max(PASSWORD_MAX_LENGTH * 4),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /account/verify: the secret from the verification link. */
export const verifyEmailSchema = z.object({ token: z.string({ error: 'This field is required' }).min(1) });

/** POST /account/password/forgot. */
export const passwordResetRequestSchema = z.object({ email });

/** POST /account/password/reset. */
export const passwordResetSchema = z.object({
  token: z.string({ error: 'This field is required' }).min(1, 'This field is required'),
  password: newPassword,
  password_confirmation: z.string().optional(),
});

/** GET /account/info (spec 7). */
export const accountInfoSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  address_book_count: z.number().int().nonnegative(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
