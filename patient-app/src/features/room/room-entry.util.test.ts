import { errorText } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { joinRefusal, roomErrorText, summaryBlock } from './room-entry.util';

describe('summaryBlock', () => {
  it('refuses an unknown, cancelled or no-show appointment', () => {
    expect(summaryBlock(null, false)).toBe('ROOM_UNAVAILABLE');
    expect(summaryBlock({ status: 'CANCELLED', paymentRequired: false }, true)).toBe('ROOM_UNAVAILABLE');
    expect(summaryBlock({ status: 'NO_SHOW', paymentRequired: false }, false)).toBe('ROOM_UNAVAILABLE');
  });

  it('asks the patient to pay first, not the professional', () => {
    expect(summaryBlock({ status: 'SCHEDULED', paymentRequired: true }, false)).toBe('PAYMENT_REQUIRED');
    expect(summaryBlock({ status: 'SCHEDULED', paymentRequired: true }, true)).toBeNull();
  });

  it('lets a paid, started or ended appointment through (the end screen)', () => {
    expect(summaryBlock({ status: 'PAID', paymentRequired: false }, false)).toBeNull();
    expect(summaryBlock({ status: 'IN_ATTENDANCE', paymentRequired: false }, false)).toBeNull();
    expect(summaryBlock({ status: 'FINISHED_BY_PROFESSIONAL', paymentRequired: false }, false)).toBeNull();
  });
});

describe('joinRefusal', () => {
  it('sends the patient to the consent, and refuses the professional', () => {
    expect(joinRefusal('CONSENT_REQUIRED', true)).toBe('consent');
    expect(joinRefusal('CONSENT_REQUIRED', false)).toBe('refused');
  });

  it('stops on final refusals and offers to try again otherwise', () => {
    expect(joinRefusal('ROOM_UNAVAILABLE', true)).toBe('refused');
    expect(joinRefusal('PAYMENT_REQUIRED', true)).toBe('refused');
    expect(joinRefusal('NOT_FOUND', false)).toBe('refused');
    expect(joinRefusal('ACCESS_DENIED', false)).toBe('refused');
    expect(joinRefusal('VIDEO_PROVIDER_UNAVAILABLE', true)).toBe('retry');
    expect(joinRefusal(undefined, true)).toBe('retry');
  });
});

describe('roomErrorText', () => {
  it('uses the catalogue for the room’s codes', () => {
    expect(roomErrorText('PAYMENT_REQUIRED', 'whatever', 'en')).toBe('To access the attendance you should pay');
    expect(roomErrorText('ROOM_UNAVAILABLE', null, 'pt-BR')).toBe(errorText('ROOM_UNAVAILABLE', 'pt-BR'));
    expect(roomErrorText('NOT_FOUND', 'Not found', 'en')).toBe(errorText('ROOM_UNAVAILABLE', 'en'));
  });

  it('keeps the server’s message for other codes, and says the server is unreachable without one', () => {
    expect(roomErrorText('FORBIDDEN', 'Access Denied', 'en')).toBe('Access Denied');
    expect(roomErrorText(undefined, null, 'en')).toBe(errorText('SERVER_UNREACHABLE', 'en'));
  });
});
