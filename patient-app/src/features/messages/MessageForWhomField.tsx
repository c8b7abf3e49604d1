import { MenuItem } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { SelectField } from '../../layout/SelectField';

type Person = { id: string; name: string };
type Props = {
  /** The dependent chosen, or '' for the patient themself. */
  value: string;
  onChange: (value: string) => void;
  self: Person | null;
  dependents: readonly Person[];
  error: string | undefined;
};

/**
 * Whom a new message is about: the patient, or one of the dependents they act for. Shown only to a patient who has
 * dependents; the services refuse a person the caller does not act for.
 */
export function MessageForWhomField({ value, onChange, self, dependents, error }: Props) {
  const t = useT();
  if (dependents.length === 0) return null;
  return (
    <SelectField
      name="personId"
      label={t('messages.form.about')}
      value={value}
      onChange={onChange}
      error={error}
      helperText={error ?? t('messages.form.aboutHint')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'message-about' } }}
    >
      <MenuItem value="" data-testid="message-about-option">
        {self ? `${self.name} (${t('dependents.choose.self')})` : t('dependents.choose.self')}
      </MenuItem>
      {dependents.map((p) => (
        <MenuItem key={p.id} value={p.id} data-testid="message-about-option">
          {p.name}
        </MenuItem>
      ))}
    </SelectField>
  );
}
