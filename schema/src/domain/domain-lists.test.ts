import { readFileSync } from 'node:fs';
import { getCbo } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { ROLES } from '../constants.js';
import { DOMAIN_NAMES, isDomainName, SORTED_STATIC_LISTS, STATIC_DOMAIN_LISTS, type StaticDomainName } from './domain-lists.js';

const staticNames = Object.keys(STATIC_DOMAIN_LISTS) as StaticDomainName[];

describe('DOMAIN_NAMES', () => {
  it('has the 15 lists of SPEC §3, in the order of enum DomainName in domain.graphql', () => {
    const sdl = readFileSync(new URL('../../graphql/domain.graphql', import.meta.url), 'utf8');
    const body = /enum DomainName \{([^}]*)\}/.exec(sdl)?.[1] ?? '';
    expect(DOMAIN_NAMES).toHaveLength(15);
    expect([...DOMAIN_NAMES]).toEqual(body.split(/\s+/).filter(Boolean));
  });

  it('has a static table for every name except CITY, COUNTRY_LIST and REGION', () => {
    expect(staticNames.sort()).toEqual(DOMAIN_NAMES.filter((n) => !['CITY', 'COUNTRY_LIST', 'REGION'].includes(n)).sort());
    expect([...SORTED_STATIC_LISTS].every((n) => staticNames.includes(n))).toBe(true);
  });

  it('recognises names exactly', () => {
    expect(isDomainName('CITY')).toBe(true);
    expect(isDomainName('city')).toBe(false);
    expect(isDomainName('toString')).toBe(false);
  });
});

describe.each(staticNames)('%s', (name) => {
  const list = STATIC_DOMAIN_LISTS[name];

  it('has unique codes and a text in both languages', () => {
    expect(list.length).toBeGreaterThan(1);
    expect(new Set(list.map((e) => e.code)).size).toBe(list.length);
    for (const e of list) {
      expect(e.code).toMatch(/^[A-Z0-9_]+$/);
      expect(e.en.trim()).not.toBe('');
      expect(e.pt.trim()).not.toBe('');
    }
  });

  it('has no duplicate texts in either language', () => {
    expect(new Set(list.map((e) => e.en)).size).toBe(list.length);
    expect(new Set(list.map((e) => e.pt)).size).toBe(list.length);
  });
});

describe('static list contents', () => {
  const codes = (name: StaticDomainName) => STATIC_DOMAIN_LISTS[name].map((e) => e.code);

  it('TYPE_USER is the role list of SPEC §6', () => {
    expect(codes('TYPE_USER')).toEqual([...ROLES]);
  });

  it('PAYMENT_TYPE, STATUS and APPOINTMENT_SOURCE are the SPEC values', () => {
    expect(codes('PAYMENT_TYPE')).toEqual(['CREDIT_CARD', 'PIX', 'ON_SITE']);
    expect(codes('STATUS')).toEqual(['ACTIVE', 'INACTIVE']);
    expect(codes('APPOINTMENT_SOURCE')).toEqual(['CLINIC', 'EMERGENCY', 'SELF_SCHEDULING']);
  });

  it('STATUS_APPOINTMENT has the named states of SPEC §4', () => {
    expect(codes('STATUS_APPOINTMENT')).toEqual(
      expect.arrayContaining(['SCHEDULED', 'PAID', 'CANCELLED', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT']),
    );
  });

  it('TIME_APPOINTMENT codes are minutes in ascending order', () => {
    expect(codes('TIME_APPOINTMENT')).toEqual(['15', '20', '30', '40', '45', '60']);
    expect(STATIC_DOMAIN_LISTS.TIME_APPOINTMENT[0]).toEqual({ code: '15', en: '15 minutes', pt: '15 minutos' });
  });

  it('REQUEST_SPECIALTYS codes are CBO 2002 physician codes (2251xx–2253xx)', () => {
    expect(codes('REQUEST_SPECIALTYS').length).toBeGreaterThanOrEqual(30);
    for (const code of codes('REQUEST_SPECIALTYS')) expect(code).toMatch(/^225[1-3]\d{2}$/);
    expect(STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS).toContainEqual({ code: '225120', en: 'Cardiology', pt: 'Cardiologia' });
    for (const code of codes('REQUEST_SPECIALTYS')) expect(getCbo(code)?.description, code).toMatch(/^Médico /);
  });

  it('PROFESSIONAL_REGISTER_TYPE lists the main Brazilian councils', () => {
    expect(codes('PROFESSIONAL_REGISTER_TYPE')).toEqual(expect.arrayContaining(['CRM', 'CRP', 'CRO', 'COREN', 'CREFITO', 'CRN', 'CRFA']));
  });
});
