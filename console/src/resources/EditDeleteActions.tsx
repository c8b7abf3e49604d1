import type { ReactNode } from 'react';
import { DeleteButton, EditButton, TopToolbar } from 'react-admin';

/**
 * A show page's toolbar: what the page adds first (`before`), edit, and delete. Deleting is pessimistic: it asks for
 * confirmation, and a refusal (a responsible person with dependents, say) is shown.
 */
export const EditDeleteActions = ({ before }: { before?: ReactNode }) => (
  <TopToolbar>
    {before}
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);
