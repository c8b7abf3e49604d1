import { type FieldProps, FunctionField, useLocaleState } from 'react-admin';
import { formatBrl } from './plan.money';

/** An integer-cents field shown as BRL in the console's language. */
export const MoneyField = ({ source, ...props }: FieldProps & { source: string }) => {
  const [locale] = useLocaleState();
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, number | null>) => formatBrl(record[source], locale) || '—'}
      textAlign="right"
      {...props}
    />
  );
};
