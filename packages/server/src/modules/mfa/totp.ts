import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as authenticator apps expect it (RFC 6238: 30-second steps, 6 digits, SHA-1) and the
 * recovery codes that stand in for it. Pure functions: storage is in factors.ts.
 */

const PERIOD = 30;
const DIGITS = 6;

/** A new 160-bit secret, base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, issuer = 'Portico', label = 'Portico'): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://` URI an app reads from the QR code; the issuer names Portico and the unit. */
export function otpauthUri(secret: string, unitCode: string, userCode: string): string {
  return totpOf(secret, `Portico ${unitCode}`, userCode).toString();
}

/** The code of a step (tests and the documentation's examples). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return totpOf(secret).generate({ timestamp });
}

/** A code as typed: digits, spaces and dashes dropped, lower case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export const isTotpShape = (code: string) => /^\d{6}$/.test(code);

/**
 * The step a six-digit code belongs to, one step of clock drift allowed either way; null when it
 * matches none. The caller refuses a step not newer than the last one accepted (no replay).
 */
export function matchingStep(secret: string, code: string, now = Date.now()): number | null {
  if (!isTotpShape(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD) + delta;
}

/** Recovery codes: ten letters and digits from an alphabet without look-alikes (~49 bits). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

export const isRecoveryShape = (code: string) => /^[a-z0-9]{10}$/.test(code);

/** A code to show: `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  let raw = '';
  for (let i = 0; i < 10; i += 1) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** The stored form of a recovery code (normalized first, so dashes and case do not matter). */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}
