import { useMutation } from '@apollo/client';
import type { DatesSetArg, EventClickArg, EventContentArg, EventDropArg, EventMountArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { hasAnyRole, type Role, STAFF_ROLES } from '@teleconsulta/schema';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Loading, Title, useLocaleState, useNotify, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { toGatewayError } from '../../providers/gateway-error';
import { AgendaEventContent, MOVE_BUTTON_ATTRIBUTE } from './AgendaEventContent';
import { AgendaMoveDocument } from './agenda.documents';
import { refusalText } from './agenda-errors';
import {
  type AgendaAppointment,
  type AgendaEvent,
  type AgendaSlot,
  appointmentEvents,
  fromWallTime,
  professionalColours,
  slotEvents,
  slotsAt,
  toWallTime,
  visibleDays,
  wallOfCalendarDate,
} from './agenda-events';
import { formatWhen } from './agenda-format';
import { BookDialog } from './BookDialog';
import { useAgendaData, useAgendaSetup } from './use-agenda-data';

const CLINIC = '';
const PLUGINS = [timeGridPlugin, dayGridPlugin, interactionPlugin];
const LOCALES = [ptBrLocale];
/** 08:30, as Brazilian clinics write times (the dialogs follow the language: Intl). */
const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
const HEADER_TOOLBAR = { left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek' };

/**
 * The agenda (issue 20 item 1): day and week views of one professional or of the whole clinic, appointments with
 * their status and the free slots of the availability engine, in the company's time zone. A free slot books
 * (BookDialog); an appointment opens its page, and moves by dragging or by its move button then a free time.
 */
const AgendaPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<Role[]>();
  const canBook = hasAnyRole(permissions ?? [], STAFF_ROLES);
  const setup = useAgendaSetup();
  const [professionalId, setProfessionalId] = useState<string>(CLINIC);
  const [days, setDays] = useState<{ from: string; to: string } | null>(null);
  const timeZone = setup.timeZone;
  const data = useAgendaData({ days, professionalId: professionalId || null, timeZone });
  const [booking, setBooking] = useState<AgendaSlot[] | null>(null);
  const [moving, setMoving] = useState<AgendaAppointment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [moveAppointment] = useMutation(AgendaMoveDocument);

  const colours = useMemo(() => professionalColours(setup.professionals), [setup.professionals]);
  const clinicView = professionalId === CLINIC;
  const events = useMemo<AgendaEvent[]>(
    () =>
      timeZone ? [...slotEvents(data.slots, timeZone, colours), ...appointmentEvents(data.appointments, timeZone, colours, canBook)] : [],
    [data.slots, data.appointments, timeZone, colours, canBook],
  );

  // Stable options: FullCalendar resets its dates (and calls datesSet again) when an option changes identity.
  const now = useCallback(() => (timeZone ? toWallTime(new Date().toISOString(), timeZone) : new Date()), [timeZone]);
  const buttonText = useMemo(
    () => ({
      // Words, not FullCalendar's arrow icons (role="img" without a text alternative, for axe and screen readers).
      prev: translate('resources.agenda.views.previous'),
      next: translate('resources.agenda.views.next'),
      today: translate('resources.agenda.views.today'),
      day: translate('resources.agenda.views.day'),
      week: translate('resources.agenda.views.week'),
    }),
    [translate],
  );
  const slotDuration = useMemo(() => ({ minutes: data.duration ?? 30 }), [data.duration]);
  const onDatesSet = useCallback((arg: DatesSetArg) => {
    const next = visibleDays(arg.start, arg.end);
    setDays((current) => (current?.from === next.from && current.to === next.to ? current : next));
  }, []);

  // The calendar gets stable handlers that call the latest ones (the state they read changes every load).
  const handlers = useRef({
    onDateClick: (_: DateClickArg) => {},
    onEventClick: (_: EventClickArg) => {},
    onEventDrop: async (_: EventDropArg) => {},
  });
  const dateClick = useCallback((info: DateClickArg) => handlers.current.onDateClick(info), []);
  const eventClick = useCallback((info: EventClickArg) => handlers.current.onEventClick(info), []);
  const eventDrop = useCallback((info: EventDropArg) => void handlers.current.onEventDrop(info), []);
  const eventContent = useCallback(
    (arg: EventContentArg) => <AgendaEventContent arg={arg} clinicView={clinicView} canMove={canBook} />,
    [clinicView, canBook],
  );

  // The grid lays itself out on window resizes only: a narrower card (the sidebar opening, a split screen) also counts.
  const calendarRef = useRef<FullCalendar>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => calendarRef.current?.getApi().updateSize());
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [scroller]);

  const heading = (
    <Typography variant="h5" component="h2" data-testid="agenda-heading">
      {translate('resources.agenda.title')}
    </Typography>
  );
  if (setup.loading || !timeZone) {
    return (
      <Box mt={2} data-testid="agenda-page">
        <Title title="resources.agenda.title" />
        {heading}
        {setup.loading ? <Loading /> : <Alert severity="error">{refusalText(toGatewayError(setup.error), translate)}</Alert>}
      </Box>
    );
  }

  /** Moves to the free slot that holds the wall time (its exact start), else to that time: the service decides. */
  const move = async (appointment: AgendaAppointment, wall: string): Promise<boolean> => {
    setRefusal(null);
    const slot = slotsAt(data.slots, wall, timeZone, appointment.doctorId)[0];
    const startsAt = slot?.startsAt ?? fromWallTime(wall, timeZone);
    try {
      await moveAppointment({ variables: { id: appointment.id, input: { startsAt } } });
      notify('resources.agenda.move.moved', {
        type: 'info',
        messageArgs: { patient: appointment.patientName, when: formatWhen(startsAt, timeZone, locale) },
      });
      setMoving(null);
      data.reload();
      return true;
    } catch (error) {
      setRefusal(translate('resources.agenda.move.refused', { reason: refusalText(toGatewayError(error), translate) }));
      return false;
    }
  };

  const onDateClick = (info: DateClickArg) => {
    const wall = wallOfCalendarDate(info.date);
    if (moving) {
      void move(moving, wall);
      return;
    }
    if (!canBook) return;
    const free = slotsAt(data.slots, wall, timeZone, professionalId || null);
    if (free.length > 0) setBooking(free);
    else notify('resources.agenda.noFreeTime', { type: 'info' });
  };

  const onEventClick = (info: EventClickArg) => {
    const props = info.event.extendedProps as AgendaEvent['extendedProps'];
    if (props.kind !== 'appointment') return;
    info.jsEvent.preventDefault();
    const target = info.jsEvent.target as Element | null;
    if (target?.closest(`[${MOVE_BUTTON_ATTRIBUTE}]`)) {
      setRefusal(null);
      setMoving(props.appointment);
      return;
    }
    navigate(`/appointments/${encodeURIComponent(props.appointment.id)}/show`);
  };

  const onEventDrop = async (info: EventDropArg) => {
    const props = info.event.extendedProps as AgendaEvent['extendedProps'];
    if (props.kind !== 'appointment' || !info.event.start) return info.revert();
    if (!(await move(props.appointment, wallOfCalendarDate(info.event.start)))) info.revert();
  };
  handlers.current = { onDateClick, onEventClick, onEventDrop };

  return (
    <Box mt={2} data-testid="agenda-page" sx={{ maxWidth: { xs: 'calc(100vw - 16px)', md: 'none' } }}>
      <Title title="resources.agenda.title" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} justifyContent="space-between" mb={2}>
        {heading}
        <TextField
          select
          size="small"
          label={translate('resources.agenda.professional')}
          value={professionalId}
          onChange={(e) => {
            setMoving(null);
            setProfessionalId(e.target.value);
          }}
          sx={{ width: { md: 380 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'agenda-professional' } as object } }}
        >
          <MenuItem value={CLINIC}>{translate('resources.agenda.wholeClinic')}</MenuItem>
          {setup.professionals.map((p) => (
            <MenuItem key={p.id} value={p.id} data-professional-id={p.id}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colours.get(p.id), mr: 1, flexShrink: 0 }}
              />
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {moving ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="agenda-moving"
          action={
            <Button color="inherit" size="small" onClick={() => setMoving(null)}>
              {translate('resources.agenda.move.cancel')}
            </Button>
          }
        >
          {translate('resources.agenda.move.choose', { patient: moving.patientName, professional: moving.professionalName ?? '' })}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="agenda-refusal" role="alert" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      {data.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusalText(toGatewayError(data.error), translate)}
        </Alert>
      ) : null}
      <Card>
        {data.loading ? <LinearProgress aria-label={translate('resources.agenda.loading')} /> : <Box height={4} />}
        <CardContent sx={{ p: { xs: 1, sm: 2 } }}>
          <Typography variant="body2" color="text.secondary" mb={1}>
            {translate('resources.agenda.legend')}
          </Typography>
          {clinicView ? <ProfessionalLegend professionals={setup.professionals} colours={colours} /> : null}
          <Box sx={{ overflowX: 'auto' }} data-testid="agenda-calendar" data-loading={data.loading ? 'true' : 'false'} ref={setScroller}>
            <Box sx={calendarSx}>
              <FullCalendar
                ref={calendarRef}
                plugins={PLUGINS}
                initialView="timeGridWeek"
                headerToolbar={HEADER_TOOLBAR}
                buttonText={buttonText}
                buttonIcons={false}
                locales={LOCALES}
                locale={locale === 'pt-BR' ? 'pt-br' : 'en'}
                timeZone="UTC"
                now={now}
                nowIndicator
                eventTimeFormat={TIME_FORMAT}
                slotLabelFormat={TIME_FORMAT}
                allDaySlot={false}
                slotDuration={slotDuration}
                slotMinTime="00:00:00"
                slotMaxTime="24:00:00"
                scrollTime="08:00:00"
                height="min(720px, calc(100vh - 220px))"
                expandRows
                editable={canBook}
                eventDurationEditable={false}
                events={events}
                eventContent={eventContent}
                eventDidMount={onEventMount}
                eventClick={eventClick}
                eventDrop={eventDrop}
                dateClick={dateClick}
                datesSet={onDatesSet}
              />
            </Box>
          </Box>
        </CardContent>
      </Card>
      {booking ? (
        <BookDialog
          slots={booking}
          timeZone={timeZone}
          onClose={() => setBooking(null)}
          onBooked={() => {
            setBooking(null);
            data.reload();
          }}
        />
      ) : null}
    </Box>
  );
};

