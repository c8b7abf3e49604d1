import { useQuery } from '@apollo/client/react';
import { Stack, TextField } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { ReferralSpecialtiesDocument } from './clinical-documents.documents';
import type { DocumentFormState } from './document-form.util';
import type { ErrorOf } from './field-errors.hook';

type Value = DocumentFormState['referral'];
type Props = { value: Value; onChange: (value: Value) => void; errorOf: ErrorOf };

/** The referral: the specialty (the REQUEST_SPECIALTYS domain list, in the user's language) and the reason. */
export function ReferralFields({ value, onChange, errorOf }: Props) {
  const t = useT();
  const { data } = useQuery(ReferralSpecialtiesDocument);
  const specialties = data?.domainList ?? [];
  const specialtyLabel = t('clinicalDocuments.field.specialty');
  const reasonLabel = t('clinicalDocuments.field.reason');
  const specialtyError = errorOf('specialty', specialtyLabel);
  const reasonError = errorOf('reason', reasonLabel);
  return (
    <Stack spacing={2} data-testid="referral-fields">
      <TextField
        id="referral-specialty"
        select
        label={specialtyLabel}
        value={value.specialty}
        onChange={(e) => onChange({ ...value, specialty: e.target.value })}
        error={Boolean(specialtyError)}
        helperText={specialtyError}
        required
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'referral-specialty' } }}
      >
        <option value="" />
        {specialties.map((s) => (
          <option key={s.code} value={s.code}>
            {s.value}
          </option>
        ))}
      </TextField>
      <TextField
        id="referral-reason"
        label={reasonLabel}
        value={value.reason}
        onChange={(e) => onChange({ ...value, reason: e.target.value })}
        error={Boolean(reasonError)}
        helperText={reasonError}
        required
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'referral-reason' } }}
      />
    </Stack>
  );
}
