import { BooleanField, DataTable, FunctionField } from 'react-admin';
import type { EmergencyQueueRecord } from '../../../providers/emergency.documents';
import { EmergencySettingsList } from '../EmergencySettingsList';
import { useEmergencyQueueExporter } from './emergency-queue.exporter';

/** The company's queues with their group, specialty, granted professionals and open protocols. */
const EmergencyQueueList = () => (
  <EmergencySettingsList exporter={useEmergencyQueueExporter()}>
    <DataTable.Col source="name" />
    <DataTable.Col source="groupName" />
    <DataTable.Col source="specialty" disableSort>
      <FunctionField<EmergencyQueueRecord> render={(q) => q.specialty.name} />
    </DataTable.Col>
    <DataTable.Col source="professionalIds" disableSort>
      <FunctionField<EmergencyQueueRecord> render={(q) => q.professionals.map((p) => p.name).join(', ') || '—'} />
    </DataTable.Col>
    <DataTable.Col source="counts" disableSort>
      <FunctionField<EmergencyQueueRecord> render={(q) => q.counts?.waiting ?? 0} />
    </DataTable.Col>
    <DataTable.NumberCol source="maxWaitMinutes" />
    <DataTable.Col source="active" disableSort>
      <BooleanField source="active" />
    </DataTable.Col>
  </EmergencySettingsList>
);

export default EmergencyQueueList;
