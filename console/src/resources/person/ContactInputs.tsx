import { TextInput } from 'react-admin';

/** How to reach a person or a professional: e-mail, cell phone and telephone. */
export const ContactInputs = () => (
  <>
    <TextInput source="mail" type="email" fullWidth />
    <TextInput source="cellPhone" helperText="(11) 98765-4321" />
    <TextInput source="telephone" helperText="(11) 3333-4444" />
  </>
);
