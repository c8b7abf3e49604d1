import { useQuery } from '@apollo/client/react';
import LoginIcon from '@mui/icons-material/Login';
import PaymentIcon from '@mui/icons-material/Payment';
import { AppBar, Button, Container, Stack, Toolbar, Typography } from '@mui/material';
import { errorText, type Role } from '@teleconsulta/schema';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { hasSession } from '../../auth/session';
import { useSessionLost } from '../../auth/session-recovery.hook';
import { hasAnyRole } from '../../auth/viewer.util';
import { env } from '../../env';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { loginPath, PATHS } from '../../routing/paths.constants';
import { RouteLoading } from '../../routing/RouteLoading';
import { useNoReferrer } from '../public-cancel/no-referrer.hook';
import { ConsentStep } from './ConsentStep';
import { RoomFlow } from './RoomFlow';
import { RoomMessage } from './RoomMessage';
import { RoomScreen } from './RoomScreen';
import { RoomSummary } from './RoomSummary';
import { RoomAppointmentDocument, RoomConsentDocument, RoomViewerDocument } from './room.documents';
import { summaryBlock } from './room-entry.util';

const PROFESSIONAL_ROLES: readonly Role[] = ['D', 'DC'];
const UNAVAILABLE_CODES = new Set(['UNABLE_TO_RETRIEVE_DATA', 'NOT_FOUND', 'BAD_INPUT']);

/** The room's own frame: the product's bar and a wide page (the call needs the width a public page does not). */
function RoomShell({ children }: { children: ReactNode }) {
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="div" noWrap>
            {env.productName}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </>
  );
}

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
    if (!summaryQuery.data && !summaryQuery.error) return <Loading />;
    if (signedIn && !sessionLost && !viewerQuery.data && !viewerQuery.error) return <Loading />;
    const summary = summaryQuery.data?.appointmentByAccess ?? null;
    const block = summaryBlock(summary, professional);
    if (block || !summary) return <Refused code={block ?? 'ROOM_UNAVAILABLE'} summary={summary} />;
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

function Loading() {
  return (
    <RoomScreen state="loading">
      <RouteLoading />
    </RoomScreen>
  );
}

/**
 * The room cannot be entered. A payment due is paid on the payment page, whose code the room's is not (SECURITY.md
 * T24: single-purpose links): the patient finds it on the appointment in My appointments (or in the mail's pay link).
 */
function Refused({
  code,
  summary,
}: {
  code: 'ROOM_UNAVAILABLE' | 'PAYMENT_REQUIRED';
  summary: Parameters<typeof RoomSummary>[0]['summary'] | null;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <RoomScreen state="refused">
      {summary && <RoomSummary summary={summary} />}
      <RoomMessage
        text={errorText(code, locale)}
        severity={code === 'PAYMENT_REQUIRED' ? 'warning' : 'error'}
        action={
          code === 'PAYMENT_REQUIRED' ? (
            <Button
              component={RouterLink}
              to={PATHS.personAppointments}
              variant="contained"
              startIcon={<PaymentIcon />}
              data-testid="room-pay"
            >
              {t('room.refused.pay')}
            </Button>
          ) : undefined
        }
      />
    </RoomScreen>
  );
}

/**
 * The patient's side gives the telemedicine consent before the connectivity test (read first; joinRoom's
 * CONSENT_REQUIRED brings it back). A professional never sees it.
 */
function ConsentGate({
  access,
  summary,
  patientSide,
}: {
  access: string;
  summary: Parameters<typeof RoomSummary>[0]['summary'];
  patientSide: boolean;
}) {
  const [forced, setForced] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const consent = useQuery(RoomConsentDocument, {
    variables: { protocol: summary.protocol },
    skip: !patientSide,
    fetchPolicy: 'network-only',
  });
  if (patientSide && !consent.data && !consent.error) return <Loading />;
  // A consent the caller may not read (not this appointment's patient) is joinRoom's to refuse.
  const needed = patientSide && !accepted && (forced || consent.data?.telemedicineConsent.accepted === false);
  if (needed) {
    return (
      <RoomScreen state="consent">
        <RoomSummary summary={summary} compact />
        <ConsentStep
          protocol={summary.protocol}
          onAccepted={() => {
            setForced(false);
            setAccepted(true);
          }}
        />
      </RoomScreen>
    );
  }
  return (
    <RoomFlow
      access={access}
      summary={summary}
      patientSide={patientSide}
      onConsentRequired={() => {
        setAccepted(false);
        setForced(true);
      }}
    />
  );
}
