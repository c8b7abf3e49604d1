import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { RadioChoices } from './RadioChoices';

export type SpecialtyOption = { code: string; name: string };
export type ProfessionalOption = { id: string; name: string; specialties: ReadonlyArray<SpecialtyOption> };

type Mode = 'specialty' | 'professional';

type Props = {
  mode: Mode;
  onMode: (mode: Mode) => void;
  specialties: readonly SpecialtyOption[];
  specialty: string | null;
  onSpecialty: (code: string) => void;
  professionals: readonly ProfessionalOption[];
  professionalId: string | null;
  onProfessional: (id: string) => void;
};

/** Each way of searching: its tab, the label of its choices and what is said when there is none. */
const MODES = {
  specialty: { tab: 'schedule.specialty.bySpecialty', label: 'schedule.specialty.label', empty: 'schedule.specialty.none' },
  professional: {
    tab: 'schedule.specialty.byProfessional',
    label: 'schedule.specialty.professionalLabel',
    empty: 'schedule.specialty.noProfessionals',
  },
} as const;

const specialtyChoice = (specialty: SpecialtyOption) => ({
  value: specialty.code,
  label: specialty.name,
  testId: `specialty-option-${specialty.code}`,
});

const professionalChoice = (professional: ProfessionalOption) => ({
  value: professional.id,
  testId: `professional-option-${professional.id}`,
  label: (
    <span>
      {professional.name}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {professional.specialties.map((s) => s.name).join(', ')}
      </Typography>
    </span>
  ),
});

/** A specialty (any of its professionals) or one professional: what the free times are searched by. */
export function SpecialtyStep(props: Props) {
  const t = useT();
  const { mode } = props;
  const choice =
    mode === 'specialty'
      ? { value: props.specialty, onChange: props.onSpecialty, choices: props.specialties.map(specialtyChoice) }
      : { value: props.professionalId, onChange: props.onProfessional, choices: props.professionals.map(professionalChoice) };
  return (
    <Stack spacing={2}>
      <Tabs value={mode} onChange={(_event, value: Mode) => props.onMode(value)} aria-label={t('schedule.specialty.searchBy')}>
        {(['specialty', 'professional'] as const).map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={`schedule-mode-${tab}`}
            aria-controls="schedule-mode-panel"
            label={t(MODES[tab].tab)}
            data-testid={`mode-${tab}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="schedule-mode-panel" aria-labelledby={`schedule-mode-${mode}`}>
        <RadioChoices key={mode} name={mode} label={t(MODES[mode].label)} empty={t(MODES[mode].empty)} {...choice} />
      </div>
    </Stack>
  );
}
