import { DataTable } from 'react-admin';
import { EmergencySettingsList } from '../EmergencySettingsList';
import { emergencyGroupExporter } from './emergency-group.exporter';

/** Every group of the company (read whole, paged here). */
const EmergencyGroupList = () => (
  <EmergencySettingsList exporter={emergencyGroupExporter}>
    <DataTable.Col source="name" />
    <DataTable.NumberCol source="queueCount" disableSort />
  </EmergencySettingsList>
);

export default EmergencyGroupList;
