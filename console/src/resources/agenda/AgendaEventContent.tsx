import type { EventContentArg } from '@fullcalendar/core';
import OpenWithIcon from '@mui/icons-material/OpenWith';
import { Box, IconButton, Typography } from '@mui/material';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { AppointmentStatusField } from '../appointment/AppointmentStatusField';
import type { AgendaEvent } from './agenda-events';

/** Marks the move button, so a click on it moves instead of opening the appointment. */
export const MOVE_BUTTON_ATTRIBUTE = 'data-agenda-move';

/**
 * What an event shows: a free slot its word "Free" (and the professional, in the clinic view); an appointment its time,
 * patient, professional (clinic view), status chip (the appointment page's own) and, when it can move, a move button.
 */
export const AgendaEventContent = ({ arg, clinicView, canMove }: { arg: EventContentArg; clinicView: boolean; canMove: boolean }) => {
  const translate = useTranslate();
  const props = arg.event.extendedProps as AgendaEvent['extendedProps'];
  if (props.kind === 'slot') {
    return (
      <Box className="agenda-slot-label" sx={{ px: 0.5, fontSize: '0.7rem', color: 'text.secondary', lineHeight: 1.3 }}>
        {translate('resources.agenda.free')}
        {clinicView ? ` · ${props.slot.professionalName}` : ''}
      </Box>
    );
  }
  const { appointment } = props;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        px: 0.5,
        py: 0.25,
        color: 'text.primary',
        overflow: 'hidden',
        height: '100%',
      }}
      data-agenda-appointment={appointment.id}
      data-starts-at={appointment.startsAt}
      data-status={appointment.status}
    >
      <Box sx={{ minWidth: 0, flex: 1 }} title={`${arg.timeText} ${appointment.patientName}`}>
        <Typography component="div" variant="caption" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {arg.view.type === 'timeGridDay' ? `${arg.timeText} · ` : ''}
          {appointment.patientName}
        </Typography>
        {clinicView ? (
          <Typography component="div" variant="caption" noWrap sx={{ lineHeight: 1.3, color: props.colour }}>
            {appointment.professionalName}
          </Typography>
        ) : null}
        <RecordContextProvider value={appointment}>
          <AppointmentStatusField />
        </RecordContextProvider>
      </Box>
      {canMove && arg.event.startEditable ? (
        <IconButton
          size="small"
          {...{ [MOVE_BUTTON_ATTRIBUTE]: appointment.id }}
          aria-label={translate('resources.agenda.move.actionOf', { patient: appointment.patientName })}
          title={translate('resources.agenda.move.action')}
          sx={{ p: 0.25 }}
        >
          <OpenWithIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
};
