import { FunctionField, useRecordContext } from 'react-admin';
import type { DomainName } from '../../gql/graphql';
import { useDomainChoices } from '../../providers/domain.hooks';

type DomainValueFieldProps = {
  source: 'gender' | 'city' | 'country' | 'region';
  domain: DomainName;
  /** For CITY: the record field that holds the state. */
  parentSource?: 'region';
  label?: string;
};

/** A stored domain code shown as its text (e.g. the city's IBGE code as its name), in the current language. */
export const DomainValueField = ({ source, domain, parentSource }: DomainValueFieldProps) => {
  const record = useRecordContext<Record<string, string | null>>();
  const parent = parentSource ? (record?.[parentSource] ?? null) : null;
  const { choices } = useDomainChoices(domain, { parent, skip: !record?.[source] || (parentSource !== undefined && !parent) });
  return (
    <FunctionField
      source={source}
      render={(r: Record<string, string | null>) => {
        const code = r[source];
        return code ? (choices.find((c) => c.id === code)?.name ?? code) : '—';
      }}
    />
  );
};
