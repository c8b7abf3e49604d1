import { useQuery } from '@apollo/client/react';
import { Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { AccessDenied } from './AccessDenied';
import { AvailabilityCalendar, type CalendarHandle } from './AvailabilityCalendar';
import { ProfessionalOnly } from './ProfessionalOnly';
import { ScheduleForm } from './ScheduleForm';

const ProfessionalAvailabilityDocument = graphql(`
  query ProfessionalAvailability($id: ID!) {
    professionalSchedule(id: $id) {
      ...ProfessionalScheduleFields
    }
  }
`);

/**
 * /schedule_availability/:id (SPEC §2 "my availability", doctors): a doctor edits their own availability; another
 * doctor's id (or an unknown one) reads "Access Denied", as the service answers.
 */
export default function ScheduleAvailabilityPage() {
  const { id = '' } = useParams();
  return <ProfessionalOnly>{() => <Availability id={id} />}</ProfessionalOnly>;
}

function Availability({ id }: { id: string }) {
  const t = useT();
  const calendar = useRef<CalendarHandle>(null);
  const { data, error } = useQuery(ProfessionalAvailabilityDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (error)
    return ['ACCESS_DENIED', 'NOT_FOUND', 'BAD_INPUT'].includes(errorCodeOf(error) ?? '') ? <AccessDenied /> : <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const schedule = data.professionalSchedule;
  if (!schedule) return <AccessDenied />;
  return (
    <Stack spacing={3} data-testid="schedule-availability">
      <div>
        <PageTitle>{t('professional.availability')}</PageTitle>
        <Typography color="text.secondary" data-testid="schedule-intro">
          {t('professional.schedule.intro', { zone: schedule.timeZone, duration: schedule.appointmentDuration })}
        </Typography>
      </div>
      <AvailabilityCalendar ref={calendar} professionalId={schedule.professionalId} today={schedule.today} />
      <ScheduleForm key={schedule.professionalId} schedule={schedule} onSaved={() => calendar.current?.refresh()} />
    </Stack>
  );
}
