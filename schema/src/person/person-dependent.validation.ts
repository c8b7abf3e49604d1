import { z } from 'zod';

/** A dependent's relationship to the responsible person (issue 18 item 2, SPEC §2 "register dependent"). */
export const DEPENDENT_RELATIONSHIPS = ['CHILD', 'SPOUSE', 'PARENT', 'OTHER'] as const;
export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number];

export const ZDependentRelationship = z.enum(DEPENDENT_RELATIONSHIPS, { message: 'invalid' });
