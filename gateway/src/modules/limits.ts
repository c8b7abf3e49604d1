import { ERRORS, errorText } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { RateLimiter } from '../rate-limit.js';

/**
 * Counts one attempt of the caller's address; over the limit, "Too many attempts" with the seconds to wait. Counted
 * per resolved field, so N aliased attempts in one request are N (SECURITY.md T08, T09).
 */
export async function limitAttempts(ctx: GatewayContext, limiter: RateLimiter): Promise<void> {
  const retryAfter = await limiter.hit(ctx.clientIp);
  if (retryAfter > 0) {
    throw new GraphQLError(errorText('TOO_MANY_ATTEMPTS', ctx.locale), {
      extensions: { code: 'TOO_MANY_ATTEMPTS', status: ERRORS.TOO_MANY_ATTEMPTS.status, retryAfter },
    });
  }
}
