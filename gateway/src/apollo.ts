import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { GraphQLSchema } from 'graphql';
import type { GatewayConfig } from './config.js';
import type { GatewayContext } from './context.js';
import { formatError } from './errors.js';
import { catalogueErrorsPlugin } from './http-hygiene.js';
import { costPlugin, limitsRule } from './limits.js';

/**
 * The gateway's Apollo Server for GraphQL over HTTP: the limits of GRAPHQL_* and the catalogue's errors; its drain stops
 * the HTTP server and then the graphql-ws sockets (`subscriptions`, attached to the same HTTP server).
 */
export function createApollo(
  config: GatewayConfig,
  schema: GraphQLSchema,
  httpServer: Server,
  subscriptions: { dispose: () => Promise<void> },
): ApolloServer<GatewayContext> {
  return new ApolloServer<GatewayContext>({
    schema,
    introspection: config.graphql.introspection,
    hideSchemaDetailsFromClientErrors: config.production,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    validationRules: [limitsRule(config.graphql)],
    // GRAPHQL_MAX_TOKENS: a document longer than this is not even parsed in full.
    parseOptions: { maxTokens: config.graphql.maxTokens },
    formatError,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      costPlugin(config.graphql),
      catalogueErrorsPlugin(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await subscriptions.dispose();
            },
          };
        },
      },
    ],
  });
}
