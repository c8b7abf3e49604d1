import { formatCpf } from '@teleconsulta/schema';
import { BooleanField, FunctionField, Show, TabbedShowLayout, TextField } from 'react-admin';
import type { ProfessionalRecord } from '../../providers/professional.documents';
import { EditDeleteActions } from '../EditDeleteActions';
import { FIT_WIDTH_SX } from '../fit-width';
import { LocalDateField } from '../LocalDateField';
import { CONTACT_FIELDS, STREET_FIELDS } from '../person/ContactAddressFields';
import { DomainValueField } from '../person/DomainValueField';
import { maskZipCode } from '../person/person.masks';
import { StatusField } from '../person/StatusField';
import { ProfessionalPhotoField } from './ProfessionalPhotoField';
import { registrationText, sectionLabel } from './professional.choices';
import { RoleField } from './RoleField';
import { SpecialtiesField } from './SpecialtiesField';
import { ProfessionalScheduleTab } from './schedule/ProfessionalScheduleTab';

/** A professional's registration, profile, contact and address. */
const ProfessionalShow = () => (
  <Show actions={<EditDeleteActions />} sx={FIT_WIDTH_SX}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label={sectionLabel('identity')}>
        <TextField source="name" />
        <FunctionField<ProfessionalRecord> source="crm" render={registrationText} />
        <TextField source="rqe" emptyText="—" />
        <FunctionField<ProfessionalRecord> source="cpf" render={(r) => (r.cpf ? formatCpf(r.cpf) : '—')} />
        <SpecialtiesField source="specialties" />
        <RoleField source="role" />
        <StatusField source="status" />
        <BooleanField source="emergencyAccess" />
        <LocalDateField source="createdAt" showTime />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('profile')}>
        <ProfessionalPhotoField source="photoUrl" size="large" />
        <TextField source="bio" emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('contact')}>{CONTACT_FIELDS}</TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('address')}>
        <FunctionField<ProfessionalRecord> source="zipCode" render={(r) => (r.zipCode ? maskZipCode(r.zipCode) : '—')} />
        {STREET_FIELDS}
        <DomainValueField source="region" domain="REGION" />
        <DomainValueField source="city" domain="CITY" parentSource="region" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="resources.professionalSchedules.tab" path="availability">
        <ProfessionalScheduleTab />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

export default ProfessionalShow;
