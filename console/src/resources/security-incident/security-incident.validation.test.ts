import { describe, expect, it } from 'vitest';
import { validateSecurityIncident } from './security-incident.validation';

const entry = {
  id: 'i1',
  status: 'OPEN',
  detectedAt: '2026-11-18T13:00:00.000Z',
  occurredAt: null,
  description: 'Planilha enviada ao fornecedor errado',
  dataCategories: ['IDENTIFICATION', 'HEALTH'],
  affectedSubjects: 42,
  risk: 'RELEVANT',
  notificationDue: '2026-11-24',
  recordedByName: 'Carlos Admin',
};

describe('validateSecurityIncident', () => {
  it('accepts an entry as loaded', () => {
    expect(validateSecurityIncident(entry, 'en')).toEqual({});
  });

  it('puts each error under its input, with the labels the services use, in the current language', () => {
    expect(validateSecurityIncident({ dataCategories: [] }, 'pt-BR')).toEqual({
      detectedAt: 'O campo Conhecido em é obrigatório',
      description: 'O campo Descrição é obrigatório',
      dataCategories: 'O campo Dados afetados é obrigatório',
      risk: 'O campo Risco é obrigatório',
    });
    expect(validateSecurityIncident({ ...entry, occurredAt: '2026-11-19T10:00:00-03:00' }, 'en')).toEqual({
      occurredAt: 'The incident cannot have happened after it became known',
    });
    expect(validateSecurityIncident({ ...entry, anpdNotifiedAt: '2026-11-17T10:00:00-03:00' }, 'pt-BR')).toEqual({
      anpdNotifiedAt: 'ANPD comunicada em não pode ser anterior ao conhecimento do incidente',
    });
  });
});
