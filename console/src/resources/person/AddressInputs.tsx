import { AutocompleteInput, FormDataConsumer, SelectInput } from 'react-admin';
import { useDomainChoices } from '../../providers/domain.hooks';

/** The state: one of the 27 of the REGION domain list. */
export const RegionInput = () => {
  const { choices, isPending } = useDomainChoices('REGION');
  // Remounts once the choices arrive: SelectInput would otherwise render one frame with the empty list.
  return (
    <SelectInput key={isPending ? 'pending' : 'ready'} source="region" choices={choices} isPending={isPending} translateChoice={false} />
  );
};

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
export const CityInput = () => (
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
export const GenderInput = () => {
  const { choices, isPending } = useDomainChoices('GENDER');
  return (
    <SelectInput key={isPending ? 'pending' : 'ready'} source="gender" choices={choices} isPending={isPending} translateChoice={false} />
  );
};
