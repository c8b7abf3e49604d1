import { useQuery } from '@apollo/client';
import { Alert, List, ListItemButton, ListItemText, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { maskCns, maskCpf } from '../person/person.masks';
import { AgendaPatientSearchDocument } from './agenda.documents';
import { type PatientChoice, patientChoices } from './patient-choices';

const MIN_CHARS = 3;

/**
 * Finds a patient by name, CPF or CNS (the persons list's search): each person found, a dependent with their guardian,
 * and a guardian's dependents under them, so a child is found by the parent's name or CPF too.
 */
export const PatientSearch = ({ chosen, onChoose }: { chosen: PatientChoice | null; onChoose: (p: PatientChoice) => void }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading } = useQuery(AgendaPatientSearchDocument, {
    variables: { q },
    skip: q.length < MIN_CHARS,
    fetchPolicy: 'network-only',
  });
  const choices = q.length >= MIN_CHARS && data ? patientChoices(data.persons.items) : [];
  const secondary = (c: PatientChoice) =>
    [
      c.guardianName ? translate('resources.agenda.book.dependentOf', { guardian: c.guardianName }) : null,
      c.cpf ? translate('resources.agenda.book.cpf', { cpf: maskCpf(c.cpf) }) : null,
      c.cns ? translate('resources.agenda.book.cns', { cns: maskCns(c.cns) }) : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <>
      <TextField
        label={translate('resources.agenda.book.search')}
        helperText={translate('resources.agenda.book.searchHelp')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        fullWidth
        autoFocus
        type="search"
        slotProps={{ htmlInput: { 'data-testid': 'agenda-patient-search' } }}
      />
      {q.length >= MIN_CHARS && !loading && data && choices.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('resources.agenda.book.noResults')}
        </Alert>
      ) : null}
      <List
        dense
        aria-label={translate('resources.agenda.book.find')}
        data-testid="agenda-patient-results"
        sx={{ maxHeight: 260, overflowY: 'auto' }}
      >
        {choices.map((c) => (
          <ListItemButton
            key={c.id}
            selected={chosen?.id === c.id}
            onClick={() => onChoose(c)}
            sx={{ pl: c.guardianName ? 4 : 2 }}
            data-person-id={c.id}
            aria-pressed={chosen?.id === c.id}
          >
            <ListItemText primary={c.name} secondary={secondary(c) || undefined} />
          </ListItemButton>
        ))}
      </List>
    </>
  );
};
