import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { NumberField, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { SecurityIncidentRecord } from '../../providers/security-incident.documents';
import { LocalDateField } from '../LocalDateField';
import { incidentKey } from './security-incident.choices';

type FieldProps<S extends keyof SecurityIncidentRecord> = { source?: S; label?: string };

const STATUS_COLORS = { OPEN: 'info', CLOSED: 'default' } as const;
const RISK_COLORS = { LOW: 'default', RELEVANT: 'warning' } as const;

/** The entry's status as a translated chip (data-status: the code, for tests and styles). */
export const IncidentStatusField = (_props: FieldProps<'status'>) => {
  const record = useRecordContext<SecurityIncidentRecord>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[record.status]}
      label={translate(incidentKey(`statuses.${record.status}`))}
      data-status={record.status}
    />
  );
};

/** The risk as a translated chip; a relevant one stands out (data-risk: the code). */
export const IncidentRiskField = (_props: FieldProps<'risk'>) => {
  const record = useRecordContext<SecurityIncidentRecord>();
  const translate = useTranslate();
  if (!record?.risk) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={RISK_COLORS[record.risk]}
      label={translate(incidentKey(`risks.${record.risk}`))}
      data-risk={record.risk}
    />
  );
};

/**
 * Whether the ANPD and the data subjects are still owed a communication: "Overdue" in red once the due day has passed,
 * else "Notification owed"; nothing when none is owed (data-deadline: OVERDUE or OWED).
 */
const DeadlineChip = () => {
  const record = useRecordContext<SecurityIncidentRecord>();
  const translate = useTranslate();
  if (!record?.notificationOwed && !record?.notificationOverdue) return null;
  return record.notificationOverdue ? (
    <Chip size="small" color="error" label={translate(incidentKey('deadline.overdue'))} data-deadline="OVERDUE" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label={translate(incidentKey('deadline.owed'))} data-deadline="OWED" />
  );
};

/** The last day to notify the ANPD and the data subjects, with the chip that says it is owed or overdue. */
export const NotificationDueField = (_props: FieldProps<'notificationDue'>) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
    <LocalDateField source="notificationDue" />
    <DeadlineChip />
  </Stack>
);

/** The kinds of personal data affected, translated, one chip each (data-category: the code). */
export const DataCategoriesField = (_props: FieldProps<'dataCategories'>) => {
  const record = useRecordContext<SecurityIncidentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.dataCategories.map((category) => (
        <Chip key={category} size="small" label={translate(incidentKey(`dataCategories.${category}`))} data-category={category} />
      ))}
    </Stack>
  );
};

/** The description on one line of the list, cut with an ellipsis; the whole text on hover. */
export const DescriptionSummaryField = (_props: FieldProps<'description'>) => {
  const record = useRecordContext<SecurityIncidentRecord>();
  if (!record) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      title={record.description}
      sx={{ display: 'block', maxWidth: { xs: 180, md: 260, lg: 340 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {record.description}
    </Typography>
  );
};

const Section = ({ name }: { name: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 2, fontWeight: 500 }} color="text.secondary">
      {translate(incidentKey(`sections.${name}`))}
    </Typography>
  );
};

const longText = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * Every field of an entry, its deadlines and who recorded and closed it: the show page, and the edit page of a closed
 * entry (which never changes).
 */
export const SecurityIncidentDetails = () => {
  const record = useRecordContext<SecurityIncidentRecord>();
  const translate = useTranslate();
  return (
    <Box>
      {record?.status === 'CLOSED' ? (
        <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid="incident-closed">
          {translate(incidentKey('closed'))}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, columnGap: 2 }}>
        <Box>
          <Section name="incident" />
          <SimpleShowLayout>
            <IncidentStatusField source="status" />
            <IncidentRiskField source="risk" />
            <LocalDateField source="detectedAt" showTime />
            <LocalDateField source="occurredAt" showTime emptyText="—" />
            <TextField source="description" sx={longText} />
            <DataCategoriesField source="dataCategories" />
            <NumberField source="affectedSubjects" emptyText="—" />
          </SimpleShowLayout>
          <Section name="response" />
          <SimpleShowLayout>
            <TextField source="measures" emptyText="—" sx={longText} />
            <LocalDateField source="anpdNotifiedAt" showTime emptyText="—" />
            <LocalDateField source="subjectsNotifiedAt" showTime emptyText="—" />
            <TextField source="notNotifiedReason" emptyText="—" sx={longText} />
          </SimpleShowLayout>
        </Box>
        <Box>
          <Section name="deadlines" />
          <SimpleShowLayout>
            <NotificationDueField source="notificationDue" />
            <LocalDateField source="complementDue" />
            <LocalDateField source="keptUntil" />
          </SimpleShowLayout>
          <Section name="register" />
          <SimpleShowLayout>
            <TextField source="recordedByName" />
            <LocalDateField source="createdAt" showTime />
            <TextField source="closedByName" emptyText="—" />
            <LocalDateField source="closedAt" showTime emptyText="—" />
            <LocalDateField source="updatedAt" showTime />
          </SimpleShowLayout>
        </Box>
      </Box>
    </Box>
  );
};
