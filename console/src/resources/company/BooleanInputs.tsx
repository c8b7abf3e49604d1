import { BooleanInput } from 'react-admin';
import { CONTRACT_FLAG_FIELDS, RULE_FIELDS } from './company.choices';

const GROUPS = { rules: RULE_FIELDS, contractFlags: CONTRACT_FLAG_FIELDS };

/** One switch per boolean of a company's group (`rules.…`, `contractFlags.…`), in the contract's order. */
export const BooleanInputs = ({ group }: { group: keyof typeof GROUPS }) =>
  GROUPS[group].map((field) => <BooleanInput key={field} source={`${group}.${field}`} />);
