import { useQuery } from '@apollo/client';
import { type Locale, translateIssues, ZEmergencyQueueCreate, ZEmergencyQueuePatch } from '@teleconsulta/schema';
import {
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useLocaleState,
  useRecordContext,
} from 'react-admin';
import { EmergencyProfessionalChoicesDocument, type EmergencyQueueRecord } from '../../../providers/emergency.documents';
import { toEmergencyQueueInput } from '../../../providers/emergency.mappers';
import { toFormErrors } from '../../../validation/form-errors';
import { DomainSelectInput, LoadedSelectArrayInput } from '../../ChoiceInputs';

/** Only active professionals with emergency access may be granted (the service refuses the others). */
const GrantsInput = () => {
  const record = useRecordContext<EmergencyQueueRecord>();
  const { data, loading } = useQuery(EmergencyProfessionalChoicesDocument, { fetchPolicy: 'network-only' });
  const eligible = (data?.professionals.items ?? []).filter((p) => p.emergencyAccess);
  // a professional granted before losing emergency access stays visible, so the form can revoke them
  const granted = (record?.professionals ?? []).filter((p) => !eligible.some((e) => e.id === p.id));
  const choices = [...eligible, ...granted].map((p) => ({ id: p.id, name: p.name }));
  return <LoadedSelectArrayInput source="professionalIds" choices={choices} isPending={loading} fullWidth />;
};

/** The create and edit form, validated with the shared zod schemas; server errors land under the inputs. */
export const EmergencyQueueForm = ({ mode }: { mode: 'create' | 'update' }) => {
  const [locale] = useLocaleState();
  const schema = mode === 'create' ? ZEmergencyQueueCreate : ZEmergencyQueuePatch;
  return (
    <SimpleForm
      validate={(values) => {
        const result = schema.safeParse(toEmergencyQueueInput(values));
        return result.success ? {} : toFormErrors(translateIssues(result.error, locale as Locale));
      }}
      defaultValues={
        mode === 'create' ? { active: true, maxWaitMinutes: 60, attendanceEstimateMinutes: 15, professionalIds: [] } : undefined
      }
      warnWhenUnsavedChanges
    >
      <TextInput source="name" isRequired fullWidth />
      <ReferenceInput source="groupId" reference="emergencyGroups" perPage={1000} sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput optionText="name" isRequired />
      </ReferenceInput>
      <DomainSelectInput source="specialtyCode" domain="REQUEST_SPECIALTYS" isRequired />
      <NumberInput source="maxWaitMinutes" min={1} max={1440} step={1} isRequired />
      <NumberInput source="attendanceEstimateMinutes" min={1} max={240} step={1} isRequired />
      <BooleanInput source="active" />
      <GrantsInput />
    </SimpleForm>
  );
};
