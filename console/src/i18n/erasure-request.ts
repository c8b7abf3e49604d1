/** Strings of the LGPD erasure requests (merged into en.ts and pt-br.ts under `resources.erasureRequests`). */
export const erasureRequestsEn = {
  name: 'Erasure request |||| Erasure requests',
  fields: {
    id: 'ID',
    personName: 'Patient',
    status: 'Status',
    requestedByName: 'Requested by',
    createdAt: 'Requested',
    answer: 'Answer to the patient',
    retentionReason: 'Why the record is kept',
    answeredByName: 'Answered by',
    answeredAt: 'Answered',
  },
  statuses: { REQUESTED: 'Requested', DONE: 'Anonymised', REFUSED: 'Refused' },
  actions: { anonymise: 'Anonymise', refuse: 'Refuse' },
  anonymise: {
    title: 'Anonymise %{name}’s data?',
    content:
      'Erased: contact details (e-mail, phones), address, social name, profession, device token, the texts of their conversations with the clinic and the files attached to them, and their address and text in the clinic’s sent mails; their sign-in is closed. Kept, as the law requires (Lei 13.787/2018, 20 years): the health record — appointments, notes, diagnoses, files, consents, payments — and the identification it needs: name, CPF, CNS, birth date. This cannot be undone.',
    note: 'Note to the patient (optional)',
    done: 'The data was anonymised; the health record is kept',
  },
  refuse: {
    title: 'Refuse %{name}’s request?',
    content: 'Nothing is erased. The patient receives your answer by e-mail.',
    answer: 'Answer to the patient',
    required: 'Write the answer to the patient',
    done: 'The request was refused; the patient was told',
  },
};

export const erasureRequestsPtBr: typeof erasureRequestsEn = {
  name: 'Pedido de eliminação |||| Pedidos de eliminação',
  fields: {
    id: 'ID',
    personName: 'Paciente',
    status: 'Situação',
    requestedByName: 'Solicitado por',
    createdAt: 'Solicitado em',
    answer: 'Resposta ao paciente',
    retentionReason: 'Por que o prontuário é guardado',
    answeredByName: 'Respondido por',
    answeredAt: 'Respondido em',
  },
  statuses: { REQUESTED: 'Solicitado', DONE: 'Anonimizado', REFUSED: 'Recusado' },
  actions: { anonymise: 'Anonimizar', refuse: 'Recusar' },
  anonymise: {
    title: 'Anonimizar os dados de %{name}?',
    content:
      'Eliminados: contatos (e-mail, telefones), endereço, nome social, profissão, token do dispositivo, o texto das conversas com a clínica e os arquivos anexados a elas, e o endereço e o texto nos e-mails enviados pela clínica; o acesso é encerrado. Guardados, como a lei exige (Lei 13.787/2018, 20 anos): o prontuário — consultas, anotações, diagnósticos, arquivos, consentimentos, pagamentos — e a identificação que ele exige: nome, CPF, CNS, data de nascimento. Não pode ser desfeito.',
    note: 'Observação ao paciente (opcional)',
    done: 'Os dados foram anonimizados; o prontuário é guardado',
  },
  refuse: {
    title: 'Recusar o pedido de %{name}?',
    content: 'Nada é eliminado. O paciente recebe a sua resposta por e-mail.',
    answer: 'Resposta ao paciente',
    required: 'Escreva a resposta ao paciente',
    done: 'O pedido foi recusado; o paciente foi avisado',
  },
};
