import DrawIcon from '@mui/icons-material/Draw';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { Box, Button, ListItem, Stack, Typography } from '@mui/material';
import type { ClinicalDocumentRowFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { instantText } from '../professional/professional-format.util';
import { DocumentDownloadLink } from './DocumentDownloadLink';
import { DocumentStatusChips } from './DocumentStatusChips';

type Props = {
  document: ClinicalDocumentRowFragment;
  timeZone: string;
  onSign: () => void;
  onCorrect: () => void;
  /** A narrow column (the room's notes panel): the actions under the text at any screen width. */
  compact: boolean;
};

/** One document of the appointment for its professional: kind, time, status, download, Sign (unsigned) and Correct. */
export function ProfessionalDocumentRow({ document, timeZone, onSign, onCorrect, compact }: Props) {
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
      sx={{ display: 'block', py: 1.5, opacity: superseded ? 0.75 : 1 }}
    >
      <Stack
        direction={compact ? 'column' : { xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: compact ? 'stretch' : { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, textDecoration: superseded ? 'line-through' : 'none' }} data-testid="document-kind-name">
            {kind}
            {document.supersedesId && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                ({t('clinicalDocuments.correction')})
              </Typography>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('clinicalDocuments.issuedAt', { date })}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <DocumentStatusChips status={document.signatureStatus} superseded={superseded} />
          </Box>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }} aria-label={t('clinicalDocuments.actions')}>
          <DocumentDownloadLink url={document.url} label={t('clinicalDocuments.downloadOf', { kind, date })} />
          {document.signatureStatus === 'UNSIGNED' && !superseded && (
            <Button size="small" variant="contained" startIcon={<DrawIcon />} onClick={onSign} data-testid="document-sign">
              {t('clinicalDocuments.sign')}
            </Button>
          )}
          {!superseded && (
            <Button size="small" startIcon={<EditNoteIcon />} onClick={onCorrect} data-testid="document-correct">
              {t('clinicalDocuments.correct')}
            </Button>
          )}
        </Stack>
      </Stack>
    </ListItem>
  );
}
