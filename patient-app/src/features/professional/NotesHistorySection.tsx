import { useQuery } from '@apollo/client/react';
import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { Alert, Box, Button, CircularProgress, Collapse, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { NOTE_FIELDS } from './notes-form.util';
import { instantText } from './professional-format.util';

const NotesHistoryDocument = graphql(`
  query NotesHistory($id: ID!) {
    appointment(id: $id) {
      id
      noteHistory {
        intact
        versions {
          version
          notes
          orientation
          cid10
          upshot
          authorName
          recordedAt
          hash
        }
      }
    }
  }
`);

/**
 * The service notes' versions (SECURITY.md T23): every save kept, newest first, with who and when, and whether their
 * hash chain verifies. Shown on demand under the notes; read again each time it is opened (a save adds a version).
 */
export function NotesHistorySection({ appointmentId, timeZone }: { appointmentId: string; timeZone: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-labelledby="notes-history-title">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography id="notes-history-title" variant="subtitle1" component="h3">
          {t('professional.notesHistory.title')}
        </Typography>
        <Button
          startIcon={<ManageHistoryIcon />}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls="notes-history-panel"
          data-testid="notes-history-toggle"
        >
          {open ? t('professional.notesHistory.hide') : t('professional.notesHistory.show')}
        </Button>
      </Stack>
      <Collapse in={open} id="notes-history-panel" unmountOnExit>
        <Divider sx={{ my: 1 }} />
        <NotesHistoryList appointmentId={appointmentId} timeZone={timeZone} />
      </Collapse>
    </Box>
  );
}

function NotesHistoryList({ appointmentId, timeZone }: { appointmentId: string; timeZone: string }) {
  const t = useT();
  const locale = useLocale();
  const { data, loading, error } = useQuery(NotesHistoryDocument, { variables: { id: appointmentId }, fetchPolicy: 'network-only' });
  if (loading) return <CircularProgress size={24} aria-label={t('professional.notesHistory.loading')} />;
  const history = data?.appointment?.noteHistory;
  if (error || !history) return <Alert severity="error">{t('professional.notesHistory.failed')}</Alert>;
  if (history.versions.length === 0) return <Typography color="text.secondary">{t('professional.notesHistory.none')}</Typography>;
  const newestFirst = [...history.versions].reverse();
  return (
    <Stack spacing={1.5} data-testid="notes-history" data-intact={String(history.intact)}>
      <Alert severity={history.intact ? 'success' : 'error'} variant="outlined" data-testid="notes-history-chain">
        {history.intact ? t('professional.notesHistory.intact') : t('professional.notesHistory.broken')}
      </Alert>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
        {newestFirst.map((v) => (
          <Box
            component="li"
            key={v.version}
            data-testid="notes-history-version"
            data-version={v.version}
            sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('professional.notesHistory.version', {
                version: v.version,
                when: instantText(v.recordedAt, locale, timeZone),
                who: v.authorName ?? t('professional.notesHistory.unknownAuthor'),
              })}
            </Typography>
            {NOTE_FIELDS.filter((field) => v[field]).map((field) => (
              <Typography key={field} variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-field={field}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t(`professional.notes.${field}`)}:
                </Box>{' '}
                {v[field]}
              </Typography>
            ))}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
