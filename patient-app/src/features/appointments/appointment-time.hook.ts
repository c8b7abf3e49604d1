import { useMemo } from 'react';
import { useLocale } from '../../i18n/locale.context';
import { formatDateTime, formatDay, formatShortDateTime, formatShortDay, formatTime, intlLocale } from './appointment-time.util';

/** Date and time formatters in the browser's language; each takes the company's time zone where it needs one. */
export function useDateFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const intl = intlLocale(locale, typeof navigator === 'undefined' ? [] : navigator.languages);
    return {
      intl,
      day: (date: string, withYear = false) => formatDay(date, intl, withYear),
      shortDay: (date: string) => formatShortDay(date, intl),
      time: (instant: string, timeZone: string) => formatTime(instant, timeZone, intl),
      dateTime: (instant: string, timeZone: string) => formatDateTime(instant, timeZone, intl),
      shortDateTime: (instant: string, timeZone: string) => formatShortDateTime(instant, timeZone, intl),
    };
  }, [locale]);
}
