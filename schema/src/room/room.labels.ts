import type { FieldLabels } from '../util/field-labels.js';

/** The video room (room.graphql) and its metrics (POST /sendtoaggregator). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const ROOM_FIELD_LABELS: FieldLabels = {
  sessionId: { en: 'Room session', pt: 'Sessão da sala' },
  signal: { en: 'Signal', pt: 'Sinal' },
  text: { en: 'Message', pt: 'Mensagem' },
  eventType: { en: 'Event type', pt: 'Tipo de evento' },
  value: { en: 'Value', pt: 'Valor' },
};
