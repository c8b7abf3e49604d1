import { useLazyQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RequireRole } from '../../layout/RequireRole';
import { PATHS } from '../../routing/paths.constants';
import { ErasureRequestCard } from './ErasureRequestCard';
import { MyDataExportDocument } from './privacy.documents';
import { download, exportFile } from './privacy-download.util';
import { RecordAccessCard } from './RecordAccessCard';
import { TelemedicineConsentCard } from './TelemedicineConsentCard';

/**
 * /account/data (role P): a copy of one's data (JSON, or a readable document), the telemedicine consents and their
 * revocation (LGPD art. 8 §5), who accessed the health record (the access audit), and the erasure request (LGPD art. 18).
 */
export default function PrivacyPage() {
  return (
    <RequireRole roles={['P']}>
      <Privacy />
    </RequireRole>
  );
}

function Privacy() {
  const t = useT();
  const locale = useLocale();
  const [read, { loading }] = useLazyQuery(MyDataExportDocument, { fetchPolicy: 'network-only' });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const downloadJson = async () => {
    setOutcome(null);
    try {
      const { data } = await read();
      if (!data) return;
      download(exportFile(data.myDataExport));
      setOutcome({ ok: true, text: t('privacy.export.ready') });
    } catch (error) {
      setOutcome({ ok: false, text: feedbackText(feedbackFromError(error, locale)) ?? '' });
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }} data-testid="privacy-page">
      <div>
        <PageTitle>{t('privacy.title')}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('privacy.intro')}
        </Typography>
      </div>
      <Paper variant="outlined" component="section" aria-labelledby="export-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id="export-title" variant="h6" component="h2">
            {t('privacy.export.title')}
          </Typography>
          <Typography color="text.secondary">{t('privacy.export.body')}</Typography>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} data-testid="privacy-export-outcome">
              {outcome.text}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" onClick={() => void downloadJson()} loading={loading} data-testid="privacy-download-json">
              {t('privacy.export.json')}
            </Button>
            <Button component={RouterLink} to={PATHS.myDataDocument} variant="outlined" data-testid="privacy-open-document">
              {t('privacy.export.document')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <TelemedicineConsentCard />
      <RecordAccessCard />
      <ErasureRequestCard />
    </Stack>
  );
}
