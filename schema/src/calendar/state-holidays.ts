import { addDays, easterSunday } from './holidays.js';

/**
 * State holidays of Brazil (BRAZIL.md §6): a snapshot of the STATE_HOLIDAYS table of @brazilian-utils/brazilian-utils
 * 2.4.0 (its `getHolidays({ year, stateCode })`), kept as our own data so that it can be reviewed against the state
 * laws and corrected here, and so nothing is loaded at run time. A unit test compares this table with the library
 * for every state and many years, so a library update that changes a date shows up as a failing test to review.
 *
 * Known points (BRAZIL.md §6.2, §6.3): 20 November is national from 2024 (Lei 14.759/2023), so the state entries of
 * SP, RJ, AM, MT and AP end in 2023 — the date-holidays bug that loses 20 November for SP, RJ, AM and MT from 2024 does
 * not happen here (tested). The libraries disagree on AC (12 vs 23 January), PE (first Sunday of March vs 6 March), PR
 * (19 December), MG (21 April), GO (28 October) and AL (20 November): this table follows @brazilian-utils; a clinic
 * corrects its own calendar (a closed date of its own, or a state date marked as worked).
 */

export type StateHolidayKind = 'STATE' | 'OPTIONAL';
type Rule = {
  key: string;
  name: string;
  /** A fixed day of a month, or days after Easter Sunday. */
  day?: number;
  month?: number;
  easterOffset?: number;
  /** First year it applies, and the first year it no longer does. */
  since?: number;
  until?: number;
  /** Santa Catarina: moved to the following Sunday when it falls Monday to Friday. */
  nextSunday?: boolean;
  kind?: StateHolidayKind;
};

const BLACK_CONSCIOUSNESS = 'Dia da Consciência Negra';
const NATIONAL_FROM = 2024;

