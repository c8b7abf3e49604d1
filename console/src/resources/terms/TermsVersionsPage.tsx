import { useQuery } from '@apollo/client';
import { Alert, Stack } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { PublishTermsCard } from './PublishTermsCard';
import { TermsVersionsCard } from './TermsVersionsCard';
import { TermsVersionsDocument } from './terms-versions.documents';

/** Terms of use (issue 18): the published versions, the one in force first, and the form that publishes a new one. */
export default function TermsVersionsPage() {
  const translate = useTranslate();
  const { data, loading, error, refetch } = useQuery(TermsVersionsDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <Loading />;
  const failure = error ? toGatewayError(error).message : null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('app.terms.admin.title')} />
      {failure && <Alert severity="error">{translate(failure, { _: failure })}</Alert>}
      <PublishTermsCard onPublished={() => void refetch()} />
      <TermsVersionsCard versions={data?.termsVersions ?? []} />
    </Stack>
  );
}
