import type { TriagePriority } from './triage-scale.js';

/**
 * The symptom lexicon of the rule-based triage: phrases in Portuguese and English, each with the level it points to.
 * Level 1 entries are red flags (the patient is told to call SAMU 192). Phrases are written as people type them, with
 * accents; matching ignores accents and case (see `normalizeForMatch`), and a longer phrase hides the shorter ones it
 * contains ("dor de cabeça forte" is not also "dor de cabeça"). No phrase may contain the words that split a complaint
 * into clauses (e, and, ou, or, mas, but), nor start with a negation word of its own unless the negation is the symptom
 * ("não consigo respirar").
 */
export type SymptomEntry = { key: string; priority: TriagePriority; terms: readonly string[] };

export const SYMPTOM_LEXICON: readonly SymptomEntry[] = [
  // --- Red flags (level 1) --------------------------------------------------------------------------------------
  {
    key: 'chest_pain',
    priority: 1,
    terms: [
      'chest pain',
      'chest tightness',
      'pain in my chest',
      'pain in the chest',
      'crushing chest',
      'dor no peito',
      'dor torácica',
      'aperto no peito',
      'peito apertado',
      'pressão no peito',
      'dor forte no peito',
      'dor no coração',
    ],
  },
  {
    key: 'shortness_of_breath',
    priority: 1,
    terms: [
      'shortness of breath',
      'short of breath',
      'can not breathe',
      'not breathing',
      'difficulty breathing',
      'trouble breathing',
      'struggling to breathe',
      'breathless',
      'choking',
      'falta de ar',
      'dificuldade para respirar',
      'dificuldade de respirar',
      'não consigo respirar',
      'não está respirando',
      'sem conseguir respirar',
      'sufocando',
      'engasgado',
      'engasgada',
    ],
  },
  {
    key: 'fainting',
    priority: 1,
    terms: [
      'fainted',
      'fainting',
      'passed out',
      'lost consciousness',
      'loss of consciousness',
      'unconscious',
      'blacked out',
      'desmaio',
      'desmaiei',
      'desmaiou',
      'desmaiando',
      'desmaiar',
      'perdi a consciência',
      'perdeu a consciência',
      'perda de consciência',
      'inconsciente',
    ],
  },
  {
    key: 'seizure',
    priority: 1,
    terms: [
      'seizure',
      'seizures',
      'convulsion',
      'convulsions',
      'convulsing',
      'convulsão',
      'convulsões',
      'convulsionando',
      'convulsionou',
      'crise convulsiva',
      'ataque epiléptico',
      'crise epiléptica',
    ],
  },
  {
    key: 'stroke_signs',
    priority: 1,
    terms: [
      'stroke',
      'slurred speech',
      'trouble speaking',
      'weakness on one side',
      'numbness on one side',
      'face drooping',
      'drooping face',
      'facial droop',
      'avc',
      'derrame',
      'fala enrolada',
      'falando enrolado',
      'falando enrolada',
      'dificuldade para falar',
      'fraqueza de um lado do corpo',
      'fraqueza em um lado do corpo',
      'formigamento de um lado do corpo',
      'boca torta',
      'rosto torto',
      'rosto caído',
    ],
  },
  {
    key: 'heavy_bleeding',
    priority: 1,
    terms: [
      'heavy bleeding',
      'severe bleeding',
      'bleeding heavily',
      'bleeding a lot',
      'bleeding will not stop',
      'bleeding that will not stop',
      'hemorrhage',
      'haemorrhage',
      'sangramento intenso',
      'sangramento forte',
      'sangramento que não para',
      'sangrando muito',
      'hemorragia',
      'muito sangue',
    ],
  },
  {
    key: 'suicidal_thoughts',
    priority: 1,
    terms: [
      'suicidal thoughts',
      'suicidal',
      'suicide',
      'kill myself',
      'end my life',
      'want to die',
      'pensamentos suicidas',
      'pensamento suicida',
      'suicídio',
      'me matar',
      'quero morrer',
      'tirar minha vida',
      'tirar a própria vida',
    ],
  },
  {
    key: 'severe_allergic_reaction',
    priority: 1,
    terms: [
      'severe allergic reaction',
      'anaphylaxis',
      'anaphylactic',
      'throat swelling',
      'swollen throat',
      'throat closing',
      'swollen tongue',
      'tongue swelling',
      'reação alérgica grave',
      'anafilaxia',
      'choque anafilático',
      'inchaço na garganta',
      'garganta inchada',
      'garganta fechando',
      'língua inchada',
      'inchaço na língua',
    ],
  },
  {
    key: 'bluish_lips',
    priority: 1,
    terms: ['bluish lips', 'blue lips', 'lips turning blue', 'lábios roxos', 'lábios arroxeados', 'lábios azulados', 'boca roxa'],
  },
  {
    key: 'confusion',
    priority: 1,
    terms: ['mental confusion', 'sudden confusion', 'disoriented', 'confusão mental', 'desorientado', 'desorientada'],
  },
  // --- Very urgent (level 2) ------------------------------------------------------------------------------------
  {
    key: 'severe_pain',
    priority: 2,
    terms: [
      'severe pain',
      'intense pain',
      'unbearable pain',
      'excruciating pain',
      'worst pain',
      'dor intensa',
      'dor forte',
      'dor muito forte',
      'dor insuportável',
      'dor fortíssima',
      'muita dor',
    ],
  },
  {
    key: 'severe_headache',
    priority: 2,
    terms: [
      'severe headache',
      'worst headache',
      'thunderclap headache',
      'dor de cabeça forte',
      'dor de cabeça muito forte',
      'dor de cabeça intensa',
      'pior dor de cabeça',
    ],
  },
  {
    key: 'blood_from_mouth',
    priority: 2,
    terms: [
      'vomiting blood',
      'coughing blood',
      'coughing up blood',
      'blood in vomit',
      'vômito com sangue',
      'vomitando sangue',
      'tosse com sangue',
      'tossindo sangue',
      'escarro com sangue',
    ],
  },
  {
    key: 'very_high_fever',
    priority: 2,
    terms: ['very high fever', 'fever of 40', 'fever of 41', 'febre muito alta', 'febre de 40', 'febre de 41'],
  },
  { key: 'stiff_neck', priority: 2, terms: ['stiff neck', 'neck stiffness', 'rigidez na nuca', 'nuca rígida', 'pescoço duro'] },
  {
    key: 'head_injury',
    priority: 2,
    terms: ['head injury', 'hit my head', 'head trauma', 'bati a cabeça', 'bateu a cabeça', 'pancada na cabeça', 'traumatismo craniano'],
  },
  {
    key: 'bleeding_in_pregnancy',
    priority: 2,
    terms: [
      'bleeding during pregnancy',
      'pregnant with bleeding',
      'sangramento na gravidez',
      'sangramento na gestação',
      'grávida com sangramento',
    ],
  },
  {
    key: 'poisoning',
    priority: 2,
    terms: ['overdose', 'poisoning', 'poisoned', 'envenenamento', 'intoxicação', 'intoxicado', 'intoxicada'],
  },
  // --- Urgent (level 3) -----------------------------------------------------------------------------------------
  { key: 'high_fever', priority: 3, terms: ['high fever', 'fever of 39', 'febre alta', 'febre de 39'] },
  {
    key: 'vomiting',
    priority: 3,
    terms: ['vomiting', 'throwing up', 'vomit', 'vômito', 'vômitos', 'vomitando', 'vomitei', 'vomitou'],
  },
  { key: 'moderate_pain', priority: 3, terms: ['moderate pain', 'dor moderada'] },
  {
    key: 'abdominal_pain',
    priority: 3,
    terms: ['abdominal pain', 'stomach pain', 'belly pain', 'dor abdominal', 'dor na barriga', 'dor de barriga', 'dor no estômago'],
  },
  { key: 'dehydration', priority: 3, terms: ['dehydration', 'dehydrated', 'desidratação', 'desidratado', 'desidratada'] },
  {
    key: 'palpitations',
    priority: 3,
    terms: ['palpitations', 'racing heart', 'palpitação', 'palpitações', 'coração acelerado', 'coração disparado'],
  },
  { key: 'wheezing', priority: 3, terms: ['wheezing', 'asthma attack', 'chiado no peito', 'crise de asma', 'crise de bronquite'] },
  { key: 'burn', priority: 3, terms: ['burn', 'burned', 'burnt', 'queimadura', 'queimei'] },
  { key: 'fracture', priority: 3, terms: ['broken bone', 'fracture', 'fratura', 'fraturei', 'osso quebrado'] },
  { key: 'deep_cut', priority: 3, terms: ['deep cut', 'corte profundo'] },
  {
    key: 'blood_in_urine_or_stool',
    priority: 3,
    terms: ['blood in urine', 'blood in stool', 'blood in my urine', 'sangue na urina', 'sangue nas fezes', 'fezes com sangue'],
  },
  // --- Standard (level 4) ---------------------------------------------------------------------------------------
  { key: 'fever', priority: 4, terms: ['fever', 'feverish', 'febre', 'febril'] },
  { key: 'headache', priority: 4, terms: ['headache', 'migraine', 'dor de cabeça', 'enxaqueca'] },
  { key: 'cough', priority: 4, terms: ['cough', 'coughing', 'tosse', 'tossindo'] },
  { key: 'diarrhea', priority: 4, terms: ['diarrhea', 'diarrhoea', 'diarreia'] },
  { key: 'sore_throat', priority: 4, terms: ['sore throat', 'dor de garganta'] },
  { key: 'earache', priority: 4, terms: ['earache', 'ear pain', 'dor de ouvido'] },
  {
    key: 'painful_urination',
    priority: 4,
    terms: ['pain when urinating', 'burning urination', 'dor ao urinar', 'ardência ao urinar', 'ardor ao urinar'],
  },
  { key: 'back_pain', priority: 4, terms: ['back pain', 'dor nas costas', 'dor lombar'] },
  { key: 'nausea', priority: 4, terms: ['nausea', 'náuseas', 'enjoo', 'enjoada', 'enjoado'] },
  { key: 'dizziness', priority: 4, terms: ['dizziness', 'dizzy', 'tontura', 'tonto', 'tonta'] },
  { key: 'rash', priority: 4, terms: ['rash', 'manchas na pele', 'alergia na pele'] },
  // --- Non-urgent (level 5) -------------------------------------------------------------------------------------
  {
    key: 'common_cold',
    priority: 5,
    terms: [
      'runny nose',
      'stuffy nose',
      'sneezing',
      'common cold',
      'coriza',
      'nariz escorrendo',
      'nariz entupido',
      'espirros',
      'resfriado',
    ],
  },
  { key: 'mild_symptoms', priority: 5, terms: ['mild cough', 'mild pain', 'tosse leve', 'dor leve'] },
  {
    key: 'paperwork',
    priority: 5,
    terms: [
      'prescription renewal',
      'renew my prescription',
      'medical certificate',
      'sick note',
      'test results',
      'exam results',
      'renovar receita',
      'renovar a receita',
      'renovação de receita',
      'atestado',
      'resultado de exame',
      'resultado dos exames',
      'resultados de exames',
    ],
  },
  { key: 'itching', priority: 5, terms: ['itching', 'itchy', 'coceira'] },
];

