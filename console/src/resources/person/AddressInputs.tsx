import { AutocompleteInput, FormDataConsumer, TextInput } from 'react-admin';
import { useDomainChoices } from '../../providers/domain.hooks';
import { DomainSelectInput } from '../ChoiceInputs';
import { maskZipCode, parseDigits } from './person.masks';

/** The state: one of the 27 of the REGION domain list. */
const RegionInput = () => <DomainSelectInput source="region" domain="REGION" />;

const CitySelect = ({ region }: { region: string | null }) => {
  const { choices, isPending } = useDomainChoices('CITY', { parent: region, skip: !region });
  return (
    <AutocompleteInput
      key={`${region ?? ''}:${isPending ? 'pending' : 'ready'}`}
      source="city"
      choices={choices}
      isPending={isPending}
      disabled={!region}
      translateChoice={false}
    />
  );
};

/** The city: an IBGE code from the CITY domain list of the chosen state. */
const CityInput = () => (
  <FormDataConsumer<{ region?: string | null }>>{({ formData }) => <CitySelect region={formData.region ?? null} />}</FormDataConsumer>
);

/** The country: ISO alpha-2 from COUNTRY_LIST. */
export const CountryInput = () => {
  const { choices, isPending } = useDomainChoices('COUNTRY_LIST');
  return (
    <AutocompleteInput
      key={isPending ? 'pending' : 'ready'}
      source="country"
      choices={choices}
      isPending={isPending}
      translateChoice={false}
    />
  );
};

/** The gender: a GENDER domain code. */
export const GenderInput = () => <DomainSelectInput source="gender" domain="GENDER" />;

/** The address of a person or a professional: CEP, street, number, complement, neighborhood, state and city. */
export const AddressInputs = () => (
  <>
    <TextInput source="zipCode" format={maskZipCode} parse={parseDigits} helperText="00000-000" />
    <TextInput source="street" fullWidth />
    <TextInput source="number" />
    <TextInput source="complement" />
    <TextInput source="neighborhood" />
    <RegionInput />
    <CityInput />
  </>
);
