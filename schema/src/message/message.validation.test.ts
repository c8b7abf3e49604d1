import { describe, expect, it } from 'vitest';
import { translateIssues } from '../util/issues.js';
import {
  isUnreadBy,
  MESSAGE_BODY_MAX,
  messageReachOf,
  messageSideOf,
  otherSide,
  replySubject,
  threadStatus,
  ZMessageCreate,
  ZMessageIds,
  ZMessageListQuery,
  ZMessageResponse,
} from './message.validation.js';

const issues = (result: { success: boolean; error?: unknown }, locale: 'en' | 'pt-BR' = 'en') =>
  result.success ? [] : translateIssues(result.error as never, locale, 'message');

describe('message thread rules', () => {
  it('puts clinic staff on the clinic side, a patient on the person side, everyone else nowhere', () => {
    expect(messageSideOf(['CA'])).toBe('CLINIC');
    expect(messageSideOf(['M'])).toBe('CLINIC');
    expect(messageSideOf(['ADMIN'])).toBe('CLINIC');
    expect(messageSideOf(['P'])).toBe('PERSON');
    expect(messageSideOf(['P', 'M'])).toBe('CLINIC');
    // A professional answers the threads addressed to them, on the clinic's side; a representative has none.
    expect(messageSideOf(['D'])).toBe('CLINIC');
    expect(messageReachOf(['DC', 'R'])).toEqual({ side: 'CLINIC', addressedOnly: true });
    expect(messageReachOf(['D', 'M'])).toEqual({ side: 'CLINIC', addressedOnly: false });
    expect(messageReachOf(['D', 'P'])).toEqual({ side: 'PERSON', addressedOnly: false });
    expect(messageSideOf(['R'])).toBeNull();
    expect(otherSide('CLINIC')).toBe('PERSON');
  });

  it('counts as unread only the other side’s messages not yet seen', () => {
    expect(isUnreadBy('CLINIC', { sender: 'PERSON', seenAt: null })).toBe(true);
    expect(isUnreadBy('CLINIC', { sender: 'PERSON', seenAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(isUnreadBy('CLINIC', { sender: 'CLINIC', seenAt: null })).toBe(false);
    expect(isUnreadBy('PERSON', { sender: 'CLINIC', seenAt: null })).toBe(true);
  });

  it('gives a thread its SPEC §4 status: archived first, then new while unread, then unarchived or seen', () => {
    const at = '2026-01-01T00:00:00Z';
    expect(threadStatus({ archivedAt: at, unarchivedAt: null, unread: 3 })).toBe('ARCHIVED');
    expect(threadStatus({ archivedAt: null, unarchivedAt: at, unread: 1 })).toBe('NEW');
    expect(threadStatus({ archivedAt: null, unarchivedAt: null, unread: 1 })).toBe('NEW');
    expect(threadStatus({ archivedAt: null, unarchivedAt: at, unread: 0 })).toBe('UNARCHIVED');
    expect(threadStatus({ archivedAt: null, unarchivedAt: null, unread: 0 })).toBe('SEEN');
  });

  it('prefixes a reply’s subject once', () => {
    expect(replySubject('Exame')).toBe('Re: Exame');
    expect(replySubject('Re: Exame')).toBe('Re: Exame');
    expect(replySubject('RE: exame')).toBe('RE: exame');
    expect(replySubject('x'.repeat(150))).toHaveLength(150);
  });
});

describe('message validation', () => {
  it('requires a subject and a body, in the message labels of both languages', () => {
    expect(issues(ZMessageCreate.safeParse({ subject: '  ', body: '' }))).toEqual([
      { field: 'subject', message: 'Subject is required' },
      { field: 'body', message: 'Message is required' },
    ]);
    expect(issues(ZMessageCreate.safeParse({}), 'pt-BR')).toEqual([
      { field: 'subject', message: 'O campo Assunto é obrigatório' },
      { field: 'body', message: 'O campo Mensagem é obrigatório' },
    ]);
  });

  it('limits the lengths and checks the ids', () => {
    expect(
      issues(ZMessageCreate.safeParse({ subject: 's'.repeat(151), body: 'b'.repeat(MESSAGE_BODY_MAX + 1), personId: 'nope' })),
    ).toEqual([
      { field: 'subject', message: 'Subject must be at most 150 characters' },
      { field: 'body', message: 'Message must be at most 5000 characters' },
      { field: 'personId', message: 'Patient is invalid' },
    ]);
    const ok = ZMessageCreate.parse({ subject: ' Oi ', body: ' corpo ', appointment: '' });
    expect(ok).toEqual({ subject: 'Oi', body: 'corpo', appointment: null });
  });

  it('reads automatic_answer by either name, false when absent', () => {
    expect(ZMessageResponse.parse({ body: 'ok' }).automaticAnswer).toBe(false);
    expect(ZMessageResponse.parse({ body: 'ok', automatic_answer: true }).automaticAnswer).toBe(true);
    expect(ZMessageResponse.parse({ body: 'ok', automaticAnswer: true }).automaticAnswer).toBe(true);
    expect(issues(ZMessageResponse.safeParse({ body: 'ok', automaticAnswer: 'yes' }))).toEqual([
      { field: 'automaticAnswer', message: 'Automatic answer is invalid' },
    ]);
  });

  it('takes 1 to 100 message ids, each once', () => {
    const id = '6f1c1c1e-1111-4c1c-9c1c-1c1c1c1c1c1c';
    expect(ZMessageIds.parse({ ids: [id, id] }).ids).toEqual([id]);
    expect(ZMessageIds.safeParse({ ids: [] }).success).toBe(false);
    expect(ZMessageIds.safeParse({ ids: Array.from({ length: 101 }, () => crypto.randomUUID()) }).success).toBe(false);
    expect(ZMessageIds.safeParse({ ids: ['x'] }).success).toBe(false);
  });

  it('lists with the SPEC default fields and only whitelisted ones', () => {
    expect(ZMessageListQuery.parse({}).fields).toEqual(['id', 'company_id']);
    expect(ZMessageListQuery.parse({ fields: 'id, subject,id', archived: 'true' })).toMatchObject({
      fields: ['id', 'subject'],
      archived: true,
    });
    expect(ZMessageListQuery.safeParse({ fields: 'id,sender_user_id' }).success).toBe(false);
    expect(ZMessageListQuery.safeParse({ perPage: '101' }).success).toBe(false);
  });
});
