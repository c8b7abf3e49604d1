/** Select choices of the screening pages; names are translation keys. */
export const KIND_CHOICES = ['YES_NO', 'SINGLE_CHOICE', 'MULTI_CHOICE', 'NUMBER', 'TEXT', 'SCALE_0_10'].map((id) => ({
  id,
  name: `resources.screenings.kinds.${id}`,
}));

/** The kinds whose answers are picked from options. */
export const KINDS_WITH_OPTIONS = ['YES_NO', 'SINGLE_CHOICE', 'MULTI_CHOICE'];

export const field = (name: string) => `resources.screenings.fields.${name}`;
