import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';

export type SpecialtyOption = { code: string; name: string };
export type ProfessionalOption = { id: string; name: string; specialties: ReadonlyArray<SpecialtyOption> };

type Props = {
  mode: 'specialty' | 'professional';
  onMode: (mode: 'specialty' | 'professional') => void;
  specialties: readonly SpecialtyOption[];
  specialty: string | null;
  onSpecialty: (code: string) => void;
  professionals: readonly ProfessionalOption[];
  professionalId: string | null;
  onProfessional: (id: string) => void;
};

/** A specialty (any of its professionals) or one professional: what the free times are searched by. */
export function SpecialtyStep(props: Props) {
  const t = useT();
  const { mode } = props;
  return (
    <Stack spacing={2}>
      <Tabs value={mode} onChange={(_event, value: Props['mode']) => props.onMode(value)} aria-label={t('schedule.specialty.searchBy')}>
        <Tab
          value="specialty"
          id="schedule-mode-specialty"
          aria-controls="schedule-mode-panel"
          label={t('schedule.specialty.bySpecialty')}
          data-testid="mode-specialty"
        />
        <Tab
          value="professional"
          id="schedule-mode-professional"
          aria-controls="schedule-mode-panel"
          label={t('schedule.specialty.byProfessional')}
          data-testid="mode-professional"
        />
      </Tabs>
      <div role="tabpanel" id="schedule-mode-panel" aria-labelledby={`schedule-mode-${mode}`}>
        {mode === 'specialty' ? (
          props.specialties.length === 0 ? (
            <Typography color="text.secondary">{t('schedule.specialty.none')}</Typography>
          ) : (
            <FormControl>
              <FormLabel id="schedule-specialty-label">{t('schedule.specialty.label')}</FormLabel>
              <RadioGroup
                aria-labelledby="schedule-specialty-label"
                name="specialty"
                value={props.specialty ?? ''}
                onChange={(event) => props.onSpecialty(event.target.value)}
              >
                {props.specialties.map((specialty) => (
                  <FormControlLabel
                    key={specialty.code}
                    value={specialty.code}
                    control={<Radio />}
                    label={specialty.name}
                    data-testid={`specialty-option-${specialty.code}`}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )
        ) : props.professionals.length === 0 ? (
          <Typography color="text.secondary">{t('schedule.specialty.noProfessionals')}</Typography>
        ) : (
          <FormControl>
            <FormLabel id="schedule-professional-label">{t('schedule.specialty.professionalLabel')}</FormLabel>
            <RadioGroup
              aria-labelledby="schedule-professional-label"
              name="professional"
              value={props.professionalId ?? ''}
              onChange={(event) => props.onProfessional(event.target.value)}
            >
              {props.professionals.map((professional) => (
                <FormControlLabel
                  key={professional.id}
                  value={professional.id}
                  control={<Radio />}
                  data-testid={`professional-option-${professional.id}`}
                  label={
                    <span>
                      {professional.name}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {professional.specialties.map((s) => s.name).join(', ')}
                      </Typography>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      </div>
    </Stack>
  );
}
