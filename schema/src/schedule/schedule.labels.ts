import type { FieldLabels } from '../util/field-labels.js';

/** Schedules (SPEC §3 Schedule): weekly windows, extra and blocked dates. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const SCHEDULE_FIELD_LABELS: FieldLabels = {
  skipHolidays: { en: 'Skip holidays', pt: 'Não atender em feriados' },
  weekly: { en: 'Weekly schedule', pt: 'Agenda semanal' },
  extra: { en: 'Extra dates', pt: 'Datas extras' },
  blocked: { en: 'Blocked dates', pt: 'Datas bloqueadas' },
  'weekly.day': { en: 'Day', pt: 'Dia' },
  'weekly.allDay': { en: 'All day', pt: 'Dia inteiro' },
  'weekly.start': { en: 'Start time', pt: 'Início' },
  'weekly.end': { en: 'End time', pt: 'Fim' },
  'extra.date': { en: 'Date', pt: 'Data' },
  'extra.allDay': { en: 'All day', pt: 'Dia inteiro' },
  'extra.start': { en: 'Start time', pt: 'Início' },
  'extra.end': { en: 'End time', pt: 'Fim' },
  'blocked.date': { en: 'Date', pt: 'Data' },
  'blocked.allDay': { en: 'All day', pt: 'Dia inteiro' },
  'blocked.start': { en: 'Start time', pt: 'Início' },
  'blocked.end': { en: 'End time', pt: 'Fim' },
};
