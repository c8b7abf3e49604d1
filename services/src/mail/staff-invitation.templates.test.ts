import { describe, expect, it } from 'vitest';
import { staffInvitationLink, staffInvitationMail } from './staff-invitation.templates.js';

const token = 'AbC_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const base = {
  to: 'nova@example.com',
  companyId: 'c1',
  clinic: 'Clínica Saúde Total',
  roles: ['D', 'M'] as const,
  link: staffInvitationLink('http://localhost:5173', token),
  // 7 days after 2026-11-27 10:00 in São Paulo
  expiresAt: new Date('2026-12-04T13:00:00Z'),
  timeZone: 'America/Sao_Paulo',
};

describe('the staff invitation mail', () => {
  it('invites in English: clinic, roles, the accept link and until when it works', () => {
    const mail = staffInvitationMail({ ...base, locale: 'en' });
    expect(mail).toMatchObject({
      to: 'nova@example.com',
      subject: 'Clínica Saúde Total invites you to join as Doctor and Manager',
      template: 'staff_invitation',
      locale: 'en',
      companyId: 'c1',
    });
    expect(mail.text).toContain(`Accept the invitation: http://localhost:5173/invite/${token}`);
    expect(mail.text).toContain('The link works once, until December 4, 2026 at 10:00 AM.');
    expect(mail.html).toContain(`<a href="http://localhost:5173/invite/${token}">Accept the invitation</a>`);
  });

  it('invites in Portuguese, with the date of the clinic’s time zone', () => {
    const mail = staffInvitationMail({ ...base, locale: 'pt-BR', roles: ['P'] });
    expect(mail.subject).toBe('Clínica Saúde Total convida você para participar como Paciente');
    expect(mail.text).toContain('O link funciona uma única vez, até 4 de dezembro de 2026 às 10:00.');
    expect(mail.text).toContain('Aceitar o convite: http://localhost:5173/invite/');
  });

  it('says the same whether or not the e-mail has an account (the clinic reads it in the Outbox)', () => {
    const mail = staffInvitationMail({ ...base, locale: 'en' });
    expect(mail.text).toContain('If you already have a Teleconsulta account with this e-mail, sign in with it there; if not, create');
    expect(mail.text).not.toMatch(/password:|senha:/i);
  });

  it('escapes the clinic’s name in the HTML part only', () => {
    const mail = staffInvitationMail({ ...base, locale: 'en', clinic: '<b>A & B</b>' });
    expect(mail.html).toContain('&lt;b&gt;A &amp; B&lt;/b&gt; invites you');
    expect(mail.text).toContain('<b>A & B</b> invites you');
  });
});
