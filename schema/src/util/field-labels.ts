/** Labels by field path, in English and Portuguese (each domain's `<domain>.labels.ts`; merged in util/labels.ts). */
export type FieldLabels = Record<string, { en: string; pt: string }>;
