import type { MessageKey } from '../../i18n/en';
import type { TranslateParams } from '../../i18n/translate.util';
import { waitingTime } from './emergency-professional.util';

/** "less than 1 min", "42 min", "2 h 05 min" since the given time. */
export function waitingText(t: (key: MessageKey, params?: TranslateParams) => string, fromIso: string, now: number): string {
  const { hours, minutes } = waitingTime(fromIso, now);
  if (hours > 0) return t('emergencyProfessional.hoursMinutes', { hours, minutes: String(minutes).padStart(2, '0') });
  if (minutes === 0) return t('emergencyProfessional.lessThanMinute');
  return t('emergencyProfessional.minutes', { minutes });
}
