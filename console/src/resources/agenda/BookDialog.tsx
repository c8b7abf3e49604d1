import { useMutation } from '@apollo/client';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Tab,
  Tabs,
  TextField,
} from '@mui/material';
import { ZPersonCreate } from '@teleconsulta/schema';
import { useState } from 'react';
import { DateInput, Form, SaveButton, TextInput, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { CreatePersonDocument } from '../../providers/person.documents';
import { toPersonInput } from '../../providers/person.mappers';
import { toFormErrors } from '../../validation/form-errors';
import { useLocaleValidate } from '../../validation/use-locale-validate';
import { maskCpf, parseDigits } from '../person/person.masks';
import { validatePerson } from '../person/person.validation';
import { AgendaBookDocument } from './agenda.documents';
import { refusalText } from './agenda-errors';
import type { AgendaSlot } from './agenda-events';
import { formatWhen } from './agenda-format';
import { PatientSearch } from './PatientSearch';
import type { PatientChoice } from './patient-choices';

type BookDialogProps = {
  /** The free slots at the time clicked: one per professional free then. */
  slots: readonly AgendaSlot[];
  timeZone: string;
  onClose: () => void;
  onBooked: () => void;
};

/**
 * "Book": the patient found by name, CPF or CNS (a dependent too), or registered here with the person form's checks
 * (CPF included), then bookAppointment. A refusal (SPEC §5: the time taken meanwhile, out of schedule, a holiday) is
 * shown in the dialog in the user's language and nothing is booked.
 */
export const BookDialog = ({ slots, timeZone, onClose, onBooked }: BookDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [professionalId, setProfessionalId] = useState(slots[0]!.professionalId);
  const slot = slots.find((s) => s.professionalId === professionalId) ?? slots[0]!;
  const [mode, setMode] = useState<'find' | 'register'>('find');
  const [patient, setPatient] = useState<PatientChoice | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [book] = useMutation(AgendaBookDocument);
  const [createPerson] = useMutation(CreatePersonDocument);
  const validate = useLocaleValidate(ZPersonCreate, validatePerson);

  const bookFor = async (chosen: { id: string; name: string }) => {
    setError(null);
    try {
      const input = {
        doctorId: slot.professionalId,
        patientId: chosen.id,
        startsAt: slot.startsAt,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      };
      const { data } = await book({ variables: { input } });
      notify('resources.agenda.book.booked', {
        type: 'info',
        messageArgs: { protocol: data?.bookAppointment.protocol, patient: chosen.name },
      });
      onBooked();
      return true;
    } catch (e) {
      setError(refusalText(toGatewayError(e), translate));
      return false;
    }
  };

  const confirm = async () => {
    if (!patient || busy) return;
    setBusy(true);
    await bookFor(patient);
    setBusy(false);
  };

  // The new person first (its field errors under the inputs), then the booking; a refused booking keeps the person
  // chosen, so booking another time needs no second registration.
  const register = async (values: Record<string, unknown>) => {
    setError(null);
    let created: { id: string; name: string };
    try {
      const { data } = await createPerson({ variables: { input: toPersonInput({ ...values, country: 'BR', status: 'ACTIVE' }) } });
      created = { id: data!.createPerson.id, name: data!.createPerson.name };
    } catch (e) {
      const failure = toGatewayError(e);
      if (failure.fields.length === 0) setError(refusalText(failure, translate));
      return toFormErrors(failure.fields);
    }
    const choice = { ...created, cpf: null, cns: null, guardianName: null };
    setPatient(choice);
    if (!(await bookFor(created))) {
      setMode('find');
      setError((current) => `${translate('resources.agenda.book.registered', { name: created.name })} ${current ?? ''}`.trim());
    }
    return undefined;
  };

  const when = formatWhen(slot.startsAt, timeZone, locale);
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="agenda-book-title"
      fullWidth
      maxWidth="sm"
      data-testid="agenda-book-dialog"
    >
      <DialogTitle id="agenda-book-title">{translate('resources.agenda.book.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid="agenda-book-when" sx={{ mb: 2 }}>
          {translate('resources.agenda.book.when', { when, professional: slot.professionalName })}
        </DialogContentText>
        {slots.length > 1 ? (
          <TextField
            select
            label={translate('resources.agenda.book.professional')}
            value={professionalId}
            onChange={(e) => setProfessionalId(e.target.value)}
            fullWidth
            sx={{ mb: 2 }}
          >
            {slots.map((s) => (
              <MenuItem key={s.professionalId} value={s.professionalId}>
                {s.professionalName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="agenda-book-error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          label={translate('resources.agenda.book.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          fullWidth
          sx={{ mb: 1 }}
        />
        <Tabs value={mode} onChange={(_, value) => setMode(value)} sx={{ mb: 2 }} variant="fullWidth">
          <Tab value="find" label={translate('resources.agenda.book.find')} data-testid="agenda-book-find" />
          <Tab value="register" label={translate('resources.agenda.book.register')} data-testid="agenda-book-register" />
        </Tabs>
        {mode === 'find' ? (
          <>
            <PatientSearch chosen={patient} onChoose={setPatient} />
            {patient ? (
              <Alert severity="success" icon={false} data-testid="agenda-book-chosen">
                {translate('resources.agenda.book.chosen', { name: patient.name })}
              </Alert>
            ) : null}
          </>
        ) : (
          <Form validate={validate} onSubmit={register} record={{}} id="agenda-register-form">
            <TextInput source="name" resource="persons" isRequired fullWidth />
            <TextInput source="cpf" resource="persons" format={maskCpf} parse={parseDigits} isRequired helperText="000.000.000-00" />
            <DateInput source="birthDate" resource="persons" isRequired />
            <TextInput source="mail" resource="persons" type="email" fullWidth />
            <TextInput source="cellPhone" resource="persons" helperText="(11) 98765-4321" />
            <SaveButton
              alwaysEnable
              label="resources.agenda.book.registerAndBook"
              icon={<span />}
              data-testid="agenda-book-register-submit"
            />
          </Form>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="agenda-book-cancel">
          {translate('resources.agenda.book.cancel')}
        </Button>
        {mode === 'find' ? (
          <Button variant="contained" onClick={confirm} disabled={!patient || busy} data-testid="agenda-book-confirm">
            {translate('resources.agenda.book.confirm')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};
