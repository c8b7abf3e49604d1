import { Box, LinearProgress, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/locale.context';
import { SCHEDULE_STEPS, type ScheduleStep } from './schedule.reducer';

export const STEP_LABELS: Record<ScheduleStep, MessageKey> = {
  patient: 'schedule.step.patient',
  specialty: 'schedule.step.specialty',
  slot: 'schedule.step.slot',
  reason: 'schedule.step.reason',
  exams: 'schedule.step.exams',
  confirm: 'schedule.step.confirm',
  payment: 'schedule.step.payment',
  final: 'schedule.step.final',
};

/** Where the patient is in the flow: every step on a desktop, "Step 3 of 8" and a bar on a phone. */
export function ScheduleStepper({ step }: { step: ScheduleStep }) {
  const t = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const index = SCHEDULE_STEPS.indexOf(step);
  if (!wide) {
    return (
      <Box data-testid="schedule-progress">
        <Typography variant="body2" color="text.secondary">
          {t('schedule.stepOf', { current: index + 1, total: SCHEDULE_STEPS.length, name: t(STEP_LABELS[step]) })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / SCHEDULE_STEPS.length) * 100}
          aria-hidden
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
        />
      </Box>
    );
  }
  return (
    <Stepper activeStep={index} alternativeLabel data-testid="schedule-progress">
      {SCHEDULE_STEPS.map((key) => (
        <Step key={key}>
          <StepLabel>{t(STEP_LABELS[key])}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
