import { type FormTabProps, TabbedForm, TextInput } from 'react-admin';

/** A person's or a professional's form tab of how to reach them: e-mail, cell phone and telephone. */
export const ContactTab = (props: Omit<FormTabProps, 'children'>) => (
  <TabbedForm.Tab {...props}>
    <TextInput source="mail" type="email" fullWidth />
    <TextInput source="cellPhone" helperText="(11) 98765-4321" />
    <TextInput source="telephone" helperText="(11) 3333-4444" />
  </TabbedForm.Tab>
);
