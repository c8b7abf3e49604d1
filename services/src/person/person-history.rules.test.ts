import { describe, expect, it } from 'vitest';
import { type HistoryRow, questionnaireAnswers, toHistoryItem, truncate } from './person-history.rules.js';

const row = (type: HistoryRow['type'], texts: Partial<HistoryRow> = {}): HistoryRow => ({
  type,
  id: '7d1f6a52-1c55-4f0e-8a44-6f1d2b3c4d5e',
  date: '2026-03-02T12:30:00.000Z',
  professional_name: 'Dr. Gregório House',
  appointment_id: null,
  t1: null,
  t2: null,
  t3: null,
  t4: null,
  t5: null,
  ...texts,
});

describe('history item texts', () => {
  it('an appointment: its title, then status, specialty and complaint in the reader’s language', () => {
    const r = row('APPOINTMENT', {
      t1: 'Consulta de cardiologia',
      t2: 'FIRST_CONSULTATION',
      t3: 'NO_SHOW',
      t4: '225120',
      t5: 'Dor no peito',
    });
    expect(toHistoryItem(r, 'pt-BR')).toEqual({
      id: r.id,
      type: 'APPOINTMENT',
      date: '2026-03-02T12:30:00.000Z',
      title: 'Consulta de cardiologia',
      summary: 'Não compareceu · Cardiologia · Dor no peito',
      professionalName: 'Dr. Gregório House',
      appointmentId: null,
      url: null,
    });
    expect(toHistoryItem(r, 'en').summary).toBe('No-show · Cardiology · Dor no peito');
  });

  it('a shared link: its title, then its note and the host it leads to; the item keeps the address', () => {
    const r = row('LINK', {
      t1: 'Resultado da ressonância',
      t2: 'https://laudos.example.com.br/r/8f2a?k=1',
      t3: 'Senha: sua data de nascimento',
    });
    expect(toHistoryItem(r, 'pt-BR')).toMatchObject({
      title: 'Resultado da ressonância',
      summary: 'Senha: sua data de nascimento · laudos.example.com.br',
      url: 'https://laudos.example.com.br/r/8f2a?k=1',
    });
    expect(toHistoryItem(row('LINK', { t1: 'Orientações', t2: 'https://example.com/' }), 'en').summary).toBe('example.com');
  });

  it('an appointment without a title is named by its type', () => {
    expect(toHistoryItem(row('APPOINTMENT', { t2: 'RETURN', t3: 'SCHEDULED' }), 'en')).toMatchObject({
      title: 'Return visit',
      summary: 'Scheduled',
    });
    expect(toHistoryItem(row('NOTES', { t2: 'RETURN', t3: 'I10' }), 'pt-BR')).toMatchObject({ title: 'Retorno', summary: 'I10' });
  });

  it('notes: the CID-10 code and the upshot, or the notes when there is no upshot', () => {
    expect(toHistoryItem(row('NOTES', { t1: 'Consulta', t3: 'I20.9', t4: 'Angina estável', t5: 'PA 140/90' }), 'en').summary).toBe(
      'I20.9 · Angina estável',
    );
    expect(toHistoryItem(row('NOTES', { t1: 'Consulta', t5: 'PA 140/90\nsem queixas' }), 'en').summary).toBe('PA 140/90 sem queixas');
  });

  it('an attachment: the file name, then the appointment, the type and the size', () => {
    const r = row('ARCHIVE', { t1: 'hemograma.pdf', t2: 'application/pdf', t3: String(120 * 1024 + 1), t4: 'Consulta de cardiologia' });
    expect(toHistoryItem(r, 'en')).toMatchObject({ title: 'hemograma.pdf', summary: 'Consulta de cardiologia · application/pdf · 121 KB' });
    expect(toHistoryItem(row('ARCHIVE', { t1: 'rx.png', t3: String(3 * 1024 * 1024), t5: 'EMERGENCY' }), 'pt-BR').summary).toBe(
      'Pronto atendimento · 3.0 MB',
    );
  });

  it('a diagnostic: the code and the description’s first line; the other lines, or all of it when the title is cut', () => {
    expect(toHistoryItem(row('DIAGNOSTIC', { t1: 'I10', t2: 'Hipertensão essencial' }), 'en')).toMatchObject({
      title: 'I10 · Hipertensão essencial',
      summary: null,
    });
    const long = toHistoryItem(row('DIAGNOSTIC', { t1: 'E11.9', t2: 'Diabetes tipo 2\nControle com metformina' }), 'en');
    expect(long).toMatchObject({ title: 'E11.9 · Diabetes tipo 2', summary: 'Controle com metformina' });
    const cut = toHistoryItem(row('DIAGNOSTIC', { t1: 'I10', t2: 'x'.repeat(300) }), 'en');
    expect(cut.title).toHaveLength(120);
    expect(cut.title.endsWith('…')).toBe(true);
    expect(cut.summary).toHaveLength(240);
  });

  it('an exam request: its note, or "exam request" and the SNOMED CT code; status and priority translated', () => {
    expect(toHistoryItem(row('EXAM', { t1: 'Hemograma completo', t2: '103696004', t3: 'on-hold', t4: 'urgent' }), 'pt-BR')).toMatchObject({
      title: 'Hemograma completo',
      summary: 'Suspensa · Urgente',
    });
    expect(toHistoryItem(row('EXAM', { t2: '103696004', t3: 'completed', t4: 'routine' }), 'en')).toMatchObject({
      title: 'Exam request (SNOMED CT 103696004)',
      summary: 'Completed · Routine',
    });
  });

  it('an emergency protocol: the queue, then the protocol number, status and complaint', () => {
    const r = row('EVENT', { t1: 'Clínica geral', t2: '42', t3: 'CLOSED_BY_MANAGER', t4: 'Febre alta', professional_name: null });
    expect(toHistoryItem(r, 'pt-BR')).toMatchObject({
      title: 'Pronto atendimento: Clínica geral',
      summary: 'Protocolo 42 · Encerrado pelo gestor · Febre alta',
      professionalName: null,
    });
    expect(toHistoryItem(r, 'en').summary).toBe('Protocol 42 · Closed by the manager · Febre alta');
  });

  it('an exam request issued as a document: the exams, then the clinical indication, signature and flags', () => {
    const r = row('EXAM', { t1: 'Hemograma completo, Glicemia de jejum', t2: 'Astenia', t3: 'UNSIGNED', t4: null, t5: 'DOCUMENT' });
    expect(toHistoryItem(r, 'pt-BR')).toMatchObject({ title: 'Hemograma completo, Glicemia de jejum', summary: 'Astenia · Não assinado' });
    expect(toHistoryItem({ ...r, t3: 'SIGNED', t4: 'SUPERSEDED' }, 'en').summary).toBe('Astenia · Signed · Superseded by a correction');
    // A service request keeps its texts (its row says SERVICE_REQUEST).
    expect(toHistoryItem(row('EXAM', { t1: 'ECG', t3: 'active', t5: 'SERVICE_REQUEST' }), 'en')).toMatchObject({
      title: 'ECG',
      summary: 'Active',
    });
  });

  it('a prescription: the first medicine and how many more; signed or not, special control, superseded', () => {
    const r = row('PRESCRIPTION', {
      t1: 'PRESCRIPTION',
      t2: 'Amoxicilina 500 mg',
      t3: '2',
      t4: 'UNSIGNED',
      t5: 'SPECIAL_CONTROL,SUPERSEDED',
    });
    expect(toHistoryItem(r, 'pt-BR')).toMatchObject({
      type: 'PRESCRIPTION',
      title: 'Receita: Amoxicilina 500 mg, +1',
      summary: 'Não assinado · Controle especial · Substituído por uma correção',
    });
    expect(toHistoryItem({ ...r, t3: '1', t4: 'SIGNED', t5: 'CORRECTION' }, 'en')).toMatchObject({
      title: 'Prescription: Amoxicilina 500 mg',
      summary: 'Signed · Correction of an earlier document',
    });
  });

  it('a medical certificate is listed with the prescriptions: its days of leave', () => {
    const r = row('PRESCRIPTION', { t1: 'CERTIFICATE', t2: '3', t4: 'UNSIGNED' });
    expect(toHistoryItem(r, 'pt-BR')).toMatchObject({ title: 'Atestado médico: 3 dias', summary: 'Não assinado' });
    expect(toHistoryItem(r, 'en').title).toBe('Medical certificate: 3 days');
    expect(toHistoryItem({ ...r, t2: '1' }, 'en').title).toBe('Medical certificate: 1 day');
  });

  it('a referral: the specialty named in the reader’s language, then the reason', () => {
    const r = row('MEDICAL_REFERRAL', { t1: '225120', t2: 'Dor torácica aos esforços', t4: 'SIGNED' });
    expect(toHistoryItem(r, 'pt-BR')).toMatchObject({
      title: 'Encaminhamento: Cardiologia',
      summary: 'Dor torácica aos esforços · Assinado',
    });
    expect(toHistoryItem(r, 'en')).toMatchObject({ title: 'Referral: Cardiology', summary: 'Dor torácica aos esforços · Signed' });
  });

  it('a pre-assessment: the queue, then the triage level, a red flag and the protocol', () => {
    const r = row('QUESTIONNAIRE', { t1: 'Clínica geral', t2: '42', t3: '3', t4: null, t5: '6' });
    expect(toHistoryItem(r, 'pt-BR')).toMatchObject({ title: 'Triagem: Clínica geral', summary: 'Urgente (prioridade 3) · Protocolo 42' });
    expect(toHistoryItem({ ...r, t3: '1', t4: 'RED_FLAG' }, 'en')).toMatchObject({
      title: 'Screening: Clínica geral',
      summary: 'Emergency (priority 1) · Red flag · Protocol 42',
    });
    expect(toHistoryItem({ ...r, t3: null }, 'en').summary).toBe('Protocol 42');
  });

  it('a pre-assessment’s answers as question and answer texts, in the questionnaire’s order', () => {
    const questions = [
      { id: 'main', textPtBR: 'Motivo principal?', textEn: 'Main reason?', options: [{ id: 'fever', textPtBR: 'Febre', textEn: 'Fever' }] },
      { id: 'faint', textPtBR: 'Desmaiou?', textEn: 'Fainted?', options: [{ id: 'no', textPtBR: 'Não', textEn: 'No' }] },
      {
        id: 'symptoms',
        textPtBR: 'Sintomas?',
        textEn: 'Symptoms?',
        options: [
          { id: 'cough', textPtBR: 'Tosse', textEn: 'Cough' },
          { id: 'fever', textPtBR: 'Febre', textEn: 'Fever' },
        ],
      },
      { id: 'pain', textPtBR: 'Dor de 0 a 10?', textEn: 'Pain 0 to 10?', options: [] },
      { id: 'more', textPtBR: 'Conte mais', textEn: 'Tell us more', options: [] },
      { id: 'pregnant', textPtBR: 'Gestante?', textEn: 'Pregnant?', options: [] },
    ];
    const answers = [
      { questionId: 'pain', value: 3 },
      { questionId: 'unknown', value: 'x' },
      { questionId: 'symptoms', value: ['fever', 'cough'] },
      { questionId: 'main', value: 'fever' },
      { questionId: 'faint', value: 'no' },
      { questionId: 'more', value: 'Desde ontem' },
      { questionId: 'pregnant', value: false },
    ];
    expect(questionnaireAnswers(questions, answers, 'pt-BR')).toEqual([
      { questionId: 'main', question: 'Motivo principal?', answer: 'Febre' },
      { questionId: 'faint', question: 'Desmaiou?', answer: 'Não' },
      { questionId: 'symptoms', question: 'Sintomas?', answer: 'Febre, Tosse' },
      { questionId: 'pain', question: 'Dor de 0 a 10?', answer: '3' },
      { questionId: 'more', question: 'Conte mais', answer: 'Desde ontem' },
      { questionId: 'pregnant', question: 'Gestante?', answer: 'Não' },
      { questionId: 'unknown', question: 'unknown', answer: 'x' },
    ]);
    expect(questionnaireAnswers(questions, [{ questionId: 'main', value: 'fever' }], 'en')).toEqual([
      { questionId: 'main', question: 'Main reason?', answer: 'Fever' },
    ]);
  });

  it('dates are UTC instants whatever the driver returns', () => {
    expect(toHistoryItem(row('DIAGNOSTIC', { t1: 'I10', date: new Date('2026-03-02T09:30:00-03:00') }), 'en').date).toBe(
      '2026-03-02T12:30:00.000Z',
    );
  });

  it('truncate keeps short texts and cuts long ones with an ellipsis', () => {
    expect(truncate('  curto  ', 10)).toBe('curto');
    expect(truncate('abcdefghijk', 5)).toBe('abcd…');
  });
});
