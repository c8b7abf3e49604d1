import type { Locale } from '@teleconsulta/schema';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  useLocaleState,
} from 'react-admin';
import { MoneyInput } from './MoneyInput';
import { NEW_PLAN_DEFAULTS, PLAN_COMMISSION_TYPE_CHOICES, planSection, useBillTypeChoices } from './plan.choices';
import { validatePlan } from './plan.validation';

/** The commission value: percent or reais after the chosen type (both kept in hundredths). */
const CommissionValueInput = () => (
  <FormDataConsumer<{ commissionType?: string | null }>>
    {({ formData }) => <MoneyInput source="commissionValue" adornment={formData.commissionType === 'PERCENTAGE' ? '%' : 'R$'} />}
  </FormDataConsumer>
);

/** The create and edit form, one tab per group of SPEC §3; validated with the shared zod schema. */
export const PlanForm = ({ mode, toolbar }: { mode: 'create' | 'update'; toolbar?: ReactElement }) => {
  const [locale] = useLocaleState();
  const billTypes = useBillTypeChoices();
  return (
    <TabbedForm
      validate={(values) => validatePlan(values, locale as Locale)}
      defaultValues={mode === 'create' ? NEW_PLAN_DEFAULTS : undefined}
      toolbar={toolbar}
      tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" />}
      warnWhenUnsavedChanges
    >
      <TabbedForm.Tab label={planSection('billing')}>
        <TextInput source="name" isRequired fullWidth />
        <TextInput source="description" multiline fullWidth />
        <SelectInput source="billType" choices={billTypes} translateChoice={false} isRequired />
        <NumberInput source="durationDays" min={1} step={1} isRequired />
        <SelectInput source="commissionType" choices={PLAN_COMMISSION_TYPE_CHOICES} emptyText="—" />
        <CommissionValueInput />
        <BooleanInput source="active" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={planSection('attendance')}>
        <NumberInput source="initialAttendanceQuantity" min={0} step={1} />
        <MoneyInput source="attendanceValueCents" />
        <NumberInput source="maxAttendanceMinutes" min={0} step={1} />
        <NumberInput source="attendanceAverageMinutes" min={0} step={1} />
        <NumberInput source="recordedAttendanceAverageMinutes" min={0} step={1} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={planSection('minutes')}>
        <NumberInput source="minutesQuantity" min={0} step={1} />
        <MoneyInput source="minutesValueCents" />
        <NumberInput source="recordedMinutesQuantity" min={0} step={1} />
        <MoneyInput source="recordedMinutesValueCents" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={planSection('additional')}>
        <BooleanInput source="additionalMinutesAllowed" />
        <MoneyInput source="additionalMinutesValueCents" />
        <NumberInput source="additionalMinutesMax" min={0} step={1} />
        <BooleanInput source="additionalRecordedMinutesAllowed" />
        <MoneyInput source="additionalRecordedMinutesValueCents" />
        <NumberInput source="additionalRecordedMinutesMax" min={0} step={1} />
      </TabbedForm.Tab>
    </TabbedForm>
  );
};
