import { formatBRL } from '@teleconsulta/schema';
import { useCallback } from 'react';
import { useLocale } from '../../i18n/locale.context';

/** Cents as reais in the app's language: "R$ 100,00" / "R$100.00". */
export function useMoney(): (cents: number) => string {
  const locale = useLocale();
  return useCallback((cents: number) => formatBRL(cents, locale), [locale]);
}
