import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { MEDICATION_ROUTES } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';
import type { PrescriptionRow } from './document-form.util';
import type { ErrorOf } from './field-errors.hook';

type Props = {
  index: number;
  row: PrescriptionRow;
  onChange: (row: PrescriptionRow) => void;
  /** Absent while it is the only row. */
  onRemove?: () => void;
  errorOf: ErrorOf;
};

const TEXT_FIELDS = ['medication', 'dosage', 'quantity', 'duration'] as const;

/** One medication of the prescription: what, how, by which route, how much and for how long. */
export function PrescriptionItemFields({ index, row, onChange, onRemove, errorOf }: Props) {
  const t = useT();
  const number = index + 1;
  const text = (field: (typeof TEXT_FIELDS)[number]) => {
    const label = t(`clinicalDocuments.field.${field}`);
    const error = errorOf(`items.${index}.${field}`, label);
    const hint =
      field === 'quantity'
        ? t('clinicalDocuments.prescription.quantityHint')
        : field === 'duration'
          ? t('clinicalDocuments.prescription.durationHint')
          : undefined;
    return (
      <TextField
        id={`prescription-${row.key}-${field}`}
        label={label}
        value={row[field]}
        onChange={(e) => onChange({ ...row, [field]: e.target.value })}
        error={Boolean(error)}
        helperText={error ?? hint}
        required
        fullWidth
        multiline={field === 'dosage'}
        slotProps={{ htmlInput: { maxLength: field === 'dosage' ? 300 : 200, 'data-testid': `prescription-${field}-${index}` } }}
      />
    );
  };
  const routeLabel = t('clinicalDocuments.field.route');
  const routeError = errorOf(`items.${index}.route`, routeLabel);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="prescription-item">
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            {t('clinicalDocuments.prescription.item', { number })}
          </Typography>
          {onRemove && (
            <IconButton
              size="small"
              onClick={onRemove}
              aria-label={t('clinicalDocuments.prescription.remove', { number })}
              data-testid={`prescription-remove-${index}`}
            >
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Box>
        {text('medication')}
        {text('dosage')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id={`prescription-${row.key}-route`}
            select
            label={routeLabel}
            value={row.route}
            onChange={(e) => onChange({ ...row, route: e.target.value as PrescriptionRow['route'] })}
            error={Boolean(routeError)}
            helperText={routeError}
            required
            fullWidth
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': `prescription-route-${index}` },
            }}
          >
            {row.route === '' && <option value="" />}
            {MEDICATION_ROUTES.map((route) => (
              <option key={route} value={route}>
                {t(`clinicalDocuments.route.${route}`)}
              </option>
            ))}
          </TextField>
          {text('quantity')}
          {text('duration')}
        </Stack>
      </Stack>
    </Paper>
  );
}
