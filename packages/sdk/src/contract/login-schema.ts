import { z } from 'zod';
import { LOGIN_MAX_LENGTH, type LoginRequest } from './login';

/**
 * Server-side schema of the login body (DESIGN.md); the same keys and limits as
 * validateLoginForm (validation/login-form.ts), which the clients call.
 */
export const loginRequestSchema = z.object({
  unitCode: z
    .string()
    .trim()
    .min(1, 'validation.login.unitCodeRequired')
    .max(LOGIN_MAX_LENGTH.unitCode, 'validation.tooLong'),
  userCode: z
    .string()
    .trim()
    .min(1, 'validation.login.userCodeRequired')
    .max(LOGIN_MAX_LENGTH.userCode, 'validation.tooLong'),
  password: z
    .string()
    .min(1, 'validation.login.passwordRequired')
    .max(LOGIN_MAX_LENGTH.password, 'validation.tooLong'),
}) satisfies z.ZodType<LoginRequest>;
