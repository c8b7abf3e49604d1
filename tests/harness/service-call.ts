import type { SignedIn } from './graphql.js';

/**
 * Calls a REST service directly, as the gateway does: the caller's token and company (or another company, for the
 * tenancy checks), the language asked for (none: the services' default), a JSON body. For the SPEC §7 endpoints the
 * gateway does not use, and for what a test must see below the gateway.
 */
export async function callService<T = Record<string, unknown>>(
  servicesUrl: string,
  who: SignedIn,
  method: string,
  path: string,
  options: { body?: unknown; locale?: string; companyId?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${who.accessToken}`,
    'x-company-id': options.companyId ?? who.viewer.companyId,
  };
  if (options.locale) headers['accept-language'] = options.locale;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${servicesUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
