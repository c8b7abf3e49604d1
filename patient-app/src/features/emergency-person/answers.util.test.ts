import { describe, expect, it } from 'vitest';
import { answersToSend, missingAnswers, parseNumberAnswer } from './answers.util';

const questions = [
  { id: 'fainting', text: 'Have you fainted?', kind: 'YES_NO', required: true, options: [{ id: 'yes' }, { id: 'no' }] },
  { id: 'symptoms', text: 'Which symptoms?', kind: 'MULTI_CHOICE', required: false, options: [{ id: 'fever' }] },
  { id: 'pain', text: 'How strong is your pain?', kind: 'SCALE_0_10', required: true, options: [] },
  { id: 'notes', text: 'Anything else?', kind: 'TEXT', required: false, options: [] },
];

describe('pre-assessment answers', () => {
  it('sends the answered questions in order, trimmed, and leaves out the empty ones', () => {
    expect(answersToSend(questions, { pain: 0, fainting: 'no', symptoms: [], notes: '  tosse  ' })).toEqual([
      { questionId: 'fainting', value: 'no' },
      { questionId: 'pain', value: 0 },
      { questionId: 'notes', value: 'tosse' },
    ]);
  });

  it('names each required question left unanswered, in the reader’s language', () => {
    expect(missingAnswers(questions, { pain: 0 }, 'en')).toEqual({ 'answers.fainting': 'Answer “Have you fainted?”' });
    expect(missingAnswers(questions, {}, 'pt-BR')).toEqual({
      'answers.fainting': 'Responda “Have you fainted?”',
      'answers.pain': 'Responda “How strong is your pain?”',
    });
  });

  it('reads a temperature typed with a comma or a dot', () => {
    expect(parseNumberAnswer('38,5')).toBe(38.5);
    expect(parseNumberAnswer('37.2')).toBe(37.2);
    expect(parseNumberAnswer('')).toBeUndefined();
    expect(parseNumberAnswer('alta')).toBeUndefined();
  });
});
