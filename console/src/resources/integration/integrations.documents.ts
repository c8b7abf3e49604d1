import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

/** The Integrations page's GraphQL (integration.graphql): API keys, webhook endpoints and their attempt log. */
export const IntegrationsDocument = graphql(`
  query Integrations {
    integrationApiKeys {
      id
      name
      prefix
      createdAt
      revokedAt
    }
    webhookEndpoints {
      id
      url
      active
      lastDeliveredSequence
      failures
      createdAt
    }
  }
`);
export type IntegrationsData = ResultOf<typeof IntegrationsDocument>;
export type ApiKeyRecord = IntegrationsData['integrationApiKeys'][number];
export type WebhookRecord = IntegrationsData['webhookEndpoints'][number];

export const CreateApiKeyDocument = graphql(`
  mutation CreateIntegrationApiKey($name: String!) {
    createIntegrationApiKey(name: $name) {
      secret
      key {
        id
      }
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeIntegrationApiKey($id: ID!) {
    revokeIntegrationApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export const CreateWebhookDocument = graphql(`
  mutation CreateWebhookEndpoint($url: String!) {
    createWebhookEndpoint(url: $url) {
      secret
      endpoint {
        id
      }
    }
  }
`);

export const SetWebhookActiveDocument = graphql(`
  mutation SetWebhookEndpointActive($id: ID!, $active: Boolean!) {
    setWebhookEndpointActive(id: $id, active: $active) {
      id
      active
    }
  }
`);

export const WebhookAttemptsDocument = graphql(`
  query WebhookAttempts($endpointId: ID!) {
    webhookAttempts(endpointId: $endpointId) {
      id
      sequence
      attempt
      statusCode
      error
      delivered
      at
    }
  }
`);
