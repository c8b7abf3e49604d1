import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { errorText, fieldLabel, format } from '@teleconsulta/schema';
import { useState } from 'react';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import type { VoucherValidQuery } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { useMoney } from './money.hook';
import { VoucherValidDocument } from './payment.documents';

export type AppliedVoucher = VoucherValidQuery['voucherValid'];

type Props = {
  access: string;
  protocol: string;
  applied: AppliedVoucher | null;
  onApplied: (voucher: AppliedVoucher | null) => void;
  disabled?: boolean;
};

/** The optional voucher: Apply asks voucherValid and shows the discount, or "Voucher not apply" (SPEC §8). */
export function VoucherField({ access, protocol, applied, onApplied, disabled = false }: Props) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const client = useApolloClient();
  const [code, setCode] = useState(applied?.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const voucher = code.trim();
    if (!voucher) {
      setError(format('required', locale, fieldLabel('voucher', locale, 'payment')));
      return;
    }
    if (checking) return;
    setChecking(true);
    setError(null);
    try {
      const result = await client.query({
        query: VoucherValidDocument,
        variables: { access, protocol, voucher },
        fetchPolicy: 'network-only',
      });
      if (result.error) throw result.error;
      if (result.data) onApplied(result.data.voucherValid);
    } catch (failure) {
      onApplied(null);
      const feedback = feedbackFromError(failure, locale);
      setError(
        errorCodeOf(failure) === 'VOUCHER_NOT_APPLY'
          ? errorText('VOUCHER_NOT_APPLY', locale)
          : (feedback.fieldErrors.voucher ?? feedback.message ?? Object.values(feedback.fieldErrors)[0] ?? ''),
      );
    } finally {
      setChecking(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          fullWidth
          size="small"
          name="voucher"
          label={t('payment.voucher.label')}
          value={code}
          disabled={disabled}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(null);
            if (applied) onApplied(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void apply();
            }
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            htmlInput: { maxLength: 30, autoComplete: 'off', 'data-testid': 'payment-voucher' },
            formHelperText: { role: error ? 'alert' : undefined, ...({ 'data-testid': 'payment-voucher-error' } as object) },
          }}
        />
        <Button
          variant="outlined"
          onClick={() => void apply()}
          disabled={disabled || checking}
          aria-busy={checking}
          sx={{ flexShrink: 0, mt: 0.25 }}
          data-testid="payment-voucher-apply"
        >
          {t('payment.voucher.apply')}
        </Button>
      </Box>
      {applied && (
        <Alert
          severity="success"
          role="status"
          data-testid="payment-voucher-applied"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                onApplied(null);
                setCode('');
              }}
              data-testid="payment-voucher-remove"
            >
              {t('payment.voucher.remove')}
            </Button>
          }
        >
          {t('payment.voucher.applied', { code: applied.code, discount: money(applied.discountCents), total: money(applied.totalCents) })}
        </Alert>
      )}
    </Box>
  );
}
