import { useMutation } from '@apollo/client/react';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Stack } from '@mui/material';
import { graphql } from '../../gql';
import type { ProfessionalScheduleFieldsFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { ExceptionDatesList } from './ExceptionDatesList';
import { SkipHolidaysField } from './SkipHolidaysField';
import { useScheduleForm } from './schedule-form.hook';
import { WeeklyWindowsList } from './WeeklyWindowsList';

graphql(`
  fragment ProfessionalScheduleFields on ProfessionalSchedule {
    professionalId
    timeZone
    appointmentDuration
    today
    maxDaysAhead
    skipHolidays
    updatedAt
    closedDates
    weekly {
      day
      allDay
      start
      end
    }
    extra {
      date
      allDay
      start
      end
    }
    blocked {
      date
      allDay
      start
      end
    }
  }
`);

const SaveScheduleDocument = graphql(`
  mutation SaveMyAvailability($id: ID!, $input: ProfessionalScheduleInput!) {
    updateProfessionalSchedule(id: $id, input: $input) {
      ...ProfessionalScheduleFields
    }
  }
`);

/**
 * The doctor's own availability (SPEC §3 Schedule): weekly windows, extra and blocked dates, skip holidays. The shared
 * rules (scheduleInputSchema, with the company's today, duration and closed holidays) run before sending; what only
 * the service knows (appointments in the way) comes back as field errors under the same inputs. Saved whole.
 */
export function ScheduleForm({ schedule, onSaved }: { schedule: ProfessionalScheduleFieldsFragment; onSaved: () => void }) {
  const t = useT();
  const [save, { loading }] = useMutation(SaveScheduleDocument);
  const editor = useScheduleForm(schedule, {
    save: async (input) => (await save({ variables: { id: schedule.professionalId, input } })).data?.updateProfessionalSchedule,
    onSaved,
  });
  const { form, errors, feedback } = editor;

  return (
    <Box component="form" noValidate onSubmit={editor.submit} data-testid="schedule-form" aria-label={t('professional.availability')}>
      <Stack spacing={2.5}>
        <SkipHolidaysField checked={form.skipHolidays} error={errors.skipHolidays} onChange={editor.setSkipHolidays} />
        <WeeklyWindowsList schedule={schedule} editor={editor} />
        <ExceptionDatesList kind="extra" schedule={schedule} editor={editor} />
        <ExceptionDatesList kind="blocked" schedule={schedule} editor={editor} />
        {feedback && (
          <Alert severity={feedback.severity} role={feedback.severity === 'error' ? 'alert' : 'status'} data-testid="schedule-feedback">
            {feedback.text}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} disabled={loading} data-testid="schedule-save">
            {t('professional.schedule.save')}
          </Button>
          <Button size="large" onClick={editor.reset} disabled={loading} data-testid="schedule-reset">
            {t('professional.schedule.reset')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