/** Negation words that cancel a symptom said within the three words before it ("não tenho dor no peito"). */
export const NEGATION_WORDS: ReadonlySet<string> = new Set([
  'nao',
  'sem',
  'nem',
  'nunca',
  'jamais',
  'nenhum',
  'nenhuma',
  'nega',
  'negou',
  'not',
  'without',
  'never',
  'denies',
  'denied',
  'nor',
  'none',
]);
/** "no" negates only right before the symptom ("no fever"): in Portuguese it is also "in the" ("sangue no nariz"). */
export const NEGATION_ADJACENT_ONLY: ReadonlySet<string> = new Set(['no']);
/** How many words before a symptom a negation word reaches. */
export const NEGATION_WINDOW = 3;
/** Words that start a new clause: a negation never crosses them ("sem febre, mas com falta de ar"). */
export const CLAUSE_BREAKS: ReadonlySet<string> = new Set(['e', 'and', 'ou', 'or', 'mas', 'but', 'porem', 'however', 'entao', 'then']);

/**
 * Lower case, no accents, English contractions spelled out ("can't" → "can not", "don't" → "do not"), and every run of
 * other characters a single space. Clause punctuation (. , ; ! ? and new lines) becomes " | ".
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'")
    .replace(/\bcannot\b/g, 'can not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/[.,;:!?\n\r()[\]]+/g, ' | ')
    .replace(/[^a-z0-9|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The clauses of a text, each as its words. */
