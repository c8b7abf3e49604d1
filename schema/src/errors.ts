import type { Locale } from './constants.js';

/**
 * The error catalogue: one code, one HTTP status, the English and Portuguese text.
 * SPEC §5 templates and §8 messages word for word (English is the SPEC's text; the Portuguese is ours,
 * except the network failure, whose Portuguese text is the SPEC's).
 */
type Entry = { status: number; en: string; pt: string };

export const ERRORS = {
  // SPEC §8
  SERVER_UNREACHABLE: { status: 400, en: 'Unable to reach the server. Try again', pt: 'Impossível acessar o servidor. Tente novamente' },
  /** SPEC §8 "Failed address lookup": code 500 with the network failure's message (the CEP provider failed or timed out). */
  ADDRESS_LOOKUP_FAILED: { status: 500, en: 'Unable to reach the server. Try again', pt: 'Impossível acessar o servidor. Tente novamente' },
  UNABLE_TO_RETRIEVE_DATA: { status: 400, en: 'Unable to retrieve data', pt: 'Não foi possível recuperar os dados' },
  ACCESS_DENIED: { status: 403, en: 'Access Denied', pt: 'Acesso negado' },
  INCONSISTENT_DATA: { status: 400, en: 'Inconsistent data', pt: 'Dados inconsistentes' },
  DONE_SUCCESSFULLY: { status: 200, en: 'It was done successfully', pt: 'Realizado com sucesso' },
  SCHEDULE_SAVE_FAILED: {
    status: 400,
    en: 'Unable to save your schedule, please try again',
    pt: 'Não foi possível salvar sua agenda, tente novamente',
  },
  FILE_SEND_FAILED: {
    status: 400,
    en: 'Could not send the file, please try again',
    pt: 'Não foi possível enviar o arquivo, tente novamente',
  },
  VOUCHER_NOT_APPLY: { status: 400, en: 'Voucher not apply', pt: 'Voucher não se aplica' },
  PAYMENT_NOT_ACCEPTED: {
    status: 402,
    en: 'Payment was not accepted, check if the data provided is correct',
    pt: 'O pagamento não foi aceito, verifique se os dados informados estão corretos',
  },
  PAYMENT_IN_ANALYSIS: { status: 202, en: 'Payment is in analysis', pt: 'O pagamento está em análise' },
  PAYMENT_NOT_FOUND: { status: 404, en: 'Payment not found', pt: 'Pagamento não encontrado' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    en: 'This idempotency key was already used with another request',
    pt: 'Esta chave de idempotência já foi usada com outra requisição',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    status: 400,
    en: 'An Idempotency-Key header of 1 to 255 characters is required',
    pt: 'É necessário um cabeçalho Idempotency-Key de 1 a 255 caracteres',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    en: 'The payment service did not answer. Nothing was confirmed: try again',
    pt: 'O serviço de pagamento não respondeu. Nada foi confirmado: tente novamente',
  },
  NAVIGATION_ERROR: { status: 400, en: 'Navigation Error', pt: 'Erro de navegação' },
  BROWSER_NOT_SUPPORTED: {
    status: 400,
    en: 'This browser does not support the service room',
    pt: 'Este navegador não suporta a sala de atendimento',
  },
  CAMERA_BLOCKED: { status: 400, en: 'Camera access blocked', pt: 'Acesso à câmera bloqueado' },
  CAM_MIC_NOT_ENABLED: { status: 400, en: 'Cam and microphone were not enabled', pt: 'Câmera e microfone não foram habilitados' },
  PRESCRIPTION_OPEN_FAILED: { status: 400, en: 'Error while opening prescription', pt: 'Erro ao abrir a prescrição' },
  PRESCRIPTION_PARTICIPANTS: {
    status: 400,
    en: "Prescription cannot be made due to participants' data problems",
    pt: 'A prescrição não pode ser feita devido a problemas nos dados dos participantes',
  },
  PRESCRIPTION_ADDRESS_REQUIRED: {
    status: 400,
    en: 'Address required in the professional profile for prescriptions',
    pt: 'Endereço obrigatório no perfil do profissional para prescrições',
  },
  ONLY_BRAZILIAN_ADDRESS: { status: 400, en: 'Only Brazilian addresses are allowed', pt: 'Somente endereços brasileiros são permitidos' },
  ROOM_UNAVAILABLE: {
    status: 403,
    en: 'It will not be possible to enter the service room, check that the appointment is still valid',
    pt: 'Não será possível entrar na sala de atendimento, verifique se o agendamento ainda é válido',
  },
  CONSENT_REQUIRED: {
    status: 403,
    en: 'The telemedicine consent must be accepted before the first teleconsultation',
    pt: 'O termo de consentimento da telemedicina deve ser aceito antes da primeira teleconsulta',
  },
  VIDEO_PROVIDER_UNAVAILABLE: {
    status: 503,
    en: 'The video service did not answer. Try again in a moment',
    pt: 'O serviço de vídeo não respondeu. Tente novamente em instantes',
  },
  SPEECH_UNAVAILABLE: {
    status: 503,
    en: 'Speech recognition is not available here. Type your answer instead',
    pt: 'O reconhecimento de voz não está disponível aqui. Digite sua resposta',
  },
  SPEECH_PROVIDER_UNAVAILABLE: {
    status: 503,
    en: 'The speech recognition service did not answer. Try again or type your answer',
    pt: 'O serviço de reconhecimento de voz não respondeu. Tente novamente ou digite sua resposta',
  },
  ROOM_NOT_LIVE: {
    status: 409,
    en: 'The attendance has not started yet',
    pt: 'O atendimento ainda não começou',
  },
  PAYMENT_REQUIRED: { status: 402, en: 'To access the attendance you should pay', pt: 'Para acessar o atendimento você deve pagar' },
  USER_NOT_FOUND: { status: 404, en: 'User not found', pt: 'Usuário não encontrado' },
  PASSWORD_NOT_SENT: { status: 400, en: 'A new password could not be sent', pt: 'Não foi possível enviar uma nova senha' },
  EMERGENCY_OFFLINE: { status: 503, en: 'Emergency is offline', pt: 'O pronto atendimento está offline' },
  CLOSED_BY_MANAGER: { status: 409, en: 'Your attendance was closed by the manager', pt: 'Seu atendimento foi encerrado pelo gestor' },
  ANOTHER_LOCATION: {
    status: 409,
    en: 'You were disconnected because you entered another location',
    pt: 'Você foi desconectado porque entrou em outro local',
  },
  PATIENT_REGISTRATION_NOT_ALLOWED: {
    status: 403,
    en: 'Patients registration is not allowed by the company',
    pt: 'O cadastro de pacientes não é permitido pela empresa',
  },
  NO_QUEUE_TO_CHECK_IN: {
    status: 403,
    en: 'No queue to check in, check your access with the manager',
    pt: 'Nenhuma fila para check-in, verifique seu acesso com o gestor',
  },
  BENEFITS_CLUB_DENIED: { status: 403, en: 'Contact the clinic administrator', pt: 'Entre em contato com o administrador da clínica' },
  CONNECTIVITY: {
    status: 400,
    en: 'Camera and microphone access is needed. Allow access in the address bar, check the browser settings and close other apps using the camera.',
    pt: 'É preciso permitir o acesso à câmera e ao microfone. Permita o acesso na barra de endereços, verifique as configurações do navegador e feche outros aplicativos que estejam usando a câmera.',
  },
  // Sign-in and sessions (ours; unknown user and wrong password answer the same)
  INVALID_CREDENTIALS: { status: 401, en: 'Invalid credentials', pt: 'Credenciais inválidas' },
  UNAUTHENTICATED: { status: 401, en: 'Your session has expired, sign in again', pt: 'Sua sessão expirou, entre novamente' },
  TOO_MANY_ATTEMPTS: { status: 429, en: 'Too many attempts, try again later', pt: 'Muitas tentativas, tente novamente mais tarde' },
  COMPANY_HEADER_REQUIRED: { status: 400, en: 'The company is required', pt: 'A empresa é obrigatória' },
  NOT_FOUND: { status: 404, en: 'Not found', pt: 'Não encontrado' },
  BAD_INPUT: { status: 400, en: 'Invalid data', pt: 'Dados inválidos' },
  CONFLICT: { status: 409, en: 'Conflict', pt: 'Conflito' },
  INTERNAL: { status: 500, en: 'Unexpected error', pt: 'Erro inesperado' },
  // Requests the gateway cannot read or will not run (issue 16): a 4xx in GraphQL's error format, nothing internal
  MALFORMED_REQUEST: { status: 400, en: 'The request could not be read', pt: 'Não foi possível ler a requisição' },
  QUERY_TOO_COMPLEX: { status: 400, en: 'This request is too large or too complex', pt: 'Esta requisição é grande ou complexa demais' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, en: 'Send the request as JSON', pt: 'Envie a requisição como JSON' },
  // Passwords (issue 18): one message for every reset link that no longer works (used, expired, unknown)
  PASSWORD_RESET_INVALID: {
    status: 410,
    en: 'This link to set a new password is no longer valid: it was already used or has expired. Ask for a new one',
    pt: 'Este link para criar uma nova senha não é mais válido: ele já foi usado ou expirou. Peça um novo',
  },
  EMAIL_CHANGE_INVALID: {
    status: 410,
    en: 'This link to confirm a new e-mail is no longer valid: it was already used or has expired. Ask for a new one',
    pt: 'Este link para confirmar um novo e-mail não é mais válido: ele já foi usado ou expirou. Peça um novo',
  },
  // Appointments: the state machine and cancellation (SPEC §4); {0} and {1} are the statuses' names
  INVALID_TRANSITION: {
    status: 409,
    en: 'This appointment cannot go from {0} to {1}',
    pt: 'Este agendamento não pode passar de {0} para {1}',
  },
  APPOINTMENT_ALREADY_CANCELLED: { status: 409, en: 'This appointment is already cancelled', pt: 'Este agendamento já está cancelado' },
  APPOINTMENT_NOT_CANCELLABLE: {
    status: 409,
    en: 'This appointment has already been attended and can no longer be cancelled',
    pt: 'Este agendamento já foi atendido e não pode mais ser cancelado',
  },
  APPOINTMENT_STARTED: {
    status: 409,
    en: 'This appointment has already started and can no longer be cancelled',
    pt: 'Este agendamento já começou e não pode mais ser cancelado',
  },
  CANCELLATION_CUTOFF: {
    status: 409,
    en: 'The deadline to cancel this appointment has passed: please contact the company',
    pt: 'O prazo para cancelar este agendamento terminou: entre em contato com a empresa',
  },
  APPOINTMENT_PAID_CONTACT_COMPANY: {
    status: 409,
    en: 'This appointment was paid: please contact the company to cancel it',
    pt: 'Este agendamento foi pago: entre em contato com a empresa para cancelá-lo',
  },
  // Staff invitations (issue 16): one message for every link that no longer works (used, expired, revoked, unknown)
  INVITATION_INVALID: {
    status: 410,
    en: 'This invitation is no longer valid: it was already used, has expired or was revoked. Ask the clinic for a new one',
    pt: 'Este convite não é mais válido: ele já foi usado, expirou ou foi revogado. Peça um novo convite à clínica',
  },
  INVITATION_OTHER_ACCOUNT: {
    status: 403,
    en: 'This invitation was sent to another e-mail address: sign in with the invited address to accept it',
    pt: 'Este convite foi enviado para outro endereço de e-mail: entre com o endereço convidado para aceitá-lo',
  },
  INVITATION_SIGN_IN_REQUIRED: {
    status: 409,
    en: 'This e-mail already has an account: sign in with it to accept the invitation',
    pt: 'Este e-mail já tem uma conta: entre com ela para aceitar o convite',
  },
} as const satisfies Record<string, Entry>;

