import VideocamIcon from '@mui/icons-material/Videocam';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { AppointmentStatus } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { roomPath } from '../../routing/paths.constants';

/** Statuses whose room can be entered (before and during the attendance). */
const ROOM_STATUSES: ReadonlySet<AppointmentStatus> = new Set<AppointmentStatus>(['SCHEDULED', 'PAID', 'IN_ATTENDANCE']);

/**
 * "Enter the room" of an appointment's detail (patient or professional): /accessroom/<room code>, when it can be
 * entered. `access` is the appointment's room code (Appointment.roomAccess): no other code opens a room (SECURITY.md T24).
 */
export function EnterRoomButton({ access, status }: { access: string | null; status: AppointmentStatus }) {
  const t = useT();
  if (!access || !ROOM_STATUSES.has(status)) return null;
  return (
    <Button
      component={RouterLink}
      to={roomPath(access)}
      variant={status === 'IN_ATTENDANCE' ? 'contained' : 'outlined'}
      startIcon={<VideocamIcon />}
      data-testid="appointment-enter-room"
    >
      {t('room.enter')}
    </Button>
  );
}
