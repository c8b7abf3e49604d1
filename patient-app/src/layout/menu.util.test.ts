import { describe, expect, it } from 'vitest';
import { appMenuItems } from './app.menu';
import { isMenuItemActive, type MenuRules, visibleMenuItems } from './menu.util';
import type { MenuItem } from './menu-item';

const rules = (on: Partial<NonNullable<MenuRules>> = {}): NonNullable<MenuRules> => ({
  allowsPatientToSchedule: false,
  accessPersonSchedule: false,
  allowsHiddenButtonSchedule: false,
  allowProfessionalViewPatientHistory: false,
  accessEmergency: false,
  benefitsClubAccess: false,
  ...on,
});
const paths = (items: MenuItem[]) => items.map((item) => item.path);

describe('visibleMenuItems (the app menu)', () => {
  it('shows a patient home, today’s appointments and the schedule, in SPEC order, when every rule holds', () => {
    const all = rules({ allowsPatientToSchedule: true, accessPersonSchedule: true, allowsHiddenButtonSchedule: true });
    expect(paths(visibleMenuItems(appMenuItems, ['P'], all))).toEqual(['/', '/person/appointment', '/personschedule', '/message']);
  });

  it('shows the schedule when either allows_patient_to_schedule or access_person_schedule holds, and not when neither does', () => {
    expect(paths(visibleMenuItems(appMenuItems, ['P'], rules({ allowsPatientToSchedule: true })))).toContain('/personschedule');
    expect(paths(visibleMenuItems(appMenuItems, ['P'], rules({ accessPersonSchedule: true })))).toContain('/personschedule');
    expect(paths(visibleMenuItems(appMenuItems, ['P'], rules({ allowsHiddenButtonSchedule: true })))).toEqual([
      '/',
      '/person/appointment',
      '/message',
    ]);
  });

  it('hides today’s appointments when allows_hidden_button_schedule is off', () => {
    expect(paths(visibleMenuItems(appMenuItems, ['P'], rules({ allowsPatientToSchedule: true })))).toEqual([
      '/',
      '/personschedule',
      '/message',
    ]);
  });

  it('shows the benefits club to a patient, before messages, only when the company grants club access', () => {
    const club = rules({ allowsHiddenButtonSchedule: true, benefitsClubAccess: true });
    expect(paths(visibleMenuItems(appMenuItems, ['P'], club))).toEqual(['/', '/person/appointment', '/benefitclub', '/message']);
    expect(paths(visibleMenuItems(appMenuItems, ['P'], rules({ allowsHiddenButtonSchedule: true })))).not.toContain('/benefitclub');
    expect(paths(visibleMenuItems(appMenuItems, ['D'], club))).not.toContain('/benefitclub');
  });

  it('hides every rule-bound item while the rules are unknown', () => {
    expect(paths(visibleMenuItems(appMenuItems, ['P'], null))).toEqual(['/', '/message']);
  });

  it('gives a patient and a professional messages last (SPEC §2 order 11), and no one else', () => {
    expect(visibleMenuItems(appMenuItems, ['P'], null).at(-1)).toMatchObject({ key: 'messages', order: 11 });
    expect(visibleMenuItems(appMenuItems, ['D'], null).at(-1)).toMatchObject({ key: 'messages', order: 11 });
    expect(paths(visibleMenuItems(appMenuItems, ['DC'], null))).toContain('/message');
    expect(paths(visibleMenuItems(appMenuItems, ['M', 'CA', 'R'], null))).not.toContain('/message');
  });

  it('gives a doctor the professional entries and none of the patient’s, whatever the rules', () => {
    const all = rules({ allowsPatientToSchedule: true, accessPersonSchedule: true, allowsHiddenButtonSchedule: true });
    const doctor = paths(visibleMenuItems(appMenuItems, ['D'], all));
    expect(doctor[0]).toBe('/');
    expect(doctor).toContain('/professional/listscheduled');
    expect(doctor).not.toContain('/personschedule');
    expect(doctor).not.toContain('/person/appointment');
  });

  it('orders by the SPEC order value, equal values in the order given', () => {
    const item = (key: string, order: number): MenuItem => ({ key, path: `/${key}`, label: 'nav.home', order, roles: ['P'] });
    const items = [item('messages', 11), item('b', 4), item('home', 0), item('a', 4), item('emergency', 1)];
    expect(visibleMenuItems(items, ['P'], null).map((i) => i.key)).toEqual(['home', 'emergency', 'b', 'a', 'messages']);
  });
});

describe('isMenuItemActive', () => {
  it('matches the item’s page and its sub-pages, and home only itself', () => {
    expect(isMenuItemActive({ path: '/person/appointment' }, '/person/appointment')).toBe(true);
    expect(isMenuItemActive({ path: '/person/appointment' }, '/person/appointment/x')).toBe(true);
    expect(isMenuItemActive({ path: '/person/appointment' }, '/person/appointments')).toBe(false);
    expect(isMenuItemActive({ path: '/' }, '/personschedule')).toBe(false);
    expect(isMenuItemActive({ path: '/' }, '/')).toBe(true);
  });
});
