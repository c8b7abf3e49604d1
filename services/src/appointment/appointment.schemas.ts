import { z } from 'zod';

export {
  type TAppointmentCountsDto,
  type TAppointmentDto,
  type TAppointmentFieldsPageDto,
  type TAppointmentFieldsQuery,
  type TAppointmentFileDto,
  type TAppointmentFilter,
  type TAppointmentListQuery,
  type TAppointmentPageDto,
  type TAppointmentReportPageDto,
  type TAppointmentReportQuery,
  type TAppointmentReportRowDto,
  ZAppointmentDto,
  ZAppointmentFieldsPageDto,
  ZAppointmentFieldsQuery,
  ZAppointmentListQuery,
  ZAppointmentPageDto,
  ZAppointmentReportPageDto,
  ZAppointmentReportQuery,
} from '@teleconsulta/schema';

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });
