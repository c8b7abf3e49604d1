import { type FieldProps, FunctionField, useLocaleState, useTranslate } from 'react-admin';
import { formatBrl, formatPercent } from './plan.money';

type Commission = { commissionType: 'PERCENTAGE' | 'FIXED' | null; commissionValue: number | null };

/** The commission: a percentage or an amount in BRL, after its type. */
export const CommissionField = (props: Omit<FieldProps<Commission>, 'source'>) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <FunctionField<Commission>
      source="commissionValue"
      render={({ commissionType, commissionValue }) =>
        commissionType
          ? `${translate(`resources.plans.commissionTypes.${commissionType}`)}: ${
              commissionType === 'PERCENTAGE' ? formatPercent(commissionValue, locale) : formatBrl(commissionValue, locale)
            }`
          : '—'
      }
      {...props}
    />
  );
};
