import { type ClinicalNoteField, normalizeCid10, ZOptionalCid10 } from '@teleconsulta/schema';

export type NotesValues = Record<ClinicalNoteField, string>;
export const NOTE_FIELDS: readonly ClinicalNoteField[] = ['notes', 'orientation', 'cid10', 'upshot'];

/** A field as it is stored: texts trimmed, the CID-10 upper-cased with its dot ("j069" is "J06.9"). */
const stored = (field: ClinicalNoteField, value: string) => (field === 'cid10' ? normalizeCid10(value) : value.trim());

/** The fields whose typed value differs from the saved one. */
export function changedNoteFields(values: NotesValues, saved: NotesValues): ClinicalNoteField[] {
  return NOTE_FIELDS.filter((field) => stored(field, values[field]) !== stored(field, saved[field]));
}

/** Whether the typed CID-10 can be saved (blank, or a valid code). */
export const cid10Acceptable = (value: string) => ZOptionalCid10.safeParse(value).success;

/**
 * What an automatic save sends: the changed fields as they are stored; nothing while the CID-10 is not a valid code
 * (the form is saved whole or not at all) or nothing changed.
 */
export function autosaveInput(values: NotesValues, saved: NotesValues): Partial<NotesValues> | null {
  const fields = changedNoteFields(values, saved);
  if (fields.length === 0 || !cid10Acceptable(values.cid10)) return null;
  return Object.fromEntries(fields.map((field) => [field, stored(field, values[field])]));
}
