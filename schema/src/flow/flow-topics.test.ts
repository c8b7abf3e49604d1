import { describe, expect, expectTypeOf, it } from 'vitest';
import { FLOW_EVENT_TYPES, FLOW_TOPICS, type FlowEventKind, type FlowEventType, type FlowTopic, isFlowEvent } from './flow-topics.js';

const duplicates = (list: readonly string[]) => list.filter((item, index) => list.indexOf(item) !== index);

describe('flow topics', () => {
  it('lists each topic once, each with its own types', () => {
    expect(duplicates(FLOW_TOPICS)).toEqual([]);
    expect(Object.keys(FLOW_EVENT_TYPES).sort()).toEqual([...FLOW_TOPICS].sort());
  });

  it.each(FLOW_TOPICS)('%s has at least one type, each once and in UPPER_SNAKE_CASE', (topic) => {
    const types: readonly string[] = FLOW_EVENT_TYPES[topic];
    expect(types.length).toBeGreaterThan(0);
    expect(duplicates(types)).toEqual([]);
    for (const type of types) expect(type).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it('pairs a topic with its own types only', () => {
    expectTypeOf<'emergency'>().toExtend<FlowTopic>();
    // @ts-expect-error a misspelt topic
    expectTypeOf<'emergncy'>().toExtend<FlowTopic>();
    expectTypeOf<FlowEventType<'integration'>>().toEqualTypeOf<'API_KEY_REVOKED'>();
    expectTypeOf<{ topic: 'appointment'; type: 'BOOKED' }>().toExtend<FlowEventKind>();
    // @ts-expect-error a room's type on the appointment topic
    expectTypeOf<{ topic: 'appointment'; type: 'PEER_JOINED' }>().toExtend<FlowEventKind>();
    // @ts-expect-error a misspelt type
    expectTypeOf<{ topic: 'payment'; type: 'REFUNDD' }>().toExtend<FlowEventKind>();
  });
});

describe('isFlowEvent', () => {
  const event = { seq: '1', topic: 'integration', type: 'API_KEY_REVOKED', entityId: 'k1' };

  it('holds for a known type of the topic, and narrows the type to that topic', () => {
    expect(isFlowEvent(event, 'integration')).toBe(true);
    if (isFlowEvent(event, 'integration')) expectTypeOf(event.type).toEqualTypeOf<'API_KEY_REVOKED'>();
  });

  it('fails for another topic, or a type the topic does not publish', () => {
    expect(isFlowEvent(event, 'emergency')).toBe(false);
    expect(isFlowEvent({ ...event, type: 'API_KEY_CREATED' }, 'integration')).toBe(false);
  });
});
