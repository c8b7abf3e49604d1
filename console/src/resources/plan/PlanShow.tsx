import { BooleanField, NumberField, ReferenceField, SelectField, TabbedShowLayout, TextField } from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { ScrollableTabbedShow } from '../ScrollableTabbedShow';
import { CommissionField } from './CommissionField';
import { MoneyField } from './MoneyField';
import { planSection, useBillTypeChoices } from './plan.choices';

const minutes = { style: 'unit', unit: 'minute' } as const;

/** Every field of a plan, grouped as in SPEC §3; money in BRL. */
const PlanShow = () => {
  const billTypes = useBillTypeChoices();
  return (
    <ScrollableTabbedShow>
      <TabbedShowLayout.Tab label={planSection('billing')}>
        <TextField source="name" />
        <TextField source="description" emptyText="—" />
        <ReferenceField source="companyId" reference="companies" link="show" emptyText="—" />
        <SelectField source="billType" choices={billTypes} translateChoice={false} />
        <NumberField source="durationDays" />
        <CommissionField label="resources.plans.fields.commissionValue" />
        <BooleanField source="active" />
        <LocalDateField source="createdAt" showTime />
        <LocalDateField source="updatedAt" showTime />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={planSection('attendance')}>
        <NumberField source="initialAttendanceQuantity" />
        <MoneyField source="attendanceValueCents" />
        <NumberField source="maxAttendanceMinutes" options={minutes} emptyText="—" />
        <NumberField source="attendanceAverageMinutes" options={minutes} emptyText="—" />
        <NumberField source="recordedAttendanceAverageMinutes" options={minutes} emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={planSection('minutes')}>
        <NumberField source="minutesQuantity" />
        <MoneyField source="minutesValueCents" />
        <NumberField source="recordedMinutesQuantity" />
        <MoneyField source="recordedMinutesValueCents" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={planSection('additional')}>
        <BooleanField source="additionalMinutesAllowed" />
        <MoneyField source="additionalMinutesValueCents" />
        <NumberField source="additionalMinutesMax" emptyText="—" />
        <BooleanField source="additionalRecordedMinutesAllowed" />
        <MoneyField source="additionalRecordedMinutesValueCents" />
        <NumberField source="additionalRecordedMinutesMax" emptyText="—" />
      </TabbedShowLayout.Tab>
    </ScrollableTabbedShow>
  );
};

export default PlanShow;
