import { LinearProgress, Stack, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { PERSON_STAGES, type PersonScreen, stageIndex } from './person-flow.util';

/** Where the patient is in the flow: the six stages on a wide screen, "n of 6" with a bar on a phone. */
export function PersonFlowProgress({ screen }: { screen: PersonScreen }) {
  const t = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const active = stageIndex(screen);
  // Payment (when the clinic charges) belongs to the first stage, named for what the patient does there.
  const label = (i: number) =>
    i === active && screen === 'PAYMENT'
      ? t('emergencyPerson.payment.title')
      : t(`emergencyPerson.stage.${PERSON_STAGES[i]}` as 'emergencyPerson.stage.resources');
  if (wide) {
    return (
      <Stepper activeStep={active} alternativeLabel data-testid="emergency-progress">
        {PERSON_STAGES.map((stage, i) => (
          <Step key={stage} completed={i < active}>
            <StepLabel>{label(i)}</StepLabel>
          </Step>
        ))}
      </Stepper>
    );
  }
  return (
    <Stack spacing={0.5} data-testid="emergency-progress">
      <Typography variant="body2" color="text.secondary">
        {`${active + 1}/${PERSON_STAGES.length} · ${label(active)}`}
      </Typography>
      <LinearProgress variant="determinate" value={((active + 1) / PERSON_STAGES.length) * 100} aria-hidden />
    </Stack>
  );
}
