/** The contact fields of PersonInput and ProfessionalInput, in their order. */
export const CONTACT_INPUT_FIELDS = ['mail', 'cellPhone', 'telephone'] as const;

/** The address fields of PersonInput and ProfessionalInput (the country is the person's alone), in their order. */
export const ADDRESS_INPUT_FIELDS = ['street', 'number', 'complement', 'neighborhood', 'city', 'region', 'zipCode'] as const;
