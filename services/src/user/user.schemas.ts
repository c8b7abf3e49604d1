import { z } from 'zod';

export { type TAuthPayloadDto, type TMembershipDto, type TViewerDto, ZAuthPayloadDto, ZViewerDto } from '@teleconsulta/schema';

export const ZRefreshInput = z.object({ refreshToken: z.string().min(20).max(200) });
