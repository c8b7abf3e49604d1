import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';

export type PatientOption = { id: string; name: string; self: boolean };

type Props = {
  patients: readonly PatientOption[];
  value: string | null;
  onChange: (patientId: string) => void;
};

/** For whom: the patient themself or one of their dependents (registered elsewhere). */
export function PatientStep({ patients, value, onChange }: Props) {
  const t = useT();
  return (
    <FormControl>
      <FormLabel id="schedule-patient-label">{t('schedule.patient.label')}</FormLabel>
      <RadioGroup
        aria-labelledby="schedule-patient-label"
        name="patient"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {patients.map((patient) => (
          <FormControlLabel
            key={patient.id}
            value={patient.id}
            control={<Radio />}
            data-testid={`patient-option-${patient.id}`}
            label={
              <Typography component="span">
                {patient.name}
                {patient.self && (
                  <Typography component="span" color="text.secondary">
                    {` (${t('schedule.patient.self')})`}
                  </Typography>
                )}
              </Typography>
            }
          />
        ))}
      </RadioGroup>
      {patients.length === 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('schedule.patient.noDependents')}
        </Typography>
      )}
    </FormControl>
  );
}
