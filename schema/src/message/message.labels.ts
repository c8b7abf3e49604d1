import type { FieldLabels } from '../util/field-labels.js';

/** Messages (SPEC §3 Message); scoped with "message." where another domain uses the same name differently. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const MESSAGE_FIELD_LABELS: FieldLabels = {
  'message.subject': { en: 'Subject', pt: 'Assunto' },
  body: { en: 'Message', pt: 'Mensagem' },
  automaticAnswer: { en: 'Automatic answer', pt: 'Resposta automática' },
  appointment: { en: 'Appointment', pt: 'Agendamento' },
  'message.professionalId': { en: 'Professional', pt: 'Profissional' },
  ids: { en: 'Messages', pt: 'Mensagens' },
};
