export {
  type TAvailabilityDto,
  type TAvailabilityQuery,
  ZAvailabilityDto,
  ZAvailabilityQuery,
} from '@teleconsulta/schema';
