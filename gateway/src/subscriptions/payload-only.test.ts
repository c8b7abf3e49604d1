import { ApolloServer } from '@apollo/server';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import { payloadOnly, resolvedFields } from './payload-only.js';

const schema = buildSchema();
const resolved = resolvedFields(schema);
const plan = (query: string, operationName?: string) => payloadOnly(schema, resolved, parse(query), operationName);

describe('payloadOnly: may one execution of an event serve every subscriber of the document?', () => {
  it('yes for the board fields computed from the event (the bench and the professional app documents)', () => {
    expect(
      plan(
        'subscription($after: ID) { emergencyBoardChanged(after: $after) { sequence type queueId protocolId positions { protocolId position } resyncRequired } }',
      ),
    ).toEqual({ variables: [] });
    expect(plan('subscription EmergencyProfessionalBoardChanged { emergencyBoardChanged { __typename sequence type } }')).toEqual({
      variables: [],
    });
  });

  it("yes for the integrators' queue events, whatever the cursor", () => {
    expect(
      plan(
        'subscription($after: ID) { emergencyQueueEvents(after: $after) { sequence type status step positions { position } occurredAt } }',
      ),
    ).toEqual({ variables: [] });
  });

  it("no when the console's board also reads each protocol with the subscriber's own credentials", () => {
    expect(plan('subscription { emergencyBoardChanged { sequence protocol { id patientName } } }')).toBeNull();
    // the same field reached through a fragment
    expect(
      plan(`subscription { emergencyBoardChanged { ...Change } }
            fragment Change on EmergencyBoardChange { sequence protocol { id } }`),
    ).toBeNull();
  });

  it('no for a root field that resolves per subscriber, and for queries', () => {
    expect(plan('subscription($a: String!, $p: String!) { paymentChanged(access: $a, protocol: $p) { __typename } }')).toBeNull();
    expect(plan('query { emergencyStatus { online } }')).toBeNull();
  });

  it('keeps the variables that change the result (used under the root field) and drops the cursor', () => {
    expect(
      plan(`subscription($after: ID, $withPositions: Boolean!, $withType: Boolean!) {
              emergencyBoardChanged(after: $after) {
                sequence
                type @include(if: $withType)
                ...P
              }
            }
            fragment P on EmergencyBoardChange { positions @include(if: $withPositions) { position } }`),
    ).toEqual({ variables: ['withPositions', 'withType'] });
  });

  it('picks the named operation of a document with several', () => {
    const doc = `subscription Light { emergencyBoardChanged { sequence } }
                 subscription Heavy { emergencyBoardChanged { protocol { id } } }`;
    expect(plan(doc, 'Light')).toEqual({ variables: [] });
    expect(plan(doc, 'Heavy')).toBeNull();
  });

  it('reads the resolvers as written: Apollo Server wrapping every field for its plugins later changes nothing', async () => {
    const gateway = buildSchema();
    const asWritten = resolvedFields(gateway);
    const apollo = new ApolloServer({ schema: gateway });
    await apollo.start();
    await apollo.executeOperation({ query: '{ __typename }' });
    await apollo.stop();
    // now every field has a resolve: read now, nothing would look shareable
    expect(() => resolvedFields(gateway)).toThrow(/before Apollo Server/);
    const board = parse('subscription { emergencyBoardChanged { sequence type } }');
    expect(payloadOnly(gateway, asWritten, board)).toEqual({ variables: [] });
  });
});
