import type { FieldLabels } from '../util/field-labels.js';

/** Company finance (GET/PUT /company/{id}/financial). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const COMPANY_FINANCE_FIELD_LABELS: FieldLabels = {
  consultationPriceCents: { en: 'Consultation price', pt: 'Valor da consulta' },
  returnPriceCents: { en: 'Return visit price', pt: 'Valor do retorno' },
  emergencyPriceCents: { en: 'Emergency attendance price', pt: 'Valor do pronto atendimento' },
  acceptsCreditCard: { en: 'Accepts credit card', pt: 'Aceita cartão de crédito' },
  acceptsPix: { en: 'Accepts PIX', pt: 'Aceita PIX' },
  acceptsOnSite: { en: 'Accepts payment on site', pt: 'Aceita pagamento no local' },
  maxInstallments: { en: 'Maximum installments', pt: 'Máximo de parcelas' },
  interestFreeInstallments: { en: 'Interest-free installments', pt: 'Parcelas sem juros' },
  installmentInterestBps: { en: 'Monthly installment interest', pt: 'Juros mensais do parcelamento' },
  minInstallmentCents: { en: 'Minimum installment', pt: 'Parcela mínima' },
  pixKeyType: { en: 'PIX key type', pt: 'Tipo de chave PIX' },
  pixKey: { en: 'PIX key', pt: 'Chave PIX' },
  merchantName: { en: 'Receiver name (PIX)', pt: 'Nome do recebedor (PIX)' },
  merchantCity: { en: 'Receiver city (PIX)', pt: 'Cidade do recebedor (PIX)' },
  bankCode: { en: 'Bank code', pt: 'Código do banco' },
  bankBranch: { en: 'Branch', pt: 'Agência' },
  bankAccount: { en: 'Account', pt: 'Conta' },
  bankAccountType: { en: 'Account type', pt: 'Tipo de conta' },
  accountHolderName: { en: 'Account holder', pt: 'Titular da conta' },
  accountHolderDocument: { en: 'Holder CPF or CNPJ', pt: 'CPF ou CNPJ do titular' },
};
