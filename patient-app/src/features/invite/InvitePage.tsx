import { useQuery } from '@apollo/client/react';
import { Alert, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { useNoReferrer } from '../public-cancel/no-referrer.hook';
import { InvitationSummary } from './InvitationSummary';
import { type Accepted, InviteAccepted } from './InviteAccepted';
import { InvitationViewDocument } from './invite.documents';
import { NewAccountForm } from './NewAccountForm';
import { SessionGuard } from './SessionGuard';
import { SignInToAccept } from './SignInToAccept';

/**
 * /invite/:token (public; issue 16): a clinic's invitation to join its team. The link's token is the only credential:
 * the page shows the clinic and the roles offered; a person without an account creates it here, a person with one
 * signs in as the invited e-mail; the membership exists only once they accept. A used, expired, revoked or unknown
 * link is one translated message.
 */
export default function InvitePage() {
  useNoReferrer();
  const t = useT();
  const locale = useLocale();
  const { token = '' } = useParams();
  const { data, error } = useQuery(InvitationViewDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const [accepted, setAccepted] = useState<Accepted | null>(null);

  const title = (
    <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
      {t('invite.title')}
    </Typography>
  );
  if (accepted) {
    return (
      <Stack spacing={3} data-testid="invite-page">
        {title}
        <InviteAccepted {...accepted} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack spacing={3} data-testid="invite-page">
        {title}
        {errorCodeOf(error) === 'INVITATION_INVALID' ? (
          <Alert severity="warning" data-testid="invite-invalid">
            {feedbackFromError(error, locale).message}
          </Alert>
        ) : (
          <ErrorAlert error={error} />
        )}
      </Stack>
    );
  }
  if (!data) return <RouteLoading />;
  const invitation = data.staffInvitation;
  return (
    <Stack spacing={3} data-testid="invite-page">
      {title}
      <InvitationSummary invitation={invitation} />
      <SessionGuard email={invitation.email}>
        {invitation.hasAccount ? (
          <SignInToAccept token={token} email={invitation.email} onAccepted={setAccepted} />
        ) : (
          <NewAccountForm token={token} email={invitation.email} onAccepted={setAccepted} />
        )}
      </SessionGuard>
    </Stack>
  );
}
