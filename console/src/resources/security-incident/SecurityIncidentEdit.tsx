import { Edit, type HttpError, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { SecurityIncidentRecord } from '../../providers/security-incident.documents';
import { SecurityIncidentDetails } from './SecurityIncidentFields';
import { SecurityIncidentForm } from './SecurityIncidentForm';

/** An open entry is edited whole; a closed one never changes, so it is only shown. */
const OpenEntryForm = () => {
  const record = useRecordContext<SecurityIncidentRecord>();
  if (!record) return null;
  return record.status === 'OPEN' ? <SecurityIncidentForm /> : <SecurityIncidentDetails />;
};

/**
 * Pessimistic: the form waits for the gateway, so its field errors land under the inputs. An entry closed meanwhile
 * (CONFLICT on `status`, which no input shows) is said in the server's words and reloaded, read-only.
 */
const SecurityIncidentEdit = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const onError = (error: unknown) => {
    const errors = (error as HttpError).body?.errors as Record<string, unknown> | undefined;
    if (typeof errors?.status === 'string') {
      notify(errors.status, { type: 'error' });
      refresh();
    } else if (!errors || Object.keys(errors).length === 0) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <Edit mutationMode="pessimistic" redirect="show" mutationOptions={{ onError }}>
      <OpenEntryForm />
    </Edit>
  );
};

export default SecurityIncidentEdit;
