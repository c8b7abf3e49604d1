/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Path of the gateway on this origin, for HTTP and WebSocket (default /graphql). */
  readonly VITE_GATEWAY_PATH?: string;
  /** Product name shown in the app bar and the window title (default Teleconsulta). */
  readonly VITE_PRODUCT_NAME?: string;
  /** The local print helper for emergency tags (default http://127.0.0.1:9100). */
  readonly VITE_PRINT_HELPER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
