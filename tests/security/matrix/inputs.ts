/** A required yes/no question ("Pain?") for the questionnaires the matrix writes. */
export const PAIN_QUESTION = {
  textPtBR: 'Dor?',
  textEn: 'Pain?',
  kind: 'YES_NO',
  required: true,
  options: [
    { textPtBR: 'Sim', textEn: 'Yes' },
    { textPtBR: 'Não', textEn: 'No' },
  ],
};

/** The payment methods of the financial settings the matrix writes: card in one instalment, no interest, and on site; no PIX. */
export const CARD_AND_ON_SITE = {
  acceptsCreditCard: true,
  acceptsPix: false,
  acceptsOnSite: true,
  maxInstallments: 1,
  interestFreeInstallments: 1,
  installmentInterestBps: 0,
};
