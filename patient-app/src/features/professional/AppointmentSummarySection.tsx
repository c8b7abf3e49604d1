import { Box, Paper, Typography } from '@mui/material';
import { nowMs } from '@teleconsulta/schema';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/locale.context';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { attendanceText, showsBookedLength } from '../appointments/attendance-span.util';
import { calendarDateText } from './professional-format.util';

type Props = {
  appointment: {
    protocol: string;
    startDate: string;
    startsAt: string;
    endsAt: string;
    timeZone: string;
    source: string;
    attendanceStartedAt: string | null;
    finishedAt: string | null;
    leftAt: string | null;
    typeName: string;
    specialtyName: string | null;
    reason: string | null;
  };
};

/** One labelled value of the summary (a description list). */
function Field({ label, children, testId, wide = false }: { label: string; children: ReactNode; testId?: string; wide?: boolean }) {
  // A term and its description in one div, the dl's only kind of child; a wide one spans the grid's row.
  return (
    <Box sx={wide ? { gridColumn: { sm: '1 / -1' } } : undefined}>
      <Typography component="dt" variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** The appointment at a glance on the professional's detail: when (on the clinic's calendar), its type and the reason. */
export function AppointmentSummarySection({ appointment }: Props) {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  // Every time of the card in the one format of the language (24-hour in Portuguese, 12-hour in English).
  const time = (instant: string) => format.time(instant, appointment.timeZone);
  const attendance = attendanceText(appointment, nowMs(), t, time);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('professional.detail.title', { protocol: appointment.protocol })}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, m: 0 }}>
        <Field label={t('professional.detail.when')} testId="detail-when">
          {/* An emergency attendance's end is its room's validity, not a booked slot: only its start is shown. */}
          {showsBookedLength(appointment.source)
            ? `${calendarDateText(appointment.startDate, locale)}, ${time(appointment.startsAt)}–${time(appointment.endsAt)}`
            : `${calendarDateText(appointment.startDate, locale)}, ${time(appointment.startsAt)}`}
        </Field>
        {attendance && (
          <Field label={t('appointments.detail.attendance')} testId="detail-attendance">
            {attendance}
          </Field>
        )}
        <Field label={t('professional.detail.type')}>{[appointment.typeName, appointment.specialtyName].filter(Boolean).join(' · ')}</Field>
        <Field label={t('professional.detail.reason')} testId="detail-reason" wide>
          {appointment.reason ?? (
            <Box component="span" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
              {t('professional.appointment.noReason')}
            </Box>
          )}
        </Field>
      </Box>
    </Paper>
  );
}
