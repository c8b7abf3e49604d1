import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';
import { DAY, dateOf, INSTANT, intlTag } from './local-date';

/**
 * react-admin's DateField in the console's language and its one format (local-date.ts), not the browser's: a day, or
 * with `showTime` an instant to the minute. A `yyyy-MM-dd` day is that calendar day in every time zone.
 */
export function LocalDateField({ showTime, options, ...props }: DateFieldProps) {
  const [locale] = useLocaleState();
  return (
    <DateField
      {...props}
      showTime={showTime}
      locales={intlTag(locale)}
      options={{ ...(showTime ? INSTANT : DAY), ...options }}
      transform={(value: string | number | Date) => dateOf(value)}
    />
  );
}
