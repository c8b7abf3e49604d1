import { describe, expect, it } from 'vitest';
import { noticeLinks, noticeMail } from './appointment-notice.templates.js';

const links = noticeLinks('https://app.example.com', { room: 'room_A-1', cancel: 'cancel_B-2', payment: 'pay_C-3' }, true);
const base = {
  to: 'maria@example.com',
  companyId: 'c1',
  clinic: 'Clínica Saúde Total',
  recipientName: 'Maria  Silva',
  dependentName: null,
  // 14:30 in São Paulo
  startsAt: new Date('2025-05-05T17:30:00Z'),
  timeZone: 'America/Sao_Paulo',
  links,
};

describe('appointment notice mails', () => {
  it('builds the three short links from the patient app’s address, each with its own page’s code; no payment link once paid or free', () => {
    expect(links).toEqual({
      room: 'https://app.example.com/a/room_A-1',
      cancel: 'https://app.example.com/cn/cancel_B-2',
      payment: 'https://app.example.com/p/pay_C-3',
    });
    expect(noticeLinks('http://localhost:5173', { room: 'x', cancel: 'y', payment: 'z' }, false).payment).toBeNull();
  });

  it('confirms a booking in Portuguese, in the clinic’s time zone, with the links', () => {
    const mail = noticeMail({ ...base, kind: 'CONFIRMATION', locale: 'pt-BR' });
    expect(mail).toMatchObject({
      to: 'maria@example.com',
      subject: 'Sua consulta na Clínica Saúde Total está agendada',
      template: 'appointment_confirmation',
      locale: 'pt-BR',
      companyId: 'c1',
    });
    expect(mail.text.split('\n')).toEqual([
      'Olá, Maria.',
      '',
      'Sua consulta na Clínica Saúde Total está agendada para segunda-feira, 5 de maio de 2025, às 14:30.',
      'Horários de America/Sao_Paulo.',
      '',
      'Entrar na sala: https://app.example.com/a/room_A-1',
      'Cancelar a consulta: https://app.example.com/cn/cancel_B-2',
      'Pagar a consulta: https://app.example.com/p/pay_C-3',
      '',
      'Este é um e-mail automático; por favor, não responda.',
    ]);
    expect(mail.html).toContain('<a href="https://app.example.com/cn/cancel_B-2">Cancelar a consulta</a>');
  });

  it('reminds in English, naming the dependent to the guardian', () => {
    const day = noticeMail({ ...base, kind: 'REMINDER_24H', locale: 'en', dependentName: 'Pedro Silva' });
    expect(day.subject).toBe('Reminder: your appointment at Clínica Saúde Total on Monday, May 5, 2025');
    expect(day.text).toContain('Hello, Maria.');
    expect(day.text).toContain('Patient: Pedro.');
    expect(day.text).toContain('Enter the room: https://app.example.com/a/room_A-1');
    const hour = noticeMail({ ...base, kind: 'REMINDER_1H', locale: 'en', links: { ...links, payment: null } });
    expect(hour.subject).toBe('Your appointment at Clínica Saúde Total starts soon, at 14:30');
    expect(hour.text).not.toContain('Pay');
    expect(hour.template).toBe('appointment_reminder_1h');
  });

  it('escapes what users typed in the HTML part', () => {
    const mail = noticeMail({ ...base, kind: 'CONFIRMATION', locale: 'en', clinic: '<b>A & B</b>' });
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;b&gt;A &amp; B&lt;/b&gt;');
  });
});
