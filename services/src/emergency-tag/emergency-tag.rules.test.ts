import { describe, expect, it } from 'vitest';
import { tagArrival, tagFileName, tagShortName, tagUrl, winAnsiSafe } from './emergency-tag.rules.js';

describe('tagShortName', () => {
  it('keeps the first name and the initials of the others, without particles', () => {
    expect(tagShortName('Maria Silva')).toBe('Maria S.');
    expect(tagShortName('  Maria Aparecida da Silva dos Santos ')).toBe('Maria A. S. S.');
    expect(tagShortName('joão de souza')).toBe('joão S.');
    expect(tagShortName('Pedro')).toBe('Pedro');
    expect(tagShortName('Ana Élida')).toBe('Ana É.');
  });

  it('never shows the registration or the CPF of a display name', () => {
    expect(tagShortName('Maria Silva | 5')).toBe('Maria S.');
    expect(tagShortName('João Souza | 111.444.777-35')).toBe('João S.');
  });
});

describe('tagArrival', () => {
  it('is the arrival in the company time zone, in the request language', () => {
    const at = new Date('2026-11-24T02:05:00Z');
    expect(tagArrival(at, 'America/Sao_Paulo', 'pt-BR')).toBe('23/11/2026 23:05');
    expect(tagArrival(at, 'America/Sao_Paulo', 'en')).toBe('11/23/2026 23:05');
    expect(tagArrival(at, 'America/Manaus', 'pt-BR')).toBe('23/11/2026 22:05');
  });
});

describe('tag links and names', () => {
  it('points the QR code to the protocol page of the patient app', () => {
    expect(tagUrl('https://app.example.com/', 'a1b2')).toBe('https://app.example.com/emergency/person?protocol=a1b2');
    expect(tagFileName('000042')).toBe('emergency-tag-000042.pdf');
  });
});

describe('winAnsiSafe', () => {
  const latin1 = new Set(Array.from({ length: 256 }, (_, i) => i));
  it('keeps Portuguese accents and replaces what WinAnsi cannot draw', () => {
    expect(winAnsiSafe('Clínica São João — Ação', new Set([...latin1, 0x2014]))).toBe('Clínica São João — Ação');
    expect(winAnsiSafe('Erdős 東京', latin1)).toBe('Erdos ??');
    expect(winAnsiSafe('a\tb', latin1)).toBe('a\tb');
  });
});
