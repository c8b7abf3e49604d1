import { z } from 'zod';

export type {
  TAppointmentCountsDto,
  TAppointmentDto,
  TAppointmentFieldsPageDto,
  TAppointmentFieldsQuery,
  TAppointmentFileDto,
  TAppointmentFilter,
  TAppointmentListQuery,
  TAppointmentPageDto,
  TAppointmentReportPageDto,
  TAppointmentReportQuery,
  TAppointmentReportRowDto,
} from '@teleconsulta/schema';

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
