import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Box, Button, ListItem, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ClinicalDocumentRowFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { instantText } from '../professional/professional-format.util';
import { DocumentDownloadLink } from './DocumentDownloadLink';
import { DocumentStatusChips } from './DocumentStatusChips';

type Props = { document: ClinicalDocumentRowFragment; timeZone: string };

/** One of the patient's documents: kind, professional, date, status, printed code, download and its validation page. */
export function PatientDocumentRow({ document, timeZone }: Props) {
  const t = useT();
  const locale = useLocale();
  const kind = t(`clinicalDocuments.kind.${document.kind}`);
  const date = instantText(document.issuedAt, locale, timeZone);
  const superseded = Boolean(document.supersededById);
  return (
    <ListItem
      disableGutters
      divider
      data-testid="document-row"
      data-id={document.id}
      data-kind={document.kind}
      sx={{ display: 'block', py: 1.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, textDecoration: superseded ? 'line-through' : 'none' }} data-testid="document-kind-name">
            {kind}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('clinicalDocuments.by', { name: document.professionalName })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('clinicalDocuments.issuedAt', { date })} ·{' '}
            <span data-testid="document-code">{t('clinicalDocuments.code', { code: document.code })}</span>
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <DocumentStatusChips status={document.signatureStatus} superseded={superseded} />
          </Box>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <DocumentDownloadLink url={document.url} label={t('clinicalDocuments.downloadOf', { kind, date })} />
          <Button
            component={RouterLink}
            to={document.validationPath}
            size="small"
            startIcon={<VerifiedIcon />}
            data-testid="document-validation-link"
          >
            {t('clinicalDocuments.validationPage')}
          </Button>
        </Stack>
      </Stack>
    </ListItem>
  );
}
