import { useQuery } from '@apollo/client/react';
import LoginIcon from '@mui/icons-material/Login';
import { Button, Stack, Typography } from '@mui/material';
import type { Role } from '@teleconsulta/schema';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { hasSession } from '../../auth/session';
import { useSessionLost } from '../../auth/session-recovery.hook';
import { hasAnyRole } from '../../auth/viewer.util';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf } from '../../errors/error-feedback.mappers';
import { useT } from '../../i18n/locale.context';
import { loginPath } from '../../routing/paths.constants';
import { useNoReferrer } from '../public-cancel/no-referrer.hook';
import { ConsentGate } from './ConsentGate';
import { RoomLoading } from './RoomLoading';
import { RoomRefused } from './RoomRefused';
import { RoomScreen } from './RoomScreen';
import { RoomShell } from './RoomShell';
import { RoomSummary } from './RoomSummary';
import { RoomAppointmentDocument, RoomViewerDocument } from './room.documents';
import { summaryBlock } from './room-entry.util';

const PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];
const UNAVAILABLE_CODES = new Set(['UNABLE_TO_RETRIEVE_DATA', 'NOT_FOUND', 'BAD_INPUT']);

/**
 * /accessroom/:id and /a/:id (public, SPEC §2 doctor-office room), :id the appointment's room code. The short link's
 * summary first (unavailable, or pay first); then sign-in, the patient's telemedicine consent, the connectivity test,
 * the waiting room, the attendance and its end (RoomFlow).
 */
export default function RoomPage() {
  useNoReferrer();
  const t = useT();
  const { id: access = '' } = useParams();
  const here = useLocation();
  const summaryQuery = useQuery(RoomAppointmentDocument, { variables: { access }, fetchPolicy: 'network-only' });
  const signedIn = hasSession();
  const viewerQuery = useQuery(RoomViewerDocument, { skip: !signedIn, fetchPolicy: 'network-only' });
  const sessionLost = useSessionLost(signedIn && viewerQuery.data?.me === null);
  const viewer = signedIn && !sessionLost ? (viewerQuery.data?.me ?? null) : null;
  const professional = viewer ? hasAnyRole(viewer.roles, PROFESSIONAL_ROLES) : false;
  const patientSide = viewer ? viewer.roles.includes('P') && !professional : false;

  const screen = (() => {
    const summaryCode = summaryQuery.error ? errorCodeOf(summaryQuery.error) : undefined;
    // An unknown or expired code is "unavailable"; an unreachable server or too many attempts say so.
    if (summaryQuery.error && !UNAVAILABLE_CODES.has(summaryCode ?? '')) {
      return (
        <RoomScreen state="error">
          <ErrorAlert error={summaryQuery.error} />
        </RoomScreen>
      );
    }
    if (!summaryQuery.data && !summaryQuery.error) return <RoomLoading />;
    if (signedIn && !sessionLost && !viewerQuery.data && !viewerQuery.error) return <RoomLoading />;
    const summary = summaryQuery.data?.appointmentByAccess ?? null;
    const block = summaryBlock(summary, professional);
    if (block || !summary) return <RoomRefused code={block ?? 'ROOM_UNAVAILABLE'} summary={summary} />;
    if (!viewer) {
      return (
        <RoomScreen state="signin">
          <RoomSummary summary={summary} />
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('room.signIn.intro')}</Typography>
            <Button
              component={RouterLink}
              to={loginPath(here.pathname)}
              variant="contained"
              size="large"
              startIcon={<LoginIcon />}
              data-testid="room-sign-in"
            >
              {t('room.signIn.button')}
            </Button>
          </Stack>
        </RoomScreen>
      );
    }
    return <ConsentGate key={viewer.id} access={access} summary={summary} patientSide={patientSide} />;
  })();

  return <RoomShell>{screen}</RoomShell>;
}
