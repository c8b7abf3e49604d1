import { SelectArrayInput, type SelectArrayInputProps, SelectInput, type SelectInputProps } from 'react-admin';
import type { DomainName } from '../gql/graphql';
import { useDomainChoices } from '../providers/domain.hooks';

type Loading = { isPending: boolean };
type Domain = { domain: DomainName };
const stage = (isPending: boolean) => (isPending ? 'pending' : 'ready');

/**
 * A select over choices the gateway names in the current language (so not translated again). It remounts once the
 * choices arrive: SelectInput would otherwise render one frame with the empty list.
 */
export const LoadedSelectInput = ({ isPending, ...props }: SelectInputProps & Loading) => (
  <SelectInput key={stage(isPending)} isPending={isPending} translateChoice={false} {...props} />
);

/** The multiple choice of LoadedSelectInput. */
export const LoadedSelectArrayInput = ({ isPending, ...props }: SelectArrayInputProps & Loading) => (
  <SelectArrayInput key={stage(isPending)} isPending={isPending} translateChoice={false} {...props} />
);

/** A domain list (SPEC §3) as a select. */
export const DomainSelectInput = ({ domain, ...props }: Omit<SelectInputProps, 'choices'> & Domain) => {
  const { choices, isPending } = useDomainChoices(domain);
  return <LoadedSelectInput choices={choices} isPending={isPending} {...props} />;
};

/** A domain list (SPEC §3) as a multiple choice. */
export const DomainSelectArrayInput = ({ domain, ...props }: Omit<SelectArrayInputProps, 'choices'> & Domain) => {
  const { choices, isPending } = useDomainChoices(domain);
  return <LoadedSelectArrayInput choices={choices} isPending={isPending} {...props} />;
};
