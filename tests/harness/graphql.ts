export type GqlOptions = { token?: string | null; companyId?: string | null; locale?: string; headers?: Record<string, string> };
export type GqlResult<T = Record<string, unknown>> = {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; status?: number; fields?: Array<{ field: string; message: string }> } }>;
};

/** One GraphQL request over HTTP, as any client would send it. */
export async function gql<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: GqlOptions = {},
): Promise<GqlResult<T>> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-language': options.locale ?? 'en',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.companyId) headers['x-company-id'] = options.companyId;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await res.json()) as GqlResult<T>;
}

export const SIGN_IN = `mutation SignIn($input: SignInInput!) {
  signIn(input: $input) { accessToken refreshToken expiresIn viewer { id name roles companyId personId username memberships { companyId companyName roles } } }
}`;

export type SignedIn = {
  accessToken: string;
  refreshToken: string;
  viewer: { id: string; name: string; roles: string[]; companyId: string; personId: string | null; username: string };
};

export async function signIn(url: string, input: Record<string, unknown>): Promise<SignedIn> {
  const r = await gql<{ signIn: SignedIn }>(url, SIGN_IN, { input });
  if (!r.data?.signIn) throw new Error(`sign-in failed: ${JSON.stringify(r.errors)}`);
  return r.data.signIn;
}

export const asEmail = (email: string, password: string) => ({ method: 'EMAIL', email, password });
