import ToggleOffIcon from '@mui/icons-material/ToggleOff';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { type MouseEvent, useState } from 'react';
import { Button, Confirm, type DataProvider, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { DeactivatedNotice } from './DeactivatedNotice';

type PersonDataProvider = DataProvider & { setPersonStatus: (id: string, active: boolean) => Promise<unknown> };
type PersonStatusRecord = { id: string; status: string; displayName?: string | null; name?: string | null };

/**
 * Activates or deactivates the person in context (PUT /person/{id}/status), then reloads the page's data. Deactivating
 * asks first, and its notification offers to undo it (the person is activated again); activating needs no question.
 */
export const StatusToggleButton = () => {
  const record = useRecordContext<PersonStatusRecord>();
  const dataProvider = useDataProvider<PersonDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const active = record.status === 'ACTIVE';
  const id = record.id;

  const setStatus = async (toActive: boolean) => {
    setBusy(true);
    try {
      await dataProvider.setPersonStatus(id, toActive);
      if (toActive) notify('resources.persons.notifications.activated', { type: 'info' });
      else notify(<DeactivatedNotice onUndo={() => void setStatus(true)} />, { autoHideDuration: 10_000 });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.INTERNAL', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (active) setAsking(true);
    else void setStatus(true);
  };

  return (
    <>
      <Button
        label={active ? 'resources.persons.actions.deactivate' : 'resources.persons.actions.activate'}
        onClick={onClick}
        disabled={busy}
        className="person-status-toggle"
      >
        {active ? <ToggleOffIcon /> : <ToggleOnIcon />}
      </Button>
      {/* react-admin's Confirm keeps its clicks from the list row around the button (no row click). */}
      <Confirm
        isOpen={asking}
        loading={busy}
        title="resources.persons.deactivation.title"
        titleTranslateOptions={{ name: record.name || record.displayName || '' }}
        content="resources.persons.deactivation.content"
        confirm="resources.persons.actions.deactivate"
        confirmColor="warning"
        onConfirm={async () => {
          setAsking(false);
          await setStatus(false);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
