/* eslint-disable */
import * as types from './graphql';
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionTokens on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n  }\n": typeof types.SessionTokensFragmentDoc,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      ...SessionTokens\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  fragment AppointmentActionsAppointment on Appointment {\n    id\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n    nextStatuses\n    cancelReason\n    cancelTime\n  }\n": typeof types.AppointmentActionsAppointmentFragmentDoc,
    "\n  mutation PatientCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      ...AppointmentActionsAppointment\n    }\n  }\n": typeof types.PatientCancelAppointmentDocument,
    "\n  mutation PatientLeaveAppointment($id: ID!) {\n    changeAppointmentStatus(id: $id, status: LEFT_BY_PATIENT) {\n      ...AppointmentActionsAppointment\n    }\n  }\n": typeof types.PatientLeaveAppointmentDocument,
    "\n  fragment AppointmentCardAppointment on Appointment {\n    id\n    protocol\n    status\n    statusName\n    startsAt\n    endsAt\n    timeZone\n    professionalName\n    specialtyName\n    patientId\n    patientName\n    ...AppointmentActionsAppointment\n  }\n": typeof types.AppointmentCardAppointmentFragmentDoc,
    "\n  query AppointmentDetailViewer {\n    me {\n      id\n      roles\n    }\n  }\n": typeof types.AppointmentDetailViewerDocument,
    "\n  fragment AppointmentFilesPanelAppointment on Appointment {\n    id\n    status\n    timeZone\n    files {\n      id\n      fileName\n      filePath\n      sizeBytes\n      createdAt\n      url\n    }\n  }\n": typeof types.AppointmentFilesPanelAppointmentFragmentDoc,
    "\n  mutation PatientUploadExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n    }\n  }\n": typeof types.PatientUploadExamDocument,
    "\n  mutation PatientRemoveExam($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n": typeof types.PatientRemoveExamDocument,
    "\n  fragment NpsSurveyAppointment on Appointment {\n    id\n    protocol\n    status\n    nps {\n      id\n      score\n      comment\n    }\n  }\n": typeof types.NpsSurveyAppointmentFragmentDoc,
    "\n  mutation PatientAnswerNps($protocol: String!, $input: NpsAnswerInput!) {\n    answerNps(protocol: $protocol, input: $input) {\n      id\n      score\n      comment\n    }\n  }\n": typeof types.PatientAnswerNpsDocument,
    "\n  query PatientAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      paymentAccess\n      priceCents\n      paidAt\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      professionalName\n      specialtyName\n      patientName\n      orientation\n      ...AppointmentActionsAppointment\n      ...ReasonEditorAppointment\n      ...AppointmentFilesPanelAppointment\n      ...NpsSurveyAppointment\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n": typeof types.PatientAppointmentDetailDocument,
    "\n  query PersonAppointments($filter: AppointmentFilter, $sortOrder: SortOrder, $page: Int, $perPage: Int) {\n    appointments(page: $page, perPage: $perPage, sortField: START, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        ...AppointmentCardAppointment\n      }\n    }\n  }\n": typeof types.PersonAppointmentsDocument,
    "\n  fragment ReasonEditorAppointment on Appointment {\n    id\n    status\n    reason\n  }\n": typeof types.ReasonEditorAppointmentFragmentDoc,
    "\n  mutation PatientSetAppointmentReason($id: ID!, $reason: String!) {\n    setAppointmentReason(id: $id, reason: $reason) {\n      id\n      reason\n    }\n  }\n": typeof types.PatientSetAppointmentReasonDocument,
    "\n  query ReturnAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n": typeof types.ReturnAppointmentDocument,
    "\n  mutation PatientRequestReturn($input: ReturnRequestInput!) {\n    requestReturnAppointment(input: $input) {\n      id\n      status\n      statusName\n      appointmentProtocol\n    }\n  }\n": typeof types.PatientRequestReturnDocument,
    "\n  query BenefitClub {\n    benefitClub {\n      companyName\n      discountBps\n      prices {\n        type\n        priceCents\n        clubPriceCents\n      }\n    }\n  }\n": typeof types.BenefitClubDocument,
    "\n  fragment ClinicalDocumentRow on ClinicalDocument {\n    id\n    kind\n    appointmentId\n    personName\n    professionalName\n    code\n    signatureStatus\n    signedAt\n    url\n    validationPath\n    supersedesId\n    supersededById\n    issuedAt\n  }\n": typeof types.ClinicalDocumentRowFragmentDoc,
    "\n  fragment ClinicalDocumentContent on ClinicalDocument {\n    prescription {\n      items {\n        medication\n        dosage\n        route\n        quantity\n        duration\n      }\n      specialControl\n    }\n    certificate {\n      days\n      cid\n      cidConsent\n      remarks\n    }\n    examRequest {\n      exams\n      clinicalIndication\n    }\n    referral {\n      specialty\n      reason\n    }\n  }\n": typeof types.ClinicalDocumentContentFragmentDoc,
    "\n  query AppointmentClinicalDocuments($appointmentId: ID!) {\n    clinicalDocuments(appointmentId: $appointmentId) {\n      id\n      ...ClinicalDocumentRow\n      ...ClinicalDocumentContent\n    }\n  }\n": typeof types.AppointmentClinicalDocumentsDocument,
    "\n  query PatientClinicalDocuments($appointmentId: ID, $personId: ID) {\n    clinicalDocuments(appointmentId: $appointmentId, personId: $personId) {\n      id\n      ...ClinicalDocumentRow\n    }\n  }\n": typeof types.PatientClinicalDocumentsDocument,
    "\n  mutation IssueClinicalDocument($input: IssueClinicalDocumentInput!) {\n    issueClinicalDocument(input: $input) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n        ...ClinicalDocumentContent\n      }\n    }\n  }\n": typeof types.IssueClinicalDocumentDocument,
    "\n  mutation SignClinicalDocument($id: ID!, $password: String!) {\n    signClinicalDocument(id: $id, password: $password) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n      }\n    }\n  }\n": typeof types.SignClinicalDocumentDocument,
    "\n  query ReferralSpecialties {\n    domainList(name: REQUEST_SPECIALTYS) {\n      code\n      value\n    }\n  }\n": typeof types.ReferralSpecialtiesDocument,
    "\n  fragment SigningCertificateFields on SigningCertificate {\n    holderName\n    holderCpf\n    issuerName\n    notBefore\n    notAfter\n    fingerprint\n    uploadedAt\n  }\n": typeof types.SigningCertificateFieldsFragmentDoc,
    "\n  query MySigningCertificate {\n    mySigningCertificate {\n      ...SigningCertificateFields\n    }\n  }\n": typeof types.MySigningCertificateDocument,
    "\n  mutation UploadSigningCertificate($pkcs12Base64: String!, $password: String!) {\n    uploadSigningCertificate(pkcs12Base64: $pkcs12Base64, password: $password) {\n      ...SigningCertificateFields\n    }\n  }\n": typeof types.UploadSigningCertificateDocument,
    "\n  mutation RemoveSigningCertificate {\n    removeSigningCertificate\n  }\n": typeof types.RemoveSigningCertificateDocument,
    "\n  fragment DocumentValidationFields on DocumentValidation {\n    code\n    kind\n    issuedAt\n    timeZone\n    companyName\n    professionalName\n    professionalRegistration\n    specialControl\n    signatureStatus\n    signedAt\n    signerName\n    signerIssuer\n    sha256\n    superseded\n    dispensed\n    dispensingCount\n  }\n": typeof types.DocumentValidationFieldsFragmentDoc,
    "\n  query DocumentValidation($code: String!) {\n    documentValidation(code: $code) {\n      ...DocumentValidationFields\n    }\n  }\n": typeof types.DocumentValidationDocument,
    "\n  mutation DispenseClinicalDocument($code: String!, $input: DispensingInput!) {\n    dispenseClinicalDocument(code: $code, input: $input) {\n      ...DocumentValidationFields\n    }\n  }\n": typeof types.DispenseClinicalDocumentDocument,
    "\n  query MyDependents {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        ...DependentFields\n      }\n    }\n  }\n": typeof types.MyDependentsDocument,
    "\n  fragment DependentFields on Person {\n    id\n    name\n    parentId\n    status\n    birthDate\n    cpf\n    uhcId\n    relationship\n  }\n": typeof types.DependentFieldsFragmentDoc,
    "\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      ...DependentFields\n    }\n  }\n": typeof types.AddDependentDocument,
    "\n  mutation UpdateDependent($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...DependentFields\n    }\n  }\n": typeof types.UpdateDependentDocument,
    "\n  mutation RemoveDependent($parentId: ID!, $id: ID!) {\n    removeDependent(parentId: $parentId, id: $id) {\n      id\n    }\n  }\n": typeof types.RemoveDependentDocument,
    "\n  fragment EmergencyPersonProtocol on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    redFlag\n    complaint\n    position\n    estimatedWaitMinutes\n    professionalsOnDuty\n    professionalName\n    missedCalls\n    roomAccess\n    appointmentId\n    arrivedAt\n    calledAt\n    notice\n    triage {\n      priority\n      maxWaitMinutes\n      redFlag\n      engine\n      reasons {\n        text\n      }\n    }\n  }\n": typeof types.EmergencyPersonProtocolFragmentDoc,
    "\n  query EmergencyPersonHome {\n    ...PatientChoices\n    emergencyStatus {\n      online\n      message\n      queues {\n        id\n        name\n        specialty {\n          name\n        }\n        attendanceEstimateMinutes\n      }\n    }\n    emergencyBoard {\n      ...EmergencyPersonProtocol\n    }\n  }\n": typeof types.EmergencyPersonHomeDocument,
    "\n  query EmergencyPersonProtocol($id: ID!) {\n    emergencyProtocol(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": typeof types.EmergencyPersonProtocolDocument,
    "\n  query EmergencyPreAssessment($id: ID!) {\n    emergencyProtocol(id: $id) {\n      id\n      screening {\n        id\n        title\n        questions {\n          id\n          text\n          kind\n          required\n          options {\n            id\n            text\n            redFlag\n          }\n        }\n      }\n    }\n  }\n": typeof types.EmergencyPreAssessmentDocument,
    "\n  mutation OpenEmergencyProtocol($queueId: ID!, $personId: ID) {\n    openEmergencyProtocol(queueId: $queueId, personId: $personId) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": typeof types.OpenEmergencyProtocolDocument,
    "\n  mutation AdvanceEmergencyStep($id: ID!, $step: Int!) {\n    advanceEmergencyStep(id: $id, step: $step) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": typeof types.AdvanceEmergencyStepDocument,
    "\n  mutation StartEmergencyPayment($id: ID!) {\n    startEmergencyPayment(id: $id) {\n      required\n      priceCents\n      access\n      protocol\n    }\n  }\n": typeof types.StartEmergencyPaymentDocument,
    "\n  mutation ReportEmergencyComplaint($id: ID!, $complaint: String!) {\n    reportEmergencyComplaint(id: $id, complaint: $complaint) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": typeof types.ReportEmergencyComplaintDocument,
    "\n  mutation SubmitEmergencyScreening($id: ID!, $answers: [EmergencyAnswerInput!]!) {\n    submitEmergencyScreening(id: $id, answers: $answers) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": typeof types.SubmitEmergencyScreeningDocument,
    "\n  mutation LeaveEmergencyQueue($id: ID!) {\n    leaveEmergencyQueue(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": typeof types.LeaveEmergencyQueueDocument,
    "\n  subscription EmergencyProtocolChanged($id: ID!) {\n    emergencyProtocolChanged(id: $id) {\n      resyncRequired\n      protocol {\n        ...EmergencyPersonProtocol\n      }\n    }\n  }\n": typeof types.EmergencyProtocolChangedDocument,
    "\n  query SpeechToText {\n    speechToText {\n      available\n    }\n  }\n": typeof types.SpeechToTextDocument,
    "\n  mutation TranscribeSpeech($audioBase64: String!, $contentType: String!) {\n    transcribeSpeech(audioBase64: $audioBase64, contentType: $contentType)\n  }\n": typeof types.TranscribeSpeechDocument,
    "\n  fragment EmergencyProfessionalProtocol on EmergencyProtocol {\n    id\n    number\n    patientName\n    queueId\n    queueName\n    status\n    step\n    priority\n    redFlag\n    complaint\n    position\n    arrivedAt\n    calledAt\n    professionalId\n    roomAccess\n    triage {\n      priority\n      maxWaitMinutes\n      reasons {\n        text\n      }\n    }\n  }\n": typeof types.EmergencyProfessionalProtocolFragmentDoc,
    "\n  fragment EmergencyCheckInFields on EmergencyCheckIn {\n    professionalId\n    queueIds\n    checkedInAt\n  }\n": typeof types.EmergencyCheckInFieldsFragmentDoc,
    "\n  query EmergencyProfessional {\n    emergencyStatus {\n      online\n      enabled\n      message\n      queues {\n        id\n        name\n        counts {\n          waiting\n          called\n          inAttendance\n        }\n      }\n    }\n    emergencyCheckIn {\n      ...EmergencyCheckInFields\n    }\n  }\n": typeof types.EmergencyProfessionalDocument,
    "\n  query EmergencyProfessionalBoard {\n    emergencyBoard {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n": typeof types.EmergencyProfessionalBoardDocument,
    "\n  query EmergencyForwardQueues {\n    emergencyQueues(activeOnly: true) {\n      id\n      name\n      groupName\n    }\n  }\n": typeof types.EmergencyForwardQueuesDocument,
    "\n  subscription EmergencyProfessionalBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n    }\n  }\n": typeof types.EmergencyProfessionalBoardChangedDocument,
    "\n  mutation CheckInEmergency($queueIds: [ID!]!) {\n    checkInEmergency(queueIds: $queueIds) {\n      ...EmergencyCheckInFields\n    }\n  }\n": typeof types.CheckInEmergencyDocument,
    "\n  mutation CheckOutEmergency {\n    checkOutEmergency {\n      ...EmergencyCheckInFields\n    }\n  }\n": typeof types.CheckOutEmergencyDocument,
    "\n  mutation CallNextEmergencyPatient {\n    callNextEmergencyPatient {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n": typeof types.CallNextEmergencyPatientDocument,
    "\n  mutation AttendEmergencyProtocol($id: ID!) {\n    attendEmergencyProtocol(id: $id) {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n": typeof types.AttendEmergencyProtocolDocument,
    "\n  mutation FinishEmergencyProtocol($id: ID!) {\n    finishEmergencyProtocol(id: $id) {\n      id\n      number\n      patientName\n      status\n    }\n  }\n": typeof types.FinishEmergencyProtocolDocument,
    "\n  mutation ForwardEmergencyProtocol($id: ID!, $queueId: ID!) {\n    forwardEmergencyProtocol(id: $id, queueId: $queueId) {\n      id\n      number\n      patientName\n      queueName\n      status\n    }\n  }\n": typeof types.ForwardEmergencyProtocolDocument,
    "\n  mutation GenerateEmergencyTag($protocolId: ID!) {\n    generateEmergencyTag(protocolId: $protocolId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": typeof types.GenerateEmergencyTagDocument,
    "\n  query HealthRecord(\n    $personId: ID!\n    $filter: [PersonHistoryItemType!]\n    $from: Date\n    $to: Date\n    $professionalId: ID\n    $page: Int!\n    $perPage: Int!\n  ) {\n    personHistory(personId: $personId, filter: $filter, from: $from, to: $to, professionalId: $professionalId, page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        type\n        date\n        title\n        summary\n        professionalName\n        appointmentId\n        url\n      }\n    }\n  }\n": typeof types.HealthRecordDocument,
    "\n  query HealthRecordProfessionals($personId: ID!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: DESC, filter: { patientId: $personId }) {\n      items {\n        id\n        doctorId\n        professionalName\n      }\n    }\n  }\n": typeof types.HealthRecordProfessionalsDocument,
    "\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment PatientHomeViewer on Viewer {\n    name\n    personId\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": typeof types.PatientHomeViewerFragmentDoc,
    "\n  query HomeUpcoming($filter: AppointmentFilter) {\n    appointments(page: 1, perPage: 5, sortField: START, sortOrder: ASC, filter: $filter) {\n      items {\n        id\n        endsAt\n      }\n    }\n  }\n": typeof types.HomeUpcomingDocument,
    "\n  query HomeNextAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientId\n      patientName\n      priceCents\n      paidAt\n      roomAccess\n      roomOpensAt\n      paymentAccess\n    }\n  }\n": typeof types.HomeNextAppointmentDocument,
    "\n  query CurrentTermsOfUse {\n    currentTermsOfUse {\n      version\n      title\n      text\n    }\n  }\n": typeof types.CurrentTermsOfUseDocument,
    "\n  query InvitationView($token: String!) {\n    staffInvitation(token: $token) {\n      companyName\n      email\n      roles\n      expiresAt\n      hasAccount\n    }\n  }\n": typeof types.InvitationViewDocument,
    "\n  mutation AcceptInvitation($token: String!, $input: AcceptStaffInvitationInput) {\n    acceptStaffInvitation(token: $token, input: $input) {\n      companyId\n      companyName\n      email\n      roles\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  mutation InviteSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n": typeof types.InviteSignInDocument,
    "\n  mutation InviteSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.InviteSignOutDocument,
    "\n  query InviteViewer {\n    me {\n      id\n      email\n    }\n  }\n": typeof types.InviteViewerDocument,
    "\n  query KioskViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n": typeof types.KioskViewerDocument,
    "\n  mutation KioskSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.KioskSignOutDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query PatientMessageUploadLimits {\n    uploadLimits {\n      maxMb\n    }\n  }\n": typeof types.PatientMessageUploadLimitsDocument,
    "\n  mutation PatientUploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n    }\n  }\n": typeof types.PatientUploadMessageAttachmentDocument,
    "\n  query MessageViewer {\n    me {\n      id\n      roles\n    }\n  }\n": typeof types.MessageViewerDocument,
    "\n  query PatientUnreadMessages {\n    unreadMessages\n  }\n": typeof types.PatientUnreadMessagesDocument,
    "\n  subscription PatientUnreadMessagesChanged {\n    unreadMessagesChanged\n  }\n": typeof types.PatientUnreadMessagesChangedDocument,
    "\n  fragment PatientMessageSummary on Message {\n    id\n    personName\n    professionalName\n    subject\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n  }\n": typeof types.PatientMessageSummaryFragmentDoc,
    "\n  query PatientMessages($page: Int, $perPage: Int) {\n    messages(page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PatientMessageSummary\n      }\n    }\n  }\n": typeof types.PatientMessagesDocument,
    "\n  fragment PatientThread on Message {\n    id\n    threadId\n    personName\n    subject\n    unread\n    appointment\n    thread {\n      id\n      sender\n      senderName\n      body\n      appointment\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n": typeof types.PatientThreadFragmentDoc,
    "\n  query PatientMessage($id: ID!) {\n    message(id: $id) {\n      ...PatientThread\n    }\n  }\n": typeof types.PatientMessageDocument,
    "\n  mutation PatientMarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      unread\n    }\n  }\n": typeof types.PatientMarkMessageSeenDocument,
    "\n  mutation PatientSendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n": typeof types.PatientSendMessageDocument,
    "\n  mutation PatientReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        id\n        threadId\n      }\n    }\n  }\n": typeof types.PatientReplyToMessageDocument,
    "\n  query PatientMessageAppointments {\n    appointments(page: 1, perPage: 50, sortField: START, sortOrder: DESC) {\n      items {\n        id\n        protocol\n        startsAt\n        timeZone\n        doctorId\n        professionalName\n        patientId\n        patientName\n      }\n    }\n  }\n": typeof types.PatientMessageAppointmentsDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      ...SessionTokens\n      viewer {\n        id\n        hasPassword\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query PasswordAccount {\n    me {\n      id\n      email\n      hasPassword\n    }\n  }\n": typeof types.PasswordAccountDocument,
    "\n  fragment PaymentPageFields on PaymentPage {\n    protocol\n    companyName\n    professionalName\n    startsAt\n    timeZone\n    appointmentStatus\n    priceCents\n    paymentRequired\n    paid\n    methods\n    installmentOptions {\n      ...InstallmentOptionFields\n    }\n    current {\n      id\n      method\n      status\n      amountCents\n      discountCents\n      totalCents\n      installments\n      installmentCents\n      voucherCode\n      cardBrand\n      cardLast4\n      paidAt\n      refusedReason\n      refundedCents\n      pix {\n        brCode\n        qrCodeSvg\n        txid\n        expiresAt\n      }\n    }\n  }\n": typeof types.PaymentPageFieldsFragmentDoc,
    "\n  fragment InstallmentOptionFields on InstallmentOption {\n    installments\n    installmentCents\n    firstInstallmentCents\n    totalCents\n    interestCents\n    interestFree\n  }\n": typeof types.InstallmentOptionFieldsFragmentDoc,
    "\n  query PaymentByAccess($access: String!, $protocol: String!) {\n    paymentByAccess(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n": typeof types.PaymentByAccessDocument,
    "\n  subscription PaymentChanged($access: String!, $protocol: String!) {\n    paymentChanged(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n": typeof types.PaymentChangedDocument,
    "\n  query VoucherValid($access: String!, $protocol: String!, $voucher: String!) {\n    voucherValid(access: $access, protocol: $protocol, voucher: $voucher) {\n      code\n      discountCents\n      totalCents\n    }\n  }\n": typeof types.VoucherValidDocument,
    "\n  mutation PayAppointment($access: String!, $protocol: String!, $input: PayInput!, $idempotencyKey: String!) {\n    payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": typeof types.PayAppointmentDocument,
    "\n  mutation CancelPixPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    cancelPixPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": typeof types.CancelPixPaymentDocument,
    "\n  mutation ConfirmPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    confirmPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation PayOnSite($access: String!, $idempotencyKey: String!) {\n    payOnSite(access: $access, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": typeof types.PayOnSiteDocument,
    "\n  query PublicPaymentAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: PAYMENT) {\n      protocol\n    }\n  }\n": typeof types.PublicPaymentAppointmentDocument,
    "\n  fragment ExportPerson on Person {\n    id\n    name\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    relationship\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    status\n    createdAt\n    updatedAt\n  }\n": typeof types.ExportPersonFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      generatedAt\n      account {\n        id\n        name\n        email\n        memberships {\n          companyId\n          companyName\n          roles\n        }\n      }\n      person {\n        ...ExportPerson\n      }\n      dependents {\n        ...ExportPerson\n      }\n      appointments {\n        id\n        protocol\n        typeName\n        statusName\n        sourceName\n        startsAt\n        endsAt\n        timeZone\n        professionalName\n        specialtyName\n        patientName\n        reason\n        orientation\n        upshot\n        notes\n        cancelReason\n        cancelTime\n        priceCents\n        paidAt\n        attendanceStartedAt\n        finishedAt\n        createdAt\n        files {\n          id\n          fileName\n          contentType\n          sizeBytes\n          createdAt\n        }\n      }\n      messages {\n        id\n        subject\n        personName\n        createdAt\n        thread {\n          id\n          senderName\n          body\n          createdAt\n          appointment\n        }\n      }\n      termsOfUse {\n        version\n        title\n        accepted\n        acceptedAt\n      }\n      erasureRequests {\n        id\n        personId\n        status\n        answer\n        retentionReason\n        answeredAt\n        createdAt\n      }\n    }\n  }\n": typeof types.MyDataExportDocument,
    "\n  query MyErasureRequests {\n    me {\n      id\n      personId\n    }\n    myErasureRequests {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n": typeof types.MyErasureRequestsDocument,
    "\n  mutation RequestErasure {\n    requestErasure {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n": typeof types.RequestErasureDocument,
    "\n  query TelemedicineConsents {\n    telemedicineConsents {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n": typeof types.TelemedicineConsentsDocument,
    "\n  mutation RevokeTelemedicineConsent($personId: ID) {\n    revokeTelemedicineConsent(personId: $personId) {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n": typeof types.RevokeTelemedicineConsentDocument,
    "\n  query RecordAccesses($page: Int, $perPage: Int) {\n    recordAccesses(page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        personId\n        personName\n        readerName\n        action\n        readerRoles\n        kind\n        itemType\n        types\n        appointmentProtocol\n        accessedAt\n      }\n    }\n  }\n": typeof types.RecordAccessesDocument,
    "\n  query AllAppointments(\n    $page: Int!\n    $perPage: Int!\n    $sortField: AppointmentSortField!\n    $sortOrder: SortOrder!\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        id\n        ...AppointmentCard\n      }\n    }\n  }\n": typeof types.AllAppointmentsDocument,
    "\n  fragment AppointmentCard on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endTime\n    patientName\n    reason\n    typeName\n    specialtyName\n    ...AppointmentStatusChip\n    ...AppointmentStatusActions\n  }\n": typeof types.AppointmentCardFragmentDoc,
    "\n  fragment AppointmentNotesForm on Appointment {\n    id\n    status\n    timeZone\n    notes\n    orientation\n    cid10\n    upshot\n    finishedAt\n    leftAt\n    noShowAt\n  }\n": typeof types.AppointmentNotesFormFragmentDoc,
    "\n  mutation UpdateAppointmentNotes($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n": typeof types.UpdateAppointmentNotesDocument,
    "\n  fragment AppointmentStatusActions on Appointment {\n    id\n    status\n    nextStatuses\n    patientName\n    startsAt\n    startTime\n  }\n": typeof types.AppointmentStatusActionsFragmentDoc,
    "\n  mutation ChangeAppointmentStatus($id: ID!, $status: AppointmentStatusChange!) {\n    changeAppointmentStatus(id: $id, status: $status) {\n      id\n      status\n      statusName\n      nextStatuses\n      canCancel\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      noShowAt\n    }\n  }\n": typeof types.ChangeAppointmentStatusDocument,
    "\n  fragment AppointmentStatusChip on Appointment {\n    status\n    statusName\n  }\n": typeof types.AppointmentStatusChipFragmentDoc,
    "\n  query MyAvailabilityCalendar($id: ID!, $from: Date!, $to: Date!) {\n    availabilityCalendar(professionalId: $id, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n": typeof types.MyAvailabilityCalendarDocument,
    "\n  query NotesHistory($id: ID!) {\n    appointment(id: $id) {\n      id\n      noteHistory {\n        intact\n        versions {\n          version\n          notes\n          orientation\n          cid10\n          upshot\n          authorName\n          recordedAt\n          hash\n        }\n      }\n    }\n  }\n": typeof types.NotesHistoryDocument,
    "\n  query PatientOptions($q: String) {\n    personCombo(q: $q) {\n      id\n      displayName\n    }\n  }\n": typeof types.PatientOptionsDocument,
    "\n  query PatientName($id: ID!) {\n    person(id: $id) {\n      id\n      displayName\n    }\n  }\n": typeof types.PatientNameDocument,
    "\n  query ProfessionalAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      status\n      startDate\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      typeName\n      specialtyName\n      reason\n      patientId\n      patientName\n      patient {\n        id\n        displayName\n        birthDate\n        history(perPage: 1) {\n          total\n        }\n      }\n      files {\n        id\n        fileName\n        sizeBytes\n        url\n      }\n      ...AppointmentStatusChip\n      ...AppointmentStatusActions\n      ...AppointmentNotesForm\n    }\n  }\n": typeof types.ProfessionalAppointmentDetailDocument,
    "\n  query ProfessionalHomeLine {\n    emergencyCheckIn {\n      professionalId\n      queueIds\n    }\n  }\n": typeof types.ProfessionalHomeLineDocument,
    "\n  query EhrProfessionals {\n    professionalCombo {\n      id\n      label\n    }\n  }\n": typeof types.EhrProfessionalsDocument,
    "\n  query TodayAppointments($day: Date!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: ASC, filter: { from: $day, to: $day }) {\n      total\n      items {\n        id\n        startsAt\n        endsAt\n        status\n        patientName\n        ...AppointmentCard\n      }\n    }\n  }\n": typeof types.TodayAppointmentsDocument,
    "\n  query ProfessionalViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n": typeof types.ProfessionalViewerDocument,
    "\n  mutation UploadMyProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n    }\n  }\n": typeof types.UploadMyProfessionalPhotoDocument,
    "\n  mutation RemoveMyProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n    }\n  }\n": typeof types.RemoveMyProfessionalPhotoDocument,
    "\n  query ProfessionalAvailability($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleFields\n    }\n  }\n": typeof types.ProfessionalAvailabilityDocument,
    "\n  fragment ProfessionalScheduleFields on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    updatedAt\n    closedDates\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n  }\n": typeof types.ProfessionalScheduleFieldsFragmentDoc,
    "\n  mutation SaveMyAvailability($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleFields\n    }\n  }\n": typeof types.SaveMyAvailabilityDocument,
    "\n  mutation ShareRecordLink($personId: ID!, $input: RecordLinkInput!) {\n    shareRecordLink(personId: $personId, input: $input) {\n      id\n      title\n      url\n    }\n  }\n": typeof types.ShareRecordLinkDocument,
    "\n  query MyProfessional {\n    myProfessional {\n      id\n      name\n      schedule {\n        professionalId\n        timeZone\n        today\n      }\n    }\n  }\n": typeof types.MyProfessionalDocument,
    "\n  fragment ProfessionalProfileFields on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    photoUrl\n    bio\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n": typeof types.ProfessionalProfileFieldsFragmentDoc,
    "\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalProfileFields\n    }\n  }\n": typeof types.ProfessionalProfileDocument,
    "\n  mutation UpdateProfessionalProfile($id: ID!, $input: ProfessionalProfileInput!) {\n    updateMyProfessionalProfile(id: $id, input: $input) {\n      ...ProfessionalProfileFields\n    }\n  }\n": typeof types.UpdateProfessionalProfileDocument,
    "\n  fragment MyProfileFields on Person {\n    id\n    name\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n": typeof types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile($personId: ID!) {\n    myProfile(personId: $personId) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($personId: ID!, $input: MyProfileInput!) {\n    updateMyProfile(personId: $personId, input: $input) {\n      ...MyProfileFields\n    }\n  }\n": typeof types.UpdateMyProfileDocument,
    "\n  query AddressByCep($cep: String!) {\n    addressByCep(cep: $cep) {\n      zipCode\n      street\n      neighborhood\n      city\n      cityName\n      region\n    }\n  }\n": typeof types.AddressByCepDocument,
    "\n  query ProfilePlaces($region: String) {\n    regions: domainList(name: REGION) {\n      code\n      value\n    }\n    cities: domainList(name: CITY, parent: $region) {\n      code\n      value\n    }\n  }\n": typeof types.ProfilePlacesDocument,
    "\n  fragment PublicCancelAppointment on PublicAppointment {\n    protocol\n    companyName\n    professionalName\n    specialtyName\n    startsAt\n    timeZone\n    durationMinutes\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n  }\n": typeof types.PublicCancelAppointmentFragmentDoc,
    "\n  query PublicCancel($access: String!) {\n    appointmentByAccess(access: $access, page: CANCEL) {\n      ...PublicCancelAppointment\n    }\n  }\n": typeof types.PublicCancelDocument,
    "\n  mutation CancelByAccess($access: String!, $reason: String!) {\n    cancelAppointmentByAccess(access: $access, reason: $reason) {\n      ...PublicCancelAppointment\n    }\n  }\n": typeof types.CancelByAccessDocument,
    "\n  fragment RoomSessionFields on RoomSession {\n    sessionId\n    eventsAfter\n    connectionId\n    appointmentId\n    protocol\n    role\n    state\n    status\n    companyId\n    companyName\n    professionalName\n    patientName\n    specialty\n    startsAt\n    endsAt\n    timeZone\n    personId\n    enteredAt\n    peerPresent\n    peerConnectionId\n    consentGiven\n    npsAnswered\n    provider\n    iceServers {\n      urls\n      username\n      credential\n    }\n    dailyUrl\n    dailyToken\n    inactivitySeconds\n    inactivityCountdownSeconds\n  }\n": typeof types.RoomSessionFieldsFragmentDoc,
    "\n  fragment RoomChatFields on RoomChatMessage {\n    id\n    role\n    name\n    text\n    sentAt\n  }\n": typeof types.RoomChatFieldsFragmentDoc,
    "\n  fragment ConsentTermFields on ConsentTerm {\n    kind\n    version\n    title\n    text\n    accepted\n    acceptedAt\n  }\n": typeof types.ConsentTermFieldsFragmentDoc,
    "\n  query RoomAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: ROOM) {\n      protocol\n      companyName\n      professionalName\n      specialtyName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      status\n      statusName\n      paymentRequired\n    }\n  }\n": typeof types.RoomAppointmentDocument,
    "\n  query RoomViewer {\n    me {\n      id\n      roles\n      personId\n    }\n  }\n": typeof types.RoomViewerDocument,
    "\n  query RoomConsent($protocol: String!) {\n    telemedicineConsent(protocol: $protocol) {\n      ...ConsentTermFields\n    }\n  }\n": typeof types.RoomConsentDocument,
    "\n  mutation AcceptRoomConsent($protocol: String!, $version: String!) {\n    acceptTelemedicineConsent(protocol: $protocol, version: $version) {\n      ...ConsentTermFields\n    }\n  }\n": typeof types.AcceptRoomConsentDocument,
    "\n  query RoomNetworkCheck {\n    __typename\n  }\n": typeof types.RoomNetworkCheckDocument,
    "\n  mutation JoinRoom($access: String!) {\n    joinRoom(access: $access) {\n      ...RoomSessionFields\n    }\n  }\n": typeof types.JoinRoomDocument,
    "\n  mutation StartRoom($sessionId: ID!) {\n    startRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n": typeof types.StartRoomDocument,
    "\n  mutation SendRoomSignal($sessionId: ID!, $signal: JSON!) {\n    sendRoomSignal(sessionId: $sessionId, signal: $signal)\n  }\n": typeof types.SendRoomSignalDocument,
    "\n  mutation SendRoomChat($sessionId: ID!, $text: String!) {\n    sendRoomChat(sessionId: $sessionId, text: $text) {\n      ...RoomChatFields\n    }\n  }\n": typeof types.SendRoomChatDocument,
    "\n  mutation AwayFromRoom($sessionId: ID!) {\n    awayFromRoom(sessionId: $sessionId)\n  }\n": typeof types.AwayFromRoomDocument,
    "\n  mutation LeaveRoom($sessionId: ID!) {\n    leaveRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n": typeof types.LeaveRoomDocument,
    "\n  mutation FinishRoom($sessionId: ID!) {\n    finishRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n": typeof types.FinishRoomDocument,
    "\n  mutation SendToAggregator($input: AggregatorEventInput!) {\n    sendToAggregator(input: $input)\n  }\n": typeof types.SendToAggregatorDocument,
    "\n  query RoomChat($sessionId: ID!) {\n    roomChat(sessionId: $sessionId) {\n      ...RoomChatFields\n    }\n  }\n": typeof types.RoomChatDocument,
    "\n  subscription RoomEvents($sessionId: ID!, $after: String) {\n    roomEvents(sessionId: $sessionId, after: $after) {\n      seq\n      type\n      role\n      fromConnectionId\n      signal\n      chat {\n        ...RoomChatFields\n      }\n      status\n      at\n    }\n  }\n": typeof types.RoomEventsDocument,
    "\n  query RoomNpsAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...NpsSurveyAppointment\n    }\n  }\n": typeof types.RoomNpsAppointmentDocument,
    "\n  query RoomNotesAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n": typeof types.RoomNotesAppointmentDocument,
    "\n  query RoomEndAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      patientName\n      statusName\n      attendanceStartedAt\n      finishedAt\n      leftAt\n    }\n  }\n": typeof types.RoomEndAppointmentDocument,
    "\n  query RoomAppointmentStatus($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RoomAppointmentStatusDocument,
    "\n  fragment PatientChoices on Query {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        id\n        name\n        parentId\n        status\n      }\n    }\n  }\n": typeof types.PatientChoicesFragmentDoc,
    "\n  query SchedulePage {\n    ...PatientChoices\n    specialties {\n      code\n      name\n    }\n    professionals(perPage: 100) {\n      items {\n        id\n        name\n        specialties {\n          code\n          name\n        }\n      }\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n": typeof types.SchedulePageDocument,
    "\n  mutation CreateSchedulingRequest($input: AppointmentRequestInput!) {\n    createAppointmentRequest(input: $input) {\n      id\n      status\n      statusName\n      specialtyName\n    }\n  }\n": typeof types.CreateSchedulingRequestDocument,
    "\n  fragment SlotPickerSlot on AvailableSlot {\n    professionalId\n    professionalName\n    date\n    start\n    end\n    startsAt\n    endsAt\n    specialties {\n      code\n      name\n    }\n  }\n": typeof types.SlotPickerSlotFragmentDoc,
    "\n  query FreeSlots($specialty: String, $professionalId: ID) {\n    availableSlots(specialty: $specialty, professionalId: $professionalId) {\n      timeZone\n      from\n      to\n      slots {\n        ...SlotPickerSlot\n      }\n    }\n  }\n": typeof types.FreeSlotsDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      cancelAccess\n      paymentAccess\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n": typeof types.BookAppointmentDocument,
    "\n  mutation UploadBookedExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n": typeof types.UploadBookedExamDocument,
    "\n  query TermsGateViewer {\n    me {\n      id\n      companyId\n      isPlatformAdmin\n    }\n  }\n": typeof types.TermsGateViewerDocument,
    "\n  query TermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n": typeof types.TermsOfUseDocument,
    "\n  mutation AcceptTermsOfUse($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n": typeof types.AcceptTermsOfUseDocument,
    "\n  fragment AppHeaderViewer on Viewer {\n    name\n    roles\n    personId\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": typeof types.AppHeaderViewerFragmentDoc,
    "\n  query ViewerRoles {\n    me {\n      id\n      roles\n    }\n  }\n": typeof types.ViewerRolesDocument,
    "\n  query SessionViewer {\n    me {\n      id\n      roles\n      personId\n      ...AppHeaderViewer\n    }\n  }\n": typeof types.SessionViewerDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.SignOutDocument,
    "\n  query CompanySetup {\n    companySetup {\n      id\n      displayPoweredBy\n      settings {\n        timeZone\n        appointmentDuration\n        cancellationCutoffHours\n      }\n      rules {\n        allowsPatientToSchedule\n        accessPersonSchedule\n        allowsHiddenButtonSchedule\n        allowProfessionalViewPatientHistory\n        accessEmergency\n        benefitsClubAccess\n      }\n    }\n  }\n": typeof types.CompanySetupDocument,
};
const documents: Documents = {
    "\n  fragment SessionTokens on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n  }\n": types.SessionTokensFragmentDoc,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      ...SessionTokens\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  fragment AppointmentActionsAppointment on Appointment {\n    id\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n    nextStatuses\n    cancelReason\n    cancelTime\n  }\n": types.AppointmentActionsAppointmentFragmentDoc,
    "\n  mutation PatientCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      ...AppointmentActionsAppointment\n    }\n  }\n": types.PatientCancelAppointmentDocument,
    "\n  mutation PatientLeaveAppointment($id: ID!) {\n    changeAppointmentStatus(id: $id, status: LEFT_BY_PATIENT) {\n      ...AppointmentActionsAppointment\n    }\n  }\n": types.PatientLeaveAppointmentDocument,
    "\n  fragment AppointmentCardAppointment on Appointment {\n    id\n    protocol\n    status\n    statusName\n    startsAt\n    endsAt\n    timeZone\n    professionalName\n    specialtyName\n    patientId\n    patientName\n    ...AppointmentActionsAppointment\n  }\n": types.AppointmentCardAppointmentFragmentDoc,
    "\n  query AppointmentDetailViewer {\n    me {\n      id\n      roles\n    }\n  }\n": types.AppointmentDetailViewerDocument,
    "\n  fragment AppointmentFilesPanelAppointment on Appointment {\n    id\n    status\n    timeZone\n    files {\n      id\n      fileName\n      filePath\n      sizeBytes\n      createdAt\n      url\n    }\n  }\n": types.AppointmentFilesPanelAppointmentFragmentDoc,
    "\n  mutation PatientUploadExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n    }\n  }\n": types.PatientUploadExamDocument,
    "\n  mutation PatientRemoveExam($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n": types.PatientRemoveExamDocument,
    "\n  fragment NpsSurveyAppointment on Appointment {\n    id\n    protocol\n    status\n    nps {\n      id\n      score\n      comment\n    }\n  }\n": types.NpsSurveyAppointmentFragmentDoc,
    "\n  mutation PatientAnswerNps($protocol: String!, $input: NpsAnswerInput!) {\n    answerNps(protocol: $protocol, input: $input) {\n      id\n      score\n      comment\n    }\n  }\n": types.PatientAnswerNpsDocument,
    "\n  query PatientAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      paymentAccess\n      priceCents\n      paidAt\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      professionalName\n      specialtyName\n      patientName\n      orientation\n      ...AppointmentActionsAppointment\n      ...ReasonEditorAppointment\n      ...AppointmentFilesPanelAppointment\n      ...NpsSurveyAppointment\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n": types.PatientAppointmentDetailDocument,
    "\n  query PersonAppointments($filter: AppointmentFilter, $sortOrder: SortOrder, $page: Int, $perPage: Int) {\n    appointments(page: $page, perPage: $perPage, sortField: START, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        ...AppointmentCardAppointment\n      }\n    }\n  }\n": types.PersonAppointmentsDocument,
    "\n  fragment ReasonEditorAppointment on Appointment {\n    id\n    status\n    reason\n  }\n": types.ReasonEditorAppointmentFragmentDoc,
    "\n  mutation PatientSetAppointmentReason($id: ID!, $reason: String!) {\n    setAppointmentReason(id: $id, reason: $reason) {\n      id\n      reason\n    }\n  }\n": types.PatientSetAppointmentReasonDocument,
    "\n  query ReturnAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n": types.ReturnAppointmentDocument,
    "\n  mutation PatientRequestReturn($input: ReturnRequestInput!) {\n    requestReturnAppointment(input: $input) {\n      id\n      status\n      statusName\n      appointmentProtocol\n    }\n  }\n": types.PatientRequestReturnDocument,
    "\n  query BenefitClub {\n    benefitClub {\n      companyName\n      discountBps\n      prices {\n        type\n        priceCents\n        clubPriceCents\n      }\n    }\n  }\n": types.BenefitClubDocument,
    "\n  fragment ClinicalDocumentRow on ClinicalDocument {\n    id\n    kind\n    appointmentId\n    personName\n    professionalName\n    code\n    signatureStatus\n    signedAt\n    url\n    validationPath\n    supersedesId\n    supersededById\n    issuedAt\n  }\n": types.ClinicalDocumentRowFragmentDoc,
    "\n  fragment ClinicalDocumentContent on ClinicalDocument {\n    prescription {\n      items {\n        medication\n        dosage\n        route\n        quantity\n        duration\n      }\n      specialControl\n    }\n    certificate {\n      days\n      cid\n      cidConsent\n      remarks\n    }\n    examRequest {\n      exams\n      clinicalIndication\n    }\n    referral {\n      specialty\n      reason\n    }\n  }\n": types.ClinicalDocumentContentFragmentDoc,
    "\n  query AppointmentClinicalDocuments($appointmentId: ID!) {\n    clinicalDocuments(appointmentId: $appointmentId) {\n      id\n      ...ClinicalDocumentRow\n      ...ClinicalDocumentContent\n    }\n  }\n": types.AppointmentClinicalDocumentsDocument,
    "\n  query PatientClinicalDocuments($appointmentId: ID, $personId: ID) {\n    clinicalDocuments(appointmentId: $appointmentId, personId: $personId) {\n      id\n      ...ClinicalDocumentRow\n    }\n  }\n": types.PatientClinicalDocumentsDocument,
    "\n  mutation IssueClinicalDocument($input: IssueClinicalDocumentInput!) {\n    issueClinicalDocument(input: $input) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n        ...ClinicalDocumentContent\n      }\n    }\n  }\n": types.IssueClinicalDocumentDocument,
    "\n  mutation SignClinicalDocument($id: ID!, $password: String!) {\n    signClinicalDocument(id: $id, password: $password) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n      }\n    }\n  }\n": types.SignClinicalDocumentDocument,
    "\n  query ReferralSpecialties {\n    domainList(name: REQUEST_SPECIALTYS) {\n      code\n      value\n    }\n  }\n": types.ReferralSpecialtiesDocument,
    "\n  fragment SigningCertificateFields on SigningCertificate {\n    holderName\n    holderCpf\n    issuerName\n    notBefore\n    notAfter\n    fingerprint\n    uploadedAt\n  }\n": types.SigningCertificateFieldsFragmentDoc,
    "\n  query MySigningCertificate {\n    mySigningCertificate {\n      ...SigningCertificateFields\n    }\n  }\n": types.MySigningCertificateDocument,
    "\n  mutation UploadSigningCertificate($pkcs12Base64: String!, $password: String!) {\n    uploadSigningCertificate(pkcs12Base64: $pkcs12Base64, password: $password) {\n      ...SigningCertificateFields\n    }\n  }\n": types.UploadSigningCertificateDocument,
    "\n  mutation RemoveSigningCertificate {\n    removeSigningCertificate\n  }\n": types.RemoveSigningCertificateDocument,
    "\n  fragment DocumentValidationFields on DocumentValidation {\n    code\n    kind\n    issuedAt\n    timeZone\n    companyName\n    professionalName\n    professionalRegistration\n    specialControl\n    signatureStatus\n    signedAt\n    signerName\n    signerIssuer\n    sha256\n    superseded\n    dispensed\n    dispensingCount\n  }\n": types.DocumentValidationFieldsFragmentDoc,
    "\n  query DocumentValidation($code: String!) {\n    documentValidation(code: $code) {\n      ...DocumentValidationFields\n    }\n  }\n": types.DocumentValidationDocument,
    "\n  mutation DispenseClinicalDocument($code: String!, $input: DispensingInput!) {\n    dispenseClinicalDocument(code: $code, input: $input) {\n      ...DocumentValidationFields\n    }\n  }\n": types.DispenseClinicalDocumentDocument,
    "\n  query MyDependents {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        ...DependentFields\n      }\n    }\n  }\n": types.MyDependentsDocument,
    "\n  fragment DependentFields on Person {\n    id\n    name\n    parentId\n    status\n    birthDate\n    cpf\n    uhcId\n    relationship\n  }\n": types.DependentFieldsFragmentDoc,
    "\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      ...DependentFields\n    }\n  }\n": types.AddDependentDocument,
    "\n  mutation UpdateDependent($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...DependentFields\n    }\n  }\n": types.UpdateDependentDocument,
    "\n  mutation RemoveDependent($parentId: ID!, $id: ID!) {\n    removeDependent(parentId: $parentId, id: $id) {\n      id\n    }\n  }\n": types.RemoveDependentDocument,
    "\n  fragment EmergencyPersonProtocol on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    redFlag\n    complaint\n    position\n    estimatedWaitMinutes\n    professionalsOnDuty\n    professionalName\n    missedCalls\n    roomAccess\n    appointmentId\n    arrivedAt\n    calledAt\n    notice\n    triage {\n      priority\n      maxWaitMinutes\n      redFlag\n      engine\n      reasons {\n        text\n      }\n    }\n  }\n": types.EmergencyPersonProtocolFragmentDoc,
    "\n  query EmergencyPersonHome {\n    ...PatientChoices\n    emergencyStatus {\n      online\n      message\n      queues {\n        id\n        name\n        specialty {\n          name\n        }\n        attendanceEstimateMinutes\n      }\n    }\n    emergencyBoard {\n      ...EmergencyPersonProtocol\n    }\n  }\n": types.EmergencyPersonHomeDocument,
    "\n  query EmergencyPersonProtocol($id: ID!) {\n    emergencyProtocol(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": types.EmergencyPersonProtocolDocument,
    "\n  query EmergencyPreAssessment($id: ID!) {\n    emergencyProtocol(id: $id) {\n      id\n      screening {\n        id\n        title\n        questions {\n          id\n          text\n          kind\n          required\n          options {\n            id\n            text\n            redFlag\n          }\n        }\n      }\n    }\n  }\n": types.EmergencyPreAssessmentDocument,
    "\n  mutation OpenEmergencyProtocol($queueId: ID!, $personId: ID) {\n    openEmergencyProtocol(queueId: $queueId, personId: $personId) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": types.OpenEmergencyProtocolDocument,
    "\n  mutation AdvanceEmergencyStep($id: ID!, $step: Int!) {\n    advanceEmergencyStep(id: $id, step: $step) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": types.AdvanceEmergencyStepDocument,
    "\n  mutation StartEmergencyPayment($id: ID!) {\n    startEmergencyPayment(id: $id) {\n      required\n      priceCents\n      access\n      protocol\n    }\n  }\n": types.StartEmergencyPaymentDocument,
    "\n  mutation ReportEmergencyComplaint($id: ID!, $complaint: String!) {\n    reportEmergencyComplaint(id: $id, complaint: $complaint) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": types.ReportEmergencyComplaintDocument,
    "\n  mutation SubmitEmergencyScreening($id: ID!, $answers: [EmergencyAnswerInput!]!) {\n    submitEmergencyScreening(id: $id, answers: $answers) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": types.SubmitEmergencyScreeningDocument,
    "\n  mutation LeaveEmergencyQueue($id: ID!) {\n    leaveEmergencyQueue(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n": types.LeaveEmergencyQueueDocument,
    "\n  subscription EmergencyProtocolChanged($id: ID!) {\n    emergencyProtocolChanged(id: $id) {\n      resyncRequired\n      protocol {\n        ...EmergencyPersonProtocol\n      }\n    }\n  }\n": types.EmergencyProtocolChangedDocument,
    "\n  query SpeechToText {\n    speechToText {\n      available\n    }\n  }\n": types.SpeechToTextDocument,
    "\n  mutation TranscribeSpeech($audioBase64: String!, $contentType: String!) {\n    transcribeSpeech(audioBase64: $audioBase64, contentType: $contentType)\n  }\n": types.TranscribeSpeechDocument,
    "\n  fragment EmergencyProfessionalProtocol on EmergencyProtocol {\n    id\n    number\n    patientName\n    queueId\n    queueName\n    status\n    step\n    priority\n    redFlag\n    complaint\n    position\n    arrivedAt\n    calledAt\n    professionalId\n    roomAccess\n    triage {\n      priority\n      maxWaitMinutes\n      reasons {\n        text\n      }\n    }\n  }\n": types.EmergencyProfessionalProtocolFragmentDoc,
    "\n  fragment EmergencyCheckInFields on EmergencyCheckIn {\n    professionalId\n    queueIds\n    checkedInAt\n  }\n": types.EmergencyCheckInFieldsFragmentDoc,
    "\n  query EmergencyProfessional {\n    emergencyStatus {\n      online\n      enabled\n      message\n      queues {\n        id\n        name\n        counts {\n          waiting\n          called\n          inAttendance\n        }\n      }\n    }\n    emergencyCheckIn {\n      ...EmergencyCheckInFields\n    }\n  }\n": types.EmergencyProfessionalDocument,
    "\n  query EmergencyProfessionalBoard {\n    emergencyBoard {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n": types.EmergencyProfessionalBoardDocument,
    "\n  query EmergencyForwardQueues {\n    emergencyQueues(activeOnly: true) {\n      id\n      name\n      groupName\n    }\n  }\n": types.EmergencyForwardQueuesDocument,
    "\n  subscription EmergencyProfessionalBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n    }\n  }\n": types.EmergencyProfessionalBoardChangedDocument,
    "\n  mutation CheckInEmergency($queueIds: [ID!]!) {\n    checkInEmergency(queueIds: $queueIds) {\n      ...EmergencyCheckInFields\n    }\n  }\n": types.CheckInEmergencyDocument,
    "\n  mutation CheckOutEmergency {\n    checkOutEmergency {\n      ...EmergencyCheckInFields\n    }\n  }\n": types.CheckOutEmergencyDocument,
    "\n  mutation CallNextEmergencyPatient {\n    callNextEmergencyPatient {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n": types.CallNextEmergencyPatientDocument,
    "\n  mutation AttendEmergencyProtocol($id: ID!) {\n    attendEmergencyProtocol(id: $id) {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n": types.AttendEmergencyProtocolDocument,
    "\n  mutation FinishEmergencyProtocol($id: ID!) {\n    finishEmergencyProtocol(id: $id) {\n      id\n      number\n      patientName\n      status\n    }\n  }\n": types.FinishEmergencyProtocolDocument,
    "\n  mutation ForwardEmergencyProtocol($id: ID!, $queueId: ID!) {\n    forwardEmergencyProtocol(id: $id, queueId: $queueId) {\n      id\n      number\n      patientName\n      queueName\n      status\n    }\n  }\n": types.ForwardEmergencyProtocolDocument,
    "\n  mutation GenerateEmergencyTag($protocolId: ID!) {\n    generateEmergencyTag(protocolId: $protocolId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n": types.GenerateEmergencyTagDocument,
    "\n  query HealthRecord(\n    $personId: ID!\n    $filter: [PersonHistoryItemType!]\n    $from: Date\n    $to: Date\n    $professionalId: ID\n    $page: Int!\n    $perPage: Int!\n  ) {\n    personHistory(personId: $personId, filter: $filter, from: $from, to: $to, professionalId: $professionalId, page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        type\n        date\n        title\n        summary\n        professionalName\n        appointmentId\n        url\n      }\n    }\n  }\n": types.HealthRecordDocument,
    "\n  query HealthRecordProfessionals($personId: ID!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: DESC, filter: { patientId: $personId }) {\n      items {\n        id\n        doctorId\n        professionalName\n      }\n    }\n  }\n": types.HealthRecordProfessionalsDocument,
    "\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment PatientHomeViewer on Viewer {\n    name\n    personId\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": types.PatientHomeViewerFragmentDoc,
    "\n  query HomeUpcoming($filter: AppointmentFilter) {\n    appointments(page: 1, perPage: 5, sortField: START, sortOrder: ASC, filter: $filter) {\n      items {\n        id\n        endsAt\n      }\n    }\n  }\n": types.HomeUpcomingDocument,
    "\n  query HomeNextAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientId\n      patientName\n      priceCents\n      paidAt\n      roomAccess\n      roomOpensAt\n      paymentAccess\n    }\n  }\n": types.HomeNextAppointmentDocument,
    "\n  query CurrentTermsOfUse {\n    currentTermsOfUse {\n      version\n      title\n      text\n    }\n  }\n": types.CurrentTermsOfUseDocument,
    "\n  query InvitationView($token: String!) {\n    staffInvitation(token: $token) {\n      companyName\n      email\n      roles\n      expiresAt\n      hasAccount\n    }\n  }\n": types.InvitationViewDocument,
    "\n  mutation AcceptInvitation($token: String!, $input: AcceptStaffInvitationInput) {\n    acceptStaffInvitation(token: $token, input: $input) {\n      companyId\n      companyName\n      email\n      roles\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  mutation InviteSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n": types.InviteSignInDocument,
    "\n  mutation InviteSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.InviteSignOutDocument,
    "\n  query InviteViewer {\n    me {\n      id\n      email\n    }\n  }\n": types.InviteViewerDocument,
    "\n  query KioskViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n": types.KioskViewerDocument,
    "\n  mutation KioskSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.KioskSignOutDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n": types.SignInDocument,
    "\n  query PatientMessageUploadLimits {\n    uploadLimits {\n      maxMb\n    }\n  }\n": types.PatientMessageUploadLimitsDocument,
    "\n  mutation PatientUploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n    }\n  }\n": types.PatientUploadMessageAttachmentDocument,
    "\n  query MessageViewer {\n    me {\n      id\n      roles\n    }\n  }\n": types.MessageViewerDocument,
    "\n  query PatientUnreadMessages {\n    unreadMessages\n  }\n": types.PatientUnreadMessagesDocument,
    "\n  subscription PatientUnreadMessagesChanged {\n    unreadMessagesChanged\n  }\n": types.PatientUnreadMessagesChangedDocument,
    "\n  fragment PatientMessageSummary on Message {\n    id\n    personName\n    professionalName\n    subject\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n  }\n": types.PatientMessageSummaryFragmentDoc,
    "\n  query PatientMessages($page: Int, $perPage: Int) {\n    messages(page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PatientMessageSummary\n      }\n    }\n  }\n": types.PatientMessagesDocument,
    "\n  fragment PatientThread on Message {\n    id\n    threadId\n    personName\n    subject\n    unread\n    appointment\n    thread {\n      id\n      sender\n      senderName\n      body\n      appointment\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n": types.PatientThreadFragmentDoc,
    "\n  query PatientMessage($id: ID!) {\n    message(id: $id) {\n      ...PatientThread\n    }\n  }\n": types.PatientMessageDocument,
    "\n  mutation PatientMarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      unread\n    }\n  }\n": types.PatientMarkMessageSeenDocument,
    "\n  mutation PatientSendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n": types.PatientSendMessageDocument,
    "\n  mutation PatientReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        id\n        threadId\n      }\n    }\n  }\n": types.PatientReplyToMessageDocument,
    "\n  query PatientMessageAppointments {\n    appointments(page: 1, perPage: 50, sortField: START, sortOrder: DESC) {\n      items {\n        id\n        protocol\n        startsAt\n        timeZone\n        doctorId\n        professionalName\n        patientId\n        patientName\n      }\n    }\n  }\n": types.PatientMessageAppointmentsDocument,
    "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      ...SessionTokens\n      viewer {\n        id\n        hasPassword\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query PasswordAccount {\n    me {\n      id\n      email\n      hasPassword\n    }\n  }\n": types.PasswordAccountDocument,
    "\n  fragment PaymentPageFields on PaymentPage {\n    protocol\n    companyName\n    professionalName\n    startsAt\n    timeZone\n    appointmentStatus\n    priceCents\n    paymentRequired\n    paid\n    methods\n    installmentOptions {\n      ...InstallmentOptionFields\n    }\n    current {\n      id\n      method\n      status\n      amountCents\n      discountCents\n      totalCents\n      installments\n      installmentCents\n      voucherCode\n      cardBrand\n      cardLast4\n      paidAt\n      refusedReason\n      refundedCents\n      pix {\n        brCode\n        qrCodeSvg\n        txid\n        expiresAt\n      }\n    }\n  }\n": types.PaymentPageFieldsFragmentDoc,
    "\n  fragment InstallmentOptionFields on InstallmentOption {\n    installments\n    installmentCents\n    firstInstallmentCents\n    totalCents\n    interestCents\n    interestFree\n  }\n": types.InstallmentOptionFieldsFragmentDoc,
    "\n  query PaymentByAccess($access: String!, $protocol: String!) {\n    paymentByAccess(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n": types.PaymentByAccessDocument,
    "\n  subscription PaymentChanged($access: String!, $protocol: String!) {\n    paymentChanged(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n": types.PaymentChangedDocument,
    "\n  query VoucherValid($access: String!, $protocol: String!, $voucher: String!) {\n    voucherValid(access: $access, protocol: $protocol, voucher: $voucher) {\n      code\n      discountCents\n      totalCents\n    }\n  }\n": types.VoucherValidDocument,
    "\n  mutation PayAppointment($access: String!, $protocol: String!, $input: PayInput!, $idempotencyKey: String!) {\n    payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": types.PayAppointmentDocument,
    "\n  mutation CancelPixPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    cancelPixPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": types.CancelPixPaymentDocument,
    "\n  mutation ConfirmPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    confirmPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation PayOnSite($access: String!, $idempotencyKey: String!) {\n    payOnSite(access: $access, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n": types.PayOnSiteDocument,
    "\n  query PublicPaymentAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: PAYMENT) {\n      protocol\n    }\n  }\n": types.PublicPaymentAppointmentDocument,
    "\n  fragment ExportPerson on Person {\n    id\n    name\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    relationship\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    status\n    createdAt\n    updatedAt\n  }\n": types.ExportPersonFragmentDoc,
    "\n  query MyDataExport {\n    myDataExport {\n      generatedAt\n      account {\n        id\n        name\n        email\n        memberships {\n          companyId\n          companyName\n          roles\n        }\n      }\n      person {\n        ...ExportPerson\n      }\n      dependents {\n        ...ExportPerson\n      }\n      appointments {\n        id\n        protocol\n        typeName\n        statusName\n        sourceName\n        startsAt\n        endsAt\n        timeZone\n        professionalName\n        specialtyName\n        patientName\n        reason\n        orientation\n        upshot\n        notes\n        cancelReason\n        cancelTime\n        priceCents\n        paidAt\n        attendanceStartedAt\n        finishedAt\n        createdAt\n        files {\n          id\n          fileName\n          contentType\n          sizeBytes\n          createdAt\n        }\n      }\n      messages {\n        id\n        subject\n        personName\n        createdAt\n        thread {\n          id\n          senderName\n          body\n          createdAt\n          appointment\n        }\n      }\n      termsOfUse {\n        version\n        title\n        accepted\n        acceptedAt\n      }\n      erasureRequests {\n        id\n        personId\n        status\n        answer\n        retentionReason\n        answeredAt\n        createdAt\n      }\n    }\n  }\n": types.MyDataExportDocument,
    "\n  query MyErasureRequests {\n    me {\n      id\n      personId\n    }\n    myErasureRequests {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n": types.MyErasureRequestsDocument,
    "\n  mutation RequestErasure {\n    requestErasure {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n": types.RequestErasureDocument,
    "\n  query TelemedicineConsents {\n    telemedicineConsents {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n": types.TelemedicineConsentsDocument,
    "\n  mutation RevokeTelemedicineConsent($personId: ID) {\n    revokeTelemedicineConsent(personId: $personId) {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n": types.RevokeTelemedicineConsentDocument,
    "\n  query RecordAccesses($page: Int, $perPage: Int) {\n    recordAccesses(page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        personId\n        personName\n        readerName\n        action\n        readerRoles\n        kind\n        itemType\n        types\n        appointmentProtocol\n        accessedAt\n      }\n    }\n  }\n": types.RecordAccessesDocument,
    "\n  query AllAppointments(\n    $page: Int!\n    $perPage: Int!\n    $sortField: AppointmentSortField!\n    $sortOrder: SortOrder!\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        id\n        ...AppointmentCard\n      }\n    }\n  }\n": types.AllAppointmentsDocument,
    "\n  fragment AppointmentCard on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endTime\n    patientName\n    reason\n    typeName\n    specialtyName\n    ...AppointmentStatusChip\n    ...AppointmentStatusActions\n  }\n": types.AppointmentCardFragmentDoc,
    "\n  fragment AppointmentNotesForm on Appointment {\n    id\n    status\n    timeZone\n    notes\n    orientation\n    cid10\n    upshot\n    finishedAt\n    leftAt\n    noShowAt\n  }\n": types.AppointmentNotesFormFragmentDoc,
    "\n  mutation UpdateAppointmentNotes($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n": types.UpdateAppointmentNotesDocument,
    "\n  fragment AppointmentStatusActions on Appointment {\n    id\n    status\n    nextStatuses\n    patientName\n    startsAt\n    startTime\n  }\n": types.AppointmentStatusActionsFragmentDoc,
    "\n  mutation ChangeAppointmentStatus($id: ID!, $status: AppointmentStatusChange!) {\n    changeAppointmentStatus(id: $id, status: $status) {\n      id\n      status\n      statusName\n      nextStatuses\n      canCancel\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      noShowAt\n    }\n  }\n": types.ChangeAppointmentStatusDocument,
    "\n  fragment AppointmentStatusChip on Appointment {\n    status\n    statusName\n  }\n": types.AppointmentStatusChipFragmentDoc,
    "\n  query MyAvailabilityCalendar($id: ID!, $from: Date!, $to: Date!) {\n    availabilityCalendar(professionalId: $id, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n": types.MyAvailabilityCalendarDocument,
    "\n  query NotesHistory($id: ID!) {\n    appointment(id: $id) {\n      id\n      noteHistory {\n        intact\n        versions {\n          version\n          notes\n          orientation\n          cid10\n          upshot\n          authorName\n          recordedAt\n          hash\n        }\n      }\n    }\n  }\n": types.NotesHistoryDocument,
    "\n  query PatientOptions($q: String) {\n    personCombo(q: $q) {\n      id\n      displayName\n    }\n  }\n": types.PatientOptionsDocument,
    "\n  query PatientName($id: ID!) {\n    person(id: $id) {\n      id\n      displayName\n    }\n  }\n": types.PatientNameDocument,
    "\n  query ProfessionalAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      status\n      startDate\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      typeName\n      specialtyName\n      reason\n      patientId\n      patientName\n      patient {\n        id\n        displayName\n        birthDate\n        history(perPage: 1) {\n          total\n        }\n      }\n      files {\n        id\n        fileName\n        sizeBytes\n        url\n      }\n      ...AppointmentStatusChip\n      ...AppointmentStatusActions\n      ...AppointmentNotesForm\n    }\n  }\n": types.ProfessionalAppointmentDetailDocument,
    "\n  query ProfessionalHomeLine {\n    emergencyCheckIn {\n      professionalId\n      queueIds\n    }\n  }\n": types.ProfessionalHomeLineDocument,
    "\n  query EhrProfessionals {\n    professionalCombo {\n      id\n      label\n    }\n  }\n": types.EhrProfessionalsDocument,
    "\n  query TodayAppointments($day: Date!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: ASC, filter: { from: $day, to: $day }) {\n      total\n      items {\n        id\n        startsAt\n        endsAt\n        status\n        patientName\n        ...AppointmentCard\n      }\n    }\n  }\n": types.TodayAppointmentsDocument,
    "\n  query ProfessionalViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n": types.ProfessionalViewerDocument,
    "\n  mutation UploadMyProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n    }\n  }\n": types.UploadMyProfessionalPhotoDocument,
    "\n  mutation RemoveMyProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n    }\n  }\n": types.RemoveMyProfessionalPhotoDocument,
    "\n  query ProfessionalAvailability($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleFields\n    }\n  }\n": types.ProfessionalAvailabilityDocument,
    "\n  fragment ProfessionalScheduleFields on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    updatedAt\n    closedDates\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n  }\n": types.ProfessionalScheduleFieldsFragmentDoc,
    "\n  mutation SaveMyAvailability($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleFields\n    }\n  }\n": types.SaveMyAvailabilityDocument,
    "\n  mutation ShareRecordLink($personId: ID!, $input: RecordLinkInput!) {\n    shareRecordLink(personId: $personId, input: $input) {\n      id\n      title\n      url\n    }\n  }\n": types.ShareRecordLinkDocument,
    "\n  query MyProfessional {\n    myProfessional {\n      id\n      name\n      schedule {\n        professionalId\n        timeZone\n        today\n      }\n    }\n  }\n": types.MyProfessionalDocument,
    "\n  fragment ProfessionalProfileFields on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    photoUrl\n    bio\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n": types.ProfessionalProfileFieldsFragmentDoc,
    "\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalProfileFields\n    }\n  }\n": types.ProfessionalProfileDocument,
    "\n  mutation UpdateProfessionalProfile($id: ID!, $input: ProfessionalProfileInput!) {\n    updateMyProfessionalProfile(id: $id, input: $input) {\n      ...ProfessionalProfileFields\n    }\n  }\n": types.UpdateProfessionalProfileDocument,
    "\n  fragment MyProfileFields on Person {\n    id\n    name\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n": types.MyProfileFieldsFragmentDoc,
    "\n  query MyProfile($personId: ID!) {\n    myProfile(personId: $personId) {\n      ...MyProfileFields\n    }\n  }\n": types.MyProfileDocument,
    "\n  mutation UpdateMyProfile($personId: ID!, $input: MyProfileInput!) {\n    updateMyProfile(personId: $personId, input: $input) {\n      ...MyProfileFields\n    }\n  }\n": types.UpdateMyProfileDocument,
    "\n  query AddressByCep($cep: String!) {\n    addressByCep(cep: $cep) {\n      zipCode\n      street\n      neighborhood\n      city\n      cityName\n      region\n    }\n  }\n": types.AddressByCepDocument,
    "\n  query ProfilePlaces($region: String) {\n    regions: domainList(name: REGION) {\n      code\n      value\n    }\n    cities: domainList(name: CITY, parent: $region) {\n      code\n      value\n    }\n  }\n": types.ProfilePlacesDocument,
    "\n  fragment PublicCancelAppointment on PublicAppointment {\n    protocol\n    companyName\n    professionalName\n    specialtyName\n    startsAt\n    timeZone\n    durationMinutes\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n  }\n": types.PublicCancelAppointmentFragmentDoc,
    "\n  query PublicCancel($access: String!) {\n    appointmentByAccess(access: $access, page: CANCEL) {\n      ...PublicCancelAppointment\n    }\n  }\n": types.PublicCancelDocument,
    "\n  mutation CancelByAccess($access: String!, $reason: String!) {\n    cancelAppointmentByAccess(access: $access, reason: $reason) {\n      ...PublicCancelAppointment\n    }\n  }\n": types.CancelByAccessDocument,
    "\n  fragment RoomSessionFields on RoomSession {\n    sessionId\n    eventsAfter\n    connectionId\n    appointmentId\n    protocol\n    role\n    state\n    status\n    companyId\n    companyName\n    professionalName\n    patientName\n    specialty\n    startsAt\n    endsAt\n    timeZone\n    personId\n    enteredAt\n    peerPresent\n    peerConnectionId\n    consentGiven\n    npsAnswered\n    provider\n    iceServers {\n      urls\n      username\n      credential\n    }\n    dailyUrl\n    dailyToken\n    inactivitySeconds\n    inactivityCountdownSeconds\n  }\n": types.RoomSessionFieldsFragmentDoc,
    "\n  fragment RoomChatFields on RoomChatMessage {\n    id\n    role\n    name\n    text\n    sentAt\n  }\n": types.RoomChatFieldsFragmentDoc,
    "\n  fragment ConsentTermFields on ConsentTerm {\n    kind\n    version\n    title\n    text\n    accepted\n    acceptedAt\n  }\n": types.ConsentTermFieldsFragmentDoc,
    "\n  query RoomAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: ROOM) {\n      protocol\n      companyName\n      professionalName\n      specialtyName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      status\n      statusName\n      paymentRequired\n    }\n  }\n": types.RoomAppointmentDocument,
    "\n  query RoomViewer {\n    me {\n      id\n      roles\n      personId\n    }\n  }\n": types.RoomViewerDocument,
    "\n  query RoomConsent($protocol: String!) {\n    telemedicineConsent(protocol: $protocol) {\n      ...ConsentTermFields\n    }\n  }\n": types.RoomConsentDocument,
    "\n  mutation AcceptRoomConsent($protocol: String!, $version: String!) {\n    acceptTelemedicineConsent(protocol: $protocol, version: $version) {\n      ...ConsentTermFields\n    }\n  }\n": types.AcceptRoomConsentDocument,
    "\n  query RoomNetworkCheck {\n    __typename\n  }\n": types.RoomNetworkCheckDocument,
    "\n  mutation JoinRoom($access: String!) {\n    joinRoom(access: $access) {\n      ...RoomSessionFields\n    }\n  }\n": types.JoinRoomDocument,
    "\n  mutation StartRoom($sessionId: ID!) {\n    startRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n": types.StartRoomDocument,
    "\n  mutation SendRoomSignal($sessionId: ID!, $signal: JSON!) {\n    sendRoomSignal(sessionId: $sessionId, signal: $signal)\n  }\n": types.SendRoomSignalDocument,
    "\n  mutation SendRoomChat($sessionId: ID!, $text: String!) {\n    sendRoomChat(sessionId: $sessionId, text: $text) {\n      ...RoomChatFields\n    }\n  }\n": types.SendRoomChatDocument,
    "\n  mutation AwayFromRoom($sessionId: ID!) {\n    awayFromRoom(sessionId: $sessionId)\n  }\n": types.AwayFromRoomDocument,
    "\n  mutation LeaveRoom($sessionId: ID!) {\n    leaveRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n": types.LeaveRoomDocument,
    "\n  mutation FinishRoom($sessionId: ID!) {\n    finishRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n": types.FinishRoomDocument,
    "\n  mutation SendToAggregator($input: AggregatorEventInput!) {\n    sendToAggregator(input: $input)\n  }\n": types.SendToAggregatorDocument,
    "\n  query RoomChat($sessionId: ID!) {\n    roomChat(sessionId: $sessionId) {\n      ...RoomChatFields\n    }\n  }\n": types.RoomChatDocument,
    "\n  subscription RoomEvents($sessionId: ID!, $after: String) {\n    roomEvents(sessionId: $sessionId, after: $after) {\n      seq\n      type\n      role\n      fromConnectionId\n      signal\n      chat {\n        ...RoomChatFields\n      }\n      status\n      at\n    }\n  }\n": types.RoomEventsDocument,
    "\n  query RoomNpsAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...NpsSurveyAppointment\n    }\n  }\n": types.RoomNpsAppointmentDocument,
    "\n  query RoomNotesAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n": types.RoomNotesAppointmentDocument,
    "\n  query RoomEndAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      patientName\n      statusName\n      attendanceStartedAt\n      finishedAt\n      leftAt\n    }\n  }\n": types.RoomEndAppointmentDocument,
    "\n  query RoomAppointmentStatus($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n    }\n  }\n": types.RoomAppointmentStatusDocument,
    "\n  fragment PatientChoices on Query {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        id\n        name\n        parentId\n        status\n      }\n    }\n  }\n": types.PatientChoicesFragmentDoc,
    "\n  query SchedulePage {\n    ...PatientChoices\n    specialties {\n      code\n      name\n    }\n    professionals(perPage: 100) {\n      items {\n        id\n        name\n        specialties {\n          code\n          name\n        }\n      }\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n": types.SchedulePageDocument,
    "\n  mutation CreateSchedulingRequest($input: AppointmentRequestInput!) {\n    createAppointmentRequest(input: $input) {\n      id\n      status\n      statusName\n      specialtyName\n    }\n  }\n": types.CreateSchedulingRequestDocument,
    "\n  fragment SlotPickerSlot on AvailableSlot {\n    professionalId\n    professionalName\n    date\n    start\n    end\n    startsAt\n    endsAt\n    specialties {\n      code\n      name\n    }\n  }\n": types.SlotPickerSlotFragmentDoc,
    "\n  query FreeSlots($specialty: String, $professionalId: ID) {\n    availableSlots(specialty: $specialty, professionalId: $professionalId) {\n      timeZone\n      from\n      to\n      slots {\n        ...SlotPickerSlot\n      }\n    }\n  }\n": types.FreeSlotsDocument,
    "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      cancelAccess\n      paymentAccess\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n": types.BookAppointmentDocument,
    "\n  mutation UploadBookedExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n": types.UploadBookedExamDocument,
    "\n  query TermsGateViewer {\n    me {\n      id\n      companyId\n      isPlatformAdmin\n    }\n  }\n": types.TermsGateViewerDocument,
    "\n  query TermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n": types.TermsOfUseDocument,
    "\n  mutation AcceptTermsOfUse($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n": types.AcceptTermsOfUseDocument,
    "\n  fragment AppHeaderViewer on Viewer {\n    name\n    roles\n    personId\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n": types.AppHeaderViewerFragmentDoc,
    "\n  query ViewerRoles {\n    me {\n      id\n      roles\n    }\n  }\n": types.ViewerRolesDocument,
    "\n  query SessionViewer {\n    me {\n      id\n      roles\n      personId\n      ...AppHeaderViewer\n    }\n  }\n": types.SessionViewerDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.SignOutDocument,
    "\n  query CompanySetup {\n    companySetup {\n      id\n      displayPoweredBy\n      settings {\n        timeZone\n        appointmentDuration\n        cancellationCutoffHours\n      }\n      rules {\n        allowsPatientToSchedule\n        accessPersonSchedule\n        allowsHiddenButtonSchedule\n        allowProfessionalViewPatientHistory\n        accessEmergency\n        benefitsClubAccess\n      }\n    }\n  }\n": types.CompanySetupDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionTokens on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n  }\n"): (typeof documents)["\n  fragment SessionTokens on AuthPayload {\n    accessToken\n    refreshToken\n    expiresIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      ...SessionTokens\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      ...SessionTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentActionsAppointment on Appointment {\n    id\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n    nextStatuses\n    cancelReason\n    cancelTime\n  }\n"): (typeof documents)["\n  fragment AppointmentActionsAppointment on Appointment {\n    id\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n    nextStatuses\n    cancelReason\n    cancelTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      ...AppointmentActionsAppointment\n    }\n  }\n"): (typeof documents)["\n  mutation PatientCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      ...AppointmentActionsAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientLeaveAppointment($id: ID!) {\n    changeAppointmentStatus(id: $id, status: LEFT_BY_PATIENT) {\n      ...AppointmentActionsAppointment\n    }\n  }\n"): (typeof documents)["\n  mutation PatientLeaveAppointment($id: ID!) {\n    changeAppointmentStatus(id: $id, status: LEFT_BY_PATIENT) {\n      ...AppointmentActionsAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentCardAppointment on Appointment {\n    id\n    protocol\n    status\n    statusName\n    startsAt\n    endsAt\n    timeZone\n    professionalName\n    specialtyName\n    patientId\n    patientName\n    ...AppointmentActionsAppointment\n  }\n"): (typeof documents)["\n  fragment AppointmentCardAppointment on Appointment {\n    id\n    protocol\n    status\n    statusName\n    startsAt\n    endsAt\n    timeZone\n    professionalName\n    specialtyName\n    patientId\n    patientName\n    ...AppointmentActionsAppointment\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentDetailViewer {\n    me {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  query AppointmentDetailViewer {\n    me {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentFilesPanelAppointment on Appointment {\n    id\n    status\n    timeZone\n    files {\n      id\n      fileName\n      filePath\n      sizeBytes\n      createdAt\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentFilesPanelAppointment on Appointment {\n    id\n    status\n    timeZone\n    files {\n      id\n      fileName\n      filePath\n      sizeBytes\n      createdAt\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientUploadExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PatientUploadExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientRemoveExam($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PatientRemoveExam($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NpsSurveyAppointment on Appointment {\n    id\n    protocol\n    status\n    nps {\n      id\n      score\n      comment\n    }\n  }\n"): (typeof documents)["\n  fragment NpsSurveyAppointment on Appointment {\n    id\n    protocol\n    status\n    nps {\n      id\n      score\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientAnswerNps($protocol: String!, $input: NpsAnswerInput!) {\n    answerNps(protocol: $protocol, input: $input) {\n      id\n      score\n      comment\n    }\n  }\n"): (typeof documents)["\n  mutation PatientAnswerNps($protocol: String!, $input: NpsAnswerInput!) {\n    answerNps(protocol: $protocol, input: $input) {\n      id\n      score\n      comment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      paymentAccess\n      priceCents\n      paidAt\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      professionalName\n      specialtyName\n      patientName\n      orientation\n      ...AppointmentActionsAppointment\n      ...ReasonEditorAppointment\n      ...AppointmentFilesPanelAppointment\n      ...NpsSurveyAppointment\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n"): (typeof documents)["\n  query PatientAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      paymentAccess\n      priceCents\n      paidAt\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      professionalName\n      specialtyName\n      patientName\n      orientation\n      ...AppointmentActionsAppointment\n      ...ReasonEditorAppointment\n      ...AppointmentFilesPanelAppointment\n      ...NpsSurveyAppointment\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonAppointments($filter: AppointmentFilter, $sortOrder: SortOrder, $page: Int, $perPage: Int) {\n    appointments(page: $page, perPage: $perPage, sortField: START, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        ...AppointmentCardAppointment\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonAppointments($filter: AppointmentFilter, $sortOrder: SortOrder, $page: Int, $perPage: Int) {\n    appointments(page: $page, perPage: $perPage, sortField: START, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        ...AppointmentCardAppointment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReasonEditorAppointment on Appointment {\n    id\n    status\n    reason\n  }\n"): (typeof documents)["\n  fragment ReasonEditorAppointment on Appointment {\n    id\n    status\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientSetAppointmentReason($id: ID!, $reason: String!) {\n    setAppointmentReason(id: $id, reason: $reason) {\n      id\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation PatientSetAppointmentReason($id: ID!, $reason: String!) {\n    setAppointmentReason(id: $id, reason: $reason) {\n      id\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n"): (typeof documents)["\n  query ReturnAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientRequestReturn($input: ReturnRequestInput!) {\n    requestReturnAppointment(input: $input) {\n      id\n      status\n      statusName\n      appointmentProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation PatientRequestReturn($input: ReturnRequestInput!) {\n    requestReturnAppointment(input: $input) {\n      id\n      status\n      statusName\n      appointmentProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BenefitClub {\n    benefitClub {\n      companyName\n      discountBps\n      prices {\n        type\n        priceCents\n        clubPriceCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query BenefitClub {\n    benefitClub {\n      companyName\n      discountBps\n      prices {\n        type\n        priceCents\n        clubPriceCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicalDocumentRow on ClinicalDocument {\n    id\n    kind\n    appointmentId\n    personName\n    professionalName\n    code\n    signatureStatus\n    signedAt\n    url\n    validationPath\n    supersedesId\n    supersededById\n    issuedAt\n  }\n"): (typeof documents)["\n  fragment ClinicalDocumentRow on ClinicalDocument {\n    id\n    kind\n    appointmentId\n    personName\n    professionalName\n    code\n    signatureStatus\n    signedAt\n    url\n    validationPath\n    supersedesId\n    supersededById\n    issuedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClinicalDocumentContent on ClinicalDocument {\n    prescription {\n      items {\n        medication\n        dosage\n        route\n        quantity\n        duration\n      }\n      specialControl\n    }\n    certificate {\n      days\n      cid\n      cidConsent\n      remarks\n    }\n    examRequest {\n      exams\n      clinicalIndication\n    }\n    referral {\n      specialty\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment ClinicalDocumentContent on ClinicalDocument {\n    prescription {\n      items {\n        medication\n        dosage\n        route\n        quantity\n        duration\n      }\n      specialControl\n    }\n    certificate {\n      days\n      cid\n      cidConsent\n      remarks\n    }\n    examRequest {\n      exams\n      clinicalIndication\n    }\n    referral {\n      specialty\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentClinicalDocuments($appointmentId: ID!) {\n    clinicalDocuments(appointmentId: $appointmentId) {\n      id\n      ...ClinicalDocumentRow\n      ...ClinicalDocumentContent\n    }\n  }\n"): (typeof documents)["\n  query AppointmentClinicalDocuments($appointmentId: ID!) {\n    clinicalDocuments(appointmentId: $appointmentId) {\n      id\n      ...ClinicalDocumentRow\n      ...ClinicalDocumentContent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientClinicalDocuments($appointmentId: ID, $personId: ID) {\n    clinicalDocuments(appointmentId: $appointmentId, personId: $personId) {\n      id\n      ...ClinicalDocumentRow\n    }\n  }\n"): (typeof documents)["\n  query PatientClinicalDocuments($appointmentId: ID, $personId: ID) {\n    clinicalDocuments(appointmentId: $appointmentId, personId: $personId) {\n      id\n      ...ClinicalDocumentRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueClinicalDocument($input: IssueClinicalDocumentInput!) {\n    issueClinicalDocument(input: $input) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n        ...ClinicalDocumentContent\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation IssueClinicalDocument($input: IssueClinicalDocumentInput!) {\n    issueClinicalDocument(input: $input) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n        ...ClinicalDocumentContent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignClinicalDocument($id: ID!, $password: String!) {\n    signClinicalDocument(id: $id, password: $password) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignClinicalDocument($id: ID!, $password: String!) {\n    signClinicalDocument(id: $id, password: $password) {\n      signingError\n      document {\n        id\n        ...ClinicalDocumentRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralSpecialties {\n    domainList(name: REQUEST_SPECIALTYS) {\n      code\n      value\n    }\n  }\n"): (typeof documents)["\n  query ReferralSpecialties {\n    domainList(name: REQUEST_SPECIALTYS) {\n      code\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SigningCertificateFields on SigningCertificate {\n    holderName\n    holderCpf\n    issuerName\n    notBefore\n    notAfter\n    fingerprint\n    uploadedAt\n  }\n"): (typeof documents)["\n  fragment SigningCertificateFields on SigningCertificate {\n    holderName\n    holderCpf\n    issuerName\n    notBefore\n    notAfter\n    fingerprint\n    uploadedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySigningCertificate {\n    mySigningCertificate {\n      ...SigningCertificateFields\n    }\n  }\n"): (typeof documents)["\n  query MySigningCertificate {\n    mySigningCertificate {\n      ...SigningCertificateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadSigningCertificate($pkcs12Base64: String!, $password: String!) {\n    uploadSigningCertificate(pkcs12Base64: $pkcs12Base64, password: $password) {\n      ...SigningCertificateFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadSigningCertificate($pkcs12Base64: String!, $password: String!) {\n    uploadSigningCertificate(pkcs12Base64: $pkcs12Base64, password: $password) {\n      ...SigningCertificateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSigningCertificate {\n    removeSigningCertificate\n  }\n"): (typeof documents)["\n  mutation RemoveSigningCertificate {\n    removeSigningCertificate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DocumentValidationFields on DocumentValidation {\n    code\n    kind\n    issuedAt\n    timeZone\n    companyName\n    professionalName\n    professionalRegistration\n    specialControl\n    signatureStatus\n    signedAt\n    signerName\n    signerIssuer\n    sha256\n    superseded\n    dispensed\n    dispensingCount\n  }\n"): (typeof documents)["\n  fragment DocumentValidationFields on DocumentValidation {\n    code\n    kind\n    issuedAt\n    timeZone\n    companyName\n    professionalName\n    professionalRegistration\n    specialControl\n    signatureStatus\n    signedAt\n    signerName\n    signerIssuer\n    sha256\n    superseded\n    dispensed\n    dispensingCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DocumentValidation($code: String!) {\n    documentValidation(code: $code) {\n      ...DocumentValidationFields\n    }\n  }\n"): (typeof documents)["\n  query DocumentValidation($code: String!) {\n    documentValidation(code: $code) {\n      ...DocumentValidationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DispenseClinicalDocument($code: String!, $input: DispensingInput!) {\n    dispenseClinicalDocument(code: $code, input: $input) {\n      ...DocumentValidationFields\n    }\n  }\n"): (typeof documents)["\n  mutation DispenseClinicalDocument($code: String!, $input: DispensingInput!) {\n    dispenseClinicalDocument(code: $code, input: $input) {\n      ...DocumentValidationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDependents {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        ...DependentFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyDependents {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        ...DependentFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DependentFields on Person {\n    id\n    name\n    parentId\n    status\n    birthDate\n    cpf\n    uhcId\n    relationship\n  }\n"): (typeof documents)["\n  fragment DependentFields on Person {\n    id\n    name\n    parentId\n    status\n    birthDate\n    cpf\n    uhcId\n    relationship\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      ...DependentFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      ...DependentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDependent($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...DependentFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDependent($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...DependentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDependent($parentId: ID!, $id: ID!) {\n    removeDependent(parentId: $parentId, id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveDependent($parentId: ID!, $id: ID!) {\n    removeDependent(parentId: $parentId, id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmergencyPersonProtocol on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    redFlag\n    complaint\n    position\n    estimatedWaitMinutes\n    professionalsOnDuty\n    professionalName\n    missedCalls\n    roomAccess\n    appointmentId\n    arrivedAt\n    calledAt\n    notice\n    triage {\n      priority\n      maxWaitMinutes\n      redFlag\n      engine\n      reasons {\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EmergencyPersonProtocol on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    redFlag\n    complaint\n    position\n    estimatedWaitMinutes\n    professionalsOnDuty\n    professionalName\n    missedCalls\n    roomAccess\n    appointmentId\n    arrivedAt\n    calledAt\n    notice\n    triage {\n      priority\n      maxWaitMinutes\n      redFlag\n      engine\n      reasons {\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyPersonHome {\n    ...PatientChoices\n    emergencyStatus {\n      online\n      message\n      queues {\n        id\n        name\n        specialty {\n          name\n        }\n        attendanceEstimateMinutes\n      }\n    }\n    emergencyBoard {\n      ...EmergencyPersonProtocol\n    }\n  }\n"): (typeof documents)["\n  query EmergencyPersonHome {\n    ...PatientChoices\n    emergencyStatus {\n      online\n      message\n      queues {\n        id\n        name\n        specialty {\n          name\n        }\n        attendanceEstimateMinutes\n      }\n    }\n    emergencyBoard {\n      ...EmergencyPersonProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyPersonProtocol($id: ID!) {\n    emergencyProtocol(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"): (typeof documents)["\n  query EmergencyPersonProtocol($id: ID!) {\n    emergencyProtocol(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyPreAssessment($id: ID!) {\n    emergencyProtocol(id: $id) {\n      id\n      screening {\n        id\n        title\n        questions {\n          id\n          text\n          kind\n          required\n          options {\n            id\n            text\n            redFlag\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmergencyPreAssessment($id: ID!) {\n    emergencyProtocol(id: $id) {\n      id\n      screening {\n        id\n        title\n        questions {\n          id\n          text\n          kind\n          required\n          options {\n            id\n            text\n            redFlag\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenEmergencyProtocol($queueId: ID!, $personId: ID) {\n    openEmergencyProtocol(queueId: $queueId, personId: $personId) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation OpenEmergencyProtocol($queueId: ID!, $personId: ID) {\n    openEmergencyProtocol(queueId: $queueId, personId: $personId) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceEmergencyStep($id: ID!, $step: Int!) {\n    advanceEmergencyStep(id: $id, step: $step) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation AdvanceEmergencyStep($id: ID!, $step: Int!) {\n    advanceEmergencyStep(id: $id, step: $step) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartEmergencyPayment($id: ID!) {\n    startEmergencyPayment(id: $id) {\n      required\n      priceCents\n      access\n      protocol\n    }\n  }\n"): (typeof documents)["\n  mutation StartEmergencyPayment($id: ID!) {\n    startEmergencyPayment(id: $id) {\n      required\n      priceCents\n      access\n      protocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportEmergencyComplaint($id: ID!, $complaint: String!) {\n    reportEmergencyComplaint(id: $id, complaint: $complaint) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation ReportEmergencyComplaint($id: ID!, $complaint: String!) {\n    reportEmergencyComplaint(id: $id, complaint: $complaint) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitEmergencyScreening($id: ID!, $answers: [EmergencyAnswerInput!]!) {\n    submitEmergencyScreening(id: $id, answers: $answers) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitEmergencyScreening($id: ID!, $answers: [EmergencyAnswerInput!]!) {\n    submitEmergencyScreening(id: $id, answers: $answers) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveEmergencyQueue($id: ID!) {\n    leaveEmergencyQueue(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveEmergencyQueue($id: ID!) {\n    leaveEmergencyQueue(id: $id) {\n      ...EmergencyPersonProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EmergencyProtocolChanged($id: ID!) {\n    emergencyProtocolChanged(id: $id) {\n      resyncRequired\n      protocol {\n        ...EmergencyPersonProtocol\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription EmergencyProtocolChanged($id: ID!) {\n    emergencyProtocolChanged(id: $id) {\n      resyncRequired\n      protocol {\n        ...EmergencyPersonProtocol\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpeechToText {\n    speechToText {\n      available\n    }\n  }\n"): (typeof documents)["\n  query SpeechToText {\n    speechToText {\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TranscribeSpeech($audioBase64: String!, $contentType: String!) {\n    transcribeSpeech(audioBase64: $audioBase64, contentType: $contentType)\n  }\n"): (typeof documents)["\n  mutation TranscribeSpeech($audioBase64: String!, $contentType: String!) {\n    transcribeSpeech(audioBase64: $audioBase64, contentType: $contentType)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmergencyProfessionalProtocol on EmergencyProtocol {\n    id\n    number\n    patientName\n    queueId\n    queueName\n    status\n    step\n    priority\n    redFlag\n    complaint\n    position\n    arrivedAt\n    calledAt\n    professionalId\n    roomAccess\n    triage {\n      priority\n      maxWaitMinutes\n      reasons {\n        text\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EmergencyProfessionalProtocol on EmergencyProtocol {\n    id\n    number\n    patientName\n    queueId\n    queueName\n    status\n    step\n    priority\n    redFlag\n    complaint\n    position\n    arrivedAt\n    calledAt\n    professionalId\n    roomAccess\n    triage {\n      priority\n      maxWaitMinutes\n      reasons {\n        text\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmergencyCheckInFields on EmergencyCheckIn {\n    professionalId\n    queueIds\n    checkedInAt\n  }\n"): (typeof documents)["\n  fragment EmergencyCheckInFields on EmergencyCheckIn {\n    professionalId\n    queueIds\n    checkedInAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyProfessional {\n    emergencyStatus {\n      online\n      enabled\n      message\n      queues {\n        id\n        name\n        counts {\n          waiting\n          called\n          inAttendance\n        }\n      }\n    }\n    emergencyCheckIn {\n      ...EmergencyCheckInFields\n    }\n  }\n"): (typeof documents)["\n  query EmergencyProfessional {\n    emergencyStatus {\n      online\n      enabled\n      message\n      queues {\n        id\n        name\n        counts {\n          waiting\n          called\n          inAttendance\n        }\n      }\n    }\n    emergencyCheckIn {\n      ...EmergencyCheckInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyProfessionalBoard {\n    emergencyBoard {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n"): (typeof documents)["\n  query EmergencyProfessionalBoard {\n    emergencyBoard {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyForwardQueues {\n    emergencyQueues(activeOnly: true) {\n      id\n      name\n      groupName\n    }\n  }\n"): (typeof documents)["\n  query EmergencyForwardQueues {\n    emergencyQueues(activeOnly: true) {\n      id\n      name\n      groupName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EmergencyProfessionalBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n    }\n  }\n"): (typeof documents)["\n  subscription EmergencyProfessionalBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInEmergency($queueIds: [ID!]!) {\n    checkInEmergency(queueIds: $queueIds) {\n      ...EmergencyCheckInFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInEmergency($queueIds: [ID!]!) {\n    checkInEmergency(queueIds: $queueIds) {\n      ...EmergencyCheckInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckOutEmergency {\n    checkOutEmergency {\n      ...EmergencyCheckInFields\n    }\n  }\n"): (typeof documents)["\n  mutation CheckOutEmergency {\n    checkOutEmergency {\n      ...EmergencyCheckInFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CallNextEmergencyPatient {\n    callNextEmergencyPatient {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation CallNextEmergencyPatient {\n    callNextEmergencyPatient {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttendEmergencyProtocol($id: ID!) {\n    attendEmergencyProtocol(id: $id) {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n"): (typeof documents)["\n  mutation AttendEmergencyProtocol($id: ID!) {\n    attendEmergencyProtocol(id: $id) {\n      ...EmergencyProfessionalProtocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishEmergencyProtocol($id: ID!) {\n    finishEmergencyProtocol(id: $id) {\n      id\n      number\n      patientName\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FinishEmergencyProtocol($id: ID!) {\n    finishEmergencyProtocol(id: $id) {\n      id\n      number\n      patientName\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForwardEmergencyProtocol($id: ID!, $queueId: ID!) {\n    forwardEmergencyProtocol(id: $id, queueId: $queueId) {\n      id\n      number\n      patientName\n      queueName\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ForwardEmergencyProtocol($id: ID!, $queueId: ID!) {\n    forwardEmergencyProtocol(id: $id, queueId: $queueId) {\n      id\n      number\n      patientName\n      queueName\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateEmergencyTag($protocolId: ID!) {\n    generateEmergencyTag(protocolId: $protocolId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateEmergencyTag($protocolId: ID!) {\n    generateEmergencyTag(protocolId: $protocolId) {\n      fileName\n      contentType\n      base64\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthRecord(\n    $personId: ID!\n    $filter: [PersonHistoryItemType!]\n    $from: Date\n    $to: Date\n    $professionalId: ID\n    $page: Int!\n    $perPage: Int!\n  ) {\n    personHistory(personId: $personId, filter: $filter, from: $from, to: $to, professionalId: $professionalId, page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        type\n        date\n        title\n        summary\n        professionalName\n        appointmentId\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query HealthRecord(\n    $personId: ID!\n    $filter: [PersonHistoryItemType!]\n    $from: Date\n    $to: Date\n    $professionalId: ID\n    $page: Int!\n    $perPage: Int!\n  ) {\n    personHistory(personId: $personId, filter: $filter, from: $from, to: $to, professionalId: $professionalId, page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        type\n        date\n        title\n        summary\n        professionalName\n        appointmentId\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HealthRecordProfessionals($personId: ID!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: DESC, filter: { patientId: $personId }) {\n      items {\n        id\n        doctorId\n        professionalName\n      }\n    }\n  }\n"): (typeof documents)["\n  query HealthRecordProfessionals($personId: ID!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: DESC, filter: { patientId: $personId }) {\n      items {\n        id\n        doctorId\n        professionalName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    me {\n      id\n      roles\n      ...PatientHomeViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientHomeViewer on Viewer {\n    name\n    personId\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"): (typeof documents)["\n  fragment PatientHomeViewer on Viewer {\n    name\n    personId\n    roles\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeUpcoming($filter: AppointmentFilter) {\n    appointments(page: 1, perPage: 5, sortField: START, sortOrder: ASC, filter: $filter) {\n      items {\n        id\n        endsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeUpcoming($filter: AppointmentFilter) {\n    appointments(page: 1, perPage: 5, sortField: START, sortOrder: ASC, filter: $filter) {\n      items {\n        id\n        endsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeNextAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientId\n      patientName\n      priceCents\n      paidAt\n      roomAccess\n      roomOpensAt\n      paymentAccess\n    }\n  }\n"): (typeof documents)["\n  query HomeNextAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      status\n      statusName\n      startsAt\n      endsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientId\n      patientName\n      priceCents\n      paidAt\n      roomAccess\n      roomOpensAt\n      paymentAccess\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentTermsOfUse {\n    currentTermsOfUse {\n      version\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  query CurrentTermsOfUse {\n    currentTermsOfUse {\n      version\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvitationView($token: String!) {\n    staffInvitation(token: $token) {\n      companyName\n      email\n      roles\n      expiresAt\n      hasAccount\n    }\n  }\n"): (typeof documents)["\n  query InvitationView($token: String!) {\n    staffInvitation(token: $token) {\n      companyName\n      email\n      roles\n      expiresAt\n      hasAccount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!, $input: AcceptStaffInvitationInput) {\n    acceptStaffInvitation(token: $token, input: $input) {\n      companyId\n      companyName\n      email\n      roles\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!, $input: AcceptStaffInvitationInput) {\n    acceptStaffInvitation(token: $token, input: $input) {\n      companyId\n      companyName\n      email\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n"): (typeof documents)["\n  mutation InviteSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation InviteSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteViewer {\n    me {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query InviteViewer {\n    me {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n"): (typeof documents)["\n  query KioskViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation KioskSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation KioskSignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SessionTokens\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientMessageUploadLimits {\n    uploadLimits {\n      maxMb\n    }\n  }\n"): (typeof documents)["\n  query PatientMessageUploadLimits {\n    uploadLimits {\n      maxMb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientUploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation PatientUploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageViewer {\n    me {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  query MessageViewer {\n    me {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientUnreadMessages {\n    unreadMessages\n  }\n"): (typeof documents)["\n  query PatientUnreadMessages {\n    unreadMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PatientUnreadMessagesChanged {\n    unreadMessagesChanged\n  }\n"): (typeof documents)["\n  subscription PatientUnreadMessagesChanged {\n    unreadMessagesChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientMessageSummary on Message {\n    id\n    personName\n    professionalName\n    subject\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n  }\n"): (typeof documents)["\n  fragment PatientMessageSummary on Message {\n    id\n    personName\n    professionalName\n    subject\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientMessages($page: Int, $perPage: Int) {\n    messages(page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PatientMessageSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientMessages($page: Int, $perPage: Int) {\n    messages(page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PatientMessageSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientThread on Message {\n    id\n    threadId\n    personName\n    subject\n    unread\n    appointment\n    thread {\n      id\n      sender\n      senderName\n      body\n      appointment\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PatientThread on Message {\n    id\n    threadId\n    personName\n    subject\n    unread\n    appointment\n    thread {\n      id\n      sender\n      senderName\n      body\n      appointment\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientMessage($id: ID!) {\n    message(id: $id) {\n      ...PatientThread\n    }\n  }\n"): (typeof documents)["\n  query PatientMessage($id: ID!) {\n    message(id: $id) {\n      ...PatientThread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientMarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      unread\n    }\n  }\n"): (typeof documents)["\n  mutation PatientMarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientSendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation PatientSendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PatientReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        id\n        threadId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PatientReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        id\n        threadId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientMessageAppointments {\n    appointments(page: 1, perPage: 50, sortField: START, sortOrder: DESC) {\n      items {\n        id\n        protocol\n        startsAt\n        timeZone\n        doctorId\n        professionalName\n        patientId\n        patientName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PatientMessageAppointments {\n    appointments(page: 1, perPage: 50, sortField: START, sortOrder: DESC) {\n      items {\n        id\n        protocol\n        startsAt\n        timeZone\n        doctorId\n        professionalName\n        patientId\n        patientName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      ...SessionTokens\n      viewer {\n        id\n        hasPassword\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      ...SessionTokens\n      viewer {\n        id\n        hasPassword\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($input: EmailChangeInput!) {\n    requestEmailChange(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($token: String!) {\n    confirmEmailChange(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordAccount {\n    me {\n      id\n      email\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  query PasswordAccount {\n    me {\n      id\n      email\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentPageFields on PaymentPage {\n    protocol\n    companyName\n    professionalName\n    startsAt\n    timeZone\n    appointmentStatus\n    priceCents\n    paymentRequired\n    paid\n    methods\n    installmentOptions {\n      ...InstallmentOptionFields\n    }\n    current {\n      id\n      method\n      status\n      amountCents\n      discountCents\n      totalCents\n      installments\n      installmentCents\n      voucherCode\n      cardBrand\n      cardLast4\n      paidAt\n      refusedReason\n      refundedCents\n      pix {\n        brCode\n        qrCodeSvg\n        txid\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentPageFields on PaymentPage {\n    protocol\n    companyName\n    professionalName\n    startsAt\n    timeZone\n    appointmentStatus\n    priceCents\n    paymentRequired\n    paid\n    methods\n    installmentOptions {\n      ...InstallmentOptionFields\n    }\n    current {\n      id\n      method\n      status\n      amountCents\n      discountCents\n      totalCents\n      installments\n      installmentCents\n      voucherCode\n      cardBrand\n      cardLast4\n      paidAt\n      refusedReason\n      refundedCents\n      pix {\n        brCode\n        qrCodeSvg\n        txid\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InstallmentOptionFields on InstallmentOption {\n    installments\n    installmentCents\n    firstInstallmentCents\n    totalCents\n    interestCents\n    interestFree\n  }\n"): (typeof documents)["\n  fragment InstallmentOptionFields on InstallmentOption {\n    installments\n    installmentCents\n    firstInstallmentCents\n    totalCents\n    interestCents\n    interestFree\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentByAccess($access: String!, $protocol: String!) {\n    paymentByAccess(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentByAccess($access: String!, $protocol: String!) {\n    paymentByAccess(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PaymentChanged($access: String!, $protocol: String!) {\n    paymentChanged(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n"): (typeof documents)["\n  subscription PaymentChanged($access: String!, $protocol: String!) {\n    paymentChanged(access: $access, protocol: $protocol) {\n      ...PaymentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VoucherValid($access: String!, $protocol: String!, $voucher: String!) {\n    voucherValid(access: $access, protocol: $protocol, voucher: $voucher) {\n      code\n      discountCents\n      totalCents\n    }\n  }\n"): (typeof documents)["\n  query VoucherValid($access: String!, $protocol: String!, $voucher: String!) {\n    voucherValid(access: $access, protocol: $protocol, voucher: $voucher) {\n      code\n      discountCents\n      totalCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayAppointment($access: String!, $protocol: String!, $input: PayInput!, $idempotencyKey: String!) {\n    payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayAppointment($access: String!, $protocol: String!, $input: PayInput!, $idempotencyKey: String!) {\n    payAppointment(access: $access, protocol: $protocol, input: $input, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPixPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    cancelPixPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPixPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    cancelPixPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    confirmPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmPayment($access: String!, $protocol: String!, $idempotencyKey: String!) {\n    confirmPayment(access: $access, protocol: $protocol, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOnSite($access: String!, $idempotencyKey: String!) {\n    payOnSite(access: $access, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"): (typeof documents)["\n  mutation PayOnSite($access: String!, $idempotencyKey: String!) {\n    payOnSite(access: $access, idempotencyKey: $idempotencyKey) {\n      ...PaymentPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicPaymentAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: PAYMENT) {\n      protocol\n    }\n  }\n"): (typeof documents)["\n  query PublicPaymentAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: PAYMENT) {\n      protocol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExportPerson on Person {\n    id\n    name\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    relationship\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    status\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ExportPerson on Person {\n    id\n    name\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    relationship\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    status\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDataExport {\n    myDataExport {\n      generatedAt\n      account {\n        id\n        name\n        email\n        memberships {\n          companyId\n          companyName\n          roles\n        }\n      }\n      person {\n        ...ExportPerson\n      }\n      dependents {\n        ...ExportPerson\n      }\n      appointments {\n        id\n        protocol\n        typeName\n        statusName\n        sourceName\n        startsAt\n        endsAt\n        timeZone\n        professionalName\n        specialtyName\n        patientName\n        reason\n        orientation\n        upshot\n        notes\n        cancelReason\n        cancelTime\n        priceCents\n        paidAt\n        attendanceStartedAt\n        finishedAt\n        createdAt\n        files {\n          id\n          fileName\n          contentType\n          sizeBytes\n          createdAt\n        }\n      }\n      messages {\n        id\n        subject\n        personName\n        createdAt\n        thread {\n          id\n          senderName\n          body\n          createdAt\n          appointment\n        }\n      }\n      termsOfUse {\n        version\n        title\n        accepted\n        acceptedAt\n      }\n      erasureRequests {\n        id\n        personId\n        status\n        answer\n        retentionReason\n        answeredAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyDataExport {\n    myDataExport {\n      generatedAt\n      account {\n        id\n        name\n        email\n        memberships {\n          companyId\n          companyName\n          roles\n        }\n      }\n      person {\n        ...ExportPerson\n      }\n      dependents {\n        ...ExportPerson\n      }\n      appointments {\n        id\n        protocol\n        typeName\n        statusName\n        sourceName\n        startsAt\n        endsAt\n        timeZone\n        professionalName\n        specialtyName\n        patientName\n        reason\n        orientation\n        upshot\n        notes\n        cancelReason\n        cancelTime\n        priceCents\n        paidAt\n        attendanceStartedAt\n        finishedAt\n        createdAt\n        files {\n          id\n          fileName\n          contentType\n          sizeBytes\n          createdAt\n        }\n      }\n      messages {\n        id\n        subject\n        personName\n        createdAt\n        thread {\n          id\n          senderName\n          body\n          createdAt\n          appointment\n        }\n      }\n      termsOfUse {\n        version\n        title\n        accepted\n        acceptedAt\n      }\n      erasureRequests {\n        id\n        personId\n        status\n        answer\n        retentionReason\n        answeredAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyErasureRequests {\n    me {\n      id\n      personId\n    }\n    myErasureRequests {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query MyErasureRequests {\n    me {\n      id\n      personId\n    }\n    myErasureRequests {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestErasure {\n    requestErasure {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation RequestErasure {\n    requestErasure {\n      id\n      personId\n      status\n      answer\n      answeredAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TelemedicineConsents {\n    telemedicineConsents {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query TelemedicineConsents {\n    telemedicineConsents {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeTelemedicineConsent($personId: ID) {\n    revokeTelemedicineConsent(personId: $personId) {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeTelemedicineConsent($personId: ID) {\n    revokeTelemedicineConsent(personId: $personId) {\n      kind\n      version\n      personId\n      accepted\n      acceptedAt\n      byRepresentative\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordAccesses($page: Int, $perPage: Int) {\n    recordAccesses(page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        personId\n        personName\n        readerName\n        action\n        readerRoles\n        kind\n        itemType\n        types\n        appointmentProtocol\n        accessedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordAccesses($page: Int, $perPage: Int) {\n    recordAccesses(page: $page, perPage: $perPage) {\n      total\n      items {\n        id\n        personId\n        personName\n        readerName\n        action\n        readerRoles\n        kind\n        itemType\n        types\n        appointmentProtocol\n        accessedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllAppointments(\n    $page: Int!\n    $perPage: Int!\n    $sortField: AppointmentSortField!\n    $sortOrder: SortOrder!\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        id\n        ...AppointmentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllAppointments(\n    $page: Int!\n    $perPage: Int!\n    $sortField: AppointmentSortField!\n    $sortOrder: SortOrder!\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      total\n      items {\n        id\n        ...AppointmentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentCard on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endTime\n    patientName\n    reason\n    typeName\n    specialtyName\n    ...AppointmentStatusChip\n    ...AppointmentStatusActions\n  }\n"): (typeof documents)["\n  fragment AppointmentCard on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endTime\n    patientName\n    reason\n    typeName\n    specialtyName\n    ...AppointmentStatusChip\n    ...AppointmentStatusActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentNotesForm on Appointment {\n    id\n    status\n    timeZone\n    notes\n    orientation\n    cid10\n    upshot\n    finishedAt\n    leftAt\n    noShowAt\n  }\n"): (typeof documents)["\n  fragment AppointmentNotesForm on Appointment {\n    id\n    status\n    timeZone\n    notes\n    orientation\n    cid10\n    upshot\n    finishedAt\n    leftAt\n    noShowAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppointmentNotes($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppointmentNotes($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentStatusActions on Appointment {\n    id\n    status\n    nextStatuses\n    patientName\n    startsAt\n    startTime\n  }\n"): (typeof documents)["\n  fragment AppointmentStatusActions on Appointment {\n    id\n    status\n    nextStatuses\n    patientName\n    startsAt\n    startTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAppointmentStatus($id: ID!, $status: AppointmentStatusChange!) {\n    changeAppointmentStatus(id: $id, status: $status) {\n      id\n      status\n      statusName\n      nextStatuses\n      canCancel\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      noShowAt\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAppointmentStatus($id: ID!, $status: AppointmentStatusChange!) {\n    changeAppointmentStatus(id: $id, status: $status) {\n      id\n      status\n      statusName\n      nextStatuses\n      canCancel\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      noShowAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentStatusChip on Appointment {\n    status\n    statusName\n  }\n"): (typeof documents)["\n  fragment AppointmentStatusChip on Appointment {\n    status\n    statusName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAvailabilityCalendar($id: ID!, $from: Date!, $to: Date!) {\n    availabilityCalendar(professionalId: $id, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n"): (typeof documents)["\n  query MyAvailabilityCalendar($id: ID!, $from: Date!, $to: Date!) {\n    availabilityCalendar(professionalId: $id, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotesHistory($id: ID!) {\n    appointment(id: $id) {\n      id\n      noteHistory {\n        intact\n        versions {\n          version\n          notes\n          orientation\n          cid10\n          upshot\n          authorName\n          recordedAt\n          hash\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NotesHistory($id: ID!) {\n    appointment(id: $id) {\n      id\n      noteHistory {\n        intact\n        versions {\n          version\n          notes\n          orientation\n          cid10\n          upshot\n          authorName\n          recordedAt\n          hash\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientOptions($q: String) {\n    personCombo(q: $q) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query PatientOptions($q: String) {\n    personCombo(q: $q) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PatientName($id: ID!) {\n    person(id: $id) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query PatientName($id: ID!) {\n    person(id: $id) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      status\n      startDate\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      typeName\n      specialtyName\n      reason\n      patientId\n      patientName\n      patient {\n        id\n        displayName\n        birthDate\n        history(perPage: 1) {\n          total\n        }\n      }\n      files {\n        id\n        fileName\n        sizeBytes\n        url\n      }\n      ...AppointmentStatusChip\n      ...AppointmentStatusActions\n      ...AppointmentNotesForm\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalAppointmentDetail($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      roomAccess\n      status\n      startDate\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      attendanceStartedAt\n      finishedAt\n      leftAt\n      typeName\n      specialtyName\n      reason\n      patientId\n      patientName\n      patient {\n        id\n        displayName\n        birthDate\n        history(perPage: 1) {\n          total\n        }\n      }\n      files {\n        id\n        fileName\n        sizeBytes\n        url\n      }\n      ...AppointmentStatusChip\n      ...AppointmentStatusActions\n      ...AppointmentNotesForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalHomeLine {\n    emergencyCheckIn {\n      professionalId\n      queueIds\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalHomeLine {\n    emergencyCheckIn {\n      professionalId\n      queueIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EhrProfessionals {\n    professionalCombo {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query EhrProfessionals {\n    professionalCombo {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TodayAppointments($day: Date!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: ASC, filter: { from: $day, to: $day }) {\n      total\n      items {\n        id\n        startsAt\n        endsAt\n        status\n        patientName\n        ...AppointmentCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query TodayAppointments($day: Date!) {\n    appointments(page: 1, perPage: 100, sortField: START, sortOrder: ASC, filter: { from: $day, to: $day }) {\n      total\n      items {\n        id\n        startsAt\n        endsAt\n        status\n        patientName\n        ...AppointmentCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalViewer {\n    me {\n      id\n      name\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMyProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UploadMyProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMyProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMyProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalAvailability($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleFields\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalAvailability($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalScheduleFields on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    updatedAt\n    closedDates\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n  }\n"): (typeof documents)["\n  fragment ProfessionalScheduleFields on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    updatedAt\n    closedDates\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMyAvailability($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMyAvailability($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShareRecordLink($personId: ID!, $input: RecordLinkInput!) {\n    shareRecordLink(personId: $personId, input: $input) {\n      id\n      title\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation ShareRecordLink($personId: ID!, $input: RecordLinkInput!) {\n    shareRecordLink(personId: $personId, input: $input) {\n      id\n      title\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfessional {\n    myProfessional {\n      id\n      name\n      schedule {\n        professionalId\n        timeZone\n        today\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyProfessional {\n    myProfessional {\n      id\n      name\n      schedule {\n        professionalId\n        timeZone\n        today\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalProfileFields on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    photoUrl\n    bio\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n"): (typeof documents)["\n  fragment ProfessionalProfileFields on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    photoUrl\n    bio\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalProfileFields\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalProfile($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfessionalProfile($id: ID!, $input: ProfessionalProfileInput!) {\n    updateMyProfessionalProfile(id: $id, input: $input) {\n      ...ProfessionalProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfessionalProfile($id: ID!, $input: ProfessionalProfileInput!) {\n    updateMyProfessionalProfile(id: $id, input: $input) {\n      ...ProfessionalProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyProfileFields on Person {\n    id\n    name\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n"): (typeof documents)["\n  fragment MyProfileFields on Person {\n    id\n    name\n    mail\n    cellPhone\n    telephone\n    zipCode\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProfile($personId: ID!) {\n    myProfile(personId: $personId) {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyProfile($personId: ID!) {\n    myProfile(personId: $personId) {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyProfile($personId: ID!, $input: MyProfileInput!) {\n    updateMyProfile(personId: $personId, input: $input) {\n      ...MyProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMyProfile($personId: ID!, $input: MyProfileInput!) {\n    updateMyProfile(personId: $personId, input: $input) {\n      ...MyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressByCep($cep: String!) {\n    addressByCep(cep: $cep) {\n      zipCode\n      street\n      neighborhood\n      city\n      cityName\n      region\n    }\n  }\n"): (typeof documents)["\n  query AddressByCep($cep: String!) {\n    addressByCep(cep: $cep) {\n      zipCode\n      street\n      neighborhood\n      city\n      cityName\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePlaces($region: String) {\n    regions: domainList(name: REGION) {\n      code\n      value\n    }\n    cities: domainList(name: CITY, parent: $region) {\n      code\n      value\n    }\n  }\n"): (typeof documents)["\n  query ProfilePlaces($region: String) {\n    regions: domainList(name: REGION) {\n      code\n      value\n    }\n    cities: domainList(name: CITY, parent: $region) {\n      code\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicCancelAppointment on PublicAppointment {\n    protocol\n    companyName\n    professionalName\n    specialtyName\n    startsAt\n    timeZone\n    durationMinutes\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n  }\n"): (typeof documents)["\n  fragment PublicCancelAppointment on PublicAppointment {\n    protocol\n    companyName\n    professionalName\n    specialtyName\n    startsAt\n    timeZone\n    durationMinutes\n    status\n    statusName\n    canCancel\n    cancelBlockedCode\n    cancelBlockedReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCancel($access: String!) {\n    appointmentByAccess(access: $access, page: CANCEL) {\n      ...PublicCancelAppointment\n    }\n  }\n"): (typeof documents)["\n  query PublicCancel($access: String!) {\n    appointmentByAccess(access: $access, page: CANCEL) {\n      ...PublicCancelAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelByAccess($access: String!, $reason: String!) {\n    cancelAppointmentByAccess(access: $access, reason: $reason) {\n      ...PublicCancelAppointment\n    }\n  }\n"): (typeof documents)["\n  mutation CancelByAccess($access: String!, $reason: String!) {\n    cancelAppointmentByAccess(access: $access, reason: $reason) {\n      ...PublicCancelAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomSessionFields on RoomSession {\n    sessionId\n    eventsAfter\n    connectionId\n    appointmentId\n    protocol\n    role\n    state\n    status\n    companyId\n    companyName\n    professionalName\n    patientName\n    specialty\n    startsAt\n    endsAt\n    timeZone\n    personId\n    enteredAt\n    peerPresent\n    peerConnectionId\n    consentGiven\n    npsAnswered\n    provider\n    iceServers {\n      urls\n      username\n      credential\n    }\n    dailyUrl\n    dailyToken\n    inactivitySeconds\n    inactivityCountdownSeconds\n  }\n"): (typeof documents)["\n  fragment RoomSessionFields on RoomSession {\n    sessionId\n    eventsAfter\n    connectionId\n    appointmentId\n    protocol\n    role\n    state\n    status\n    companyId\n    companyName\n    professionalName\n    patientName\n    specialty\n    startsAt\n    endsAt\n    timeZone\n    personId\n    enteredAt\n    peerPresent\n    peerConnectionId\n    consentGiven\n    npsAnswered\n    provider\n    iceServers {\n      urls\n      username\n      credential\n    }\n    dailyUrl\n    dailyToken\n    inactivitySeconds\n    inactivityCountdownSeconds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoomChatFields on RoomChatMessage {\n    id\n    role\n    name\n    text\n    sentAt\n  }\n"): (typeof documents)["\n  fragment RoomChatFields on RoomChatMessage {\n    id\n    role\n    name\n    text\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsentTermFields on ConsentTerm {\n    kind\n    version\n    title\n    text\n    accepted\n    acceptedAt\n  }\n"): (typeof documents)["\n  fragment ConsentTermFields on ConsentTerm {\n    kind\n    version\n    title\n    text\n    accepted\n    acceptedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: ROOM) {\n      protocol\n      companyName\n      professionalName\n      specialtyName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      status\n      statusName\n      paymentRequired\n    }\n  }\n"): (typeof documents)["\n  query RoomAppointment($access: String!) {\n    appointmentByAccess(access: $access, page: ROOM) {\n      protocol\n      companyName\n      professionalName\n      specialtyName\n      startsAt\n      endsAt\n      timeZone\n      durationMinutes\n      source\n      status\n      statusName\n      paymentRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomViewer {\n    me {\n      id\n      roles\n      personId\n    }\n  }\n"): (typeof documents)["\n  query RoomViewer {\n    me {\n      id\n      roles\n      personId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomConsent($protocol: String!) {\n    telemedicineConsent(protocol: $protocol) {\n      ...ConsentTermFields\n    }\n  }\n"): (typeof documents)["\n  query RoomConsent($protocol: String!) {\n    telemedicineConsent(protocol: $protocol) {\n      ...ConsentTermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptRoomConsent($protocol: String!, $version: String!) {\n    acceptTelemedicineConsent(protocol: $protocol, version: $version) {\n      ...ConsentTermFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptRoomConsent($protocol: String!, $version: String!) {\n    acceptTelemedicineConsent(protocol: $protocol, version: $version) {\n      ...ConsentTermFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomNetworkCheck {\n    __typename\n  }\n"): (typeof documents)["\n  query RoomNetworkCheck {\n    __typename\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinRoom($access: String!) {\n    joinRoom(access: $access) {\n      ...RoomSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation JoinRoom($access: String!) {\n    joinRoom(access: $access) {\n      ...RoomSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRoom($sessionId: ID!) {\n    startRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartRoom($sessionId: ID!) {\n    startRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRoomSignal($sessionId: ID!, $signal: JSON!) {\n    sendRoomSignal(sessionId: $sessionId, signal: $signal)\n  }\n"): (typeof documents)["\n  mutation SendRoomSignal($sessionId: ID!, $signal: JSON!) {\n    sendRoomSignal(sessionId: $sessionId, signal: $signal)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRoomChat($sessionId: ID!, $text: String!) {\n    sendRoomChat(sessionId: $sessionId, text: $text) {\n      ...RoomChatFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendRoomChat($sessionId: ID!, $text: String!) {\n    sendRoomChat(sessionId: $sessionId, text: $text) {\n      ...RoomChatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AwayFromRoom($sessionId: ID!) {\n    awayFromRoom(sessionId: $sessionId)\n  }\n"): (typeof documents)["\n  mutation AwayFromRoom($sessionId: ID!) {\n    awayFromRoom(sessionId: $sessionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveRoom($sessionId: ID!) {\n    leaveRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveRoom($sessionId: ID!) {\n    leaveRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishRoom($sessionId: ID!) {\n    finishRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinishRoom($sessionId: ID!) {\n    finishRoom(sessionId: $sessionId) {\n      ...RoomSessionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendToAggregator($input: AggregatorEventInput!) {\n    sendToAggregator(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendToAggregator($input: AggregatorEventInput!) {\n    sendToAggregator(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomChat($sessionId: ID!) {\n    roomChat(sessionId: $sessionId) {\n      ...RoomChatFields\n    }\n  }\n"): (typeof documents)["\n  query RoomChat($sessionId: ID!) {\n    roomChat(sessionId: $sessionId) {\n      ...RoomChatFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomEvents($sessionId: ID!, $after: String) {\n    roomEvents(sessionId: $sessionId, after: $after) {\n      seq\n      type\n      role\n      fromConnectionId\n      signal\n      chat {\n        ...RoomChatFields\n      }\n      status\n      at\n    }\n  }\n"): (typeof documents)["\n  subscription RoomEvents($sessionId: ID!, $after: String) {\n    roomEvents(sessionId: $sessionId, after: $after) {\n      seq\n      type\n      role\n      fromConnectionId\n      signal\n      chat {\n        ...RoomChatFields\n      }\n      status\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomNpsAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...NpsSurveyAppointment\n    }\n  }\n"): (typeof documents)["\n  query RoomNpsAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...NpsSurveyAppointment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomNotesAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n"): (typeof documents)["\n  query RoomNotesAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      ...AppointmentNotesForm\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomEndAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      patientName\n      statusName\n      attendanceStartedAt\n      finishedAt\n      leftAt\n    }\n  }\n"): (typeof documents)["\n  query RoomEndAppointment($id: ID!) {\n    appointment(id: $id) {\n      id\n      protocol\n      patientName\n      statusName\n      attendanceStartedAt\n      finishedAt\n      leftAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomAppointmentStatus($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  query RoomAppointmentStatus($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PatientChoices on Query {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        id\n        name\n        parentId\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PatientChoices on Query {\n    me {\n      id\n      personId\n    }\n    persons(perPage: 100) {\n      items {\n        id\n        name\n        parentId\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchedulePage {\n    ...PatientChoices\n    specialties {\n      code\n      name\n    }\n    professionals(perPage: 100) {\n      items {\n        id\n        name\n        specialties {\n          code\n          name\n        }\n      }\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n"): (typeof documents)["\n  query SchedulePage {\n    ...PatientChoices\n    specialties {\n      code\n      name\n    }\n    professionals(perPage: 100) {\n      items {\n        id\n        name\n        specialties {\n          code\n          name\n        }\n      }\n    }\n    uploadLimits {\n      maxMb\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSchedulingRequest($input: AppointmentRequestInput!) {\n    createAppointmentRequest(input: $input) {\n      id\n      status\n      statusName\n      specialtyName\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSchedulingRequest($input: AppointmentRequestInput!) {\n    createAppointmentRequest(input: $input) {\n      id\n      status\n      statusName\n      specialtyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SlotPickerSlot on AvailableSlot {\n    professionalId\n    professionalName\n    date\n    start\n    end\n    startsAt\n    endsAt\n    specialties {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment SlotPickerSlot on AvailableSlot {\n    professionalId\n    professionalName\n    date\n    start\n    end\n    startsAt\n    endsAt\n    specialties {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FreeSlots($specialty: String, $professionalId: ID) {\n    availableSlots(specialty: $specialty, professionalId: $professionalId) {\n      timeZone\n      from\n      to\n      slots {\n        ...SlotPickerSlot\n      }\n    }\n  }\n"): (typeof documents)["\n  query FreeSlots($specialty: String, $professionalId: ID) {\n    availableSlots(specialty: $specialty, professionalId: $professionalId) {\n      timeZone\n      from\n      to\n      slots {\n        ...SlotPickerSlot\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      cancelAccess\n      paymentAccess\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n"): (typeof documents)["\n  mutation BookAppointment($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      cancelAccess\n      paymentAccess\n      startsAt\n      timeZone\n      professionalName\n      specialtyName\n      patientName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadBookedExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation UploadBookedExam($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsGateViewer {\n    me {\n      id\n      companyId\n      isPlatformAdmin\n    }\n  }\n"): (typeof documents)["\n  query TermsGateViewer {\n    me {\n      id\n      companyId\n      isPlatformAdmin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n"): (typeof documents)["\n  query TermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTermsOfUse($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTermsOfUse($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppHeaderViewer on Viewer {\n    name\n    roles\n    personId\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"): (typeof documents)["\n  fragment AppHeaderViewer on Viewer {\n    name\n    roles\n    personId\n    companyId\n    memberships {\n      companyId\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerRoles {\n    me {\n      id\n      roles\n    }\n  }\n"): (typeof documents)["\n  query ViewerRoles {\n    me {\n      id\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionViewer {\n    me {\n      id\n      roles\n      personId\n      ...AppHeaderViewer\n    }\n  }\n"): (typeof documents)["\n  query SessionViewer {\n    me {\n      id\n      roles\n      personId\n      ...AppHeaderViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanySetup {\n    companySetup {\n      id\n      displayPoweredBy\n      settings {\n        timeZone\n        appointmentDuration\n        cancellationCutoffHours\n      }\n      rules {\n        allowsPatientToSchedule\n        accessPersonSchedule\n        allowsHiddenButtonSchedule\n        allowProfessionalViewPatientHistory\n        accessEmergency\n        benefitsClubAccess\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanySetup {\n    companySetup {\n      id\n      displayPoweredBy\n      settings {\n        timeZone\n        appointmentDuration\n        cancellationCutoffHours\n      }\n      rules {\n        allowsPatientToSchedule\n        accessPersonSchedule\n        allowsHiddenButtonSchedule\n        allowProfessionalViewPatientHistory\n        accessEmergency\n        benefitsClubAccess\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;