import { useQuery } from '@apollo/client/react';
import { Autocomplete, TextField } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';

const PatientOptionsDocument = graphql(`
  query PatientOptions($q: String) {
    personCombo(q: $q) {
      id
      displayName
    }
  }
`);

const PatientNameDocument = graphql(`
  query PatientName($id: ID!) {
    person(id: $id) {
      id
      displayName
    }
  }
`);

export type PatientOption = { id: string; displayName: string };

/**
 * A patient of the clinic chosen by name, CPF or registration (personCombo, at most 50), as SPEC §3's display name.
 * Only the id is kept by the caller (in the address); its name is read back when the page opens on it.
 */
export function PatientPicker({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: string | null;
  onChange: (patient: PatientOption | null) => void;
  label: string;
}) {
  const t = useT();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const options = useQuery(PatientOptionsDocument, { variables: { q: q || null } });
  const chosen = useQuery(PatientNameDocument, { variables: { id: value ?? '' }, skip: !value });
  const selected: PatientOption | null = value ? (chosen.data?.person ?? { id: value, displayName: '' }) : null;
  const list = options.data?.personCombo ?? options.previousData?.personCombo ?? [];
  return (
    <Autocomplete
      id={id}
      value={selected}
      options={selected && !list.some((o) => o.id === selected.id) ? [selected, ...list] : list}
      getOptionLabel={(option) => option.displayName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      loading={options.loading}
      loadingText={t('common.loading')}
      noOptionsText={t('professional.filter.noPatient')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      onChange={(_event, option) => onChange(option)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} data-testid={`${id}-option`}>
          {option.displayName}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('professional.filter.patientSearch')}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': `${id}-input` } }}
        />
      )}
    />
  );
}
