import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { type MouseEvent, useState } from 'react';
import { Button, type DataProvider, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';

type PersonDataProvider = DataProvider & { setPersonStatus: (id: string, active: boolean) => Promise<unknown> };

/** Activates or deactivates the person in context (PUT /person/{id}/status), then reloads the page's data. */
export const StatusToggleButton = () => {
  const record = useRecordContext<{ id: string; status: string }>();
  const dataProvider = useDataProvider<PersonDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const active = record.status === 'ACTIVE';

  const toggle = async (event: MouseEvent) => {
    event.stopPropagation();
    setBusy(true);
    try {
      await dataProvider.setPersonStatus(record.id, !active);
      notify(active ? 'resources.persons.notifications.deactivated' : 'resources.persons.notifications.activated', { type: 'info' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.INTERNAL', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label={active ? 'resources.persons.actions.deactivate' : 'resources.persons.actions.activate'}
      onClick={toggle}
      disabled={busy}
      className="person-status-toggle"
    >
      {active ? <ToggleOffIcon /> : <ToggleOnIcon />}
    </Button>
  );
};