export const STATE_HOLIDAY_RULES: Readonly<Record<string, readonly Rule[]>> = {
  AC: [
    { key: 'ac-evangelico', name: 'Dia do Evangélico', day: 23, month: 1 },
    { key: 'ac-mulher', name: 'Dia Internacional da Mulher', day: 8, month: 3 },
    { key: 'ac-aniversario', name: 'Aniversário do Acre', day: 15, month: 6 },
    { key: 'ac-amazonia', name: 'Dia da Amazônia', day: 5, month: 9 },
    { key: 'ac-petropolis', name: 'Assinatura do Tratado de Petrópolis', day: 17, month: 11 },
  ],
  AL: [
    { key: 'al-sao-joao', name: 'São João', day: 24, month: 6 },
    { key: 'al-sao-pedro', name: 'São Pedro', day: 29, month: 6 },
    { key: 'al-emancipacao', name: 'Emancipação Política de Alagoas', day: 16, month: 9, kind: 'OPTIONAL', until: NATIONAL_FROM },
    { key: 'al-emancipacao', name: 'Emancipação Política de Alagoas', day: 16, month: 9, since: NATIONAL_FROM },
  ],
  AP: [
    { key: 'ap-sao-jose', name: 'Dia de São José', day: 19, month: 3 },
    { key: 'ap-territorio', name: 'Criação do Território Federal do Amapá', day: 13, month: 9 },
    { key: 'ap-consciencia-negra', name: 'Dia Estadual da Consciência Negra', day: 20, month: 11, since: 2007, until: NATIONAL_FROM },
  ],
  AM: [
    { key: 'am-provincia', name: 'Elevação do Amazonas à categoria de Província', day: 5, month: 9 },
    { key: 'am-consciencia-negra', name: BLACK_CONSCIOUSNESS, day: 20, month: 11, since: 2010, until: NATIONAL_FROM },
    { key: 'am-conceicao', name: 'Nossa Senhora da Conceição', day: 8, month: 12, kind: 'OPTIONAL' },
  ],
  BA: [{ key: 'ba-independencia', name: 'Independência da Bahia', day: 2, month: 7 }],
  CE: [{ key: 'ce-abolicao', name: 'Abolição da Escravidão no Ceará', day: 25, month: 3 }],
  DF: [
    { key: 'df-brasilia', name: 'Fundação de Brasília', day: 21, month: 4 },
    { key: 'df-corpus-christi', name: 'Corpus Christi', easterOffset: 60 },
    { key: 'df-evangelico', name: 'Dia do Evangélico', day: 30, month: 11 },
  ],
  ES: [{ key: 'es-penha', name: 'Nossa Senhora da Penha', easterOffset: 8 }],
  GO: [
    { key: 'go-cidade-de-goias', name: 'Fundação da Cidade de Goiás', day: 26, month: 7 },
    { key: 'go-goiania', name: 'Lançamento da Pedra Fundamental de Goiânia', day: 24, month: 10 },
    { key: 'go-servidor', name: 'Dia do Servidor Público', day: 28, month: 10 },
  ],
  MA: [{ key: 'ma-independencia', name: 'Adesão do Maranhão à Independência', day: 28, month: 7 }],
  MT: [{ key: 'mt-consciencia-negra', name: BLACK_CONSCIOUSNESS, day: 20, month: 11, until: NATIONAL_FROM }],
  // Minas Gerais' data magna (21 April) is Tiradentes, already national.
  MG: [],
  MS: [{ key: 'ms-criacao', name: 'Criação do Estado de Mato Grosso do Sul', day: 11, month: 10 }],
  PA: [{ key: 'pa-independencia', name: 'Adesão do Pará à Independência', day: 15, month: 8 }],
  PB: [
    { key: 'pb-data-magna', name: 'Data Magna do Estado da Paraíba', day: 5, month: 8 },
    { key: 'pb-joao-pessoa', name: 'Morte de João Pessoa', day: 26, month: 7, until: 2016 },
  ],
  PR: [{ key: 'pr-emancipacao', name: 'Emancipação Política do Paraná', day: 19, month: 12, kind: 'OPTIONAL' }],
  PE: [{ key: 'pe-revolucao', name: 'Revolução Pernambucana', day: 6, month: 3 }],
  PI: [{ key: 'pi-dia-do-piaui', name: 'Dia do Piauí', day: 19, month: 10 }],
  RJ: [
    { key: 'rj-sao-jorge', name: 'São Jorge', day: 23, month: 4 },
    { key: 'rj-consciencia-negra', name: BLACK_CONSCIOUSNESS, day: 20, month: 11, until: NATIONAL_FROM },
  ],
  RN: [{ key: 'rn-martires', name: 'Mártires de Cunhaú e Uruaçu', day: 3, month: 10 }],
  RS: [{ key: 'rs-farroupilha', name: 'Revolução Farroupilha', day: 20, month: 9 }],
  RO: [{ key: 'ro-criacao', name: 'Criação do Estado de Rondônia', day: 4, month: 1 }],
  RR: [{ key: 'rr-criacao', name: 'Criação do Estado de Roraima', day: 5, month: 10 }],
  SC: [
    { key: 'sc-dia-do-estado', name: 'Dia do Estado de Santa Catarina', day: 11, month: 8, until: 2005 },
    { key: 'sc-dia-do-estado', name: 'Dia do Estado de Santa Catarina', day: 11, month: 8, nextSunday: true, since: 2005 },
    { key: 'sc-santa-catarina', name: 'Dia de Santa Catarina de Alexandria', day: 25, month: 11, until: 1999 },
    {
      key: 'sc-santa-catarina',
      name: 'Dia de Santa Catarina de Alexandria',
      day: 25,
      month: 11,
      nextSunday: true,
      since: 1999,
      until: 2004,
    },
    { key: 'sc-santa-catarina', name: 'Dia de Santa Catarina de Alexandria', day: 25, month: 11, since: 2004, until: 2005 },
    { key: 'sc-santa-catarina', name: 'Dia de Santa Catarina de Alexandria', day: 25, month: 11, nextSunday: true, since: 2005 },
  ],
  SP: [
    { key: 'sp-revolucao', name: 'Revolução Constitucionalista', day: 9, month: 7 },
    { key: 'sp-consciencia-negra', name: BLACK_CONSCIOUSNESS, day: 20, month: 11, since: 2023, until: NATIONAL_FROM },
  ],
  SE: [{ key: 'se-independencia', name: 'Independência de Sergipe', day: 8, month: 7 }],
  TO: [
    { key: 'to-autonomia', name: 'Autonomia do Estado do Tocantins', day: 18, month: 3, until: 2009 },
    { key: 'to-natividade', name: 'Padroeira do Estado (Nossa Senhora da Natividade)', day: 8, month: 9 },
    { key: 'to-criacao', name: 'Criação do Estado do Tocantins', day: 5, month: 10 },
  ],
};

export const STATE_CODES = Object.keys(STATE_HOLIDAY_RULES);

export type StateHoliday = { date: string; key: string; kind: StateHolidayKind; name: string };

const pad = (n: number) => String(n).padStart(2, '0');

function dateOf(year: number, rule: Rule): string {
  const date =
    rule.easterOffset !== undefined ? addDays(easterSunday(year), rule.easterOffset) : `${year}-${pad(rule.month!)}-${pad(rule.day!)}`;
  if (!rule.nextSunday) return date;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 ? date : addDays(date, 7 - weekday);
}

/** The holidays of a state (a UF acronym) in a year, by date; an unknown or missing state has none. */
export function stateHolidays(year: number, state: string | null | undefined): StateHoliday[] {
  const rules = state ? STATE_HOLIDAY_RULES[state.trim().toUpperCase()] : undefined;
  if (!rules) return [];
  return rules
    .filter((r) => (r.since === undefined || year >= r.since) && (r.until === undefined || year < r.until))
    .map((r) => ({ date: dateOf(year, r), key: r.key, kind: r.kind ?? 'STATE', name: r.name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}
