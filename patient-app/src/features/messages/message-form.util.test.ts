import { format, MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { checkNewMessage, checkReply } from './message-form.util';

const APPOINTMENT = '6f1c1c1e-1111-4c1c-9c1c-1c1c1c1c1c1c';

describe('checkNewMessage', () => {
  it('sends the trimmed subject and body, and the appointment only when chosen', () => {
    expect(
      checkNewMessage({ subject: '  Receita ', body: ' Posso tomar? ', appointment: '', professionalId: '', personId: '' }, 'pt-BR'),
    ).toEqual({
      input: { subject: 'Receita', body: 'Posso tomar?' },
      fieldErrors: null,
    });
    expect(
      checkNewMessage({ subject: 'Exam', body: 'Result', appointment: APPOINTMENT, professionalId: '', personId: '' }, 'en').input,
    ).toEqual({
      subject: 'Exam',
      body: 'Result',
      appointment: APPOINTMENT,
    });
    expect(
      checkNewMessage({ subject: 'Exam', body: 'Result', appointment: '', professionalId: APPOINTMENT, personId: '' }, 'en').input,
    ).toEqual({
      subject: 'Exam',
      body: 'Result',
      professionalId: APPOINTMENT,
    });
  });

  it('names the dependent the message is about only when one is chosen', () => {
    const form = { subject: 'Vacina', body: 'Quando?', appointment: '', professionalId: '' };
    expect(checkNewMessage({ ...form, personId: APPOINTMENT }, 'pt-BR').input).toEqual({
      subject: 'Vacina',
      body: 'Quando?',
      personId: APPOINTMENT,
    });
    expect(checkNewMessage({ ...form, personId: '' }, 'pt-BR').input).toEqual({ subject: 'Vacina', body: 'Quando?' });
  });

  it('says which fields are missing, in the user’s language, with the message labels', () => {
    expect(checkNewMessage({ subject: ' ', body: '', appointment: '', professionalId: '', personId: '' }, 'pt-BR')).toEqual({
      input: null,
      fieldErrors: { subject: format('required', 'pt-BR', 'Assunto'), body: format('required', 'pt-BR', 'Mensagem') },
    });
    expect(checkNewMessage({ subject: 'ok', body: '', appointment: '', professionalId: '', personId: '' }, 'en').fieldErrors).toEqual({
      body: format('required', 'en', 'Message'),
    });
  });

  it('refuses texts over the limits and an appointment that is not an id', () => {
    const long = checkNewMessage(
      {
        subject: 'x'.repeat(MESSAGE_SUBJECT_MAX + 1),
        body: 'y'.repeat(MESSAGE_BODY_MAX + 1),
        appointment: 'z',
        professionalId: 'w',
        personId: 'v',
      },
      'en',
    );
    expect(long.input).toBeNull();
    expect(Object.keys(long.fieldErrors ?? {}).sort()).toEqual(['appointment', 'body', 'personId', 'professionalId', 'subject']);
    expect(long.fieldErrors?.subject).toBe(format('max', 'en', 'Subject', MESSAGE_SUBJECT_MAX));
  });
});

describe('checkReply', () => {
  it('sends the trimmed body, or says it is required', () => {
    expect(checkReply('  Thanks! ', 'en')).toEqual({ input: { body: 'Thanks!' }, fieldErrors: null });
    expect(checkReply('   ', 'pt-BR')).toEqual({ input: null, fieldErrors: { body: format('required', 'pt-BR', 'Mensagem') } });
  });
});