export function clausesOf(text: string): string[][] {
  const clauses: string[][] = [[]];
  for (const word of normalizeForMatch(text).split(' ')) {
    if (!word) continue;
    if (word === '|' || CLAUSE_BREAKS.has(word)) clauses.push([]);
    else clauses.at(-1)!.push(word);
  }
  return clauses.filter((c) => c.length > 0);
}

/** A phrase of the lexicon found in a text: the entry, the phrase as the lexicon writes it. */
export type SymptomMatch = { entry: SymptomEntry; term: string };

type Compiled = { entry: SymptomEntry; term: string; words: string[] };
const COMPILED: readonly Compiled[] = SYMPTOM_LEXICON.flatMap((entry) =>
  entry.terms.map((term) => ({ entry, term, words: normalizeForMatch(term).split(' ') })),
);

function isNegated(clause: string[], start: number): boolean {
  if (start > 0 && NEGATION_ADJACENT_ONLY.has(clause[start - 1]!)) return true;
  for (let i = Math.max(0, start - NEGATION_WINDOW); i < start; i++) if (NEGATION_WORDS.has(clause[i]!)) return true;
  return false;
}

/**
 * The lexicon's symptoms said in a text, in the order they appear, each entry once: negated ones left out, and a phrase
 * inside a longer one found at the same place left out.
 */
export function findSymptoms(text: string): SymptomMatch[] {
  const found: SymptomMatch[] = [];
  const seen = new Set<string>();
  for (const clause of clausesOf(text)) {
    const hits: Array<Compiled & { start: number; end: number }> = [];
    for (const c of COMPILED) {
      for (let start = 0; start + c.words.length <= clause.length; start++) {
        if (c.words.every((w, i) => clause[start + i] === w)) hits.push({ ...c, start, end: start + c.words.length });
      }
    }
    const outer = hits.filter(
      (h) => !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
    );
    outer.sort((a, b) => a.start - b.start);
    for (const hit of outer) {
      if (isNegated(clause, hit.start) || seen.has(hit.entry.key)) continue;
      seen.add(hit.entry.key);
      found.push({ entry: hit.entry, term: hit.term });
    }
  }
  return found;
}
