import { Alert, Box, Stack, Typography } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { CardForm } from './CardForm';
import { MethodChoice } from './MethodChoice';
import { useMoney } from './money.hook';
import { PaymentActionButton } from './PaymentActionButton';
import { PaymentFailureAlert } from './PaymentFailureAlert';
import type { PaymentActions } from './payment-actions.hook';
import type { PaymentChoiceState } from './payment-choice.hook';
import { VoucherField } from './VoucherField';

type Props = {
  access: string;
  protocol: string;
  page: PaymentPageFieldsFragment;
  choice: PaymentChoiceState;
  actions: PaymentActions;
};

/**
 * The choice of a method (the first time, after a refused card or a cancelled PIX): the clinic's methods, the voucher
 * for card and PIX, and the chosen method's form: the card, "Generate PIX" or "Pay on site".
 */
export function PaymentChoice({ access, protocol, page, choice, actions }: Props) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const { method } = choice;
  const { busy, failure } = actions;
  const current = page.current;
  // An emergency attendance paid before anyone calls the patient: no professional, no day of the appointment.
  const undated = page.professionalName === null;
  const cardRefused = !failure && busy === null && current?.status === 'REFUSED' && current.method === 'CREDIT_CARD';

  return (
    <Stack spacing={3}>
      {page.methods.length === 0 ? (
        <Alert severity="info" data-testid="payment-no-methods">
          {t('payment.noMethods')}
        </Alert>
      ) : (
        <MethodChoice methods={page.methods} value={method} onChange={choice.choose} disabled={busy !== null} />
      )}
      {method === 'CREDIT_CARD' && cardRefused && (
        <Alert severity="error" role="alert" data-testid="payment-error">
          {errorText('PAYMENT_NOT_ACCEPTED', locale)}
          {current.refusedReason && <Box>{t('payment.refused.reason', { reason: current.refusedReason })}</Box>}
        </Alert>
      )}
      {(method === 'CREDIT_CARD' || method === 'PIX') && (
        <VoucherField
          access={access}
          protocol={protocol}
          applied={choice.voucher}
          onApplied={choice.applyVoucher}
          disabled={busy !== null}
        />
      )}
      <PaymentFailureAlert failure={failure} />
      {method === 'CREDIT_CARD' && (
        <CardForm
          value={choice.card}
          onChange={choice.changeCard}
          options={choice.options}
          installments={choice.option?.installments ?? 1}
          onInstallments={choice.setInstallments}
          errors={choice.cardErrors}
          busy={busy !== null}
          submitLabel={t('payment.card.submit', { amount: money(choice.dueCents) })}
          onSubmit={choice.submitCard}
        />
      )}
      {method === 'PIX' && (
        <Box>
          <PaymentActionButton busy={busy === 'pix'} disabled={busy !== null} onClick={choice.generatePix} testId="payment-pix-generate">
            {t('payment.pix.generate')}
          </PaymentActionButton>
        </Box>
      )}
      {method === 'ON_SITE' && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t(undated ? 'payment.onSite.introNow' : 'payment.onSite.intro', { amount: money(page.priceCents) })}</Typography>
          <PaymentActionButton
            busy={busy === 'onSite'}
            disabled={busy !== null}
            onClick={() => void actions.onSite()}
            testId="payment-on-site"
          >
            {t('payment.onSite.submit')}
          </PaymentActionButton>
        </Stack>
      )}
    </Stack>
  );
}
