import {
  BooleanField,
  DateField,
  DeleteButton,
  EditButton,
  FunctionField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { ProfessionalRecord } from '../../providers/professional.documents';
import { DomainValueField } from '../person/DomainValueField';
import { maskZipCode } from '../person/person.masks';
import { StatusField } from '../person/StatusField';
import { ProfessionalPhotoField } from './ProfessionalPhotoField';
import { registrationText, sectionLabel } from './professional.choices';
import { RoleField } from './RoleField';
import { SpecialtiesField } from './SpecialtiesField';
import { ProfessionalScheduleTab } from './schedule/ProfessionalScheduleTab';

const ShowActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/** A professional's registration, profile, contact and address. */
const ProfessionalShow = () => (
  <Show actions={<ShowActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label={sectionLabel('identity')}>
        <TextField source="name" />
        <FunctionField<ProfessionalRecord> source="crm" render={registrationText} />
        <SpecialtiesField source="specialties" />
        <RoleField source="role" />
        <StatusField source="status" />
        <BooleanField source="emergencyAccess" />
        <DateField source="createdAt" showTime />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('profile')}>
        <ProfessionalPhotoField source="photoUrl" size="large" />
        <TextField source="bio" emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('contact')}>
        <TextField source="mail" emptyText="—" />
        <TextField source="cellPhone" emptyText="—" />
        <TextField source="telephone" emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={sectionLabel('address')}>
        <FunctionField<ProfessionalRecord> source="zipCode" render={(r) => (r.zipCode ? maskZipCode(r.zipCode) : '—')} />
        <TextField source="street" emptyText="—" />
        <TextField source="number" emptyText="—" />
        <TextField source="complement" emptyText="—" />
        <TextField source="neighborhood" emptyText="—" />
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
