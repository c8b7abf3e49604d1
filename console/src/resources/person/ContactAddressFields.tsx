import { TextField } from 'react-admin';

/** The contact tab of a person's or a professional's page (show tabs label each field, so a list of fields). */
export const CONTACT_FIELDS = [
  <TextField key="mail" source="mail" emptyText="—" />,
  <TextField key="cellPhone" source="cellPhone" emptyText="—" />,
  <TextField key="telephone" source="telephone" emptyText="—" />,
];

/** The street lines of an address on a person's or a professional's page, after the CEP. */
export const STREET_FIELDS = [
  <TextField key="street" source="street" emptyText="—" />,
  <TextField key="number" source="number" emptyText="—" />,
  <TextField key="complement" source="complement" emptyText="—" />,
  <TextField key="neighborhood" source="neighborhood" emptyText="—" />,
];
