import { Alert, Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { DEPENDENT_RELATIONSHIPS } from '@teleconsulta/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { DateInput } from '../../layout/DateInput';
import { SelectField } from '../../layout/SelectField';
import { PATHS } from '../../routing/paths.constants';
import type { DependentFormModel } from './dependent-form.hook';

type Props = { form: DependentFormModel; testId: string };

/** Name, birth date, relationship, and the CPF and CNS when the dependent has them; each field's error underneath. */
export function DependentForm({ form, testId }: Props) {
  const t = useT();
  const { values, errors, change } = form;
  const field = (name: 'name' | 'cpf' | 'uhcId', label: string, inputMode?: 'numeric') => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: { 'data-testid': `dependent-${name}`, inputMode, maxLength: name === 'name' ? 120 : 20 } }}
      fullWidth
    />
  );
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={form.submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Stack spacing={2.5}>
        {form.alert && (
          <Alert severity="error" role="alert" data-testid="dependent-error">
            {form.alert}
          </Alert>
        )}
        {field('name', t('dependents.form.name'))}
        <DateInput
          id={`${testId}-birthDate`}
          name="birthDate"
          label={t('dependents.form.birthDate')}
          value={values.birthDate}
          onChange={(value) => change('birthDate', value)}
          error={errors.birthDate}
          testId="dependent-birthDate"
          openTo="year"
          disableFuture
          fullWidth
        />
        <SelectField
          name="relationship"
          label={t('dependents.form.relationship')}
          value={values.relationship}
          onChange={(value) => change('relationship', value)}
          error={errors.relationship}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'dependent-relationship' } as object } }}
          fullWidth
        >
          {DEPENDENT_RELATIONSHIPS.map((code) => (
            <MenuItem key={code} value={code} data-testid={`relationship-${code}`}>
              {t(`dependents.relationship.${code}` as const)}
            </MenuItem>
          ))}
        </SelectField>
        {field('cpf', t('dependents.form.cpf'), 'numeric')}
        {field('uhcId', t('dependents.form.uhcId'), 'numeric')}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={PATHS.dependents}>
            {t('dependents.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={form.busy} data-testid="dependent-save">
            {t('dependents.form.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
