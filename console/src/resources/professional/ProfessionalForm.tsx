import Alert from '@mui/material/Alert';
import { type Locale, ZProfessionalCreate, ZProfessionalPatch } from '@teleconsulta/schema';
import {
  BooleanInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  TabbedForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useDomainChoices } from '../../providers/domain.hooks';
import { CityInput, RegionInput } from '../person/AddressInputs';
import { STATUS_CHOICES } from '../person/person.choices';
import { maskZipCode, parseDigits } from '../person/person.masks';
import { ProfessionalPhotoInput } from './ProfessionalPhotoInput';
import { ROLE_CHOICES, sectionLabel } from './professional.choices';
import { validateProfessional } from './professional.validation';

/** Deleting is on the show page (with a confirmation): the form only saves. */
const toolbar = (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The record holds { code, name } specialties, the input codes. */
const toCodes = (value: unknown) =>
  Array.isArray(value) ? value.map((s) => (typeof s === 'object' && s !== null ? (s as { code: string }).code : s)) : value;

/** A domain list as a select; remounts once the choices arrive. */
const DomainSelect = ({
  source,
  domain,
  multiple,
}: {
  source: string;
  domain: 'REQUEST_SPECIALTYS' | 'PROFESSIONAL_REGISTER_TYPE' | 'REGION';
  multiple?: boolean;
}) => {
  const { choices, isPending } = useDomainChoices(domain);
  const key = isPending ? 'pending' : 'ready';
  return multiple ? (
    <SelectArrayInput
      key={key}
      source={source}
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      format={toCodes}
      isRequired
      fullWidth
    />
  ) : (
    <SelectInput key={key} source={source} choices={choices} isPending={isPending} translateChoice={false} isRequired />
  );
};

/** The create and edit form (SPEC §3 Professional), validated with the shared zod schemas; server errors land under the inputs. */
export const ProfessionalForm = ({ mode, defaultValues }: { mode: 'create' | 'update'; defaultValues?: Record<string, unknown> }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const schema = mode === 'create' ? ZProfessionalCreate : ZProfessionalPatch;
  return (
    <TabbedForm
      validate={(values) => validateProfessional(schema, values, locale as Locale)}
      defaultValues={defaultValues}
      toolbar={toolbar}
      warnWhenUnsavedChanges
    >
      <TabbedForm.Tab label={sectionLabel('identity')}>
        <TextInput source="name" isRequired fullWidth />
        <DomainSelect source="licenseCouncil" domain="PROFESSIONAL_REGISTER_TYPE" />
        <TextInput source="crm" isRequired />
        <DomainSelect source="crmState" domain="REGION" />
        <DomainSelect source="specialties" domain="REQUEST_SPECIALTYS" multiple />
        <SelectInput source="role" choices={ROLE_CHOICES} isRequired />
        <SelectInput source="status" choices={STATUS_CHOICES} />
        <BooleanInput source="emergencyAccess" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('profile')}>
        {/* The photo is a file saved by its own call, once the professional exists (edit page only). */}
        {mode === 'update' ? (
          <ProfessionalPhotoInput />
        ) : (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="professional-photo-after-create">
            {translate('resources.professionals.photo.after_create')}
          </Alert>
        )}
        <TextInput source="bio" multiline minRows={3} fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('contact')}>
        <TextInput source="mail" type="email" fullWidth />
        <TextInput source="cellPhone" helperText="(11) 98765-4321" />
        <TextInput source="telephone" helperText="(11) 3333-4444" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={sectionLabel('address')}>
        <TextInput source="zipCode" format={maskZipCode} parse={parseDigits} helperText="00000-000" />
        <TextInput source="street" fullWidth />
        <TextInput source="number" />
        <TextInput source="complement" />
        <TextInput source="neighborhood" />
        <RegionInput />
        <CityInput />
      </TabbedForm.Tab>
    </TabbedForm>
  );
};
