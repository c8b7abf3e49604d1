import type { ErasureRequestStatus } from './erasure-request.validation.js';

/** What an anonymised request stores and logs as the reason the health record is kept (BRAZIL.md §7.4). */
export const ERASURE_RETENTION_REASON = 'legal retention (Lei 13.787/2018, 20 years)';

/**
 * The person's non-clinical personal data that anonymisation clears (person columns, as the DTOs name them): contact,
 * address, social name, profession, device push token. Not cleared, because the health record legally needs them to
 * identify its patient (Lei 13.787/2018; CFM 1.821/2007): name, CPF, CNS, birth date, gender.
 */
export const ERASED_PERSON_FIELDS = [
  'socialName',
  'mail',
  'cellPhone',
  'telephone',
  'profession',
  'pushToken',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'region',
  'zipCode',
] as const;
export const KEPT_PERSON_FIELDS = ['name', 'cpf', 'uhcId', 'birthDate', 'gender'] as const;

/** What an erased conversation message's body reads (the body must not be empty; a dash in any language). */
export const ERASED_MESSAGE_BODY = '—';

/** Only an open request is answered; DONE and REFUSED are final. */
export const isErasureRequestOpen = (status: ErasureRequestStatus): boolean => status === 'REQUESTED';

/** The person columns anonymisation writes: every erased field null. */
export const anonymisedPersonValues = (): Record<(typeof ERASED_PERSON_FIELDS)[number], null> =>
  Object.fromEntries(ERASED_PERSON_FIELDS.map((f) => [f, null])) as Record<(typeof ERASED_PERSON_FIELDS)[number], null>;
