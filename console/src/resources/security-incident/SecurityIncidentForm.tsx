import { Stack, Typography } from '@mui/material';
import { type Locale, SECURITY_INCIDENT_REASON_MAX, SECURITY_INCIDENT_TEXT_MAX } from '@teleconsulta/schema';
import type { ReactNode } from 'react';
import {
  CheckboxGroupInput,
  DateTimeInput,
  NumberInput,
  RadioButtonGroupInput,
  SimpleForm,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { SaveOnlyToolbar } from '../SaveOnlyToolbar';
import { DATA_CATEGORY_CHOICES, incidentKey, RISK_CHOICES } from './security-incident.choices';
import { validateSecurityIncident } from './security-incident.validation';

const helper = (name: string) => incidentKey(`helpers.${name}`);

const Section = ({ name }: { name: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" color="text.secondary" sx={{ fontWeight: 500, mt: 1 }}>
      {translate(incidentKey(`sections.${name}`))}
    </Typography>
  );
};

/** Two date-time inputs side by side (one under the other on a narrow screen). */
const Pair = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2} sx={{ width: '100%' }}>
    {children}
  </Stack>
);

/** A date-time or number input: its own width, not the whole line. */
const narrow = { sx: { minWidth: 260 } } as const;

/**
 * The whole entry (SecurityIncidentInput), for a new incident and for an open one (an update replaces the entry):
 * validated with the shared zod schema; the gateway's field errors land under the same inputs. The date-time inputs
 * are in the browser's time zone and go as ISO 8601 with its offset.
 */
export const SecurityIncidentForm = () => {
  const [locale] = useLocaleState();
  return (
    <SimpleForm
      validate={(values) => validateSecurityIncident(values, locale as Locale)}
      toolbar={<SaveOnlyToolbar />}
      warnWhenUnsavedChanges
    >
      <Section name="incident" />
      <Pair>
        <DateTimeInput source="detectedAt" isRequired helperText={helper('detectedAt')} {...narrow} />
        <DateTimeInput source="occurredAt" helperText={helper('occurredAt')} {...narrow} />
      </Pair>
      <TextInput
        source="description"
        isRequired
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: SECURITY_INCIDENT_TEXT_MAX } }}
      />
      <CheckboxGroupInput source="dataCategories" choices={DATA_CATEGORY_CHOICES} isRequired />
      <NumberInput source="affectedSubjects" min={0} step={1} helperText={helper('affectedSubjects')} fullWidth={false} {...narrow} />
      <RadioButtonGroupInput source="risk" choices={RISK_CHOICES} isRequired helperText={helper('risk')} />
      <Section name="response" />
      <TextInput
        source="measures"
        multiline
        minRows={3}
        fullWidth
        helperText={helper('measures')}
        slotProps={{ htmlInput: { maxLength: SECURITY_INCIDENT_TEXT_MAX } }}
      />
      <Pair>
        <DateTimeInput source="anpdNotifiedAt" {...narrow} />
        <DateTimeInput source="subjectsNotifiedAt" {...narrow} />
      </Pair>
      <TextInput
        source="notNotifiedReason"
        multiline
        minRows={2}
        fullWidth
        helperText={helper('notNotifiedReason')}
        slotProps={{ htmlInput: { maxLength: SECURITY_INCIDENT_REASON_MAX } }}
      />
    </SimpleForm>
  );
};
