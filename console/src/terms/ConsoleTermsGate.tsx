import { useQuery } from '@apollo/client';
import { Alert, Button, Container } from '@mui/material';
import { mustAcceptTerms } from '@teleconsulta/schema';
import type { ReactNode } from 'react';
import { Loading, useGetIdentity, useTranslate } from 'react-admin';
import { toGatewayError } from '../providers/gateway-error';
import { ConsoleTermsScreen } from './ConsoleTermsScreen';
import { ConsoleTermsOfUseDocument } from './terms.documents';

/** A failed read: the gateway's message (the network one when unreachable) with a retry; never the console. */
function TermsReadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const translate = useTranslate();
  const message = toGatewayError(error).message;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }} data-testid="terms-gate">
      <Alert
        severity="error"
        data-testid="terms-read-error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('app.terms.retry')}
          </Button>
        }
      >
        {translate(message, { _: message })}
      </Alert>
    </Container>
  );
}

/**
 * The terms-of-use gate of the console (SPEC §5): until the signed-in user has accepted the version in force in their
 * company, the terms stand in for the whole console (no menu, no page, whatever the URL). The platform administrator
 * working across companies has no company to accept them in and goes through.
 */
export function ConsoleTermsGate({ children }: { children: ReactNode }) {
  const { identity, error: identityError, refetch: refetchIdentity } = useGetIdentity();
  const viewer = identity
    ? { companyId: (identity.companyId as string | null) ?? null, isPlatformAdmin: identity.isPlatformAdmin === true }
    : null;
  const exempt = viewer ? !mustAcceptTerms(viewer, { accepted: false }) : false;
  const terms = useQuery(ConsoleTermsOfUseDocument, {
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
    skip: !viewer || exempt,
  });
  if (identityError) return <TermsReadFailed error={identityError} retry={() => void refetchIdentity()} />;
  if (!viewer) return <Loading />;
  if (exempt) return children;
  if (terms.error) return <TermsReadFailed error={terms.error} retry={() => void terms.refetch().catch(() => undefined)} />;
  const term = terms.data?.termsOfUse;
  if (!term || terms.loading) return <Loading />;
  if (!mustAcceptTerms(viewer, term)) return children;
  return <ConsoleTermsScreen terms={term} onAccepted={() => terms.refetch()} />;
}
