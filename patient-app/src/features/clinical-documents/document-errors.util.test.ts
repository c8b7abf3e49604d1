import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentProblemOf, formFieldPath, signingErrorCode } from './document-errors.util';

const graphQLErrors = (...errors: GraphQLFormattedError[]) => new CombinedGraphQLErrors({ data: null, errors }, errors);

describe('documentProblemOf', () => {
  it('keeps the participants refusal message and lists its fields', () => {
    const error = graphQLErrors({
      message: 'A prescrição não pode ser feita devido a problemas nos dados dos participantes',
      extensions: {
        code: 'PRESCRIPTION_PARTICIPANTS',
        fields: [
          { field: 'professional.crm', message: 'O campo CRM é obrigatório' },
          { field: 'patient.cpf', message: 'O campo CPF é obrigatório' },
        ],
      },
    });
    expect(documentProblemOf(error, 'pt-BR')).toEqual({
      message: 'A prescrição não pode ser feita devido a problemas nos dados dos participantes',
      fieldErrors: {},
      missing: [
        { path: 'professional.crm', message: 'O campo CRM é obrigatório' },
        { path: 'patient.cpf', message: 'O campo CPF é obrigatório' },
      ],
    });
  });

  it('puts other field errors by their whole path inside the content', () => {
    const error = graphQLErrors({
      message: 'Invalid data',
      extensions: {
        code: 'BAD_INPUT',
        fields: [
          { field: 'input.prescription.items.1.dosage', message: 'Dosage is required' },
          { field: 'input.password', message: 'Password is too long' },
        ],
      },
    });
    expect(documentProblemOf(error, 'en')).toEqual({
      message: null,
      fieldErrors: { 'items.1.dosage': 'Dosage is required', password: 'Password is too long' },
      missing: [],
    });
  });

  it('answers an address refusal without fields as its message', () => {
    const error = graphQLErrors({ message: 'Only Brazilian addresses are allowed', extensions: { code: 'ONLY_BRAZILIAN_ADDRESS' } });
    expect(documentProblemOf(error, 'en')).toEqual({ message: 'Only Brazilian addresses are allowed', fieldErrors: {}, missing: [] });
  });

  it('says the server is unreachable on a network failure', () => {
    expect(documentProblemOf(new TypeError('Failed to fetch'), 'en').message).toBe('Unable to reach the server. Try again');
  });
});

describe('formFieldPath', () => {
  it('drops input. and the content name', () => {
    expect(formFieldPath('input.certificate.days')).toBe('days');
    expect(formFieldPath('examRequest.exams.0')).toBe('exams.0');
    expect(formFieldPath('pkcs12Base64')).toBe('pkcs12Base64');
  });
});

describe('signingErrorCode', () => {
  it('knows the signing failures and reads anything else as FAILED', () => {
    expect(signingErrorCode('WRONG_PASSWORD')).toBe('WRONG_PASSWORD');
    expect(signingErrorCode('NOT_PDF')).toBe('FAILED');
  });
});
