import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { PRESCRIPTION_MAX_ITEMS } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';
import { type DocumentFormState, emptyPrescriptionRow } from './document-form.util';
import type { ErrorOf } from './field-errors.hook';
import { PrescriptionItemFields } from './PrescriptionItemFields';

type Value = DocumentFormState['prescription'];
type Props = { value: Value; onChange: (value: Value) => void; errorOf: ErrorOf };

/** The prescription's medications (added and removed, at least one) and whether it is a special-control one. */
export function PrescriptionFields({ value, onChange, errorOf }: Props) {
  const t = useT();
  const items = value.items;
  const listError = errorOf('items', t('clinicalDocuments.kind.PRESCRIPTION'));
  return (
    <Stack spacing={2} data-testid="prescription-fields">
      {items.map((row, index) => (
        <PrescriptionItemFields
          key={row.key}
          index={index}
          row={row}
          errorOf={errorOf}
          onChange={(changed) => onChange({ ...value, items: items.map((r) => (r.key === row.key ? changed : r)) })}
          onRemove={items.length > 1 ? () => onChange({ ...value, items: items.filter((r) => r.key !== row.key) }) : undefined}
        />
      ))}
      {listError && <Alert severity="error">{listError}</Alert>}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => onChange({ ...value, items: [...items, emptyPrescriptionRow()] })}
          disabled={items.length >= PRESCRIPTION_MAX_ITEMS}
          data-testid="prescription-add"
        >
          {t('clinicalDocuments.prescription.add')}
        </Button>
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.specialControl}
            onChange={(e) => onChange({ ...value, specialControl: e.target.checked })}
            slotProps={{ input: { 'data-testid': 'prescription-special-control' } as object }}
          />
        }
        label={t('clinicalDocuments.field.specialControl')}
      />
    </Stack>
  );
}
