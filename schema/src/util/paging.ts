import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.js';

/**
 * The paging of a list's query string (`?page=&perPage=`): page from 1 (default 1), perPage from 1 to MAX_PAGE_SIZE
 * (default DEFAULT_PAGE_SIZE); a bad value is the field's "invalid". Spread into a list query's object.
 */
export const pagingShape = {
  page: z.coerce.number({ message: 'invalid' }).int({ message: 'invalid' }).min(1, { message: 'invalid' }).default(1),
  perPage: z.coerce
    .number({ message: 'invalid' })
    .int({ message: 'invalid' })
    .min(1, { message: 'invalid' })
    .max(MAX_PAGE_SIZE, { message: 'invalid' })
    .default(DEFAULT_PAGE_SIZE),
};
