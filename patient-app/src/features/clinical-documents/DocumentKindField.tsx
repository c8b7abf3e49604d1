import { TextField } from '@mui/material';
import type { ClinicalDocumentKind } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { DOCUMENT_KINDS } from './document-form.util';

type Props = { value: ClinicalDocumentKind; onChange: (kind: ClinicalDocumentKind) => void; disabled: boolean };

/** Which document: prescription, medical certificate, exam request or referral (fixed for a correction). */
export function DocumentKindField({ value, onChange, disabled }: Props) {
  const t = useT();
  return (
    <TextField
      id="document-kind"
      select
      label={t('clinicalDocuments.dialog.kind')}
      value={value}
      onChange={(e) => onChange(e.target.value as ClinicalDocumentKind)}
      disabled={disabled}
      fullWidth
      sx={{ maxWidth: { sm: 320 } }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'document-kind' } }}
    >
      {DOCUMENT_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {t(`clinicalDocuments.kind.${kind}`)}
        </option>
      ))}
    </TextField>
  );
}
