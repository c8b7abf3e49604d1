import { SelectInput, type SelectInputProps } from 'react-admin';
import { useRegionChoices } from '../../providers/region.hooks';

/** The company's state, one of the 27 from the gateway's REGION domain list. */
export const StateInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { choices, isPending } = useRegionChoices();
  // Remounts once the choices arrive: SelectInput would otherwise render one frame with the empty list.
  return (
    <SelectInput
      key={isPending ? 'pending' : 'ready'}
      source="state"
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      {...props}
    />
  );
};
