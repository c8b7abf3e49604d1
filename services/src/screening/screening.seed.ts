import type { Database } from '../kit/db.js';
import type { TScreeningQuestionDto } from './screening.schemas.js';

const option = (id: string, textPtBR: string, textEn: string, redFlag = false, weight: number | null = null) => ({
  id,
  textPtBR,
  textEn,
  weight,
  redFlag,
});
const yesNo = (redFlagOnYes: boolean) => [option('yes', 'Sim', 'Yes', redFlagOnYes, redFlagOnYes ? 100 : null), option('no', 'Não', 'No')];

/**
 * The demo clinic's emergency screening for adults. A red-flag answer (chest pain with shortness of breath, fainting,
 * signs of stroke, heavy bleeding …) will tell the patient to call SAMU 192 once the triage engine reads the markers.
 */
export const DEMO_EMERGENCY_ADULT_SCREENING = {
  type: 'EMERGENCY',
  subtype: 'ADULT',
  titlePtBR: 'Triagem de pronto atendimento — adultos',
  titleEn: 'Emergency screening — adults',
  questions: [
    {
      id: 'main_complaint',
      textPtBR: 'Qual é o principal motivo do atendimento?',
      textEn: 'What is the main reason for this visit?',
      kind: 'single_choice',
      required: true,
      options: [
        option('chest_pain', 'Dor no peito', 'Chest pain', false, 80),
        option('breathing', 'Falta de ar', 'Shortness of breath', false, 80),
        option('fever', 'Febre', 'Fever', false, 30),
        option('headache', 'Dor de cabeça', 'Headache', false, 30),
        option('abdominal_pain', 'Dor abdominal', 'Abdominal pain', false, 40),
        option('other', 'Outro', 'Other', false, 10),
      ],
    },
    {
      id: 'chest_pain_breathing',
      textPtBR: 'Você está com dor no peito e falta de ar ao mesmo tempo?',
      textEn: 'Do you have chest pain and shortness of breath at the same time?',
      kind: 'yes_no',
      required: true,
      options: yesNo(true),
    },
    {
      id: 'fainting',
      textPtBR: 'Você desmaiou ou perdeu a consciência nas últimas horas?',
      textEn: 'Have you fainted or lost consciousness in the last few hours?',
      kind: 'yes_no',
      required: true,
      options: yesNo(true),
    },
    {
      id: 'stroke_signs',
      textPtBR: 'Sente fraqueza ou formigamento de um lado do corpo, boca torta ou dificuldade para falar?',
      textEn: 'Do you have weakness or numbness on one side of the body, a drooping face or trouble speaking?',
      kind: 'yes_no',
      required: true,
      options: yesNo(true),
    },
    {
      id: 'bleeding',
      textPtBR: 'Há sangramento intenso que não para?',
      textEn: 'Is there heavy bleeding that does not stop?',
      kind: 'yes_no',
      required: true,
      options: yesNo(true),
    },
    {
      id: 'symptoms',
      textPtBR: 'Quais destes sintomas você tem?',
      textEn: 'Which of these symptoms do you have?',
      kind: 'multi_choice',
      required: false,
      options: [
        option('fever', 'Febre', 'Fever', false, 20),
        option('cough', 'Tosse', 'Cough', false, 10),
        option('vomiting', 'Vômitos', 'Vomiting', false, 20),
        option('diarrhea', 'Diarreia', 'Diarrhea', false, 10),
        option('purple_lips', 'Lábios ou dedos arroxeados', 'Bluish lips or fingers', true, 100),
        option('confusion', 'Confusão mental', 'Confusion', true, 100),
      ],
    },
    {
      id: 'temperature',
      textPtBR: 'Se mediu, qual foi a temperatura (°C)?',
      textEn: 'If you measured it, what was your temperature (°C)?',
      kind: 'number',
      required: false,
      options: [],
    },
    {
      id: 'pain_scale',
      textPtBR: 'De 0 a 10, qual é a intensidade da sua dor?',
      textEn: 'From 0 to 10, how strong is your pain?',
      kind: 'scale_0_10',
      required: true,
      options: [],
    },
    {
      id: 'details',
      textPtBR: 'Conte mais sobre o que está sentindo e desde quando.',
      textEn: 'Tell us more about how you feel and since when.',
      kind: 'text',
      required: false,
      options: [],
    },
  ] satisfies TScreeningQuestionDto[],
};

/** Seeds the demo questionnaires of a company (as the owner, version 1 kept in screening_version too). */
export async function seedScreenings(db: Database, companyId: string): Promise<void> {
  const s = DEMO_EMERGENCY_ADULT_SCREENING;
  await db.query(
    `with created as (
       insert into screening (company_id, type, subtype, title_pt_br, title_en, questions) values ($1, $2, $3, $4, $5, $6)
       returning id, version, company_id, title_pt_br, title_en, questions)
     insert into screening_version (screening_id, version, company_id, title_pt_br, title_en, questions)
     select id, version, company_id, title_pt_br, title_en, questions from created`,
    [companyId, s.type, s.subtype, s.titlePtBR, s.titleEn, JSON.stringify(s.questions)],
  );
}
