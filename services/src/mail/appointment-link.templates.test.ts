import { describe, expect, it } from 'vitest';
import { linkMail } from './appointment-link.templates.js';
import { noticeLinks } from './appointment-notice.templates.js';

const base = {
  to: 'maria@example.com',
  companyId: 'c1',
  clinic: 'Clínica <Saúde> Total',
  recipientName: 'Maria Silva',
  dependentName: 'Pedro Silva',
  // 14:30 in São Paulo
  startsAt: new Date('2025-05-05T17:30:00Z'),
  timeZone: 'America/Sao_Paulo',
  priceCents: 20_000,
  links: noticeLinks('https://app.example.com', { room: 'room_A-1', cancel: 'cancel_B-2', payment: 'pay_C-3' }, true),
};

describe('the links the reception mails again (issue 20)', () => {
  it('CONFIRMATION is the booking’s confirmation with every link, under a template of its own', () => {
    const mail = linkMail({ ...base, kind: 'CONFIRMATION', locale: 'en' });
    expect(mail.template).toBe('appointment_confirmation_resent');
    expect(mail.subject).toBe('Your appointment at Clínica <Saúde> Total is booked');
    for (const link of ['/a/room_A-1', '/cn/cancel_B-2', '/p/pay_C-3']) expect(mail.text).toContain(link);
  });

  it('ROOM carries the room’s link only, in Portuguese, for the dependent named to the guardian', () => {
    const mail = linkMail({ ...base, kind: 'ROOM', locale: 'pt-BR' });
    expect(mail).toMatchObject({
      to: 'maria@example.com',
      template: 'appointment_room_link',
      subject: 'O link da sua consulta na Clínica <Saúde> Total',
    });
    expect(mail.text.split('\n')).toEqual([
      'Olá, Maria.',
      '',
      'Aqui está o link da sala da sua consulta na Clínica <Saúde> Total, em segunda-feira, 5 de maio de 2025, às 14:30.',
      'Paciente: Pedro.',
      'Horários de America/Sao_Paulo.',
      '',
      'Entrar na sala: https://app.example.com/a/room_A-1',
      '',
      'Este é um e-mail automático; por favor, não responda.',
    ]);
    expect(mail.text).not.toContain('cancel_B-2');
    expect(mail.html).toContain('Clínica &lt;Saúde&gt; Total');
  });

  it('PAYMENT says what is due and carries the payment page’s link only', () => {
    const mail = linkMail({ ...base, kind: 'PAYMENT', locale: 'en' });
    expect(mail.template).toBe('appointment_payment_link');
    expect(mail.text).toContain('is waiting for its payment of R$200.00');
    expect(mail.text).toContain('Pay for the appointment: https://app.example.com/p/pay_C-3');
    expect(mail.text).not.toContain('/a/room_A-1');
  });
});
