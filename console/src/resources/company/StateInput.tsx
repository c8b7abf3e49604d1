import type { SelectInputProps } from 'react-admin';
import { useRegionChoices } from '../../providers/region.hooks';
import { LoadedSelectInput } from '../ChoiceInputs';

/** The company's state, one of the 27 from the gateway's REGION domain list. */
export const StateInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { choices, isPending } = useRegionChoices();
  return <LoadedSelectInput source="state" choices={choices} isPending={isPending} {...props} />;
};
