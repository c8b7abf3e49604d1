import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import type { PaymentStatus } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { formatCountdown, secondsUntil } from './countdown.util';
import { useMoney } from './money.hook';
import { useNow } from './now.hook';
import type { PaymentAction } from './payment-actions.hook';

type Props = {
  status: PaymentStatus;
  totalCents: number;
  pix: { brCode: string; qrCodeSvg: string; expiresAt: string };
  busy: PaymentAction | null;
  onConfirm: () => void;
  onRedo: () => void;
  onCancel: () => void;
};

/**
 * A PIX waiting for the bank (SPEC §4): the QR code, the copy-and-paste code, the time left to pay, and "I have paid".
 * Once expired (the status, or the countdown at 00:00) it must be cancelled and made again.
 */
export function PixCharge({ status, totalCents, pix, busy, onConfirm, onRedo, onCancel }: Props) {
  const t = useT();
  const money = useMoney();
  const now = useNow(status === 'PENDING');
  const seconds = secondsUntil(pix.expiresAt, now);
  // Once this code has run out on screen it stays out (the device's clock may be corrected later: the code is not
  // offered again; the patient makes a new one).
  const [ranOut, setRanOut] = useState<string | null>(null);
  useEffect(() => {
    if (seconds === 0) setRanOut(pix.brCode);
  }, [seconds, pix.brCode]);
  const expired = status === 'EXPIRED' || seconds === 0 || ranOut === pix.brCode;
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const code = useRef<HTMLTextAreaElement>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (copiedTimer.current) clearTimeout(copiedTimer.current);
    },
    [],
  );

  const copy = async () => {
    if (copiedTimer.current) clearTimeout(copiedTimer.current);
    try {
      await navigator.clipboard.writeText(pix.brCode);
      setCopied('yes');
    } catch {
      code.current?.select();
      setCopied('failed');
    }
    copiedTimer.current = setTimeout(() => setCopied(null), 4000);
  };

  if (expired) {
    return (
      <Stack spacing={2} data-testid="payment-pix">
        <Alert severity="warning" role="alert" data-testid="payment-pix-expired">
          {t('payment.pix.expired')}
        </Alert>
        <Box>
          <Button
            variant="contained"
            onClick={onRedo}
            disabled={busy !== null}
            aria-busy={busy === 'cancelPix' || busy === 'pix'}
            startIcon={busy === 'cancelPix' || busy === 'pix' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            data-testid="payment-pix-redo"
          >
            {t('payment.pix.redo')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Stack spacing={2} data-testid="payment-pix">
      <Typography>{t('payment.pix.intro')}</Typography>
      <Box
        component="img"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(pix.qrCodeSvg)}`}
        alt={t('payment.pix.qrAlt', { amount: money(totalCents) })}
        data-testid="payment-pix-qr"
        sx={{ width: 240, maxWidth: '100%', aspectRatio: '1', alignSelf: 'center', bgcolor: 'common.white', p: 1, borderRadius: 1 }}
      />
      <Typography sx={{ textAlign: 'center' }}>
        {t('payment.pix.expiresIn')}{' '}
        <Box
          component="span"
          role="timer"
          aria-live="off"
          sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          data-testid="payment-pix-countdown"
        >
          {formatCountdown(seconds)}
        </Box>
      </Typography>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('payment.pix.code')}
        value={pix.brCode}
        inputRef={code}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'payment-pix-code', sx: { fontFamily: 'monospace', wordBreak: 'break-all' } },
        }}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()} data-testid="payment-pix-copy">
          {t('payment.pix.copy')}
        </Button>
        <Typography
          role="status"
          variant="body2"
          color={copied === 'failed' ? 'error' : 'success.main'}
          data-testid={copied === 'yes' ? 'payment-pix-copied' : undefined}
        >
          {copied === 'yes' ? t('payment.pix.copied') : copied === 'failed' ? t('payment.pix.copyFailed') : ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap-reverse' }}>
        <Button onClick={onCancel} disabled={busy !== null} data-testid="payment-pix-cancel">
          {t('payment.pix.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy !== null}
          aria-busy={busy === 'confirm'}
          startIcon={busy === 'confirm' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          data-testid="payment-pix-confirm"
        >
          {t('payment.pix.paid')}
        </Button>
      </Box>
    </Stack>
  );
}
