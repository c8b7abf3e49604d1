import { describe, expect, it } from 'vitest';
import { checkProfessionalProfile, registrationText, toProfessionalValues } from './professional-profile.util';

describe("a professional's own profile", () => {
  it('shows the stored record with masks and empty texts', () => {
    const values = toProfessionalValues({ bio: 'Cardiologista', cellPhone: '11987654321', zipCode: '01310100', city: null });
    expect(values).toMatchObject({ bio: 'Cardiologista', cellPhone: '(11) 98765-4321', zipCode: '01310-100', city: '', mail: '' });
  });

  it('sends blank fields as null and refuses a bad e-mail with a translated field error', () => {
    const values = toProfessionalValues({ bio: 'Olá' });
    const ok = checkProfessionalProfile(values, 'en');
    expect(ok.ok && ok.input).toMatchObject({ bio: 'Olá', mail: null, street: null });
    const bad = checkProfessionalProfile({ ...values, mail: 'não-é-email' }, 'pt-BR');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && Object.keys(bad.fieldErrors)).toEqual(['mail']);
  });

  it('names the registration as a patient reads it', () => {
    expect(registrationText({ crm: '123456', crmState: 'SP', licenseCouncil: null })).toBe('CRM 123456/SP');
    expect(registrationText({ crm: null })).toBeNull();
  });
});