// Attributes for tests and assistive tech: what each event is, in the company's time.
function onEventMount(info: EventMountArg) {
  const props = info.event.extendedProps as AgendaEvent['extendedProps'];
  if (props.kind === 'slot') {
    info.el.dataset.slotStart = props.slot.startsAt;
    info.el.dataset.professionalId = props.slot.professionalId;
  } else {
    // Only what never changes for the element: FullCalendar keeps it when the appointment moves (start and status are
    // on the content, which follows every change).
    info.el.dataset.appointmentId = props.appointment.id;
    info.el.style.borderLeft = `4px solid ${props.colour}`;
  }
}

/** The clinic view's key: each professional's colour and name. */
const ProfessionalLegend = ({
  professionals,
  colours,
}: {
  professionals: { id: string; name: string }[];
  colours: Map<string, string>;
}) => (
  <Stack direction="row" flexWrap="wrap" gap={2} mb={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="agenda-legend">
    {professionals.map((p) => (
      <Stack key={p.id} direction="row" alignItems="center" gap={0.75} component="li">
        <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colours.get(p.id) }} />
        <Typography variant="body2">{p.name}</Typography>
      </Stack>
    ))}
  </Stack>
);

/** The calendar in the console's look; the week needs 760 px, so a narrow screen scrolls it inside the card. */
const calendarSx = {
  minWidth: { xs: 760, md: 0 },
  '& .fc': { fontFamily: 'inherit', fontSize: '0.875rem' },
  '& .fc .fc-toolbar-title': { fontSize: '1.1rem', fontWeight: 600 },
  '& .fc .fc-button-primary': { bgcolor: 'primary.main', borderColor: 'primary.main', textTransform: 'none' },
  '& .fc .fc-button-primary:not(:disabled).fc-button-active, & .fc .fc-button-primary:not(:disabled):active': {
    bgcolor: 'primary.dark',
    borderColor: 'primary.dark',
  },
  '& .fc .fc-timegrid-slot': { height: '3.2em' },
  '& .fc .fc-bg-event.agenda-slot': { opacity: 1, cursor: 'pointer' },
  '& .fc .agenda-appointment': { cursor: 'pointer', boxShadow: 1 },
  '& .fc .fc-timegrid-event .fc-event-main': { p: 0 },
  '& .fc .fc-col-header-cell-cushion, & .fc .fc-timegrid-slot-label-cushion': { color: 'text.primary', textDecoration: 'none' },
} as const;

export default AgendaPage;
