import { describe, expect, it } from 'vitest';
import { canAccessResource, canEditWholeCompany } from './access-control';

describe('canAccessResource', () => {
  it('plans: every console role reads them; only clinic administrators and the platform administrator write', () => {
    for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) {
      expect(canAccessResource(['CA'], { resource: 'plans', action })).toBe(true);
      expect(canAccessResource(['ADMIN'], { resource: 'plans', action })).toBe(true);
    }
    for (const action of ['list', 'show', 'export']) {
      expect(canAccessResource(['M'], { resource: 'plans', action })).toBe(true);
      expect(canAccessResource(['R'], { resource: 'plans', action })).toBe(true);
    }
    for (const action of ['create', 'edit', 'delete']) {
      expect(canAccessResource(['M'], { resource: 'plans', action })).toBe(false);
      expect(canAccessResource(['R'], { resource: 'plans', action })).toBe(false);
    }
  });

  it('messages and the outbox are for clinic administrators and managers; nobody edits or deletes them', () => {
    for (const resource of ['messages', 'outbox']) {
      expect(canAccessResource(['CA'], { resource, action: 'list' })).toBe(true);
      expect(canAccessResource(['M'], { resource, action: 'show' })).toBe(true);
      expect(canAccessResource(['R'], { resource, action: 'list' })).toBe(false);
      expect(canAccessResource(['D'], { resource, action: 'list' })).toBe(false);
      expect(canAccessResource(['CA'], { resource, action: 'delete' })).toBe(false);
    }
    expect(canAccessResource(['M'], { resource: 'messages', action: 'create' })).toBe(true);
    expect(canAccessResource(['CA'], { resource: 'outbox', action: 'create' })).toBe(false);
  });

  it('companies: everyone of the console reads; managers edit; only administrators create; nobody deletes', () => {
    expect(canAccessResource(['R'], { resource: 'companies', action: 'list' })).toBe(true);
    expect(canAccessResource(['R'], { resource: 'companies', action: 'show' })).toBe(true);
    expect(canAccessResource(['R'], { resource: 'companies', action: 'edit' })).toBe(false);
    expect(canAccessResource(['R'], { resource: 'companies', action: 'create' })).toBe(false);
    expect(canAccessResource(['M'], { resource: 'companies', action: 'edit' })).toBe(true);
    expect(canAccessResource(['M'], { resource: 'companies', action: 'create' })).toBe(false);
    expect(canAccessResource(['CA'], { resource: 'companies', action: 'create' })).toBe(true);
    expect(canAccessResource(['CA'], { resource: 'companies', action: 'delete' })).toBe(false);
  });

  it('company finance: managers and administrators read it, only administrators edit it', () => {
    expect(canAccessResource(['M'], { resource: 'companyFinancials', action: 'show' })).toBe(true);
    expect(canAccessResource(['M'], { resource: 'companyFinancials', action: 'edit' })).toBe(false);
    expect(canAccessResource(['CA'], { resource: 'companyFinancials', action: 'edit' })).toBe(true);
    expect(canAccessResource(['R'], { resource: 'companyFinancials', action: 'show' })).toBe(false);
  });

  it('leaves other resources to the gateway', () => {
    expect(canAccessResource(['M'], { resource: 'elsewhere', action: 'edit' })).toBe(true);
  });

  it('only administrators edit a whole company', () => {
    expect(canEditWholeCompany(['CA'])).toBe(true);
    expect(canEditWholeCompany(['M'])).toBe(false);
    expect(canEditWholeCompany(undefined)).toBe(false);
  });
});
