/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_GRAPHQL_URL?: string;
}

/** Built from schema/graphql by the schemaIntrospection plugin of vite.config.ts. */
declare module 'virtual:schema-introspection' {
  const schema: import('graphql').IntrospectionSchema;
  export default schema;
}
