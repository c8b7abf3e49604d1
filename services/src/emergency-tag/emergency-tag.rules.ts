import type { Locale } from '@teleconsulta/schema';

/** Portuguese name particles left out of the initials ("Maria da Silva" → "Maria S."). */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', "d'"]);

/**
 * The patient's name as a tag on a counter may show it: the first name and the initials of the other names, so a
 * stranger reading the tag learns no full name ("Maria Aparecida da Silva" → "Maria A. S."). A protocol carries the
 * SPEC §3 display name ("name | registration or CPF"): only the name part is used, never the registration or CPF.
 */
export function tagShortName(displayName: string): string {
  const name = displayName.split('|')[0] ?? '';
  const [first = '', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  const initials = rest.filter((part) => !PARTICLES.has(part.toLowerCase())).map((part) => `${[...part][0]!.toUpperCase()}.`);
  return [first, ...initials].join(' ');
}

/** The arrival in the company's time zone: "24/11/2026 14:05" (pt-BR) or "11/24/2026 14:05" (en). */
export function tagArrival(at: Date, timeZone: string, locale: Locale): string {
  const tag = locale === 'en' ? 'en-US' : 'pt-BR';
  const date = new Intl.DateTimeFormat(tag, { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
  const time = new Intl.DateTimeFormat(tag, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${date} ${time}`;
}

/** The patient app's emergency page of a protocol (the QR code's target). */
export const tagUrl = (patientAppUrl: string, protocolId: string) =>
  `${patientAppUrl.replace(/\/+$/, '')}/emergency/person?protocol=${encodeURIComponent(protocolId)}`;

/** The tag's file name: emergency-tag-000042.pdf. */
export const tagFileName = (number: string) => `emergency-tag-${number.replace(/[^\w-]/g, '_')}.pdf`;

/** Letters with a stroke have no decomposition: their plain letter. */
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't' };

/**
 * Replaces what the standard PDF fonts cannot draw (they use WinAnsi: Portuguese accents are in, other scripts are
 * not): a letter with an accent outside WinAnsi loses the accent ("ő" → "o"), anything else becomes "?".
 */
export function winAnsiSafe(text: string, supported: ReadonlySet<number>): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (supported.has(code)) out += char;
    else if (/\s/.test(char)) out += ' ';
    else {
      const base = (STROKED[char] ?? char).normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}
