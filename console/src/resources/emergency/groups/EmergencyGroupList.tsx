import { DataTable } from 'react-admin';
import { EmergencySettingsList } from '../EmergencySettingsList';
import { useEmergencyGroupExporter } from './emergency-group.exporter';

/** Every group of the company (read whole, paged here). */
const EmergencyGroupList = () => (
  <EmergencySettingsList exporter={useEmergencyGroupExporter()}>
    <DataTable.Col source="name" />
    <DataTable.NumberCol source="queueCount" disableSort />
  </EmergencySettingsList>
);

export default EmergencyGroupList;
