/** The app's configuration: read once from Vite's VITE_* variables, the only place that touches import.meta.env. */
export type Env = {
  /** Gateway path on the app's own origin, shared by HTTP and graphql-ws. */
  gatewayPath: string;
  productName: string;
  /** The local print helper of the reception's machine (emergency tags), e.g. http://127.0.0.1:9100. */
  printHelperUrl: string;
};

function readEnv(source: ImportMetaEnv): Env {
  const gatewayPath = source.VITE_GATEWAY_PATH?.trim() || '/graphql';
  if (!gatewayPath.startsWith('/')) throw new Error(`VITE_GATEWAY_PATH must start with "/", got "${gatewayPath}"`);
  const printHelperUrl = (source.VITE_PRINT_HELPER_URL?.trim() || 'http://127.0.0.1:9100').replace(/\/+$/, '');
  return { gatewayPath, productName: source.VITE_PRODUCT_NAME?.trim() || 'Teleconsulta', printHelperUrl };
}

export const env: Env = readEnv(import.meta.env);

/** ws(s)://<host><gatewayPath> for the page's own origin. */
export function gatewayWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${env.gatewayPath}`;
}
