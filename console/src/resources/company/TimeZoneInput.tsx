import { AutocompleteInput, type AutocompleteInputProps } from 'react-admin';

const TIME_ZONES = Intl.supportedValuesOf('timeZone').map((zone) => ({ id: zone, name: zone }));

/** An IANA time zone, searchable (Brazil alone has four). */
export const TimeZoneInput = (props: Omit<AutocompleteInputProps, 'choices'>) => (
  <AutocompleteInput source="settings.timeZone" choices={TIME_ZONES} translateChoice={false} {...props} />
);
