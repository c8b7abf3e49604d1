import { fieldLabel, format } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocale } from '../../i18n/locale.context';

export type CancelReason = ReturnType<typeof useCancelReason>;

/**
 * The reason a cancellation asks for (SPEC §4): required, which is said once the patient tried without one; the
 * server's message about it (serverError) comes first.
 */
export function useCancelReason(serverError: string | undefined) {
  const locale = useLocale();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const missing = value.trim() === '';
  const error = serverError ?? (tried && missing ? format('required', locale, fieldLabel('reason', locale)) : undefined);
  return {
    value,
    error,
    change: setValue,
    /** A try to send: the reason trimmed, or null while there is none. */
    take: (): string | null => {
      setTried(true);
      return missing ? null : value.trim();
    },
    reset: () => {
      setValue('');
      setTried(false);
    },
  };
}
