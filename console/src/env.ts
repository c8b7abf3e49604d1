/** The console's only configuration: Vite's VITE_* variables, read and checked once (STYLE convention 10). */
type Env = {
  /** GraphQL endpoint of the gateway; the websocket uses the same path. Same-origin by default. */
  graphqlUrl: string;
};

function readEnv(source: ImportMetaEnv): Env {
  const graphqlUrl = source.VITE_GRAPHQL_URL?.trim() || '/graphql';
  if (!graphqlUrl.startsWith('/') && !/^https?:\/\//.test(graphqlUrl)) {
    throw new Error(`VITE_GRAPHQL_URL must be a path or an http(s) URL, got "${graphqlUrl}"`);
  }
  return { graphqlUrl };
}

export const env: Env = readEnv(import.meta.env);
