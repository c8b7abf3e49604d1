import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { buildSchema, introspectionFromSchema } from 'graphql';
import { defineConfig, type Plugin } from 'vite';

const MODULE_ID = 'virtual:schema-introspection';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * The public schema's introspection, computed from schema/graphql/*.graphql at build time, for
 * ra-data-graphql's `introspection.schema`: the gateway turns introspection off in production and its
 * depth limit refuses the introspection query anyway.
 */
function schemaIntrospection(sdlDir: URL): Plugin {
  return {
    name: 'teleconsulta:schema-introspection',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = readdirSync(sdlDir).filter((file) => file.endsWith('.graphql'));
      for (const file of files) this.addWatchFile(new URL(file, sdlDir).pathname);
      const sdl = files.map((file) => readFileSync(new URL(file, sdlDir), 'utf8')).join('\n');
      const { __schema } = introspectionFromSchema(buildSchema(sdl), { descriptions: false });
      return `export default ${JSON.stringify(__schema)};`;
    },
  };
}

/** The gateway is same-origin: HTTP and the graphql-ws socket both live on /graphql, its images on /media. */
const gatewayProxy = {
  '/graphql': { target: 'http://localhost:4000', changeOrigin: true, ws: true },
  '/media': { target: 'http://localhost:4000', changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), schemaIntrospection(new URL('../schema/graphql/', import.meta.url))],
  server: { port: 5174, strictPort: true, proxy: gatewayProxy },
  preview: { port: 5174, strictPort: true, proxy: gatewayProxy },
});
