export { type TDashboardDto, type TDashboardQueueDto, ZDashboardDto } from '@teleconsulta/schema';
