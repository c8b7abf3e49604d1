import LockIcon from '@mui/icons-material/Lock';
import { useState } from 'react';
import { Button, EditButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import type { SecurityIncidentRecord } from '../../providers/security-incident.documents';
import { FIT_WIDTH_SX } from '../fit-width';
import { SecurityIncidentCloseDialog } from './SecurityIncidentCloseDialog';
import { SecurityIncidentDetails } from './SecurityIncidentFields';
import { incidentKey } from './security-incident.choices';

/** An open entry is completed (Edit) and closed here (a confirmation first); a closed one has no action: it never changes. */
const ShowActions = () => {
  const record = useRecordContext<SecurityIncidentRecord>();
  const [closing, setClosing] = useState(false);
  if (record?.status !== 'OPEN') return <TopToolbar />;
  return (
    <TopToolbar>
      <EditButton />
      <Button label={incidentKey('actions.close')} onClick={() => setClosing(true)} color="error" data-testid="incident-close">
        <LockIcon />
      </Button>
      {closing ? <SecurityIncidentCloseDialog record={record} onClose={() => setClosing(false)} /> : null}
    </TopToolbar>
  );
};

/** An entry of the register: what happened, the measures and communications, the deadlines, who recorded and closed it. */
const SecurityIncidentShow = () => (
  <Show actions={<ShowActions />} sx={FIT_WIDTH_SX}>
    <SecurityIncidentDetails />
  </Show>
);

export default SecurityIncidentShow;
