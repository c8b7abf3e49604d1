import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Divider, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { SectionHeading } from '../../layout/SectionHeading';
import { RouteLoading } from '../../routing/RouteLoading';
import { MySigningCertificateDocument, RemoveSigningCertificateDocument } from './clinical-documents.documents';
import { RemoveCertificateDialog } from './RemoveCertificateDialog';
import { SigningCertificateDetails } from './SigningCertificateDetails';
import { UploadCertificateForm } from './UploadCertificateForm';

/** The professional profile's "Digital certificate (ICP-Brasil A1)": what is kept, upload or replace, and remove. */
export function SigningCertificateCard() {
  const t = useT();
  const locale = useLocale();
  const { data, error } = useQuery(MySigningCertificateDocument, { fetchPolicy: 'cache-and-network' });
  const [remove, removing] = useMutation(RemoveSigningCertificateDocument, {
    refetchQueries: [MySigningCertificateDocument],
    awaitRefetchQueries: true,
  });
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const certificate = data?.mySigningCertificate ?? null;

  const confirmRemove = async () => {
    try {
      await remove();
      setNotice({ severity: 'success', text: t('clinicalDocuments.certificate.removed') });
    } catch (failure) {
      setNotice({ severity: 'error', text: feedbackText(feedbackFromError(failure, locale)) ?? '' });
    }
    setConfirming(false);
  };

  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }} data-testid="signing-certificate-card">
      <Stack spacing={2}>
        <SectionHeading title={t('clinicalDocuments.certificate.title')} intro={t('clinicalDocuments.certificate.intro')} />
        {error && !data && <ErrorAlert error={error} />}
        {!data && !error && <RouteLoading />}
        {data && !certificate && (
          <Alert severity="info" data-testid="signing-certificate-none">
            {t('clinicalDocuments.certificate.none')}
          </Alert>
        )}
        {certificate && <SigningCertificateDetails certificate={certificate} />}
        {notice && (
          <Alert
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            data-testid="signing-certificate-notice"
          >
            {notice.text}
          </Alert>
        )}
        {certificate && (
          <Box>
            <Button color="error" onClick={() => setConfirming(true)} data-testid="signing-certificate-remove">
              {t('clinicalDocuments.certificate.remove')}
            </Button>
          </Box>
        )}
        {data && <Divider />}
        {data && (
          <UploadCertificateForm
            replacing={Boolean(certificate)}
            onUploaded={() => setNotice({ severity: 'success', text: t('clinicalDocuments.certificate.uploaded') })}
          />
        )}
      </Stack>
      <RemoveCertificateDialog
        open={confirming}
        busy={removing.loading}
        onConfirm={() => void confirmRemove()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
