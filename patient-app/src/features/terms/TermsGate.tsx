import { Container } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { RouteLoading } from '../../routing/RouteLoading';
import { TermsScreen } from './TermsScreen';
import { useTermsGate } from './terms-gate.hook';

/**
 * The terms-of-use gate (SPEC §5 "The terms of use must be accepted to access the system"): until the signed-in user has
 * accepted the version in force, the terms screen stands in for the whole app (no menu, no page, whatever the URL);
 * once accepted, the page they asked for opens. A failed read shows the network message with a retry, never the app.
 */
export function TermsGate({ children }: { children: ReactNode }) {
  const gate = useTermsGate();
  if (gate.status === 'pass') return children;
  if (gate.status === 'ask') return <TermsScreen terms={gate.terms} onAccepted={gate.reload} />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }} data-testid="terms-gate">
      {gate.status === 'failed' ? <ErrorAlert error={gate.error} /> : <RouteLoading />}
    </Container>
  );
}
