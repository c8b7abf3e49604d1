import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { RadioChoices } from './RadioChoices';

export type PatientOption = { id: string; name: string; self: boolean };

type Props = {
  patients: readonly PatientOption[];
  value: string | null;
  onChange: (patientId: string) => void;
};

/** For whom: the patient themself or one of their dependents (registered on /registerdependent, linked here). */
export function PatientStep({ patients, value, onChange }: Props) {
  const t = useT();
  const choices = patients.map((patient) => ({
    value: patient.id,
    testId: `patient-option-${patient.id}`,
    label: (
      <Typography component="span">
        {patient.name}
        {patient.self && (
          <Typography component="span" color="text.secondary">
            {` (${t('schedule.patient.self')})`}
          </Typography>
        )}
      </Typography>
    ),
  }));
  return (
    <RadioChoices label={t('schedule.patient.label')} name="patient" value={value} onChange={onChange} choices={choices}>
      {patients.length === 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('schedule.patient.noDependents')}
        </Typography>
      )}
      <Link component={RouterLink} to={PATHS.registerDependent} sx={{ mt: 1 }} data-testid="patient-register-dependent">
        {t('dependents.register')}
      </Link>
    </RadioChoices>
  );
}
