import isEqual from 'lodash/isEqual';

type Fields = Record<string, unknown>;

/** Absent and null are the same value of a field. */
const sameOrBothEmpty = (value: unknown, before: unknown) => isEqual(value ?? null, before ?? null);

/**
 * The update input: the input of the form's values (`toInput`) with only the fields that differ from the record as
 * loaded (`previous`; all of them without it). `same` tells two values of a field apart (absent and null alike unless
 * said otherwise).
 */
export function toPatchInput<T extends object>(
  toInput: (record: Fields) => T,
  data: Fields,
  previous: Fields | undefined,
  same: (value: unknown, before: unknown) => boolean = sameOrBothEmpty,
): T {
  const input = toInput(data);
  if (!previous) return input;
  const before = toInput(previous) as Fields;
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => !same(value, before[key]))) as T;
}
