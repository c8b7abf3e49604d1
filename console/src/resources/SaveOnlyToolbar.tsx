import { SaveButton, Toolbar } from 'react-admin';

/** A form's toolbar that only saves: deleting, where a resource allows it, is on its show page (with a confirmation). */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
