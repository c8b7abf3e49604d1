import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** The gateway serves HTTP and graphql-ws on the same path; the app always talks to its own origin. */
const gatewayProxy: Record<string, ProxyOptions> = {
  '/graphql': { target: 'http://localhost:4000', ws: true, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: gatewayProxy },
  preview: { port: 5173, strictPort: true, proxy: gatewayProxy },
});
