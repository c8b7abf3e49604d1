import { useMutation } from '@apollo/client';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type Locale, translateIssues, ZDependentInput } from '@teleconsulta/schema';
import { useState } from 'react';
import {
  Button,
  DateInput,
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useLocaleState,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { AddDependentDocument } from '../../providers/person.documents';
import { toPersonInput } from '../../providers/person.mappers';
import { toFormErrors } from '../../validation/form-errors';
import { RELATIONSHIP_CHOICES } from './person.choices';
import { maskCns, maskCpf, parseDigits } from './person.masks';

type Values = Record<string, unknown>;

/** "Register a dependent" of the person shown (addDependent): name, birth date, relationship, CPF and CNS if any. */
export const AddDependentButton = ({ parentId }: { parentId: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.persons.actions.addDependent" onClick={() => setOpen(true)} className="add-dependent">
        <PersonAddIcon />
      </Button>
      {open && <AddDependentDialog parentId={parentId} onClose={() => setOpen(false)} />}
    </>
  );
};

function AddDependentDialog({ parentId, onClose }: { parentId: string; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [add] = useMutation(AddDependentDocument);
  const validate = (values: Values) => {
    const result = ZDependentInput.safeParse(toPersonInput(values));
    return result.success ? {} : toFormErrors(translateIssues(result.error, locale as Locale, 'person'));
  };
  // Saved whole or not at all; the service's field errors land under the inputs.
  const submit = async (values: Values) => {
    try {
      await add({ variables: { parentId, input: toPersonInput(values) } });
      notify('resources.persons.notifications.dependentAdded', { type: 'info' });
      refresh();
      onClose();
      return undefined;
    } catch (error) {
      const failure = toGatewayError(error);
      if (failure.fields.length === 0) notify(failure.message, { type: 'error' });
      return toFormErrors(failure.fields);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-dependent-title" fullWidth maxWidth="sm">
      <Form validate={validate} onSubmit={submit} record={{}}>
        <DialogTitle id="add-dependent-title">{translate('resources.persons.actions.addDependent')}</DialogTitle>
        <DialogContent>
          <TextInput source="name" resource="persons" isRequired fullWidth />
          <DateInput source="birthDate" resource="persons" isRequired />
          <SelectInput source="relationship" resource="persons" choices={RELATIONSHIP_CHOICES} isRequired />
          <TextInput source="cpf" resource="persons" format={maskCpf} parse={parseDigits} helperText="000.000.000-00" />
          <TextInput source="uhcId" resource="persons" format={maskCns} parse={parseDigits} helperText="000 0000 0000 0000" />
        </DialogContent>
        <DialogActions>
          <Button label="resources.persons.actions.cancel" onClick={onClose} />
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
