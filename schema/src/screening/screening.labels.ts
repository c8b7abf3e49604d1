import type { FieldLabels } from '../util/field-labels.js';

/** Screening questionnaires. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const SCREENING_FIELD_LABELS: FieldLabels = {
  type: { en: 'Type', pt: 'Tipo' },
  subtype: { en: 'Subtype', pt: 'Subtipo' },
  titlePtBR: { en: 'Title in Portuguese', pt: 'Título em português' },
  titleEn: { en: 'Title in English', pt: 'Título em inglês' },
  questions: { en: 'Questions', pt: 'Perguntas' },
  'questions.id': { en: 'Question key', pt: 'Chave da pergunta' },
  'questions.textPtBR': { en: 'Question in Portuguese', pt: 'Pergunta em português' },
  'questions.textEn': { en: 'Question in English', pt: 'Pergunta em inglês' },
  'questions.kind': { en: 'Answer kind', pt: 'Tipo de resposta' },
  'questions.required': { en: 'Required', pt: 'Obrigatória' },
  'questions.options': { en: 'Options', pt: 'Opções' },
  'questions.options.id': { en: 'Option key', pt: 'Chave da opção' },
  'questions.options.textPtBR': { en: 'Option in Portuguese', pt: 'Opção em português' },
  'questions.options.textEn': { en: 'Option in English', pt: 'Opção em inglês' },
  'questions.options.weight': { en: 'Weight', pt: 'Peso' },
  'questions.options.redFlag': { en: 'Red flag', pt: 'Sinal de alerta' },
};
