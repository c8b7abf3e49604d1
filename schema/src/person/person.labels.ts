import type { FieldLabels } from '../util/field-labels.js';

/** Persons (SPEC §3 Patient) and their history (electronic health record, diagnostics). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const PERSON_FIELD_LABELS: FieldLabels = {
  /** A person's nome social (the name they go by), not a company's razão social: scoped with "person.". */
  'person.socialName': { en: 'Social name', pt: 'Nome social' },
  uhcId: { en: 'Universal healthcare ID', pt: 'Cartão nacional de saúde' },
  gender: { en: 'Gender', pt: 'Gênero' },
  mail: { en: 'E-mail', pt: 'E-mail' },
  cellPhone: { en: 'Cell phone', pt: 'Celular' },
  telephone: { en: 'Telephone', pt: 'Telefone' },
  country: { en: 'Country', pt: 'País' },
  profession: { en: 'Profession', pt: 'Profissão' },
  registration: { en: 'Registration', pt: 'Matrícula' },
  status: { en: 'Status', pt: 'Situação' },
  street: { en: 'Street', pt: 'Logradouro' },
  number: { en: 'Number', pt: 'Número' },
  complement: { en: 'Complement', pt: 'Complemento' },
  neighborhood: { en: 'Neighborhood', pt: 'Bairro' },
  city: { en: 'City', pt: 'Cidade' },
  region: { en: 'State', pt: 'Estado' },
  zipCode: { en: 'ZIP code (CEP)', pt: 'CEP' },
  cep: { en: 'ZIP code (CEP)', pt: 'CEP' },
  dependents: { en: 'Dependents', pt: 'Dependentes' },
  relationship: { en: 'Relationship', pt: 'Parentesco' },
  cid10: { en: 'CID-10 code', pt: 'Código CID-10' },
  filter: { en: 'Item types', pt: 'Tipos de item' },
  fromPEP: { en: 'From the health record', pt: 'Do prontuário' },
  item_type: { en: 'Item type', pt: 'Tipo do item' },
  item_id: { en: 'Item', pt: 'Item' },
};
