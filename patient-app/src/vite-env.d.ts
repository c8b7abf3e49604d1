/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Path of the gateway on this origin, for HTTP and WebSocket (default /graphql). */
  readonly VITE_GATEWAY_PATH?: string;
  /** Product name shown in the app bar and the window title (default Teleconsulta). */
  readonly VITE_PRODUCT_NAME?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
