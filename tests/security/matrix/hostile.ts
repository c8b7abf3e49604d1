/**
 * SECURITY.md T03's 200 hostile x-company-id values, deterministic for a seed: SQL fragments, Unicode look-alikes and
 * invisible characters, encodings, sizes up to 10 KB and beyond the server's header limit, CRLF injection and the
 * header sent twice. `own` is the caller's company: no value is that company in another spelling (upper case,
 * surrounding spaces), which would be the caller's own tenant and not tampering. Each value is a list of header lines.
 */
/** `missing`: a value that trims to nothing, i.e. no header: the gateway falls back to the token's company (documented). */
export type Hostile = { label: string; lines: string[]; missing?: true };

/** mulberry32: a small seeded generator, so a failing value can be replayed (the seed is printed). */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CYRILLIC: Record<string, string> = { a: 'а', c: 'с', e: 'е' };
const FULLWIDTH = (s: string) => s.replace(/[0-9a-f]/g, (c) => String.fromCodePoint(c.charCodeAt(0) + 0xfee0));

const one = (label: string, value: string): Hostile => ({ label, lines: [value] });

export function hostileValues(own: string, other: string, seed: number, count = 200): Hostile[] {
  const fixed = fixedValues(own, other);
  const generated = generatedValues(own, other, seed, count - fixed.length);
  return [...fixed, ...generated].filter((h) => !(h.lines.length === 1 && h.lines[0]!.trim().toLowerCase() === own));
}

/** The hand-picked values: SQL, look-alikes, encodings, sizes, CRLF and duplicated headers. */
function fixedValues(own: string, other: string): Hostile[] {
  return [
    one('SQL tautology', "' OR '1'='1"),
    one('SQL tautology after an id', `${other}' OR '1'='1`),
    one('SQL comment', `${other}'--`),
    one('SQL stacked query', `${other}'; DROP TABLE company; --`),
    one('SQL union', "' UNION SELECT id FROM company --"),
    one('SQL set_config', `${own}'; select set_config('app.company_id', '${other}', false); --`),
    one('SQL sleep', "'; select pg_sleep(5); --"),
    one('SQL like wildcard', '%'),
    one('SQL underscore', '________-____-____-____-____________'),
    one('SQL null', 'NULL'),
    one('current_setting', "current_setting('app.company_id')"),
    one('path traversal', '../../company'),
    one('JSON', `{"companyId":"${other}"}`),
    one('array', `["${other}"]`),
    one('two ids, comma', `${own},${other}`),
    one('two ids, space', `${own} ${other}`),
    one('id and a star', `${other}*`),
    { label: 'empty', lines: [''], missing: true },
    { label: 'spaces only', lines: ['   '], missing: true },
    one('zero uuid', '00000000-0000-0000-0000-000000000000'),
    one('max uuid', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    one('uuid without dashes', other.replaceAll('-', '')),
    one('uuid in braces', `{${other}}`),
    one('urn uuid', `urn:uuid:${other}`),
    one('url-encoded id', encodeURIComponent(`${other}'`)),
    one('percent-encoded dashes', other.replaceAll('-', '%2D')),
    one(
      'Cyrillic look-alikes',
      other.replace(/[ace]/g, (c) => CYRILLIC[c] ?? c),
    ),
    one('full-width digits', FULLWIDTH(other)),
    one('zero-width space inside', `${other.slice(0, 8)}\u200b${other.slice(8)}`),
    one('zero-width joiner after', `${other}\u200d`),
    one('BOM before', `\ufeff${other}`),
    one('right-to-left override', `\u202e${other}`),
    one('combining accents', `${other}\u0301\u0301`),
    one('emoji', `🏥${other}`),
    one('Latin-1 accents', 'Clínica Saúde Total'),
    one('Portuguese name', 'São Paulo — ç ã õ'),
    one('NUL escaped text', '\\u0000'),
    one('tab inside', `${other.slice(0, 8)}\t${other.slice(8)}`),
    one('control character DEL', `${other}\u007f`),
    one('vertical tab', `${other}\u000b`),
    one('CRLF injection of a second header', `${other}\r\nX-Company-Id: ${own}`),
    one('CRLF injection of an authorization header', `${other}\r\nAuthorization: Bearer x`),
    one('1 KB', 'a'.repeat(1024)),
    one('10 KB', 'b'.repeat(10 * 1024)),
    one('10 KB of ids', `${other},`.repeat(280)),
    one('over the header limit (20 KB)', 'c'.repeat(20 * 1024)),
    one('other tenant', other),
    one('other tenant upper case', other.toUpperCase()),
    { label: 'duplicated: own then other', lines: [own, other] },
    { label: 'duplicated: other then own', lines: [other, own] },
    { label: 'duplicated: own twice', lines: [own, own] },
    { label: 'duplicated: other and empty', lines: [other, ''] },
    { label: 'triplicated', lines: [other, own, other] },
  ];
}

/** `wanted` values from the seed, cycling: random UUIDs, mutated ids, ASCII garbage, Unicode garbage. */
function generatedValues(own: string, other: string, seed: number, wanted: number): Hostile[] {
  const next = prng(seed);
  const hex = '0123456789abcdef';
  const pick = (s: string) => s[Math.floor(next() * s.length)]!;
  const generated: Hostile[] = [];
  for (let i = 0; generated.length < wanted; i++) {
    const kind = i % 4;
    if (kind === 0) {
      // A random well-formed UUID: an unknown tenant.
      const id = Array.from({ length: 32 }, () => pick(hex)).join('');
      generated.push(one('random uuid', `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`));
    } else if (kind === 1) {
      // The other tenant's id with one character changed (never the caller's own).
      const at = Math.floor(next() * other.length);
      const swapped = other.slice(0, at) + (other[at] === '-' ? 'x' : pick(hex)) + other.slice(at + 1);
      generated.push(one('mutated id', swapped === own ? `${swapped}x` : swapped));
    } else if (kind === 2) {
      // Printable ASCII garbage with quotes, semicolons and percent signs.
      const length = 1 + Math.floor(next() * 120);
      generated.push(
        one(
          'ascii garbage',
          Array.from({ length }, () => String.fromCharCode(32 + Math.floor(next() * 95)))
            .join('')
            .trim() || '?',
        ),
      );
    } else {
      // Unicode from the BMP's letters and symbols, sent as UTF-8.
      const length = 1 + Math.floor(next() * 60);
      generated.push(
        one('unicode garbage', Array.from({ length }, () => String.fromCodePoint(0xa1 + Math.floor(next() * 0x2f00))).join('')),
      );
    }
  }
  return generated;
}
