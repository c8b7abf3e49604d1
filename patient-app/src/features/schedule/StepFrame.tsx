import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/locale.context';

type Props = {
  title: string;
  /** Move the keyboard focus to the title when the step opens (not on the page's first paint); read on mount. */
  focusTitle: boolean;
  children: ReactNode;
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  /** Next as the step's secondary action (outlined), when the step's own content holds the primary one (Pay). */
  nextSecondary?: boolean;
  /** What is still missing to go on: said when the user tries (Next stays focusable, never silently disabled). */
  missing?: string | null;
  busy?: boolean;
  testId: string;
};

/**
 * One step of the schedule flow: a titled section, Back and Next below it. The title takes the focus when the step
 * opens, so a keyboard or screen-reader user starts reading the new step. Not a form: a step may hold a form of its
 * own (the scheduling request), and forms do not nest.
 */
export function StepFrame({
  title,
  focusTitle,
  children,
  onBack,
  onNext,
  nextLabel,
  nextSecondary = false,
  missing = null,
  busy = false,
  testId,
}: Props) {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [tried, setTried] = useState(false);
  // Mounted once per step (the flow keys it by step): only then may the focus move, never while the step is used.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, by design
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, []);
  const submit = () => {
    setTried(true);
    if (!missing && !busy) onNext?.();
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} data-testid={testId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={3}>
        <Typography id={titleId} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
          {title}
        </Typography>
        {children}
        {tried && missing && (
          <Alert severity="warning" data-testid="step-missing">
            {missing}
          </Alert>
        )}
        {(onBack || onNext) && (
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', flexWrap: 'wrap-reverse' }}>
            {onBack ? (
              <Button onClick={onBack} disabled={busy} data-testid="step-back">
                {t('schedule.back')}
              </Button>
            ) : (
              <span />
            )}
            {onNext && (
              <Button
                variant={nextSecondary ? 'outlined' : 'contained'}
                onClick={submit}
                disabled={busy}
                aria-busy={busy}
                startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                data-testid="step-next"
              >
                {nextLabel ?? t('schedule.next')}
              </Button>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
