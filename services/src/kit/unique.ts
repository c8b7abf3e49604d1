import { AppError } from './errors.js';

/** Maps a unique violation (SQLSTATE 23505) on a known constraint to a field error "{0} already exists". */
export function uniqueViolationToField(error: unknown, fieldsByConstraint: Record<string, string>): never {
  const pgError = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  if (pgError?.code === '23505') {
    const field = pgError.constraint ? fieldsByConstraint[pgError.constraint] : undefined;
    if (field) throw new AppError('CONFLICT', { fields: [{ field, key: 'exists' }] });
  }
  throw error;
}
