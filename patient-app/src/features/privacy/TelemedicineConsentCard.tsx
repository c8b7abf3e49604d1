import { useQuery } from '@apollo/client/react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HighlightOff from '@mui/icons-material/HighlightOff';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackText } from '../../errors/error-feedback.mappers';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import type { TelemedicineConsentsQuery } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { useMyDependents } from '../dependents/my-dependents.hook';
import { RevokeTelemedicineConsentDocument, TelemedicineConsentsDocument } from './privacy.documents';

type Consent = TelemedicineConsentsQuery['telemedicineConsents'][number];
/** A consent row: whose it is, their name (label: with "(Me)" for the patient), and whether it is the patient's own. */
type Row = { consent: Consent; personId: string; name: string; label: string; self: boolean };

/**
 * The telemedicine consent (CFM 2.314/2022 art. 15) of the patient and of each dependent they act for, and its
 * revocation (LGPD art. 8 §5): one row per person with its state; "Revoke" asks first, and the room asks for the
 * consent again before the next teleconsultation. Held consultations and the health record stay as they are.
 */
export function TelemedicineConsentCard() {
  const t = useT();
  const { data, error } = useQuery(TelemedicineConsentsDocument, { fetchPolicy: 'network-only' });
  const mine = useMyDependents();
  const [revoking, setRevoking] = useState<Row | null>(null);
  const failed = error && !data ? error : mine.error && !mine.loaded ? mine.error : null;
  const rows: Row[] | null =
    data && mine.loaded
      ? data.telemedicineConsents.flatMap((consent) => {
          if (!consent.personId) return [];
          const self = consent.personId === mine.self?.id;
          const name =
            (self ? mine.self?.name : mine.dependents.find((d) => d.id === consent.personId)?.name) ?? t('privacy.consent.dependent');
          const label = self ? `${name} (${t('dependents.choose.self')})` : name;
          return [{ consent, personId: consent.personId, name, label, self }];
        })
      : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="telemedicine-consent-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="telemedicine-consent-card"
    >
      <Stack spacing={2}>
        <Typography id="telemedicine-consent-title" variant="h6" component="h2">
          {t('privacy.consent.title')}
        </Typography>
        <Typography color="text.secondary">{t('privacy.consent.body')}</Typography>
        {failed ? (
          <ErrorAlert error={failed} />
        ) : rows ? (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((row) => (
              <ConsentRow key={row.personId} row={row} onRevoke={() => setRevoking(row)} />
            ))}
          </Stack>
        ) : (
          <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
            <CircularProgress size={28} aria-label={t('common.loading')} />
          </Box>
        )}
      </Stack>
      {revoking && <RevokeConsentDialog row={revoking} onClose={() => setRevoking(null)} />}
    </Paper>
  );
}

function ConsentRow({ row, onRevoke }: { row: Row; onRevoke: () => void }) {
  const t = useT();
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  const { consent } = row;
  const state =
    consent.accepted && consent.acceptedAt
      ? {
          Icon: CheckCircleOutline,
          color: 'success.main',
          text: t(consent.byRepresentative && !row.self ? 'privacy.consent.givenByRepresentative' : 'privacy.consent.given', {
            date: format.shortDateTime(consent.acceptedAt, timeZone),
          }),
        }
      : consent.revokedAt
        ? {
            Icon: HighlightOff,
            color: 'text.secondary',
            text: t('privacy.consent.revoked', { date: format.shortDateTime(consent.revokedAt, timeZone) }),
          }
        : { Icon: RadioButtonUnchecked, color: 'text.secondary', text: t('privacy.consent.notGiven') };
  return (
    <Box
      component="li"
      data-testid="telemedicine-consent-row"
      data-person-id={row.personId}
      data-accepted={String(consent.accepted)}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.label}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          data-testid="telemedicine-consent-state"
        >
          <state.Icon fontSize="small" aria-hidden sx={{ color: state.color }} />
          {state.text}
        </Typography>
      </Box>
      {consent.accepted && (
        <Button
          variant="outlined"
          color="error"
          onClick={onRevoke}
          aria-label={t('privacy.consent.revokeFor', { name: row.name })}
          data-testid="telemedicine-consent-revoke"
        >
          {t('privacy.consent.revoke')}
        </Button>
      )}
    </Box>
  );
}

/** Asks before revoking; the server's refusal is said in the dialog and nothing changes. */
function RevokeConsentDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useT();
  const [revoke, result, feedback] = useMutationFeedback(RevokeTelemedicineConsentDocument);
  const confirm = () =>
    void revoke({
      variables: row.self ? {} : { personId: row.personId },
      refetchQueries: [TelemedicineConsentsDocument],
      awaitRefetchQueries: true,
    })
      .then(onClose)
      .catch(() => undefined);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="telemedicine-consent-dialog-title"
      aria-describedby="telemedicine-consent-dialog-body"
      data-testid="telemedicine-consent-dialog"
    >
      <DialogTitle id="telemedicine-consent-dialog-title">{t('privacy.consent.confirmTitle', { name: row.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="telemedicine-consent-dialog-body">{t('privacy.consent.confirmBody', { name: row.name })}</DialogContentText>
        {feedback && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="telemedicine-consent-error">
            {feedbackText(feedback)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('privacy.consent.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={result.loading} data-testid="telemedicine-consent-confirm">
          {t('privacy.consent.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