export type ErrorCode = keyof typeof ERRORS;

export function errorText(code: ErrorCode, locale: Locale): string {
  const entry = ERRORS[code];
  return locale === 'en' ? entry.en : entry.pt;
}

/** SPEC §5 message templates. {0} is the field label, {1} a number. */
export const TEMPLATES = {
  // pt-BR: "O campo …" agrees with every label ("O campo Senha é obrigatório", never "Senha é obrigatório").
  required: { en: '{0} is required', pt: 'O campo {0} é obrigatório' },
  invalid: { en: '{0} is invalid', pt: 'O campo {0} é inválido' },
  exists: { en: '{0} already exists', pt: '{0} já existe' },
  max: { en: '{0} must be at most {1} characters', pt: '{0} deve ter no máximo {1} caracteres' },
  min: { en: '{0} must be at least {1} characters', pt: '{0} deve ter no mínimo {1} caracteres' },
  // SPEC §5 specific rules
  emailInvalid: { en: 'A valid e-mail is needed', pt: 'É necessário um e-mail válido' },
  emailRequired: { en: 'The e-mail cannot be empty', pt: 'O e-mail não pode ficar vazio' },
  birthDateInvalid: { en: 'Birth date must be valid', pt: 'A data de nascimento deve ser válida' },
  cpfInvalid: { en: 'CPF must be valid', pt: 'O CPF deve ser válido' },
  cpfRequired: { en: 'CPF is required', pt: 'O CPF é obrigatório' },
  cnsInvalid: { en: 'The universal healthcare ID must be valid', pt: 'O cartão nacional de saúde deve ser válido' },
  passwordRule: {
    en: 'The password must have at least 8 characters, with upper case, lower case and digits',
    pt: 'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e números',
  },
  passwordConfirm: { en: 'The confirmation must equal the password', pt: 'A confirmação deve ser igual à senha' },
  cnpjInvalid: { en: 'CNPJ is invalid', pt: 'CNPJ é inválido' },
  dateExists: { en: 'Date already exists', pt: 'A data já existe' },
  rangeTooLong: { en: 'The date range cannot exceed 35 days', pt: 'O intervalo de datas não pode exceder 35 dias' },
  invalidDateTime: { en: 'Invalid date or time', pt: 'Data ou hora inválida' },
  dateNotFuture: { en: 'The date must be later than today', pt: 'A data deve ser posterior a hoje' },
  dateBeforeToday: { en: 'The date cannot be before today', pt: 'A data não pode ser anterior a hoje' },
  endBeforeStart: { en: 'The end time must be later than the start time', pt: 'O horário final deve ser posterior ao inicial' },
  outOfSchedule: { en: 'The selected time is out of schedule', pt: 'O horário selecionado está fora da agenda' },
  tooShort: {
    en: 'The time must be at least the standard appointment duration',
    pt: 'O horário deve ter no mínimo a duração padrão do atendimento',
  },
  timeConflict: {
    en: 'There is a time conflict or existing appointments in the slot',
    pt: 'Há conflito de horário ou agendamentos existentes no intervalo',
  },
  tooMany: { en: '{0} can have at most {1} entries', pt: '{0} pode ter no máximo {1} itens' },
  cidConsentRequired: {
    en: "The CID is printed only with the patient's consent",
    pt: 'O CID só é impresso com o consentimento do paciente',
  },
  alreadyDispensed: {
    en: 'This prescription was already dispensed',
    pt: 'Esta receita já foi dispensada',
  },
  documentSuperseded: {
    en: 'This document was replaced by a correction and cannot be used',
    pt: 'Este documento foi substituído por uma correção e não pode ser usado',
  },
  notAPrescription: { en: 'Only prescriptions are dispensed', pt: 'Somente receitas são dispensadas' },
  documentNotSigned: {
    en: 'This prescription has no digital signature and cannot be dispensed',
    pt: 'Esta receita não tem assinatura digital e não pode ser dispensada',
  },
  alreadySuperseded: { en: 'This document was already corrected', pt: 'Este documento já foi corrigido' },
  missingData: { en: '{0} is missing', pt: 'O campo {0} não foi informado' },
  occurredAfterDetected: {
    en: 'The incident cannot have happened after it became known',
    pt: 'O incidente não pode ter ocorrido depois de ser conhecido',
  },
  notifiedBeforeDetected: {
    en: '{0} cannot be before the incident became known',
    pt: '{0} não pode ser anterior ao conhecimento do incidente',
  },
  incidentClosed: {
    en: 'This incident is closed and its entry cannot change',
    pt: 'Este incidente está encerrado e seu registro não pode mudar',
  },
  certificateNotPkcs12: {
    en: 'The file is not an A1 certificate (PKCS#12 .pfx or .p12)',
    pt: 'O arquivo não é um certificado A1 (PKCS#12 .pfx ou .p12)',
  },
  certificateWrongPassword: { en: 'The certificate password is wrong', pt: 'A senha do certificado está incorreta' },
  certificateExpired: { en: 'The certificate is expired or not yet valid', pt: 'O certificado está vencido ou ainda não é válido' },
  certificateNoCpf: {
    en: 'The certificate carries no CPF: it is not an ICP-Brasil personal certificate',
    pt: 'O certificado não traz CPF: não é um certificado ICP-Brasil de pessoa física',
  },
  certificateCpfMismatch: {
    en: "The certificate belongs to another CPF than the professional's",
    pt: 'O certificado pertence a outro CPF que não o do profissional',
  },
  duplicateFile: { en: 'This file was already sent', pt: 'Este arquivo já foi enviado' },
  hasDependents: {
    en: 'This person is responsible for dependents: delete or move the dependents first',
    pt: 'Esta pessoa é responsável por dependentes: exclua ou transfira os dependentes antes',
  },
  dependentHasHealthRecord: {
    en: 'This dependent has a health record, which the clinic keeps for the legal period: they cannot be removed. Ask the clinic if they should be deactivated',
    pt: 'Este dependente tem prontuário, que a clínica guarda pelo prazo legal: não pode ser removido. Peça à clínica se ele deve ser inativado',
  },
  hasHealthRecord: {
    en: 'This person has a health record (appointments, diagnostics, requests), which must be kept: deactivate the person instead',
    pt: 'Esta pessoa tem prontuário (consultas, diagnósticos, solicitações), que deve ser guardado: inative a pessoa em vez de excluí-la',
  },
  termsRequired: {
    en: 'The terms of use must be accepted to access the system',
    pt: 'Os termos de uso devem ser aceitos para acessar o sistema',
  },
  oneOf: { en: '{0} must be one of {1}', pt: '{0} deve ser um de {1}' },
  range: { en: '{0} must be between {1} and {2}', pt: '{0} deve estar entre {1} e {2}' },
  lastAdmin: {
    en: 'The company must keep at least one clinic administrator',
    pt: 'A empresa deve manter ao menos um administrador da clínica',
  },
  noPaymentMethod: { en: 'Accept at least one payment method', pt: 'Aceite ao menos uma forma de pagamento' },
  inUse: { en: '{0} is in use by a company and cannot be deleted', pt: '{0} está em uso por uma empresa e não pode ser excluído' },
  appointmentsConflict: {
    en: 'There is a time conflict or existing appointments in the slot: {1} appointment(s) on {2}. They are not cancelled automatically',
    pt: 'Há conflito de horário ou agendamentos existentes no intervalo: {1} agendamento(s) em {2}. Eles não são cancelados automaticamente',
  },
  activeScreeningExists: {
    en: 'There is already an active questionnaire of this type and subtype',
    pt: 'Já existe um questionário ativo deste tipo e subtipo',
  },
  openProtocolExists: {
    en: 'This patient already has an open emergency protocol',
    pt: 'Este paciente já tem um protocolo de pronto atendimento aberto',
  },
  noEmergencyAccess: {
    en: 'Only professionals with emergency access can be granted a queue',
    pt: 'Somente profissionais com acesso ao pronto atendimento podem receber uma fila',
  },
  queueInactive: { en: 'This queue is not active', pt: 'Esta fila não está ativa' },
  publicAddressOnly: { en: '{0} must be a public address', pt: '{0} deve ser um endereço público' },
  queueUnstaffed: { en: 'No professional is attending this queue right now', pt: 'Nenhum profissional está atendendo nesta fila agora' },
  groupHasQueues: { en: 'This group has queues: move or delete them first', pt: 'Este grupo tem filas: mova ou exclua as filas antes' },
  queueHasProtocols: {
    en: 'This queue has protocols and cannot be deleted: deactivate it instead',
    pt: 'Esta fila tem protocolos e não pode ser excluída: desative-a',
  },
  protocolNotOpen: { en: 'This protocol is already closed', pt: 'Este protocolo já está encerrado' },
  protocolNotCalled: {
    en: 'Only a patient you called can be finished',
    pt: 'Só é possível finalizar um paciente que você chamou',
  },
  notCheckedIn: { en: 'Check in to a queue first', pt: 'Faça o check-in em uma fila primeiro' },
  sameQueue: { en: 'The patient is already in this queue', pt: 'O paciente já está nesta fila' },
  notWaiting: { en: 'You can leave only while waiting', pt: 'Só é possível sair enquanto aguarda' },
  paymentDue: {
    en: 'Pay for the attendance, or choose to pay on site, to go on',
    pt: 'Pague o atendimento, ou escolha pagar no local, para continuar',
  },
  stepNotNow: {
    en: 'This step of your attendance is not available now',
    pt: 'Esta etapa do seu atendimento não está disponível agora',
  },
  answerRequired: { en: 'Answer “{0}”', pt: 'Responda “{0}”' },
  answerInvalid: { en: 'The answer to “{0}” is not valid', pt: 'A resposta a “{0}” não é válida' },
  notFuture: { en: '{0} cannot be in the future', pt: '{0} não pode estar no futuro' },
  // File upload (SPEC §5): the size limit is a parameter in MB; photos are JPEG, PNG or WebP
  fileTooLarge: { en: '{0} must be at most {1} MB', pt: '{0} deve ter no máximo {1} MB' },
  fileType: { en: '{0} must be a JPEG, PNG or WebP image', pt: '{0} deve ser uma imagem JPEG, PNG ou WebP' },
  fileSendFailed: { en: ERRORS.FILE_SEND_FAILED.en, pt: ERRORS.FILE_SEND_FAILED.pt },
  // Appointment attachments, requests and NPS
  examFileType: { en: '{0} must be a PDF, JPEG or PNG file', pt: '{0} deve ser um arquivo PDF, JPEG ou PNG' },
  tooManyAttachments: {
    en: 'At most {1} files can be attached to a message',
    pt: 'No máximo {1} arquivos podem ser anexados a uma mensagem',
  },
  appointmentEnded: {
    en: 'This appointment has ended: its files can no longer be changed',
    pt: 'Este agendamento já terminou: seus arquivos não podem mais ser alterados',
  },
  returnNotFinished: {
    en: 'A return can be requested only for a finished appointment',
    pt: 'O retorno só pode ser solicitado para um atendimento finalizado',
  },
  returnRequested: {
    en: 'A return was already requested for this appointment',
    pt: 'Já foi solicitado um retorno para este agendamento',
  },
  requestFinished: { en: 'This request is already finished', pt: 'Esta solicitação já foi finalizada' },
  requestNotContacted: {
    en: 'Contact the patient before marking the request as scheduled',
    pt: 'Entre em contato com o paciente antes de marcar a solicitação como agendada',
  },
  npsNotYet: { en: 'The survey opens when the attendance ends', pt: 'A pesquisa é liberada quando o atendimento termina' },
  npsAnswered: { en: 'This attendance was already rated', pt: 'Este atendimento já foi avaliado' },
  npsScore: { en: '{0} must be a whole number from 0 to 10', pt: '{0} deve ser um número inteiro de 0 a 10' },
  // Booking (POST /appointment) and the changes of an appointment
  slotUnavailable: { en: 'This time is no longer available', pt: 'Este horário não está mais disponível' },
  slotInPast: { en: 'The selected time has already passed', pt: 'O horário selecionado já passou' },
  tooFarAhead: { en: '{0} must be at most {1} days ahead', pt: '{0} deve ser no máximo {1} dias à frente' },
  minimumNotice: { en: '{0} must be at least {1} hour(s) from now', pt: '{0} deve ter antecedência mínima de {1} hora(s)' },
  professionalInactive: { en: 'This professional is not active', pt: 'Este profissional não está ativo' },
  notReschedulable: { en: 'This appointment can no longer be rescheduled', pt: 'Este agendamento não pode mais ser remarcado' },
  reasonLocked: {
    en: 'The main complaint can no longer be changed once the attendance has started',
    pt: 'A queixa principal não pode mais ser alterada depois do início do atendimento',
  },
  notesLocked: {
    en: 'The service notes can no longer be changed: the attendance ended more than {1} hours ago or was cancelled',
    pt: 'As anotações do atendimento não podem mais ser alteradas: o atendimento terminou há mais de {1} horas ou foi cancelado',
  },
  noShowBeforeStart: {
    en: 'A no-show can only be recorded after the appointment has started',
    pt: 'A ausência só pode ser registrada depois do horário do agendamento',
  },
  deleteOnlyScheduled: {
    en: 'Only a scheduled appointment that was never paid can be deleted: cancel it instead',
    pt: 'Somente um agendamento marcado e nunca pago pode ser excluído: cancele-o',
  },
  // Payments (issue 5)
  cardNumberInvalid: { en: '{0} is not a valid card number', pt: '{0} não é um número de cartão válido' },
  cardExpired: { en: 'The card has expired', pt: 'O cartão está vencido' },
  validityFormat: { en: '{0} must be MM/YY', pt: '{0} deve estar no formato MM/AA' },
  securityCodeInvalid: {
    en: '{0} must have 3 digits (4 on American Express cards)',
    pt: '{0} deve ter 3 dígitos (4 nos cartões American Express)',
  },
  installmentsUnavailable: { en: 'These installments are not offered', pt: 'Este parcelamento não é oferecido' },
  paymentMethodUnavailable: { en: 'The clinic does not accept this payment method', pt: 'A clínica não aceita esta forma de pagamento' },
  nothingToPay: { en: 'There is nothing to pay for this appointment', pt: 'Não há valor a pagar para este agendamento' },
  alreadyPaid: { en: 'This appointment is already paid', pt: 'Este agendamento já está pago' },
  notPayable: { en: 'This appointment can no longer be paid', pt: 'Este agendamento não pode mais ser pago' },
  pixPending: {
    en: 'A PIX is waiting to be paid: pay it, or cancel it to choose again',
    pt: 'Há um PIX aguardando pagamento: pague-o ou cancele-o para escolher novamente',
  },
  paymentInAnalysis: { en: ERRORS.PAYMENT_IN_ANALYSIS.en, pt: ERRORS.PAYMENT_IN_ANALYSIS.pt },
  noPendingPix: { en: 'There is no PIX waiting to be paid', pt: 'Não há PIX aguardando pagamento' },
  refundTooMuch: { en: '{0} must be at most {1}', pt: '{0} deve ser no máximo {1}' },
  refundNotAllowed: {
    en: 'Only an approved payment of a cancelled appointment can be refunded',
    pt: 'Somente um pagamento aprovado de um agendamento cancelado pode ser reembolsado',
  },
  // The reception's actions (issue 20)
  arrivalNotNow: {
    en: 'The arrival can be recorded only for a scheduled or paid appointment',
    pt: 'A chegada só pode ser registrada para um agendamento marcado ou pago',
  },
  assistantIsProfessional: {
    en: "The assistant physician must be another professional than the appointment's",
    pt: 'O médico assistente deve ser outro profissional que não o do agendamento',
  },
  assistantLocked: {
    en: 'The assistant physician can no longer be changed: the attendance has ended or was cancelled',
    pt: 'O médico assistente não pode mais ser alterado: o atendimento terminou ou foi cancelado',
  },
  linksClosed: {
    en: 'This appointment was cancelled or has ended: its links are no longer sent',
    pt: 'Este agendamento foi cancelado ou já terminou: seus links não são mais enviados',
  },
  noEmailAddress: {
    en: 'The patient has no e-mail address to send it to',
    pt: 'O paciente não tem um e-mail para o envio',
  },
  amountAbovePrice: { en: '{0} must be at most the price, {1}', pt: '{0} deve ser no máximo o preço, {1}' },
} as const;

export type TemplateKey = keyof typeof TEMPLATES;

/** Fills a template: format('required', 'pt-BR', 'Nome') → "O campo Nome é obrigatório". */
export function format(key: TemplateKey, locale: Locale, ...args: Array<string | number>): string {
  const template = locale === 'en' ? TEMPLATES[key].en : TEMPLATES[key].pt;
  return template.replace(/\{(\d)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}
