import { z } from 'zod';
import { now } from '../calendar/clock.js';
import { PASSWORD_MIN_LENGTH } from '../constants.js';
import { isValidCnpj, normalizeCnpj } from './cnpj.js';
import { isValidCns, normalizeCns } from './cns.js';
import { isValidCpf, normalizeCpf } from './cpf.js';

/**
 * Shared zod validators. Issue messages are template keys of errors.ts (TEMPLATES); each layer
 * translates them with the field's label, so apps and services say the same thing.
 */
export const ZEmail = z
  .string({ message: 'emailRequired' })
  .trim()
  .min(1, { message: 'emailRequired' })
  .max(254, { message: 'emailInvalid' })
  .pipe(z.email({ message: 'emailInvalid' }))
  .transform((v) => v.toLowerCase());

export const ZPassword = z
  .string({ message: 'passwordRule' })
  .min(PASSWORD_MIN_LENGTH, { message: 'passwordRule' })
  .max(128, { message: 'passwordRule' })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), { message: 'passwordRule' });

export const ZCpf = z
  .string({ message: 'cpfRequired' })
  .trim()
  .min(1, { message: 'cpfRequired' })
  .refine(isValidCpf, { message: 'cpfInvalid' })
  .transform(normalizeCpf);

export const ZCns = z.string({ message: 'cnsInvalid' }).trim().refine(isValidCns, { message: 'cnsInvalid' }).transform(normalizeCns);

export const ZCnpj = z.string({ message: 'cnpjInvalid' }).trim().refine(isValidCnpj, { message: 'cnpjInvalid' }).transform(normalizeCnpj);

/** Strict ISO date that exists on the calendar. */
export function isValidIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A birth date: a real date, not in the future, at most 130 years ago. */
export function isValidBirthDate(value: string, today: Date = now()): boolean {
  if (!isValidIsoDate(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return date.getTime() <= todayUtc && today.getUTCFullYear() - date.getUTCFullYear() <= 130;
}

export const ZBirthDate = z
  .string({ message: 'birthDateInvalid' })
  .trim()
  .refine((v) => isValidBirthDate(v), { message: 'birthDateInvalid' });

export const ZIsoDate = z.string().refine(isValidIsoDate, { message: 'invalidDateTime' });
