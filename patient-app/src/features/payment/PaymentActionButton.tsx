import { Button, CircularProgress } from '@mui/material';

type Props = {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: string;
};

/** A payment step's main button, with a spinner while its own action is on its way. */
export function PaymentActionButton({ busy, disabled, onClick, testId, children }: Props) {
  return (
    <Button
      variant="contained"
      size="large"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
