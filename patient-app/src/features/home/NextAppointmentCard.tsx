import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import type { HomeNextAppointmentQuery } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { appointmentDetailPath, paymentShortPath, roomPath } from '../../routing/paths.constants';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { StatusChip } from '../appointments/StatusChip';
import { useNow } from '../payment/now.hook';
import { useNextAppointment } from './next-appointment.hook';
import { countdown, paymentPending, roomIsOpen } from './next-appointment.util';

type Next = NonNullable<HomeNextAppointmentQuery['appointment']>;

/** "Your next appointment": when (the clinic's time zone), a countdown, with whom, for whom, and what to do now. */
export function NextAppointmentCard({ personId }: { personId: string | null }) {
  const t = useT();
  const { loading, error, next } = useNextAppointment();
  return (
    <Stack component="section" spacing={1.5} aria-label={t('home.next.title')} data-testid="home-next">
      <Typography variant="h6" component="h2">
        {t('home.next.title')}
      </Typography>
      {error && !next ? (
        <ErrorAlert error={error} />
      ) : loading ? (
        <Skeleton variant="rounded" height={160} />
      ) : next ? (
        <NextDetails next={next} personId={personId} />
      ) : (
        <Card variant="outlined">
          <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <EventAvailableOutlined color="disabled" />
            <Typography color="text.secondary" data-testid="home-next-none">
              {t('home.next.none')}
            </Typography>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

function NextDetails({ next, personId }: { next: Next; personId: string | null }) {
  const t = useT();
  const format = useDateFormat();
  const now = useNow(true, 30_000);
  const left = countdown(next.startsAt, now);
  const when =
    left.kind === 'now'
      ? t('home.next.now')
      : t('home.next.in', { when: new Intl.RelativeTimeFormat(format.intl, { numeric: 'always' }).format(left.value, left.unit) });
  const open = roomIsOpen(next.roomOpensAt, now);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="p" data-testid="home-next-when">
              {format.dateTime(next.startsAt, next.timeZone)}
            </Typography>
            <StatusChip status={next.status} name={next.statusName} />
          </Box>
          <Typography color="primary" sx={{ fontWeight: 600 }} data-testid="home-next-countdown">
            {when}
          </Typography>
          <Typography data-testid="home-next-professional">
            {[next.professionalName, next.specialtyName].filter(Boolean).join(' — ')}
          </Typography>
          {/* A dependent's appointment says whose it is. */}
          {next.patientName && next.patientId !== personId && (
            <Typography color="text.secondary">{t('home.next.for', { name: next.patientName })}</Typography>
          )}
          {next.roomAccess && next.roomOpensAt && !open && (
            <Typography color="text.secondary" data-testid="home-next-room-opens">
              {t('home.next.roomOpensAt', { time: format.time(next.roomOpensAt, next.timeZone) })}
            </Typography>
          )}
          <NextActions next={next} roomOpen={open} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function NextActions({ next, roomOpen }: { next: Next; roomOpen: boolean }) {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {roomOpen && next.roomAccess && (
        <Button component={RouterLink} to={roomPath(next.roomAccess)} variant="contained" data-testid="home-next-enter-room">
          {t('room.enter')}
        </Button>
      )}
      {paymentPending(next) && next.paymentAccess && (
        <Button
          component={RouterLink}
          to={paymentShortPath(next.paymentAccess)}
          variant="contained"
          color="secondary"
          data-testid="home-next-pay"
        >
          {t('payment.payNow')}
        </Button>
      )}
      <Button component={RouterLink} to={appointmentDetailPath(next.id)} variant="outlined" data-testid="home-next-details">
        {t('home.next.details')}
      </Button>
    </Stack>
  );
}
