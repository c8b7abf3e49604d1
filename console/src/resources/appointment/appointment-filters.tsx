import { type Locale, translateIssues, ZAppointmentFilter } from '@teleconsulta/schema';
import { AutocompleteInput, DateInput, ReferenceInput, useLocaleState, type Validator } from 'react-admin';
import type { DomainName } from '../../gql/graphql';
import { DomainSelectArrayInput } from '../ChoiceInputs';

/** A multiple choice of a domain list (STATUS_APPOINTMENT, APPOINTMENT_SOURCE), named in the current language. */
const DomainArrayFilter = (props: { source: string; domain: DomainName; alwaysOn?: boolean }) => (
  <DomainSelectArrayInput {...props} sx={{ minWidth: 200 }} />
);

/** The date range with the service's own rule ("to" not before "from", at most a year), as the field error of "to". */
export function validateRange(locale: Locale): Validator {
  return (_value: unknown, values: Record<string, unknown>) => {
    const result = ZAppointmentFilter.safeParse({ from: values.from || undefined, to: values.to || undefined });
    if (result.success) return undefined;
    return translateIssues(result.error, locale).find((issue) => issue.field === 'to' || issue.field === 'from')?.message;
  };
}

const ToDateFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const [locale] = useLocaleState();
  return <DateInput {...props} validate={validateRange(locale as Locale)} />;
};

const ProfessionalFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <ReferenceInput {...props} reference="professionals" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput optionText="name" sx={{ minWidth: 240 }} />
  </ReferenceInput>
);

const PatientFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <ReferenceInput {...props} reference="persons" sort={{ field: 'displayName', order: 'ASC' }}>
    <AutocompleteInput optionText="displayName" sx={{ minWidth: 240 }} />
  </ReferenceInput>
);

/** The filters of the appointment list and of the report (same service filters). */
export const appointmentFilters = [
  <DomainArrayFilter key="status" source="status" domain="STATUS_APPOINTMENT" alwaysOn />,
  <DateInput key="from" source="from" alwaysOn />,
  <ToDateFilter key="to" source="to" alwaysOn />,
  <ProfessionalFilter key="doctorId" source="doctorId" alwaysOn />,
  <PatientFilter key="patientId" source="patientId" />,
  <DomainArrayFilter key="source" source="source" domain="APPOINTMENT_SOURCE" />,
];
