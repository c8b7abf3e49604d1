import { SearchInput } from 'react-admin';

/** A list's free-text search (the `q` filter), always shown, first among the filters. */
export const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
