import { useMutation } from '@apollo/client/react';
import { useAddressForm } from './address-form.hook';
import { UpdateMyProfileDocument } from './profile.documents';
import { checkProfile, type ProfileValues, toProfileValues } from './profile-form.util';

/** The patient's profile form (name, phones, address by CEP), saved with updateMyProfile. */
export function useProfileForm(personId: string, initial: ProfileValues) {
  const [save] = useMutation(UpdateMyProfileDocument);
  return useAddressForm({
    initial,
    check: checkProfile,
    save: async (input) => {
      const { data } = await save({ variables: { personId, input } });
      return data ? toProfileValues(data.updateMyProfile) : null;
    },
  });
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
