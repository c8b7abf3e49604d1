import { Checkbox, FormControl, FormControlLabel, FormHelperText, Stack, TextField } from '@mui/material';
import { CERTIFICATE_MAX_DAYS } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';
import type { DocumentFormState } from './document-form.util';
import type { ErrorOf } from './field-errors.hook';

type Value = DocumentFormState['certificate'];
type Props = { value: Value; onChange: (value: Value) => void; errorOf: ErrorOf };

/** The medical certificate: days of leave, the CID-10 (printed only with the patient's consent) and remarks. */
export function CertificateFields({ value, onChange, errorOf }: Props) {
  const t = useT();
  const daysLabel = t('clinicalDocuments.field.days');
  const cidLabel = t('clinicalDocuments.field.cid');
  const consentLabel = t('clinicalDocuments.field.cidConsent');
  const remarksLabel = t('clinicalDocuments.field.remarks');
  const daysError = errorOf('days', daysLabel);
  const cidError = errorOf('cid', cidLabel);
  const consentError = errorOf('cidConsent', consentLabel);
  const remarksError = errorOf('remarks', remarksLabel);
  return (
    <Stack spacing={2} data-testid="certificate-fields">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id="certificate-days"
          label={daysLabel}
          type="number"
          value={value.days}
          onChange={(e) => onChange({ ...value, days: e.target.value })}
          error={Boolean(daysError)}
          helperText={daysError ?? t('clinicalDocuments.certificate.daysHint', { max: CERTIFICATE_MAX_DAYS })}
          required
          sx={{ maxWidth: { sm: 200 } }}
          fullWidth
          slotProps={{ htmlInput: { min: 1, max: CERTIFICATE_MAX_DAYS, inputMode: 'numeric', 'data-testid': 'certificate-days' } }}
        />
        <TextField
          id="certificate-cid"
          label={cidLabel}
          value={value.cid}
          onChange={(e) => onChange({ ...value, cid: e.target.value, cidConsent: e.target.value.trim() ? value.cidConsent : false })}
          error={Boolean(cidError)}
          helperText={cidError}
          sx={{ maxWidth: { sm: 200 } }}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 8, 'data-testid': 'certificate-cid' } }}
        />
      </Stack>
      <FormControl error={Boolean(consentError)}>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.cidConsent}
              disabled={value.cid.trim() === ''}
              onChange={(e) => onChange({ ...value, cidConsent: e.target.checked })}
              slotProps={{ input: { 'data-testid': 'certificate-cid-consent' } as object }}
            />
          }
          label={consentLabel}
        />
        {consentError && <FormHelperText>{consentError}</FormHelperText>}
      </FormControl>
      <TextField
        id="certificate-remarks"
        label={remarksLabel}
        value={value.remarks}
        onChange={(e) => onChange({ ...value, remarks: e.target.value })}
        error={Boolean(remarksError)}
        helperText={remarksError}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'certificate-remarks' } }}
      />
    </Stack>
  );
}
