import { describe, expect, it } from 'vitest';
import { toMessageFilter, toMessageListVariables, toNewMessageInput, toOutboxFilter } from './message.mappers';

describe('message mappers', () => {
  it('turns the inbox toggles and search into a MessageFilter', () => {
    expect(toMessageFilter({ archived: false, unread: false, q: '  ' })).toEqual({ archived: false });
    expect(toMessageFilter({ archived: 'true', unread: true, q: ' exame ' })).toEqual({ archived: true, unread: true, q: 'exame' });
    expect(toMessageListVariables({ pagination: { page: 2, perPage: 25 }, filter: {} })).toEqual({ page: 2, perPage: 25, filter: {} });
  });

  it('keeps only known outbox statuses', () => {
    expect(toOutboxFilter({ status: 'FAILED', q: 'maria' })).toEqual({ status: 'FAILED', q: 'maria' });
    expect(toOutboxFilter({ status: 'DELETED' })).toEqual({});
  });

  it('sends a new message with the patient or null', () => {
    expect(toNewMessageInput({ subject: 'Oi', body: 'Corpo', personId: '' })).toEqual({ subject: 'Oi', body: 'Corpo', personId: null });
    expect(toNewMessageInput({ personId: 'p1' })).toEqual({ subject: '', body: '', personId: 'p1' });
  });
});
