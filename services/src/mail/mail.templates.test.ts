import { describe, expect, it } from 'vitest';
import { escapeHtml, messageLink, messageMail } from './mail.templates.js';

const base = {
  to: 'maria@example.com',
  clinic: 'Clínica Saúde Total',
  recipientName: 'Maria  Silva',
  topic: 'Retorno',
  companyId: 'c1',
  link: 'https://app.example/login?next=%2Fmessage%2Fdetail%2Ft1',
};

describe('message mails', () => {
  it('tells the patient of a reply, in English', () => {
    const mail = messageMail('message_reply', { ...base, locale: 'en' });
    expect(mail).toMatchObject({
      to: 'maria@example.com',
      subject: 'You have a new reply from Clínica Saúde Total',
      template: 'message_reply',
      locale: 'en',
      companyId: 'c1',
    });
    expect(mail.text.split('\n')).toEqual([
      'Hello, Maria.',
      '',
      'Clínica Saúde Total replied to your message "Retorno".',
      'Sign in to Teleconsulta to read it and reply.',
      'https://app.example/login?next=%2Fmessage%2Fdetail%2Ft1',
      '',
      'This is an automatic e-mail; please do not answer it.',
    ]);
  });

  it('tells the patient of a reply or a new message, in Portuguese', () => {
    expect(messageMail('message_reply', { ...base, locale: 'pt-BR' }).subject).toBe('Você tem uma nova resposta de Clínica Saúde Total');
    const mail = messageMail('message_new', { ...base, locale: 'pt-BR' });
    expect(mail.subject).toBe('Você tem uma nova mensagem de Clínica Saúde Total');
    expect(mail.text).toContain('Olá, Maria.');
    expect(mail.text).toContain('Clínica Saúde Total enviou uma mensagem para você: "Retorno".');
    expect(mail.html).toContain('<p>Entre no Teleconsulta para ler e responder.</p>');
    expect(mail.html).toContain('<p><a href="https://app.example/login?next=%2Fmessage%2Fdetail%2Ft1">Ler a mensagem</a></p>');
  });

  it('tells the professional a patient wrote to them, greeting them past their title and never naming the patient', () => {
    const pt = messageMail('message_to_professional', { ...base, locale: 'pt-BR', recipientName: 'Dra. Ana Pediatra' });
    expect(pt.subject).toBe('Um paciente escreveu para você em Clínica Saúde Total');
    expect(pt.text.split('\n').slice(0, 4)).toEqual([
      'Olá, Ana.',
      '',
      'Um paciente de Clínica Saúde Total escreveu para você: "Retorno".',
      'Entre no Teleconsulta para ler e responder.',
    ]);
    const en = messageMail('message_to_professional', { ...base, locale: 'en', recipientName: 'Dr. Gregório House' });
    expect(en.subject).toBe('A patient wrote to you at Clínica Saúde Total');
    expect(en.text).toContain('Hello, Gregório.');
    expect(en.text).not.toContain('Maria');
  });

  it('links to the thread through the sign-in page, which opens /message/detail/<id> once signed in', () => {
    const link = messageLink('https://pacientes.example.com.br', '6f1c1c1e-1111-4c1c-9c1c-1c1c1c1c1c1c');
    expect(link).toBe('https://pacientes.example.com.br/login?next=%2Fmessage%2Fdetail%2F6f1c1c1e-1111-4c1c-9c1c-1c1c1c1c1c1c');
    expect(new URL(link).searchParams.get('next')).toBe('/message/detail/6f1c1c1e-1111-4c1c-9c1c-1c1c1c1c1c1c');
  });

  it('escapes what users typed in the HTML part, never in the text part', () => {
    const mail = messageMail('message_reply', { ...base, locale: 'en', topic: '<img src=x onerror=alert(1)>', clinic: 'A & B' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('A &amp; B replied');
    expect(mail.text).toContain('"<img src=x onerror=alert(1)>"');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });
});
