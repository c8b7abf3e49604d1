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
    "\n  mutation ConsoleRequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": typeof types.ConsoleRequestPasswordResetDocument,
    "\n  mutation ConsoleResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ConsoleResetPasswordDocument,
    "\n  mutation ConsoleChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.ConsoleChangePasswordDocument,
    "\n  query ConsolePasswordAccount {\n    me {\n      id\n      hasPassword\n    }\n  }\n": typeof types.ConsolePasswordAccountDocument,
    "\n  query AppointmentExtras($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      files {\n        ...AppointmentFileItem\n        url\n      }\n      nps {\n        score\n        category\n        comment\n        createdAt\n      }\n    }\n  }\n": typeof types.AppointmentExtrasDocument,
    "\n  query ExamUploadLimits {\n    uploadLimits {\n      maxMb\n      examContentTypes\n    }\n  }\n": typeof types.ExamUploadLimitsDocument,
    "\n  mutation UploadAppointmentFile($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n": typeof types.UploadAppointmentFileDocument,
    "\n  mutation RemoveAppointmentFile($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n": typeof types.RemoveAppointmentFileDocument,
    "\n  fragment AppointmentRequestRecord on AppointmentRequest {\n    id\n    kind\n    kindName\n    status\n    statusName\n    nextStatuses\n    personId\n    personName\n    appointmentId\n    appointmentProtocol\n    specialty\n    specialtyName\n    contactNumber\n    countryCode\n    observation\n    preferredPeriod\n    requestedByName\n    note\n    handledByName\n    contactedAt\n    closedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.AppointmentRequestRecordFragmentDoc,
    "\n  query AppointmentRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentRequestSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentRequestFilter\n  ) {\n    appointmentRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentRequestRecord\n      }\n      total\n    }\n  }\n": typeof types.AppointmentRequestListDocument,
    "\n  query AppointmentRequest($id: ID!) {\n    appointmentRequest(id: $id) {\n      ...AppointmentRequestRecord\n    }\n  }\n": typeof types.AppointmentRequestDocument,
    "\n  mutation UpdateAppointmentRequest($id: ID!, $input: AppointmentRequestUpdateInput!) {\n    updateAppointmentRequest(id: $id, input: $input) {\n      ...AppointmentRequestRecord\n    }\n  }\n": typeof types.UpdateAppointmentRequestDocument,
    "\n  fragment AppointmentListItem on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endDate\n    endTime\n    startsAt\n    endsAt\n    timeZone\n    status\n    statusName\n    source\n    sourceName\n    type\n    typeName\n    doctorId\n    professionalName\n    patientId\n    patientName\n  }\n": typeof types.AppointmentListItemFragmentDoc,
    "\n  fragment AppointmentPayment on Payment {\n    id\n    protocol\n    method\n    methodName\n    status\n    statusName\n    amountCents\n    discountCents\n    totalCents\n    installments\n    installmentCents\n    voucherCode\n    cardBrand\n    cardLast4\n    pix {\n      brCode\n      txid\n      expiresAt\n    }\n    refundedCents\n    provider\n    createdAt\n    paidAt\n    refusedReason\n  }\n": typeof types.AppointmentPaymentFragmentDoc,
    "\n  fragment AppointmentFileItem on AppointmentFile {\n    id\n    fileName\n    filePath\n    contentType\n    sizeBytes\n    createdAt\n  }\n": typeof types.AppointmentFileItemFragmentDoc,
    "\n  fragment AppointmentRecord on Appointment {\n    ...AppointmentListItem\n    title\n    description\n    durationMinutes\n    medicalAssistentId\n    medicalAssistentName\n    role\n    specialty\n    specialtyName\n    cid10\n    upshot\n    notes\n    reason\n    orientation\n    cancelReason\n    cancelTime\n    priceCents\n    paidAt\n    attendanceStartedAt\n    finishedAt\n    leftAt\n    roomAccess\n    cancelAccess\n    paymentAccess\n    createdAt\n    updatedAt\n    files {\n      ...AppointmentFileItem\n    }\n    payments {\n      ...AppointmentPayment\n    }\n  }\n": typeof types.AppointmentRecordFragmentDoc,
    "\n  query AppointmentList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentListItem\n      }\n      total\n    }\n  }\n": typeof types.AppointmentListDocument,
    "\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentRecord\n    }\n  }\n": typeof types.AppointmentDocument,
    "\n  fragment AppointmentReportCounts on AppointmentReportRow {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n    noShowRate\n    attendedMinutes\n  }\n": typeof types.AppointmentReportCountsFragmentDoc,
    "\n  fragment AppointmentStatusTotals on AppointmentReportTotals {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n  }\n": typeof types.AppointmentStatusTotalsFragmentDoc,
    "\n  query AppointmentReport(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentReportSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointmentReport(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        id\n        date\n        doctorId\n        professionalName\n        ...AppointmentReportCounts\n      }\n      total\n    }\n  }\n": typeof types.AppointmentReportDocument,
    "\n  query AppointmentReportTotals($filter: AppointmentFilter) {\n    appointmentReport(page: 1, perPage: 1, filter: $filter) {\n      total\n      totals {\n        ...AppointmentStatusTotals\n        noShowRate\n        attendedMinutes\n      }\n    }\n  }\n": typeof types.AppointmentReportTotalsDocument,
    "\n  fragment SessionViewer on Viewer {\n    id\n    username\n    name\n    email\n    roles\n    companyId\n    isPlatformAdmin\n    memberships {\n      companyId\n      companyName\n      roles\n    }\n  }\n": typeof types.SessionViewerFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...SessionViewer\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    emergencyPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    benefitClubDiscountBps\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n": typeof types.CompanyFinancialRecordFragmentDoc,
    "\n  query CompanyFinancial($companyId: ID!) {\n    companyFinancial(companyId: $companyId) {\n      ...CompanyFinancialRecord\n    }\n  }\n": typeof types.CompanyFinancialDocument,
    "\n  mutation UpdateCompanyFinancial($companyId: ID!, $input: CompanyFinancialInput!) {\n    updateCompanyFinancial(companyId: $companyId, input: $input) {\n      ...CompanyFinancialRecord\n    }\n  }\n": typeof types.UpdateCompanyFinancialDocument,
    "\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      paymentsByMethod {\n        method\n        payments\n        totalCents\n      }\n      installmentPayments\n      interestCents\n      refunds\n      refundedCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n": typeof types.CompanyFinancialResumeDocument,
    "\n  fragment CompanyHolidayYearRecord on CompanyHolidayYear {\n    companyId\n    year\n    state\n    holidays {\n      date\n      key\n      kind\n      name\n      closed\n      worked\n    }\n  }\n": typeof types.CompanyHolidayYearRecordFragmentDoc,
    "\n  query CompanyHolidays($companyId: ID!, $year: Int) {\n    companyHolidays(companyId: $companyId, year: $year) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n": typeof types.CompanyHolidaysDocument,
    "\n  mutation UpdateCompanyHolidays($companyId: ID!, $year: Int!, $input: CompanyHolidaysInput!) {\n    updateCompanyHolidays(companyId: $companyId, year: $year, input: $input) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n": typeof types.UpdateCompanyHolidaysDocument,
    "\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n": typeof types.CompanyListItemFragmentDoc,
    "\n  fragment CompanyRecord on Company {\n    ...CompanyListItem\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      cancellationCutoffHours\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n      emergencyNoAnswerMinutes\n      emergencyNoAnswerAction\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.CompanyRecordFragmentDoc,
    "\n  query CompanyList($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {\n    companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...CompanyListItem\n      }\n      total\n    }\n  }\n": typeof types.CompanyListDocument,
    "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyRecord\n    }\n  }\n": typeof types.CompanyDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRecord\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRecord\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  query Dashboard {\n    dashboard {\n      companyId\n      date\n      timeZone\n      appointments {\n        ...AppointmentStatusTotals\n      }\n      emergency {\n        online\n        message\n        waiting\n        called\n        inAttendance\n        queues {\n          queueId\n          name\n          waiting\n          called\n          inAttendance\n          oldestWaitingSince\n        }\n      }\n      messages {\n        unread\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  subscription DashboardChanged {\n    dashboardChanged {\n      sequence\n      topic\n      resyncRequired\n    }\n  }\n": typeof types.DashboardChangedDocument,
    "\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n": typeof types.DomainChoicesDocument,
    "\n  fragment EmergencyQueueRecord on EmergencyQueue {\n    id\n    groupId\n    groupName\n    name\n    specialtyCode\n    specialty {\n      code\n      name\n    }\n    active\n    maxWaitMinutes\n    attendanceEstimateMinutes\n    professionalIds\n    professionals {\n      id\n      name\n    }\n    counts {\n      waiting\n      called\n      inAttendance\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.EmergencyQueueRecordFragmentDoc,
    "\n  fragment EmergencyGroupRecord on EmergencyGroup {\n    id\n    name\n    queueCount\n    createdAt\n    updatedAt\n  }\n": typeof types.EmergencyGroupRecordFragmentDoc,
    "\n  fragment EmergencyProtocolRecord on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    complaint\n    redFlag\n    position\n    arrivedAt\n    calledAt\n    closedAt\n    closeReason\n  }\n": typeof types.EmergencyProtocolRecordFragmentDoc,
    "\n  query EmergencyQueueList {\n    emergencyQueues {\n      ...EmergencyQueueRecord\n    }\n  }\n": typeof types.EmergencyQueueListDocument,
    "\n  query EmergencyQueue($id: ID!) {\n    emergencyQueue(id: $id) {\n      ...EmergencyQueueRecord\n    }\n  }\n": typeof types.EmergencyQueueDocument,
    "\n  mutation CreateEmergencyQueue($input: EmergencyQueueInput!) {\n    createEmergencyQueue(input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n": typeof types.CreateEmergencyQueueDocument,
    "\n  mutation UpdateEmergencyQueue($id: ID!, $input: EmergencyQueueInput!) {\n    updateEmergencyQueue(id: $id, input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n": typeof types.UpdateEmergencyQueueDocument,
    "\n  mutation DeleteEmergencyQueue($id: ID!) {\n    deleteEmergencyQueue(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteEmergencyQueueDocument,
    "\n  query EmergencyGroupList {\n    emergencyGroups {\n      ...EmergencyGroupRecord\n    }\n  }\n": typeof types.EmergencyGroupListDocument,
    "\n  query EmergencyGroup($id: ID!) {\n    emergencyGroup(id: $id) {\n      ...EmergencyGroupRecord\n    }\n  }\n": typeof types.EmergencyGroupDocument,
    "\n  mutation CreateEmergencyGroup($input: EmergencyGroupInput!) {\n    createEmergencyGroup(input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n": typeof types.CreateEmergencyGroupDocument,
    "\n  mutation UpdateEmergencyGroup($id: ID!, $input: EmergencyGroupInput!) {\n    updateEmergencyGroup(id: $id, input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n": typeof types.UpdateEmergencyGroupDocument,
    "\n  mutation DeleteEmergencyGroup($id: ID!) {\n    deleteEmergencyGroup(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteEmergencyGroupDocument,
    "\n  query EmergencyProfessionalChoices {\n    professionals(page: 1, perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n        emergencyAccess\n      }\n    }\n  }\n": typeof types.EmergencyProfessionalChoicesDocument,
    "\n  query EmergencyStatus {\n    emergencyStatus {\n      online\n      enabled\n      canManage\n      message\n      queues {\n        id\n        name\n        groupName\n        active\n        maxWaitMinutes\n      }\n    }\n  }\n": typeof types.EmergencyStatusDocument,
    "\n  query EmergencyBoard {\n    emergencyBoard {\n      ...EmergencyProtocolRecord\n    }\n  }\n": typeof types.EmergencyBoardDocument,
    "\n  subscription EmergencyBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n      queueId\n      protocolId\n      positions {\n        protocolId\n        position\n      }\n      protocol {\n        ...EmergencyProtocolRecord\n      }\n      resyncRequired\n    }\n  }\n": typeof types.EmergencyBoardChangedDocument,
    "\n  mutation CloseEmergencyProtocol($id: ID!, $reason: String) {\n    closeEmergencyProtocol(id: $id, reason: $reason) {\n      ...EmergencyProtocolRecord\n    }\n  }\n": typeof types.CloseEmergencyProtocolDocument,
    "\n  fragment ErasureRequestRecord on ErasureRequest {\n    id\n    personId\n    personName\n    status\n    requestedByName\n    answer\n    retentionReason\n    answeredByName\n    answeredAt\n    createdAt\n  }\n": typeof types.ErasureRequestRecordFragmentDoc,
    "\n  query ErasureRequestList($page: Int, $perPage: Int, $filter: ErasureRequestFilter) {\n    erasureRequests(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ErasureRequestRecord\n      }\n      total\n    }\n  }\n": typeof types.ErasureRequestListDocument,
    "\n  query ErasureRequest($id: ID!) {\n    erasureRequest(id: $id) {\n      ...ErasureRequestRecord\n    }\n  }\n": typeof types.ErasureRequestDocument,
    "\n  mutation AnonymiseErasureRequest($id: ID!, $answer: String) {\n    anonymiseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n": typeof types.AnonymiseErasureRequestDocument,
    "\n  mutation RefuseErasureRequest($id: ID!, $answer: String!) {\n    refuseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n": typeof types.RefuseErasureRequestDocument,
    "\n  fragment MessageListItem on Message {\n    id\n    threadId\n    personId\n    personName\n    professionalName\n    sender\n    senderName\n    subject\n    status\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n    archivedAt\n    createdAt\n  }\n": typeof types.MessageListItemFragmentDoc,
    "\n  fragment MessageRecord on Message {\n    ...MessageListItem\n    body\n    appointment\n    automaticAnswer\n    views\n    thread {\n      id\n      sender\n      senderName\n      subject\n      body\n      appointment\n      automaticAnswer\n      seenAt\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n": typeof types.MessageRecordFragmentDoc,
    "\n  query MessageList($page: Int, $perPage: Int, $filter: MessageFilter) {\n    messages(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...MessageListItem\n      }\n      total\n    }\n  }\n": typeof types.MessageListDocument,
    "\n  query Message($id: ID!) {\n    message(id: $id) {\n      ...MessageRecord\n    }\n  }\n": typeof types.MessageDocument,
    "\n  query UnreadMessages {\n    unreadMessages\n  }\n": typeof types.UnreadMessagesDocument,
    "\n  mutation SendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n": typeof types.SendMessageDocument,
    "\n  mutation ReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        ...MessageRecord\n      }\n    }\n  }\n": typeof types.ReplyToMessageDocument,
    "\n  mutation UploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n      fileName\n    }\n  }\n": typeof types.UploadMessageAttachmentDocument,
    "\n  mutation MarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      status\n      unread\n    }\n  }\n": typeof types.MarkMessageSeenDocument,
    "\n  mutation ArchiveMessages($ids: [ID!]!) {\n    archiveMessages(ids: $ids)\n  }\n": typeof types.ArchiveMessagesDocument,
    "\n  mutation UnarchiveMessages($ids: [ID!]!) {\n    unarchiveMessages(ids: $ids)\n  }\n": typeof types.UnarchiveMessagesDocument,
    "\n  fragment OutboxMailRecord on OutboxMail {\n    id\n    to\n    subject\n    text\n    html\n    template\n    locale\n    transport\n    status\n    error\n    attempts\n    sentAt\n    createdAt\n  }\n": typeof types.OutboxMailRecordFragmentDoc,
    "\n  query OutboxList($page: Int, $perPage: Int, $filter: OutboxFilter) {\n    outbox(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...OutboxMailRecord\n      }\n      total\n    }\n  }\n": typeof types.OutboxListDocument,
    "\n  query OutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      ...OutboxMailRecord\n    }\n  }\n": typeof types.OutboxMailDocument,
    "\n  fragment PersonHistoryRow on PersonHistoryItem {\n    id\n    itemId\n    type\n    date\n    title\n    summary\n    professionalName\n    appointmentId\n  }\n": typeof types.PersonHistoryRowFragmentDoc,
    "\n  query PersonHistory($personId: ID!, $filter: [PersonHistoryItemType!], $page: Int, $perPage: Int) {\n    personHistory(personId: $personId, filter: $filter, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PersonHistoryRow\n      }\n    }\n  }\n": typeof types.PersonHistoryDocument,
    "\n  query PersonHistoryItem($personId: ID!, $itemType: PersonHistoryItemType!, $itemId: ID!) {\n    personHistoryItem(personId: $personId, itemType: $itemType, itemId: $itemId) {\n      ...PersonHistoryRow\n      content {\n        __typename\n        ... on PersonHistoryAppointment {\n          protocol\n          statusName\n          typeName\n          sourceName\n          specialtyName\n          startsAt\n          endsAt\n          timeZone\n          reason\n          medicalAssistentName\n          cancelReason\n        }\n        ... on PersonHistoryNotes {\n          reason\n          cid10\n          upshot\n          orientation\n          notes\n        }\n        ... on PersonHistoryArchive {\n          fileName\n          filePath\n          contentType\n          sizeBytes\n        }\n        ... on PersonHistoryDiagnostic {\n          cid10\n          description\n          recordedAt\n        }\n        ... on PersonHistoryExam {\n          category\n          code\n          requestStatus\n          requestPriority\n          note\n          requesterName\n          occurrence\n        }\n        ... on PersonHistoryEvent {\n          protocolNumber\n          queueName\n          protocolStatus\n          triagePriority\n          complaint\n          arrivedAt\n          calledAt\n          closedAt\n        }\n        ... on PersonHistoryDocument {\n          documentId\n          documentKind\n          code\n          signatureStatus\n          signedAt\n          issuedAt\n          supersedesId\n          supersededById\n          prescription {\n            specialControl\n            items {\n              medication\n              dosage\n              route\n              quantity\n              duration\n            }\n          }\n          certificate {\n            days\n            cid\n            cidConsent\n            remarks\n          }\n          examRequest {\n            exams\n            clinicalIndication\n          }\n          referral {\n            specialty\n            reason\n          }\n          referralSpecialtyName\n        }\n        ... on PersonHistoryQuestionnaire {\n          protocolNumber\n          queueName\n          screeningTitle\n          complaint\n          arrivedAt\n          triagePriority\n          triagePriorityName\n          redFlag\n          triageReasons\n          answers {\n            questionId\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n": typeof types.PersonHistoryItemDocument,
    "\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n": typeof types.PersonListItemFragmentDoc,
    "\n  fragment PersonRecord on Person {\n    ...PersonListItem\n    socialName\n    uhcId\n    gender\n    telephone\n    country\n    profession\n    street\n    number\n    complement\n    neighborhood\n    zipCode\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n      relationship\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.PersonRecordFragmentDoc,
    "\n  query PersonList($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {\n    persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PersonListItem\n      }\n      total\n    }\n  }\n": typeof types.PersonListDocument,
    "\n  query Person($id: ID!) {\n    person(id: $id) {\n      ...PersonRecord\n    }\n  }\n": typeof types.PersonDocument,
    "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...PersonRecord\n    }\n  }\n": typeof types.CreatePersonDocument,
    "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonRecord\n    }\n  }\n": typeof types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      id\n      name\n      displayName\n    }\n  }\n": typeof types.DeletePersonDocument,
    "\n  mutation SetPersonStatus($id: ID!, $active: Boolean!) {\n    setPersonStatus(id: $id, active: $active) {\n      ...PersonRecord\n    }\n  }\n": typeof types.SetPersonStatusDocument,
    "\n  query NewPersonDefaults {\n    newPersonDefaults {\n      country\n      status\n      patientRegistrationAllowed\n    }\n  }\n": typeof types.NewPersonDefaultsDocument,
    "\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AddDependentDocument,
    "\n  fragment PlanListItem on Plan {\n    id\n    companyId\n    name\n    billType\n    durationDays\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    active\n  }\n": typeof types.PlanListItemFragmentDoc,
    "\n  fragment PlanRecord on Plan {\n    id\n    companyId\n    name\n    description\n    billType\n    durationDays\n    commissionType\n    commissionValue\n    initialAttendanceQuantity\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    recordedMinutesQuantity\n    recordedMinutesValueCents\n    maxAttendanceMinutes\n    additionalMinutesAllowed\n    additionalMinutesValueCents\n    additionalMinutesMax\n    additionalRecordedMinutesAllowed\n    additionalRecordedMinutesValueCents\n    additionalRecordedMinutesMax\n    attendanceAverageMinutes\n    recordedAttendanceAverageMinutes\n    active\n    createdAt\n    updatedAt\n  }\n": typeof types.PlanRecordFragmentDoc,
    "\n  query PlanList($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {\n    plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PlanListItem\n      }\n      total\n    }\n  }\n": typeof types.PlanListDocument,
    "\n  query Plan($id: ID!) {\n    plan(id: $id) {\n      ...PlanRecord\n    }\n  }\n": typeof types.PlanDocument,
    "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlanRecord\n    }\n  }\n": typeof types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanRecord\n    }\n  }\n": typeof types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id) {\n      ...PlanListItem\n    }\n  }\n": typeof types.DeletePlanDocument,
    "\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n    photoUrl\n  }\n": typeof types.ProfessionalListItemFragmentDoc,
    "\n  fragment ProfessionalRecord on Professional {\n    ...ProfessionalListItem\n    userId\n    cpf\n    rqe\n    emergencyAccess\n    bio\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n": typeof types.ProfessionalRecordFragmentDoc,
    "\n  query ProfessionalList(\n    $page: Int\n    $perPage: Int\n    $sortField: ProfessionalSortField\n    $sortOrder: SortOrder\n    $filter: ProfessionalFilter\n  ) {\n    professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ProfessionalListItem\n      }\n      total\n    }\n  }\n": typeof types.ProfessionalListDocument,
    "\n  query Professional($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRecord\n    }\n  }\n": typeof types.ProfessionalDocument,
    "\n  mutation CreateProfessional($input: ProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": typeof types.CreateProfessionalDocument,
    "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalInput!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": typeof types.UpdateProfessionalDocument,
    "\n  mutation DeleteProfessional($id: ID!) {\n    deleteProfessional(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteProfessionalDocument,
    "\n  mutation UploadProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n": typeof types.UploadProfessionalPhotoDocument,
    "\n  mutation RemoveProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n": typeof types.RemoveProfessionalPhotoDocument,
    "\n  query UploadLimits {\n    uploadLimits {\n      maxMb\n      photoContentTypes\n    }\n  }\n": typeof types.UploadLimitsDocument,
    "\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n": typeof types.SpecialtiesInUseDocument,
    "\n  fragment RecordAccessRecord on RecordAccess {\n    id\n    personId\n    personName\n    readerName\n    readerRoles\n    kind\n    itemType\n    types\n    appointmentProtocol\n    action\n    outcome\n    requestId\n    accessedAt\n  }\n": typeof types.RecordAccessRecordFragmentDoc,
    "\n  query RecordAccessList($page: Int, $perPage: Int, $filter: RecordAccessFilter) {\n    recordAccesses(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...RecordAccessRecord\n      }\n      total\n    }\n  }\n": typeof types.RecordAccessListDocument,
    "\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n": typeof types.RegionListDocument,
    "\n  fragment ProfessionalScheduleRecord on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n    updatedAt\n    closedDates\n  }\n": typeof types.ProfessionalScheduleRecordFragmentDoc,
    "\n  query ProfessionalSchedule($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n": typeof types.ProfessionalScheduleDocument,
    "\n  mutation UpdateProfessionalSchedule($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n": typeof types.UpdateProfessionalScheduleDocument,
    "\n  query AvailabilityCalendar($professionalId: ID!, $from: Date, $to: Date) {\n    availabilityCalendar(professionalId: $professionalId, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n": typeof types.AvailabilityCalendarDocument,
    "\n  fragment ScreeningRecord on Screening {\n    id\n    companyId\n    type\n    subtype\n    title\n    titlePtBR\n    titleEn\n    active\n    version\n    questions {\n      id\n      text\n      textPtBR\n      textEn\n      kind\n      required\n      options {\n        id\n        text\n        textPtBR\n        textEn\n        weight\n        redFlag\n      }\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.ScreeningRecordFragmentDoc,
    "\n  query ScreeningList($page: Int, $perPage: Int, $filter: ScreeningFilter) {\n    screenings(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ScreeningRecord\n      }\n      total\n    }\n  }\n": typeof types.ScreeningListDocument,
    "\n  query Screening($id: ID!) {\n    screening(id: $id) {\n      ...ScreeningRecord\n    }\n  }\n": typeof types.ScreeningDocument,
    "\n  mutation CreateScreening($input: ScreeningInput!) {\n    createScreening(input: $input) {\n      ...ScreeningRecord\n    }\n  }\n": typeof types.CreateScreeningDocument,
    "\n  mutation UpdateScreening($id: ID!, $input: ScreeningInput!) {\n    updateScreening(id: $id, input: $input) {\n      ...ScreeningRecord\n    }\n  }\n": typeof types.UpdateScreeningDocument,
    "\n  mutation DeleteScreening($id: ID!) {\n    deleteScreening(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteScreeningDocument,
    "\n  fragment SecurityIncidentRecord on SecurityIncident {\n    id\n    status\n    detectedAt\n    occurredAt\n    description\n    dataCategories\n    affectedSubjects\n    risk\n    measures\n    anpdNotifiedAt\n    subjectsNotifiedAt\n    notNotifiedReason\n    notificationDue\n    complementDue\n    notificationOwed\n    notificationOverdue\n    keptUntil\n    recordedByName\n    closedByName\n    closedAt\n    createdAt\n    updatedAt\n  }\n": typeof types.SecurityIncidentRecordFragmentDoc,
    "\n  query SecurityIncidentList($page: Int, $perPage: Int, $filter: SecurityIncidentFilter) {\n    securityIncidents(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...SecurityIncidentRecord\n      }\n      total\n    }\n  }\n": typeof types.SecurityIncidentListDocument,
    "\n  query SecurityIncident($id: ID!) {\n    securityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n": typeof types.SecurityIncidentDocument,
    "\n  mutation RecordSecurityIncident($input: SecurityIncidentInput!) {\n    recordSecurityIncident(input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n": typeof types.RecordSecurityIncidentDocument,
    "\n  mutation UpdateSecurityIncident($id: ID!, $input: SecurityIncidentInput!) {\n    updateSecurityIncident(id: $id, input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n": typeof types.UpdateSecurityIncidentDocument,
    "\n  mutation CloseSecurityIncident($id: ID!) {\n    closeSecurityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n": typeof types.CloseSecurityIncidentDocument,
    "\n  fragment ServiceRequestRecord on ServiceRequest {\n    id\n    subject\n    subjectId\n    subjectName\n    requesterId\n    requesterName\n    category\n    code\n    status\n    intent\n    priority\n    authoredOn\n    occurrence\n    note\n    createdAt\n    updatedAt\n  }\n": typeof types.ServiceRequestRecordFragmentDoc,
    "\n  query ServiceRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: ServiceRequestSortField\n    $sortOrder: SortOrder\n    $filter: ServiceRequestFilter\n  ) {\n    serviceRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ServiceRequestRecord\n      }\n      total\n    }\n  }\n": typeof types.ServiceRequestListDocument,
    "\n  query ServiceRequest($id: ID!) {\n    serviceRequest(id: $id) {\n      ...ServiceRequestRecord\n    }\n  }\n": typeof types.ServiceRequestDocument,
    "\n  mutation CreateServiceRequest($input: ServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n": typeof types.CreateServiceRequestDocument,
    "\n  mutation UpdateServiceRequest($id: ID!, $input: ServiceRequestInput!) {\n    updateServiceRequest(id: $id, input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n": typeof types.UpdateServiceRequestDocument,
    "\n  mutation DeleteServiceRequest($id: ID!) {\n    deleteServiceRequest(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteServiceRequestDocument,
    "\n  fragment StaffMemberRecord on StaffMember {\n    userId\n    name\n    email\n    roles\n    createdAt\n  }\n": typeof types.StaffMemberRecordFragmentDoc,
    "\n  query StaffList($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {\n    staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...StaffMemberRecord\n      }\n      total\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  query StaffMember($userId: ID!) {\n    staffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": typeof types.StaffMemberDocument,
    "\n  fragment StaffInvitationRecord on StaffInvitation {\n    id\n    email\n    roles\n    status\n    sentAt\n    expiresAt\n  }\n": typeof types.StaffInvitationRecordFragmentDoc,
    "\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffInvitationRecord\n    }\n  }\n": typeof types.AddStaffMemberDocument,
    "\n  query StaffInvitations($page: Int, $perPage: Int) {\n    staffInvitations(page: $page, perPage: $perPage) {\n      items {\n        ...StaffInvitationRecord\n      }\n      total\n    }\n  }\n": typeof types.StaffInvitationsDocument,
    "\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n": typeof types.ResendStaffInvitationDocument,
    "\n  mutation RevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n": typeof types.RevokeStaffInvitationDocument,
    "\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n": typeof types.UpdateStaffRolesDocument,
    "\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": typeof types.RemoveStaffMemberDocument,
    "\n  query AgendaCompany($id: ID!) {\n    company(id: $id) {\n      id\n      settings {\n        timeZone\n      }\n    }\n  }\n": typeof types.AgendaCompanyDocument,
    "\n  query AgendaProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AgendaProfessionalsDocument,
    "\n  query AgendaAppointments($filter: AppointmentFilter, $page: Int) {\n    appointments(filter: $filter, page: $page, perPage: 100, sortField: START, sortOrder: ASC) {\n      items {\n        id\n        protocol\n        startsAt\n        endsAt\n        status\n        statusName\n        doctorId\n        professionalName\n        patientName\n      }\n      total\n    }\n  }\n": typeof types.AgendaAppointmentsDocument,
    "\n  query AgendaSlots($professionalId: ID, $from: Date, $to: Date) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      appointmentDuration\n      slots {\n        professionalId\n        professionalName\n        startsAt\n        endsAt\n      }\n    }\n  }\n": typeof types.AgendaSlotsDocument,
    "\n  query AgendaPatientSearch($q: String!) {\n    persons(filter: { q: $q, status: ACTIVE }, perPage: 10) {\n      items {\n        id\n        name\n        cpf\n        uhcId\n        birthDate\n        parent {\n          id\n          name\n        }\n        dependents {\n          id\n          name\n          birthDate\n          status\n        }\n      }\n      total\n    }\n  }\n": typeof types.AgendaPatientSearchDocument,
    "\n  mutation AgendaBook($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      startsAt\n    }\n  }\n": typeof types.AgendaBookDocument,
    "\n  mutation AgendaMove($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.AgendaMoveDocument,
    "\n  query AppointmentReception($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      startsAt\n      arrivedAt\n      canCancel\n      cancelBlockedReason\n      nextStatuses\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AppointmentReceptionDocument,
    "\n  query ReceptionSlots($professionalId: ID!, $from: Date!, $to: Date!) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      slots {\n        date\n        start\n        end\n        startsAt\n      }\n    }\n  }\n": typeof types.ReceptionSlotsDocument,
    "\n  query ReceptionProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ReceptionProfessionalsDocument,
    "\n  mutation RescheduleAppointment($id: ID!, $startsAt: DateTime!) {\n    updateAppointment(id: $id, input: { startsAt: $startsAt }) {\n      id\n      startsAt\n      startDate\n      startTime\n      endTime\n      status\n    }\n  }\n": typeof types.RescheduleAppointmentDocument,
    "\n  mutation ReceptionCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancelTime\n    }\n  }\n": typeof types.ReceptionCancelAppointmentDocument,
    "\n  mutation MarkAppointmentNoShow($id: ID!) {\n    changeAppointmentStatus(id: $id, status: NO_SHOW) {\n      id\n      status\n    }\n  }\n": typeof types.MarkAppointmentNoShowDocument,
    "\n  mutation MarkAppointmentArrived($id: ID!) {\n    markAppointmentArrived(id: $id) {\n      id\n      arrivedAt\n    }\n  }\n": typeof types.MarkAppointmentArrivedDocument,
    "\n  mutation ResendAppointmentLink($id: ID!, $kind: AppointmentLinkKind!) {\n    resendAppointmentLink(id: $id, kind: $kind)\n  }\n": typeof types.ResendAppointmentLinkDocument,
    "\n  mutation ConfirmOnSitePayment($appointmentId: ID!, $input: OnSitePaymentInput!, $idempotencyKey: String!) {\n    confirmOnSitePayment(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      totalCents\n      onSiteMethod\n      receiptNumber\n    }\n  }\n": typeof types.ConfirmOnSitePaymentDocument,
    "\n  mutation AssignAssistantPhysician($id: ID!, $professionalId: ID) {\n    assignAssistantPhysician(id: $id, professionalId: $professionalId) {\n      id\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssignAssistantPhysicianDocument,
    "\n  query PaymentRefunds($paymentId: ID!) {\n    paymentRefunds(paymentId: $paymentId) {\n      id\n      paymentId\n      amountCents\n      reason\n      status\n      createdAt\n    }\n  }\n": typeof types.PaymentRefundsDocument,
    "\n  mutation RefundPayment($paymentId: ID!, $amountCents: Int, $reason: String!, $idempotencyKey: String!) {\n    refundPayment(paymentId: $paymentId, amountCents: $amountCents, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      statusName\n      refundedCents\n    }\n  }\n": typeof types.RefundPaymentDocument,
    "\n  mutation SandboxPayPix($brCode: String!) {\n    sandboxPayPix(brCode: $brCode) {\n      id\n      status\n      statusName\n    }\n  }\n": typeof types.SandboxPayPixDocument,
    "\n  mutation SandboxSettleCard($paymentId: ID!, $approve: Boolean!) {\n    sandboxSettleCard(paymentId: $paymentId, approve: $approve) {\n      id\n      status\n      statusName\n    }\n  }\n": typeof types.SandboxSettleCardDocument,
    "\n  query Integrations {\n    integrationApiKeys {\n      id\n      name\n      prefix\n      createdAt\n      revokedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      active\n      lastDeliveredSequence\n      failures\n      createdAt\n    }\n  }\n": typeof types.IntegrationsDocument,
    "\n  mutation CreateIntegrationApiKey($name: String!) {\n    createIntegrationApiKey(name: $name) {\n      secret\n      key {\n        id\n      }\n    }\n  }\n": typeof types.CreateIntegrationApiKeyDocument,
    "\n  mutation RevokeIntegrationApiKey($id: ID!) {\n    revokeIntegrationApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": typeof types.RevokeIntegrationApiKeyDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!) {\n    createWebhookEndpoint(url: $url) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointActive($id: ID!, $active: Boolean!) {\n    setWebhookEndpointActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.SetWebhookEndpointActiveDocument,
    "\n  query WebhookAttempts($endpointId: ID!) {\n    webhookAttempts(endpointId: $endpointId) {\n      id\n      sequence\n      attempt\n      statusCode\n      error\n      delivered\n      at\n    }\n  }\n": typeof types.WebhookAttemptsDocument,
    "\n  query TermsVersions {\n    termsVersions {\n      kind\n      version\n      textPt\n      textEn\n      publishedAt\n    }\n  }\n": typeof types.TermsVersionsDocument,
    "\n  mutation PublishTermsOfUse($input: PublishTermsInput!) {\n    publishTermsOfUse(input: $input) {\n      kind\n      version\n      publishedAt\n    }\n  }\n": typeof types.PublishTermsOfUseDocument,
    "\n  query ConsoleTermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n": typeof types.ConsoleTermsOfUseDocument,
    "\n  mutation ConsoleAcceptTerms($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n": typeof types.ConsoleAcceptTermsDocument,
};
const documents: Documents = {
    "\n  mutation ConsoleRequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n": types.ConsoleRequestPasswordResetDocument,
    "\n  mutation ConsoleResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n": types.ConsoleResetPasswordDocument,
    "\n  mutation ConsoleChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.ConsoleChangePasswordDocument,
    "\n  query ConsolePasswordAccount {\n    me {\n      id\n      hasPassword\n    }\n  }\n": types.ConsolePasswordAccountDocument,
    "\n  query AppointmentExtras($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      files {\n        ...AppointmentFileItem\n        url\n      }\n      nps {\n        score\n        category\n        comment\n        createdAt\n      }\n    }\n  }\n": types.AppointmentExtrasDocument,
    "\n  query ExamUploadLimits {\n    uploadLimits {\n      maxMb\n      examContentTypes\n    }\n  }\n": types.ExamUploadLimitsDocument,
    "\n  mutation UploadAppointmentFile($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n": types.UploadAppointmentFileDocument,
    "\n  mutation RemoveAppointmentFile($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n": types.RemoveAppointmentFileDocument,
    "\n  fragment AppointmentRequestRecord on AppointmentRequest {\n    id\n    kind\n    kindName\n    status\n    statusName\n    nextStatuses\n    personId\n    personName\n    appointmentId\n    appointmentProtocol\n    specialty\n    specialtyName\n    contactNumber\n    countryCode\n    observation\n    preferredPeriod\n    requestedByName\n    note\n    handledByName\n    contactedAt\n    closedAt\n    createdAt\n    updatedAt\n  }\n": types.AppointmentRequestRecordFragmentDoc,
    "\n  query AppointmentRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentRequestSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentRequestFilter\n  ) {\n    appointmentRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentRequestRecord\n      }\n      total\n    }\n  }\n": types.AppointmentRequestListDocument,
    "\n  query AppointmentRequest($id: ID!) {\n    appointmentRequest(id: $id) {\n      ...AppointmentRequestRecord\n    }\n  }\n": types.AppointmentRequestDocument,
    "\n  mutation UpdateAppointmentRequest($id: ID!, $input: AppointmentRequestUpdateInput!) {\n    updateAppointmentRequest(id: $id, input: $input) {\n      ...AppointmentRequestRecord\n    }\n  }\n": types.UpdateAppointmentRequestDocument,
    "\n  fragment AppointmentListItem on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endDate\n    endTime\n    startsAt\n    endsAt\n    timeZone\n    status\n    statusName\n    source\n    sourceName\n    type\n    typeName\n    doctorId\n    professionalName\n    patientId\n    patientName\n  }\n": types.AppointmentListItemFragmentDoc,
    "\n  fragment AppointmentPayment on Payment {\n    id\n    protocol\n    method\n    methodName\n    status\n    statusName\n    amountCents\n    discountCents\n    totalCents\n    installments\n    installmentCents\n    voucherCode\n    cardBrand\n    cardLast4\n    pix {\n      brCode\n      txid\n      expiresAt\n    }\n    refundedCents\n    provider\n    createdAt\n    paidAt\n    refusedReason\n  }\n": types.AppointmentPaymentFragmentDoc,
    "\n  fragment AppointmentFileItem on AppointmentFile {\n    id\n    fileName\n    filePath\n    contentType\n    sizeBytes\n    createdAt\n  }\n": types.AppointmentFileItemFragmentDoc,
    "\n  fragment AppointmentRecord on Appointment {\n    ...AppointmentListItem\n    title\n    description\n    durationMinutes\n    medicalAssistentId\n    medicalAssistentName\n    role\n    specialty\n    specialtyName\n    cid10\n    upshot\n    notes\n    reason\n    orientation\n    cancelReason\n    cancelTime\n    priceCents\n    paidAt\n    attendanceStartedAt\n    finishedAt\n    leftAt\n    roomAccess\n    cancelAccess\n    paymentAccess\n    createdAt\n    updatedAt\n    files {\n      ...AppointmentFileItem\n    }\n    payments {\n      ...AppointmentPayment\n    }\n  }\n": types.AppointmentRecordFragmentDoc,
    "\n  query AppointmentList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentListItem\n      }\n      total\n    }\n  }\n": types.AppointmentListDocument,
    "\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentRecord\n    }\n  }\n": types.AppointmentDocument,
    "\n  fragment AppointmentReportCounts on AppointmentReportRow {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n    noShowRate\n    attendedMinutes\n  }\n": types.AppointmentReportCountsFragmentDoc,
    "\n  fragment AppointmentStatusTotals on AppointmentReportTotals {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n  }\n": types.AppointmentStatusTotalsFragmentDoc,
    "\n  query AppointmentReport(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentReportSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointmentReport(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        id\n        date\n        doctorId\n        professionalName\n        ...AppointmentReportCounts\n      }\n      total\n    }\n  }\n": types.AppointmentReportDocument,
    "\n  query AppointmentReportTotals($filter: AppointmentFilter) {\n    appointmentReport(page: 1, perPage: 1, filter: $filter) {\n      total\n      totals {\n        ...AppointmentStatusTotals\n        noShowRate\n        attendedMinutes\n      }\n    }\n  }\n": types.AppointmentReportTotalsDocument,
    "\n  fragment SessionViewer on Viewer {\n    id\n    username\n    name\n    email\n    roles\n    companyId\n    isPlatformAdmin\n    memberships {\n      companyId\n      companyName\n      roles\n    }\n  }\n": types.SessionViewerFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...SessionViewer\n    }\n  }\n": types.MeDocument,
    "\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    emergencyPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    benefitClubDiscountBps\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n": types.CompanyFinancialRecordFragmentDoc,
    "\n  query CompanyFinancial($companyId: ID!) {\n    companyFinancial(companyId: $companyId) {\n      ...CompanyFinancialRecord\n    }\n  }\n": types.CompanyFinancialDocument,
    "\n  mutation UpdateCompanyFinancial($companyId: ID!, $input: CompanyFinancialInput!) {\n    updateCompanyFinancial(companyId: $companyId, input: $input) {\n      ...CompanyFinancialRecord\n    }\n  }\n": types.UpdateCompanyFinancialDocument,
    "\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      paymentsByMethod {\n        method\n        payments\n        totalCents\n      }\n      installmentPayments\n      interestCents\n      refunds\n      refundedCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n": types.CompanyFinancialResumeDocument,
    "\n  fragment CompanyHolidayYearRecord on CompanyHolidayYear {\n    companyId\n    year\n    state\n    holidays {\n      date\n      key\n      kind\n      name\n      closed\n      worked\n    }\n  }\n": types.CompanyHolidayYearRecordFragmentDoc,
    "\n  query CompanyHolidays($companyId: ID!, $year: Int) {\n    companyHolidays(companyId: $companyId, year: $year) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n": types.CompanyHolidaysDocument,
    "\n  mutation UpdateCompanyHolidays($companyId: ID!, $year: Int!, $input: CompanyHolidaysInput!) {\n    updateCompanyHolidays(companyId: $companyId, year: $year, input: $input) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n": types.UpdateCompanyHolidaysDocument,
    "\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n": types.CompanyListItemFragmentDoc,
    "\n  fragment CompanyRecord on Company {\n    ...CompanyListItem\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      cancellationCutoffHours\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n      emergencyNoAnswerMinutes\n      emergencyNoAnswerAction\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n": types.CompanyRecordFragmentDoc,
    "\n  query CompanyList($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {\n    companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...CompanyListItem\n      }\n      total\n    }\n  }\n": types.CompanyListDocument,
    "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyRecord\n    }\n  }\n": types.CompanyDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRecord\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRecord\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  query Dashboard {\n    dashboard {\n      companyId\n      date\n      timeZone\n      appointments {\n        ...AppointmentStatusTotals\n      }\n      emergency {\n        online\n        message\n        waiting\n        called\n        inAttendance\n        queues {\n          queueId\n          name\n          waiting\n          called\n          inAttendance\n          oldestWaitingSince\n        }\n      }\n      messages {\n        unread\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  subscription DashboardChanged {\n    dashboardChanged {\n      sequence\n      topic\n      resyncRequired\n    }\n  }\n": types.DashboardChangedDocument,
    "\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n": types.DomainChoicesDocument,
    "\n  fragment EmergencyQueueRecord on EmergencyQueue {\n    id\n    groupId\n    groupName\n    name\n    specialtyCode\n    specialty {\n      code\n      name\n    }\n    active\n    maxWaitMinutes\n    attendanceEstimateMinutes\n    professionalIds\n    professionals {\n      id\n      name\n    }\n    counts {\n      waiting\n      called\n      inAttendance\n    }\n    createdAt\n    updatedAt\n  }\n": types.EmergencyQueueRecordFragmentDoc,
    "\n  fragment EmergencyGroupRecord on EmergencyGroup {\n    id\n    name\n    queueCount\n    createdAt\n    updatedAt\n  }\n": types.EmergencyGroupRecordFragmentDoc,
    "\n  fragment EmergencyProtocolRecord on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    complaint\n    redFlag\n    position\n    arrivedAt\n    calledAt\n    closedAt\n    closeReason\n  }\n": types.EmergencyProtocolRecordFragmentDoc,
    "\n  query EmergencyQueueList {\n    emergencyQueues {\n      ...EmergencyQueueRecord\n    }\n  }\n": types.EmergencyQueueListDocument,
    "\n  query EmergencyQueue($id: ID!) {\n    emergencyQueue(id: $id) {\n      ...EmergencyQueueRecord\n    }\n  }\n": types.EmergencyQueueDocument,
    "\n  mutation CreateEmergencyQueue($input: EmergencyQueueInput!) {\n    createEmergencyQueue(input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n": types.CreateEmergencyQueueDocument,
    "\n  mutation UpdateEmergencyQueue($id: ID!, $input: EmergencyQueueInput!) {\n    updateEmergencyQueue(id: $id, input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n": types.UpdateEmergencyQueueDocument,
    "\n  mutation DeleteEmergencyQueue($id: ID!) {\n    deleteEmergencyQueue(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteEmergencyQueueDocument,
    "\n  query EmergencyGroupList {\n    emergencyGroups {\n      ...EmergencyGroupRecord\n    }\n  }\n": types.EmergencyGroupListDocument,
    "\n  query EmergencyGroup($id: ID!) {\n    emergencyGroup(id: $id) {\n      ...EmergencyGroupRecord\n    }\n  }\n": types.EmergencyGroupDocument,
    "\n  mutation CreateEmergencyGroup($input: EmergencyGroupInput!) {\n    createEmergencyGroup(input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n": types.CreateEmergencyGroupDocument,
    "\n  mutation UpdateEmergencyGroup($id: ID!, $input: EmergencyGroupInput!) {\n    updateEmergencyGroup(id: $id, input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n": types.UpdateEmergencyGroupDocument,
    "\n  mutation DeleteEmergencyGroup($id: ID!) {\n    deleteEmergencyGroup(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteEmergencyGroupDocument,
    "\n  query EmergencyProfessionalChoices {\n    professionals(page: 1, perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n        emergencyAccess\n      }\n    }\n  }\n": types.EmergencyProfessionalChoicesDocument,
    "\n  query EmergencyStatus {\n    emergencyStatus {\n      online\n      enabled\n      canManage\n      message\n      queues {\n        id\n        name\n        groupName\n        active\n        maxWaitMinutes\n      }\n    }\n  }\n": types.EmergencyStatusDocument,
    "\n  query EmergencyBoard {\n    emergencyBoard {\n      ...EmergencyProtocolRecord\n    }\n  }\n": types.EmergencyBoardDocument,
    "\n  subscription EmergencyBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n      queueId\n      protocolId\n      positions {\n        protocolId\n        position\n      }\n      protocol {\n        ...EmergencyProtocolRecord\n      }\n      resyncRequired\n    }\n  }\n": types.EmergencyBoardChangedDocument,
    "\n  mutation CloseEmergencyProtocol($id: ID!, $reason: String) {\n    closeEmergencyProtocol(id: $id, reason: $reason) {\n      ...EmergencyProtocolRecord\n    }\n  }\n": types.CloseEmergencyProtocolDocument,
    "\n  fragment ErasureRequestRecord on ErasureRequest {\n    id\n    personId\n    personName\n    status\n    requestedByName\n    answer\n    retentionReason\n    answeredByName\n    answeredAt\n    createdAt\n  }\n": types.ErasureRequestRecordFragmentDoc,
    "\n  query ErasureRequestList($page: Int, $perPage: Int, $filter: ErasureRequestFilter) {\n    erasureRequests(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ErasureRequestRecord\n      }\n      total\n    }\n  }\n": types.ErasureRequestListDocument,
    "\n  query ErasureRequest($id: ID!) {\n    erasureRequest(id: $id) {\n      ...ErasureRequestRecord\n    }\n  }\n": types.ErasureRequestDocument,
    "\n  mutation AnonymiseErasureRequest($id: ID!, $answer: String) {\n    anonymiseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n": types.AnonymiseErasureRequestDocument,
    "\n  mutation RefuseErasureRequest($id: ID!, $answer: String!) {\n    refuseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n": types.RefuseErasureRequestDocument,
    "\n  fragment MessageListItem on Message {\n    id\n    threadId\n    personId\n    personName\n    professionalName\n    sender\n    senderName\n    subject\n    status\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n    archivedAt\n    createdAt\n  }\n": types.MessageListItemFragmentDoc,
    "\n  fragment MessageRecord on Message {\n    ...MessageListItem\n    body\n    appointment\n    automaticAnswer\n    views\n    thread {\n      id\n      sender\n      senderName\n      subject\n      body\n      appointment\n      automaticAnswer\n      seenAt\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n": types.MessageRecordFragmentDoc,
    "\n  query MessageList($page: Int, $perPage: Int, $filter: MessageFilter) {\n    messages(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...MessageListItem\n      }\n      total\n    }\n  }\n": types.MessageListDocument,
    "\n  query Message($id: ID!) {\n    message(id: $id) {\n      ...MessageRecord\n    }\n  }\n": types.MessageDocument,
    "\n  query UnreadMessages {\n    unreadMessages\n  }\n": types.UnreadMessagesDocument,
    "\n  mutation SendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n": types.SendMessageDocument,
    "\n  mutation ReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        ...MessageRecord\n      }\n    }\n  }\n": types.ReplyToMessageDocument,
    "\n  mutation UploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n      fileName\n    }\n  }\n": types.UploadMessageAttachmentDocument,
    "\n  mutation MarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      status\n      unread\n    }\n  }\n": types.MarkMessageSeenDocument,
    "\n  mutation ArchiveMessages($ids: [ID!]!) {\n    archiveMessages(ids: $ids)\n  }\n": types.ArchiveMessagesDocument,
    "\n  mutation UnarchiveMessages($ids: [ID!]!) {\n    unarchiveMessages(ids: $ids)\n  }\n": types.UnarchiveMessagesDocument,
    "\n  fragment OutboxMailRecord on OutboxMail {\n    id\n    to\n    subject\n    text\n    html\n    template\n    locale\n    transport\n    status\n    error\n    attempts\n    sentAt\n    createdAt\n  }\n": types.OutboxMailRecordFragmentDoc,
    "\n  query OutboxList($page: Int, $perPage: Int, $filter: OutboxFilter) {\n    outbox(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...OutboxMailRecord\n      }\n      total\n    }\n  }\n": types.OutboxListDocument,
    "\n  query OutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      ...OutboxMailRecord\n    }\n  }\n": types.OutboxMailDocument,
    "\n  fragment PersonHistoryRow on PersonHistoryItem {\n    id\n    itemId\n    type\n    date\n    title\n    summary\n    professionalName\n    appointmentId\n  }\n": types.PersonHistoryRowFragmentDoc,
    "\n  query PersonHistory($personId: ID!, $filter: [PersonHistoryItemType!], $page: Int, $perPage: Int) {\n    personHistory(personId: $personId, filter: $filter, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PersonHistoryRow\n      }\n    }\n  }\n": types.PersonHistoryDocument,
    "\n  query PersonHistoryItem($personId: ID!, $itemType: PersonHistoryItemType!, $itemId: ID!) {\n    personHistoryItem(personId: $personId, itemType: $itemType, itemId: $itemId) {\n      ...PersonHistoryRow\n      content {\n        __typename\n        ... on PersonHistoryAppointment {\n          protocol\n          statusName\n          typeName\n          sourceName\n          specialtyName\n          startsAt\n          endsAt\n          timeZone\n          reason\n          medicalAssistentName\n          cancelReason\n        }\n        ... on PersonHistoryNotes {\n          reason\n          cid10\n          upshot\n          orientation\n          notes\n        }\n        ... on PersonHistoryArchive {\n          fileName\n          filePath\n          contentType\n          sizeBytes\n        }\n        ... on PersonHistoryDiagnostic {\n          cid10\n          description\n          recordedAt\n        }\n        ... on PersonHistoryExam {\n          category\n          code\n          requestStatus\n          requestPriority\n          note\n          requesterName\n          occurrence\n        }\n        ... on PersonHistoryEvent {\n          protocolNumber\n          queueName\n          protocolStatus\n          triagePriority\n          complaint\n          arrivedAt\n          calledAt\n          closedAt\n        }\n        ... on PersonHistoryDocument {\n          documentId\n          documentKind\n          code\n          signatureStatus\n          signedAt\n          issuedAt\n          supersedesId\n          supersededById\n          prescription {\n            specialControl\n            items {\n              medication\n              dosage\n              route\n              quantity\n              duration\n            }\n          }\n          certificate {\n            days\n            cid\n            cidConsent\n            remarks\n          }\n          examRequest {\n            exams\n            clinicalIndication\n          }\n          referral {\n            specialty\n            reason\n          }\n          referralSpecialtyName\n        }\n        ... on PersonHistoryQuestionnaire {\n          protocolNumber\n          queueName\n          screeningTitle\n          complaint\n          arrivedAt\n          triagePriority\n          triagePriorityName\n          redFlag\n          triageReasons\n          answers {\n            questionId\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n": types.PersonHistoryItemDocument,
    "\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n": types.PersonListItemFragmentDoc,
    "\n  fragment PersonRecord on Person {\n    ...PersonListItem\n    socialName\n    uhcId\n    gender\n    telephone\n    country\n    profession\n    street\n    number\n    complement\n    neighborhood\n    zipCode\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n      relationship\n    }\n    createdAt\n    updatedAt\n  }\n": types.PersonRecordFragmentDoc,
    "\n  query PersonList($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {\n    persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PersonListItem\n      }\n      total\n    }\n  }\n": types.PersonListDocument,
    "\n  query Person($id: ID!) {\n    person(id: $id) {\n      ...PersonRecord\n    }\n  }\n": types.PersonDocument,
    "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...PersonRecord\n    }\n  }\n": types.CreatePersonDocument,
    "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonRecord\n    }\n  }\n": types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      id\n      name\n      displayName\n    }\n  }\n": types.DeletePersonDocument,
    "\n  mutation SetPersonStatus($id: ID!, $active: Boolean!) {\n    setPersonStatus(id: $id, active: $active) {\n      ...PersonRecord\n    }\n  }\n": types.SetPersonStatusDocument,
    "\n  query NewPersonDefaults {\n    newPersonDefaults {\n      country\n      status\n      patientRegistrationAllowed\n    }\n  }\n": types.NewPersonDefaultsDocument,
    "\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n": types.AddDependentDocument,
    "\n  fragment PlanListItem on Plan {\n    id\n    companyId\n    name\n    billType\n    durationDays\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    active\n  }\n": types.PlanListItemFragmentDoc,
    "\n  fragment PlanRecord on Plan {\n    id\n    companyId\n    name\n    description\n    billType\n    durationDays\n    commissionType\n    commissionValue\n    initialAttendanceQuantity\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    recordedMinutesQuantity\n    recordedMinutesValueCents\n    maxAttendanceMinutes\n    additionalMinutesAllowed\n    additionalMinutesValueCents\n    additionalMinutesMax\n    additionalRecordedMinutesAllowed\n    additionalRecordedMinutesValueCents\n    additionalRecordedMinutesMax\n    attendanceAverageMinutes\n    recordedAttendanceAverageMinutes\n    active\n    createdAt\n    updatedAt\n  }\n": types.PlanRecordFragmentDoc,
    "\n  query PlanList($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {\n    plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PlanListItem\n      }\n      total\n    }\n  }\n": types.PlanListDocument,
    "\n  query Plan($id: ID!) {\n    plan(id: $id) {\n      ...PlanRecord\n    }\n  }\n": types.PlanDocument,
    "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlanRecord\n    }\n  }\n": types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanRecord\n    }\n  }\n": types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id) {\n      ...PlanListItem\n    }\n  }\n": types.DeletePlanDocument,
    "\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n    photoUrl\n  }\n": types.ProfessionalListItemFragmentDoc,
    "\n  fragment ProfessionalRecord on Professional {\n    ...ProfessionalListItem\n    userId\n    cpf\n    rqe\n    emergencyAccess\n    bio\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n": types.ProfessionalRecordFragmentDoc,
    "\n  query ProfessionalList(\n    $page: Int\n    $perPage: Int\n    $sortField: ProfessionalSortField\n    $sortOrder: SortOrder\n    $filter: ProfessionalFilter\n  ) {\n    professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ProfessionalListItem\n      }\n      total\n    }\n  }\n": types.ProfessionalListDocument,
    "\n  query Professional($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRecord\n    }\n  }\n": types.ProfessionalDocument,
    "\n  mutation CreateProfessional($input: ProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": types.CreateProfessionalDocument,
    "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalInput!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": types.UpdateProfessionalDocument,
    "\n  mutation DeleteProfessional($id: ID!) {\n    deleteProfessional(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteProfessionalDocument,
    "\n  mutation UploadProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n": types.UploadProfessionalPhotoDocument,
    "\n  mutation RemoveProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n": types.RemoveProfessionalPhotoDocument,
    "\n  query UploadLimits {\n    uploadLimits {\n      maxMb\n      photoContentTypes\n    }\n  }\n": types.UploadLimitsDocument,
    "\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n": types.SpecialtiesInUseDocument,
    "\n  fragment RecordAccessRecord on RecordAccess {\n    id\n    personId\n    personName\n    readerName\n    readerRoles\n    kind\n    itemType\n    types\n    appointmentProtocol\n    action\n    outcome\n    requestId\n    accessedAt\n  }\n": types.RecordAccessRecordFragmentDoc,
    "\n  query RecordAccessList($page: Int, $perPage: Int, $filter: RecordAccessFilter) {\n    recordAccesses(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...RecordAccessRecord\n      }\n      total\n    }\n  }\n": types.RecordAccessListDocument,
    "\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n": types.RegionListDocument,
    "\n  fragment ProfessionalScheduleRecord on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n    updatedAt\n    closedDates\n  }\n": types.ProfessionalScheduleRecordFragmentDoc,
    "\n  query ProfessionalSchedule($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n": types.ProfessionalScheduleDocument,
    "\n  mutation UpdateProfessionalSchedule($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n": types.UpdateProfessionalScheduleDocument,
    "\n  query AvailabilityCalendar($professionalId: ID!, $from: Date, $to: Date) {\n    availabilityCalendar(professionalId: $professionalId, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n": types.AvailabilityCalendarDocument,
    "\n  fragment ScreeningRecord on Screening {\n    id\n    companyId\n    type\n    subtype\n    title\n    titlePtBR\n    titleEn\n    active\n    version\n    questions {\n      id\n      text\n      textPtBR\n      textEn\n      kind\n      required\n      options {\n        id\n        text\n        textPtBR\n        textEn\n        weight\n        redFlag\n      }\n    }\n    createdAt\n    updatedAt\n  }\n": types.ScreeningRecordFragmentDoc,
    "\n  query ScreeningList($page: Int, $perPage: Int, $filter: ScreeningFilter) {\n    screenings(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ScreeningRecord\n      }\n      total\n    }\n  }\n": types.ScreeningListDocument,
    "\n  query Screening($id: ID!) {\n    screening(id: $id) {\n      ...ScreeningRecord\n    }\n  }\n": types.ScreeningDocument,
    "\n  mutation CreateScreening($input: ScreeningInput!) {\n    createScreening(input: $input) {\n      ...ScreeningRecord\n    }\n  }\n": types.CreateScreeningDocument,
    "\n  mutation UpdateScreening($id: ID!, $input: ScreeningInput!) {\n    updateScreening(id: $id, input: $input) {\n      ...ScreeningRecord\n    }\n  }\n": types.UpdateScreeningDocument,
    "\n  mutation DeleteScreening($id: ID!) {\n    deleteScreening(id: $id) {\n      id\n    }\n  }\n": types.DeleteScreeningDocument,
    "\n  fragment SecurityIncidentRecord on SecurityIncident {\n    id\n    status\n    detectedAt\n    occurredAt\n    description\n    dataCategories\n    affectedSubjects\n    risk\n    measures\n    anpdNotifiedAt\n    subjectsNotifiedAt\n    notNotifiedReason\n    notificationDue\n    complementDue\n    notificationOwed\n    notificationOverdue\n    keptUntil\n    recordedByName\n    closedByName\n    closedAt\n    createdAt\n    updatedAt\n  }\n": types.SecurityIncidentRecordFragmentDoc,
    "\n  query SecurityIncidentList($page: Int, $perPage: Int, $filter: SecurityIncidentFilter) {\n    securityIncidents(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...SecurityIncidentRecord\n      }\n      total\n    }\n  }\n": types.SecurityIncidentListDocument,
    "\n  query SecurityIncident($id: ID!) {\n    securityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n": types.SecurityIncidentDocument,
    "\n  mutation RecordSecurityIncident($input: SecurityIncidentInput!) {\n    recordSecurityIncident(input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n": types.RecordSecurityIncidentDocument,
    "\n  mutation UpdateSecurityIncident($id: ID!, $input: SecurityIncidentInput!) {\n    updateSecurityIncident(id: $id, input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n": types.UpdateSecurityIncidentDocument,
    "\n  mutation CloseSecurityIncident($id: ID!) {\n    closeSecurityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n": types.CloseSecurityIncidentDocument,
    "\n  fragment ServiceRequestRecord on ServiceRequest {\n    id\n    subject\n    subjectId\n    subjectName\n    requesterId\n    requesterName\n    category\n    code\n    status\n    intent\n    priority\n    authoredOn\n    occurrence\n    note\n    createdAt\n    updatedAt\n  }\n": types.ServiceRequestRecordFragmentDoc,
    "\n  query ServiceRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: ServiceRequestSortField\n    $sortOrder: SortOrder\n    $filter: ServiceRequestFilter\n  ) {\n    serviceRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ServiceRequestRecord\n      }\n      total\n    }\n  }\n": types.ServiceRequestListDocument,
    "\n  query ServiceRequest($id: ID!) {\n    serviceRequest(id: $id) {\n      ...ServiceRequestRecord\n    }\n  }\n": types.ServiceRequestDocument,
    "\n  mutation CreateServiceRequest($input: ServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n": types.CreateServiceRequestDocument,
    "\n  mutation UpdateServiceRequest($id: ID!, $input: ServiceRequestInput!) {\n    updateServiceRequest(id: $id, input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n": types.UpdateServiceRequestDocument,
    "\n  mutation DeleteServiceRequest($id: ID!) {\n    deleteServiceRequest(id: $id) {\n      id\n    }\n  }\n": types.DeleteServiceRequestDocument,
    "\n  fragment StaffMemberRecord on StaffMember {\n    userId\n    name\n    email\n    roles\n    createdAt\n  }\n": types.StaffMemberRecordFragmentDoc,
    "\n  query StaffList($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {\n    staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...StaffMemberRecord\n      }\n      total\n    }\n  }\n": types.StaffListDocument,
    "\n  query StaffMember($userId: ID!) {\n    staffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": types.StaffMemberDocument,
    "\n  fragment StaffInvitationRecord on StaffInvitation {\n    id\n    email\n    roles\n    status\n    sentAt\n    expiresAt\n  }\n": types.StaffInvitationRecordFragmentDoc,
    "\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffInvitationRecord\n    }\n  }\n": types.AddStaffMemberDocument,
    "\n  query StaffInvitations($page: Int, $perPage: Int) {\n    staffInvitations(page: $page, perPage: $perPage) {\n      items {\n        ...StaffInvitationRecord\n      }\n      total\n    }\n  }\n": types.StaffInvitationsDocument,
    "\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n": types.ResendStaffInvitationDocument,
    "\n  mutation RevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n": types.RevokeStaffInvitationDocument,
    "\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n": types.UpdateStaffRolesDocument,
    "\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": types.RemoveStaffMemberDocument,
    "\n  query AgendaCompany($id: ID!) {\n    company(id: $id) {\n      id\n      settings {\n        timeZone\n      }\n    }\n  }\n": types.AgendaCompanyDocument,
    "\n  query AgendaProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AgendaProfessionalsDocument,
    "\n  query AgendaAppointments($filter: AppointmentFilter, $page: Int) {\n    appointments(filter: $filter, page: $page, perPage: 100, sortField: START, sortOrder: ASC) {\n      items {\n        id\n        protocol\n        startsAt\n        endsAt\n        status\n        statusName\n        doctorId\n        professionalName\n        patientName\n      }\n      total\n    }\n  }\n": types.AgendaAppointmentsDocument,
    "\n  query AgendaSlots($professionalId: ID, $from: Date, $to: Date) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      appointmentDuration\n      slots {\n        professionalId\n        professionalName\n        startsAt\n        endsAt\n      }\n    }\n  }\n": types.AgendaSlotsDocument,
    "\n  query AgendaPatientSearch($q: String!) {\n    persons(filter: { q: $q, status: ACTIVE }, perPage: 10) {\n      items {\n        id\n        name\n        cpf\n        uhcId\n        birthDate\n        parent {\n          id\n          name\n        }\n        dependents {\n          id\n          name\n          birthDate\n          status\n        }\n      }\n      total\n    }\n  }\n": types.AgendaPatientSearchDocument,
    "\n  mutation AgendaBook($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      startsAt\n    }\n  }\n": types.AgendaBookDocument,
    "\n  mutation AgendaMove($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": types.AgendaMoveDocument,
    "\n  query AppointmentReception($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      startsAt\n      arrivedAt\n      canCancel\n      cancelBlockedReason\n      nextStatuses\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n": types.AppointmentReceptionDocument,
    "\n  query ReceptionSlots($professionalId: ID!, $from: Date!, $to: Date!) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      slots {\n        date\n        start\n        end\n        startsAt\n      }\n    }\n  }\n": types.ReceptionSlotsDocument,
    "\n  query ReceptionProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.ReceptionProfessionalsDocument,
    "\n  mutation RescheduleAppointment($id: ID!, $startsAt: DateTime!) {\n    updateAppointment(id: $id, input: { startsAt: $startsAt }) {\n      id\n      startsAt\n      startDate\n      startTime\n      endTime\n      status\n    }\n  }\n": types.RescheduleAppointmentDocument,
    "\n  mutation ReceptionCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancelTime\n    }\n  }\n": types.ReceptionCancelAppointmentDocument,
    "\n  mutation MarkAppointmentNoShow($id: ID!) {\n    changeAppointmentStatus(id: $id, status: NO_SHOW) {\n      id\n      status\n    }\n  }\n": types.MarkAppointmentNoShowDocument,
    "\n  mutation MarkAppointmentArrived($id: ID!) {\n    markAppointmentArrived(id: $id) {\n      id\n      arrivedAt\n    }\n  }\n": types.MarkAppointmentArrivedDocument,
    "\n  mutation ResendAppointmentLink($id: ID!, $kind: AppointmentLinkKind!) {\n    resendAppointmentLink(id: $id, kind: $kind)\n  }\n": types.ResendAppointmentLinkDocument,
    "\n  mutation ConfirmOnSitePayment($appointmentId: ID!, $input: OnSitePaymentInput!, $idempotencyKey: String!) {\n    confirmOnSitePayment(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      totalCents\n      onSiteMethod\n      receiptNumber\n    }\n  }\n": types.ConfirmOnSitePaymentDocument,
    "\n  mutation AssignAssistantPhysician($id: ID!, $professionalId: ID) {\n    assignAssistantPhysician(id: $id, professionalId: $professionalId) {\n      id\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n": types.AssignAssistantPhysicianDocument,
    "\n  query PaymentRefunds($paymentId: ID!) {\n    paymentRefunds(paymentId: $paymentId) {\n      id\n      paymentId\n      amountCents\n      reason\n      status\n      createdAt\n    }\n  }\n": types.PaymentRefundsDocument,
    "\n  mutation RefundPayment($paymentId: ID!, $amountCents: Int, $reason: String!, $idempotencyKey: String!) {\n    refundPayment(paymentId: $paymentId, amountCents: $amountCents, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      statusName\n      refundedCents\n    }\n  }\n": types.RefundPaymentDocument,
    "\n  mutation SandboxPayPix($brCode: String!) {\n    sandboxPayPix(brCode: $brCode) {\n      id\n      status\n      statusName\n    }\n  }\n": types.SandboxPayPixDocument,
    "\n  mutation SandboxSettleCard($paymentId: ID!, $approve: Boolean!) {\n    sandboxSettleCard(paymentId: $paymentId, approve: $approve) {\n      id\n      status\n      statusName\n    }\n  }\n": types.SandboxSettleCardDocument,
    "\n  query Integrations {\n    integrationApiKeys {\n      id\n      name\n      prefix\n      createdAt\n      revokedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      active\n      lastDeliveredSequence\n      failures\n      createdAt\n    }\n  }\n": types.IntegrationsDocument,
    "\n  mutation CreateIntegrationApiKey($name: String!) {\n    createIntegrationApiKey(name: $name) {\n      secret\n      key {\n        id\n      }\n    }\n  }\n": types.CreateIntegrationApiKeyDocument,
    "\n  mutation RevokeIntegrationApiKey($id: ID!) {\n    revokeIntegrationApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n": types.RevokeIntegrationApiKeyDocument,
    "\n  mutation CreateWebhookEndpoint($url: String!) {\n    createWebhookEndpoint(url: $url) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation SetWebhookEndpointActive($id: ID!, $active: Boolean!) {\n    setWebhookEndpointActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n": types.SetWebhookEndpointActiveDocument,
    "\n  query WebhookAttempts($endpointId: ID!) {\n    webhookAttempts(endpointId: $endpointId) {\n      id\n      sequence\n      attempt\n      statusCode\n      error\n      delivered\n      at\n    }\n  }\n": types.WebhookAttemptsDocument,
    "\n  query TermsVersions {\n    termsVersions {\n      kind\n      version\n      textPt\n      textEn\n      publishedAt\n    }\n  }\n": types.TermsVersionsDocument,
    "\n  mutation PublishTermsOfUse($input: PublishTermsInput!) {\n    publishTermsOfUse(input: $input) {\n      kind\n      version\n      publishedAt\n    }\n  }\n": types.PublishTermsOfUseDocument,
    "\n  query ConsoleTermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n": types.ConsoleTermsOfUseDocument,
    "\n  mutation ConsoleAcceptTerms($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n": types.ConsoleAcceptTermsDocument,
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
export function graphql(source: "\n  mutation ConsoleRequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"): (typeof documents)["\n  mutation ConsoleRequestPasswordReset($input: PasswordResetRequestInput!) {\n    requestPasswordReset(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ConsoleResetPassword($input: PasswordResetInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleChangePassword($input: PasswordChangeInput!) {\n    changePassword(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsolePasswordAccount {\n    me {\n      id\n      hasPassword\n    }\n  }\n"): (typeof documents)["\n  query ConsolePasswordAccount {\n    me {\n      id\n      hasPassword\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentExtras($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      files {\n        ...AppointmentFileItem\n        url\n      }\n      nps {\n        score\n        category\n        comment\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentExtras($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      files {\n        ...AppointmentFileItem\n        url\n      }\n      nps {\n        score\n        category\n        comment\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExamUploadLimits {\n    uploadLimits {\n      maxMb\n      examContentTypes\n    }\n  }\n"): (typeof documents)["\n  query ExamUploadLimits {\n    uploadLimits {\n      maxMb\n      examContentTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadAppointmentFile($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAppointmentFile($appointmentId: ID!, $file: FileInput!) {\n    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {\n      id\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAppointmentFile($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveAppointmentFile($appointmentId: ID!, $filePath: String!) {\n    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentRequestRecord on AppointmentRequest {\n    id\n    kind\n    kindName\n    status\n    statusName\n    nextStatuses\n    personId\n    personName\n    appointmentId\n    appointmentProtocol\n    specialty\n    specialtyName\n    contactNumber\n    countryCode\n    observation\n    preferredPeriod\n    requestedByName\n    note\n    handledByName\n    contactedAt\n    closedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AppointmentRequestRecord on AppointmentRequest {\n    id\n    kind\n    kindName\n    status\n    statusName\n    nextStatuses\n    personId\n    personName\n    appointmentId\n    appointmentProtocol\n    specialty\n    specialtyName\n    contactNumber\n    countryCode\n    observation\n    preferredPeriod\n    requestedByName\n    note\n    handledByName\n    contactedAt\n    closedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentRequestSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentRequestFilter\n  ) {\n    appointmentRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentRequestRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AppointmentRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentRequestSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentRequestFilter\n  ) {\n    appointmentRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentRequestRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentRequest($id: ID!) {\n    appointmentRequest(id: $id) {\n      ...AppointmentRequestRecord\n    }\n  }\n"): (typeof documents)["\n  query AppointmentRequest($id: ID!) {\n    appointmentRequest(id: $id) {\n      ...AppointmentRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppointmentRequest($id: ID!, $input: AppointmentRequestUpdateInput!) {\n    updateAppointmentRequest(id: $id, input: $input) {\n      ...AppointmentRequestRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppointmentRequest($id: ID!, $input: AppointmentRequestUpdateInput!) {\n    updateAppointmentRequest(id: $id, input: $input) {\n      ...AppointmentRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentListItem on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endDate\n    endTime\n    startsAt\n    endsAt\n    timeZone\n    status\n    statusName\n    source\n    sourceName\n    type\n    typeName\n    doctorId\n    professionalName\n    patientId\n    patientName\n  }\n"): (typeof documents)["\n  fragment AppointmentListItem on Appointment {\n    id\n    protocol\n    startDate\n    startTime\n    endDate\n    endTime\n    startsAt\n    endsAt\n    timeZone\n    status\n    statusName\n    source\n    sourceName\n    type\n    typeName\n    doctorId\n    professionalName\n    patientId\n    patientName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentPayment on Payment {\n    id\n    protocol\n    method\n    methodName\n    status\n    statusName\n    amountCents\n    discountCents\n    totalCents\n    installments\n    installmentCents\n    voucherCode\n    cardBrand\n    cardLast4\n    pix {\n      brCode\n      txid\n      expiresAt\n    }\n    refundedCents\n    provider\n    createdAt\n    paidAt\n    refusedReason\n  }\n"): (typeof documents)["\n  fragment AppointmentPayment on Payment {\n    id\n    protocol\n    method\n    methodName\n    status\n    statusName\n    amountCents\n    discountCents\n    totalCents\n    installments\n    installmentCents\n    voucherCode\n    cardBrand\n    cardLast4\n    pix {\n      brCode\n      txid\n      expiresAt\n    }\n    refundedCents\n    provider\n    createdAt\n    paidAt\n    refusedReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentFileItem on AppointmentFile {\n    id\n    fileName\n    filePath\n    contentType\n    sizeBytes\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AppointmentFileItem on AppointmentFile {\n    id\n    fileName\n    filePath\n    contentType\n    sizeBytes\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentRecord on Appointment {\n    ...AppointmentListItem\n    title\n    description\n    durationMinutes\n    medicalAssistentId\n    medicalAssistentName\n    role\n    specialty\n    specialtyName\n    cid10\n    upshot\n    notes\n    reason\n    orientation\n    cancelReason\n    cancelTime\n    priceCents\n    paidAt\n    attendanceStartedAt\n    finishedAt\n    leftAt\n    roomAccess\n    cancelAccess\n    paymentAccess\n    createdAt\n    updatedAt\n    files {\n      ...AppointmentFileItem\n    }\n    payments {\n      ...AppointmentPayment\n    }\n  }\n"): (typeof documents)["\n  fragment AppointmentRecord on Appointment {\n    ...AppointmentListItem\n    title\n    description\n    durationMinutes\n    medicalAssistentId\n    medicalAssistentName\n    role\n    specialty\n    specialtyName\n    cid10\n    upshot\n    notes\n    reason\n    orientation\n    cancelReason\n    cancelTime\n    priceCents\n    paidAt\n    attendanceStartedAt\n    finishedAt\n    leftAt\n    roomAccess\n    cancelAccess\n    paymentAccess\n    createdAt\n    updatedAt\n    files {\n      ...AppointmentFileItem\n    }\n    payments {\n      ...AppointmentPayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentListItem\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AppointmentList(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointments(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...AppointmentListItem\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentRecord\n    }\n  }\n"): (typeof documents)["\n  query Appointment($id: ID!) {\n    appointment(id: $id) {\n      ...AppointmentRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentReportCounts on AppointmentReportRow {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n    noShowRate\n    attendedMinutes\n  }\n"): (typeof documents)["\n  fragment AppointmentReportCounts on AppointmentReportRow {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n    noShowRate\n    attendedMinutes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppointmentStatusTotals on AppointmentReportTotals {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n  }\n"): (typeof documents)["\n  fragment AppointmentStatusTotals on AppointmentReportTotals {\n    scheduled\n    paid\n    cancelled\n    inAttendance\n    finishedByProfessional\n    leftByPatient\n    noShow\n    total\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentReport(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentReportSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointmentReport(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        id\n        date\n        doctorId\n        professionalName\n        ...AppointmentReportCounts\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AppointmentReport(\n    $page: Int\n    $perPage: Int\n    $sortField: AppointmentReportSortField\n    $sortOrder: SortOrder\n    $filter: AppointmentFilter\n  ) {\n    appointmentReport(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        id\n        date\n        doctorId\n        professionalName\n        ...AppointmentReportCounts\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentReportTotals($filter: AppointmentFilter) {\n    appointmentReport(page: 1, perPage: 1, filter: $filter) {\n      total\n      totals {\n        ...AppointmentStatusTotals\n        noShowRate\n        attendedMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentReportTotals($filter: AppointmentFilter) {\n    appointmentReport(page: 1, perPage: 1, filter: $filter) {\n      total\n      totals {\n        ...AppointmentStatusTotals\n        noShowRate\n        attendedMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionViewer on Viewer {\n    id\n    username\n    name\n    email\n    roles\n    companyId\n    isPlatformAdmin\n    memberships {\n      companyId\n      companyName\n      roles\n    }\n  }\n"): (typeof documents)["\n  fragment SessionViewer on Viewer {\n    id\n    username\n    name\n    email\n    roles\n    companyId\n    isPlatformAdmin\n    memberships {\n      companyId\n      companyName\n      roles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"): (typeof documents)["\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionViewer\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    emergencyPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    benefitClubDiscountBps\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    emergencyPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    benefitClubDiscountBps\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyFinancial($companyId: ID!) {\n    companyFinancial(companyId: $companyId) {\n      ...CompanyFinancialRecord\n    }\n  }\n"): (typeof documents)["\n  query CompanyFinancial($companyId: ID!) {\n    companyFinancial(companyId: $companyId) {\n      ...CompanyFinancialRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyFinancial($companyId: ID!, $input: CompanyFinancialInput!) {\n    updateCompanyFinancial(companyId: $companyId, input: $input) {\n      ...CompanyFinancialRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyFinancial($companyId: ID!, $input: CompanyFinancialInput!) {\n    updateCompanyFinancial(companyId: $companyId, input: $input) {\n      ...CompanyFinancialRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      paymentsByMethod {\n        method\n        payments\n        totalCents\n      }\n      installmentPayments\n      interestCents\n      refunds\n      refundedCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      paymentsByMethod {\n        method\n        payments\n        totalCents\n      }\n      installmentPayments\n      interestCents\n      refunds\n      refundedCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyHolidayYearRecord on CompanyHolidayYear {\n    companyId\n    year\n    state\n    holidays {\n      date\n      key\n      kind\n      name\n      closed\n      worked\n    }\n  }\n"): (typeof documents)["\n  fragment CompanyHolidayYearRecord on CompanyHolidayYear {\n    companyId\n    year\n    state\n    holidays {\n      date\n      key\n      kind\n      name\n      closed\n      worked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyHolidays($companyId: ID!, $year: Int) {\n    companyHolidays(companyId: $companyId, year: $year) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n"): (typeof documents)["\n  query CompanyHolidays($companyId: ID!, $year: Int) {\n    companyHolidays(companyId: $companyId, year: $year) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyHolidays($companyId: ID!, $year: Int!, $input: CompanyHolidaysInput!) {\n    updateCompanyHolidays(companyId: $companyId, year: $year, input: $input) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyHolidays($companyId: ID!, $year: Int!, $input: CompanyHolidaysInput!) {\n    updateCompanyHolidays(companyId: $companyId, year: $year, input: $input) {\n      ...CompanyHolidayYearRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n"): (typeof documents)["\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyRecord on Company {\n    ...CompanyListItem\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      cancellationCutoffHours\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n      emergencyNoAnswerMinutes\n      emergencyNoAnswerAction\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CompanyRecord on Company {\n    ...CompanyListItem\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      cancellationCutoffHours\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n      emergencyNoAnswerMinutes\n      emergencyNoAnswerAction\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyList($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {\n    companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...CompanyListItem\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CompanyList($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {\n    companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...CompanyListItem\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyRecord\n    }\n  }\n"): (typeof documents)["\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      companyId\n      date\n      timeZone\n      appointments {\n        ...AppointmentStatusTotals\n      }\n      emergency {\n        online\n        message\n        waiting\n        called\n        inAttendance\n        queues {\n          queueId\n          name\n          waiting\n          called\n          inAttendance\n          oldestWaitingSince\n        }\n      }\n      messages {\n        unread\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      companyId\n      date\n      timeZone\n      appointments {\n        ...AppointmentStatusTotals\n      }\n      emergency {\n        online\n        message\n        waiting\n        called\n        inAttendance\n        queues {\n          queueId\n          name\n          waiting\n          called\n          inAttendance\n          oldestWaitingSince\n        }\n      }\n      messages {\n        unread\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardChanged {\n    dashboardChanged {\n      sequence\n      topic\n      resyncRequired\n    }\n  }\n"): (typeof documents)["\n  subscription DashboardChanged {\n    dashboardChanged {\n      sequence\n      topic\n      resyncRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n"): (typeof documents)["\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmergencyQueueRecord on EmergencyQueue {\n    id\n    groupId\n    groupName\n    name\n    specialtyCode\n    specialty {\n      code\n      name\n    }\n    active\n    maxWaitMinutes\n    attendanceEstimateMinutes\n    professionalIds\n    professionals {\n      id\n      name\n    }\n    counts {\n      waiting\n      called\n      inAttendance\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EmergencyQueueRecord on EmergencyQueue {\n    id\n    groupId\n    groupName\n    name\n    specialtyCode\n    specialty {\n      code\n      name\n    }\n    active\n    maxWaitMinutes\n    attendanceEstimateMinutes\n    professionalIds\n    professionals {\n      id\n      name\n    }\n    counts {\n      waiting\n      called\n      inAttendance\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmergencyGroupRecord on EmergencyGroup {\n    id\n    name\n    queueCount\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EmergencyGroupRecord on EmergencyGroup {\n    id\n    name\n    queueCount\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmergencyProtocolRecord on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    complaint\n    redFlag\n    position\n    arrivedAt\n    calledAt\n    closedAt\n    closeReason\n  }\n"): (typeof documents)["\n  fragment EmergencyProtocolRecord on EmergencyProtocol {\n    id\n    number\n    personId\n    patientName\n    queueId\n    queueName\n    step\n    status\n    priority\n    complaint\n    redFlag\n    position\n    arrivedAt\n    calledAt\n    closedAt\n    closeReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyQueueList {\n    emergencyQueues {\n      ...EmergencyQueueRecord\n    }\n  }\n"): (typeof documents)["\n  query EmergencyQueueList {\n    emergencyQueues {\n      ...EmergencyQueueRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyQueue($id: ID!) {\n    emergencyQueue(id: $id) {\n      ...EmergencyQueueRecord\n    }\n  }\n"): (typeof documents)["\n  query EmergencyQueue($id: ID!) {\n    emergencyQueue(id: $id) {\n      ...EmergencyQueueRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmergencyQueue($input: EmergencyQueueInput!) {\n    createEmergencyQueue(input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmergencyQueue($input: EmergencyQueueInput!) {\n    createEmergencyQueue(input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmergencyQueue($id: ID!, $input: EmergencyQueueInput!) {\n    updateEmergencyQueue(id: $id, input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmergencyQueue($id: ID!, $input: EmergencyQueueInput!) {\n    updateEmergencyQueue(id: $id, input: $input) {\n      ...EmergencyQueueRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmergencyQueue($id: ID!) {\n    deleteEmergencyQueue(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmergencyQueue($id: ID!) {\n    deleteEmergencyQueue(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyGroupList {\n    emergencyGroups {\n      ...EmergencyGroupRecord\n    }\n  }\n"): (typeof documents)["\n  query EmergencyGroupList {\n    emergencyGroups {\n      ...EmergencyGroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyGroup($id: ID!) {\n    emergencyGroup(id: $id) {\n      ...EmergencyGroupRecord\n    }\n  }\n"): (typeof documents)["\n  query EmergencyGroup($id: ID!) {\n    emergencyGroup(id: $id) {\n      ...EmergencyGroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmergencyGroup($input: EmergencyGroupInput!) {\n    createEmergencyGroup(input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmergencyGroup($input: EmergencyGroupInput!) {\n    createEmergencyGroup(input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmergencyGroup($id: ID!, $input: EmergencyGroupInput!) {\n    updateEmergencyGroup(id: $id, input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmergencyGroup($id: ID!, $input: EmergencyGroupInput!) {\n    updateEmergencyGroup(id: $id, input: $input) {\n      ...EmergencyGroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmergencyGroup($id: ID!) {\n    deleteEmergencyGroup(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmergencyGroup($id: ID!) {\n    deleteEmergencyGroup(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyProfessionalChoices {\n    professionals(page: 1, perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n        emergencyAccess\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmergencyProfessionalChoices {\n    professionals(page: 1, perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n        emergencyAccess\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyStatus {\n    emergencyStatus {\n      online\n      enabled\n      canManage\n      message\n      queues {\n        id\n        name\n        groupName\n        active\n        maxWaitMinutes\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmergencyStatus {\n    emergencyStatus {\n      online\n      enabled\n      canManage\n      message\n      queues {\n        id\n        name\n        groupName\n        active\n        maxWaitMinutes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmergencyBoard {\n    emergencyBoard {\n      ...EmergencyProtocolRecord\n    }\n  }\n"): (typeof documents)["\n  query EmergencyBoard {\n    emergencyBoard {\n      ...EmergencyProtocolRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EmergencyBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n      queueId\n      protocolId\n      positions {\n        protocolId\n        position\n      }\n      protocol {\n        ...EmergencyProtocolRecord\n      }\n      resyncRequired\n    }\n  }\n"): (typeof documents)["\n  subscription EmergencyBoardChanged {\n    emergencyBoardChanged {\n      sequence\n      type\n      queueId\n      protocolId\n      positions {\n        protocolId\n        position\n      }\n      protocol {\n        ...EmergencyProtocolRecord\n      }\n      resyncRequired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseEmergencyProtocol($id: ID!, $reason: String) {\n    closeEmergencyProtocol(id: $id, reason: $reason) {\n      ...EmergencyProtocolRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CloseEmergencyProtocol($id: ID!, $reason: String) {\n    closeEmergencyProtocol(id: $id, reason: $reason) {\n      ...EmergencyProtocolRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ErasureRequestRecord on ErasureRequest {\n    id\n    personId\n    personName\n    status\n    requestedByName\n    answer\n    retentionReason\n    answeredByName\n    answeredAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ErasureRequestRecord on ErasureRequest {\n    id\n    personId\n    personName\n    status\n    requestedByName\n    answer\n    retentionReason\n    answeredByName\n    answeredAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErasureRequestList($page: Int, $perPage: Int, $filter: ErasureRequestFilter) {\n    erasureRequests(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ErasureRequestRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ErasureRequestList($page: Int, $perPage: Int, $filter: ErasureRequestFilter) {\n    erasureRequests(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ErasureRequestRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ErasureRequest($id: ID!) {\n    erasureRequest(id: $id) {\n      ...ErasureRequestRecord\n    }\n  }\n"): (typeof documents)["\n  query ErasureRequest($id: ID!) {\n    erasureRequest(id: $id) {\n      ...ErasureRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnonymiseErasureRequest($id: ID!, $answer: String) {\n    anonymiseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n"): (typeof documents)["\n  mutation AnonymiseErasureRequest($id: ID!, $answer: String) {\n    anonymiseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefuseErasureRequest($id: ID!, $answer: String!) {\n    refuseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RefuseErasureRequest($id: ID!, $answer: String!) {\n    refuseErasureRequest(id: $id, answer: $answer) {\n      ...ErasureRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageListItem on Message {\n    id\n    threadId\n    personId\n    personName\n    professionalName\n    sender\n    senderName\n    subject\n    status\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n    archivedAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment MessageListItem on Message {\n    id\n    threadId\n    personId\n    personName\n    professionalName\n    sender\n    senderName\n    subject\n    status\n    unread\n    messageCount\n    lastMessageAt\n    lastSender\n    archivedAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageRecord on Message {\n    ...MessageListItem\n    body\n    appointment\n    automaticAnswer\n    views\n    thread {\n      id\n      sender\n      senderName\n      subject\n      body\n      appointment\n      automaticAnswer\n      seenAt\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MessageRecord on Message {\n    ...MessageListItem\n    body\n    appointment\n    automaticAnswer\n    views\n    thread {\n      id\n      sender\n      senderName\n      subject\n      body\n      appointment\n      automaticAnswer\n      seenAt\n      createdAt\n      attachments {\n        id\n        fileName\n        contentType\n        sizeBytes\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageList($page: Int, $perPage: Int, $filter: MessageFilter) {\n    messages(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...MessageListItem\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query MessageList($page: Int, $perPage: Int, $filter: MessageFilter) {\n    messages(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...MessageListItem\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Message($id: ID!) {\n    message(id: $id) {\n      ...MessageRecord\n    }\n  }\n"): (typeof documents)["\n  query Message($id: ID!) {\n    message(id: $id) {\n      ...MessageRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadMessages {\n    unreadMessages\n  }\n"): (typeof documents)["\n  query UnreadMessages {\n    unreadMessages\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SendMessage($input: NewMessageInput!) {\n    sendMessage(input: $input) {\n      code\n      id\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        ...MessageRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToMessage($id: ID!, $input: MessageResponseInput!) {\n    replyToMessage(id: $id, input: $input) {\n      code\n      message\n      data {\n        ...MessageRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n      fileName\n    }\n  }\n"): (typeof documents)["\n  mutation UploadMessageAttachment($messageId: ID!, $file: FileInput!) {\n    uploadMessageAttachment(messageId: $messageId, file: $file) {\n      id\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      status\n      unread\n    }\n  }\n"): (typeof documents)["\n  mutation MarkMessageSeen($id: ID!) {\n    markMessageSeen(id: $id) {\n      id\n      status\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveMessages($ids: [ID!]!) {\n    archiveMessages(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation ArchiveMessages($ids: [ID!]!) {\n    archiveMessages(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnarchiveMessages($ids: [ID!]!) {\n    unarchiveMessages(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation UnarchiveMessages($ids: [ID!]!) {\n    unarchiveMessages(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutboxMailRecord on OutboxMail {\n    id\n    to\n    subject\n    text\n    html\n    template\n    locale\n    transport\n    status\n    error\n    attempts\n    sentAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment OutboxMailRecord on OutboxMail {\n    id\n    to\n    subject\n    text\n    html\n    template\n    locale\n    transport\n    status\n    error\n    attempts\n    sentAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxList($page: Int, $perPage: Int, $filter: OutboxFilter) {\n    outbox(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...OutboxMailRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query OutboxList($page: Int, $perPage: Int, $filter: OutboxFilter) {\n    outbox(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...OutboxMailRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      ...OutboxMailRecord\n    }\n  }\n"): (typeof documents)["\n  query OutboxMail($id: ID!) {\n    outboxMail(id: $id) {\n      ...OutboxMailRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonHistoryRow on PersonHistoryItem {\n    id\n    itemId\n    type\n    date\n    title\n    summary\n    professionalName\n    appointmentId\n  }\n"): (typeof documents)["\n  fragment PersonHistoryRow on PersonHistoryItem {\n    id\n    itemId\n    type\n    date\n    title\n    summary\n    professionalName\n    appointmentId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonHistory($personId: ID!, $filter: [PersonHistoryItemType!], $page: Int, $perPage: Int) {\n    personHistory(personId: $personId, filter: $filter, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PersonHistoryRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonHistory($personId: ID!, $filter: [PersonHistoryItemType!], $page: Int, $perPage: Int) {\n    personHistory(personId: $personId, filter: $filter, page: $page, perPage: $perPage) {\n      total\n      items {\n        ...PersonHistoryRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonHistoryItem($personId: ID!, $itemType: PersonHistoryItemType!, $itemId: ID!) {\n    personHistoryItem(personId: $personId, itemType: $itemType, itemId: $itemId) {\n      ...PersonHistoryRow\n      content {\n        __typename\n        ... on PersonHistoryAppointment {\n          protocol\n          statusName\n          typeName\n          sourceName\n          specialtyName\n          startsAt\n          endsAt\n          timeZone\n          reason\n          medicalAssistentName\n          cancelReason\n        }\n        ... on PersonHistoryNotes {\n          reason\n          cid10\n          upshot\n          orientation\n          notes\n        }\n        ... on PersonHistoryArchive {\n          fileName\n          filePath\n          contentType\n          sizeBytes\n        }\n        ... on PersonHistoryDiagnostic {\n          cid10\n          description\n          recordedAt\n        }\n        ... on PersonHistoryExam {\n          category\n          code\n          requestStatus\n          requestPriority\n          note\n          requesterName\n          occurrence\n        }\n        ... on PersonHistoryEvent {\n          protocolNumber\n          queueName\n          protocolStatus\n          triagePriority\n          complaint\n          arrivedAt\n          calledAt\n          closedAt\n        }\n        ... on PersonHistoryDocument {\n          documentId\n          documentKind\n          code\n          signatureStatus\n          signedAt\n          issuedAt\n          supersedesId\n          supersededById\n          prescription {\n            specialControl\n            items {\n              medication\n              dosage\n              route\n              quantity\n              duration\n            }\n          }\n          certificate {\n            days\n            cid\n            cidConsent\n            remarks\n          }\n          examRequest {\n            exams\n            clinicalIndication\n          }\n          referral {\n            specialty\n            reason\n          }\n          referralSpecialtyName\n        }\n        ... on PersonHistoryQuestionnaire {\n          protocolNumber\n          queueName\n          screeningTitle\n          complaint\n          arrivedAt\n          triagePriority\n          triagePriorityName\n          redFlag\n          triageReasons\n          answers {\n            questionId\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonHistoryItem($personId: ID!, $itemType: PersonHistoryItemType!, $itemId: ID!) {\n    personHistoryItem(personId: $personId, itemType: $itemType, itemId: $itemId) {\n      ...PersonHistoryRow\n      content {\n        __typename\n        ... on PersonHistoryAppointment {\n          protocol\n          statusName\n          typeName\n          sourceName\n          specialtyName\n          startsAt\n          endsAt\n          timeZone\n          reason\n          medicalAssistentName\n          cancelReason\n        }\n        ... on PersonHistoryNotes {\n          reason\n          cid10\n          upshot\n          orientation\n          notes\n        }\n        ... on PersonHistoryArchive {\n          fileName\n          filePath\n          contentType\n          sizeBytes\n        }\n        ... on PersonHistoryDiagnostic {\n          cid10\n          description\n          recordedAt\n        }\n        ... on PersonHistoryExam {\n          category\n          code\n          requestStatus\n          requestPriority\n          note\n          requesterName\n          occurrence\n        }\n        ... on PersonHistoryEvent {\n          protocolNumber\n          queueName\n          protocolStatus\n          triagePriority\n          complaint\n          arrivedAt\n          calledAt\n          closedAt\n        }\n        ... on PersonHistoryDocument {\n          documentId\n          documentKind\n          code\n          signatureStatus\n          signedAt\n          issuedAt\n          supersedesId\n          supersededById\n          prescription {\n            specialControl\n            items {\n              medication\n              dosage\n              route\n              quantity\n              duration\n            }\n          }\n          certificate {\n            days\n            cid\n            cidConsent\n            remarks\n          }\n          examRequest {\n            exams\n            clinicalIndication\n          }\n          referral {\n            specialty\n            reason\n          }\n          referralSpecialtyName\n        }\n        ... on PersonHistoryQuestionnaire {\n          protocolNumber\n          queueName\n          screeningTitle\n          complaint\n          arrivedAt\n          triagePriority\n          triagePriorityName\n          redFlag\n          triageReasons\n          answers {\n            questionId\n            question\n            answer\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n"): (typeof documents)["\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonRecord on Person {\n    ...PersonListItem\n    socialName\n    uhcId\n    gender\n    telephone\n    country\n    profession\n    street\n    number\n    complement\n    neighborhood\n    zipCode\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n      relationship\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PersonRecord on Person {\n    ...PersonListItem\n    socialName\n    uhcId\n    gender\n    telephone\n    country\n    profession\n    street\n    number\n    complement\n    neighborhood\n    zipCode\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n      relationship\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonList($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {\n    persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PersonListItem\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PersonList($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {\n    persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PersonListItem\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Person($id: ID!) {\n    person(id: $id) {\n      ...PersonRecord\n    }\n  }\n"): (typeof documents)["\n  query Person($id: ID!) {\n    person(id: $id) {\n      ...PersonRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...PersonRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...PersonRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      id\n      name\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      id\n      name\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPersonStatus($id: ID!, $active: Boolean!) {\n    setPersonStatus(id: $id, active: $active) {\n      ...PersonRecord\n    }\n  }\n"): (typeof documents)["\n  mutation SetPersonStatus($id: ID!, $active: Boolean!) {\n    setPersonStatus(id: $id, active: $active) {\n      ...PersonRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewPersonDefaults {\n    newPersonDefaults {\n      country\n      status\n      patientRegistrationAllowed\n    }\n  }\n"): (typeof documents)["\n  query NewPersonDefaults {\n    newPersonDefaults {\n      country\n      status\n      patientRegistrationAllowed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AddDependent($parentId: ID!, $input: PersonInput!) {\n    addDependent(parentId: $parentId, input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanListItem on Plan {\n    id\n    companyId\n    name\n    billType\n    durationDays\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    active\n  }\n"): (typeof documents)["\n  fragment PlanListItem on Plan {\n    id\n    companyId\n    name\n    billType\n    durationDays\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanRecord on Plan {\n    id\n    companyId\n    name\n    description\n    billType\n    durationDays\n    commissionType\n    commissionValue\n    initialAttendanceQuantity\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    recordedMinutesQuantity\n    recordedMinutesValueCents\n    maxAttendanceMinutes\n    additionalMinutesAllowed\n    additionalMinutesValueCents\n    additionalMinutesMax\n    additionalRecordedMinutesAllowed\n    additionalRecordedMinutesValueCents\n    additionalRecordedMinutesMax\n    attendanceAverageMinutes\n    recordedAttendanceAverageMinutes\n    active\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PlanRecord on Plan {\n    id\n    companyId\n    name\n    description\n    billType\n    durationDays\n    commissionType\n    commissionValue\n    initialAttendanceQuantity\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    recordedMinutesQuantity\n    recordedMinutesValueCents\n    maxAttendanceMinutes\n    additionalMinutesAllowed\n    additionalMinutesValueCents\n    additionalMinutesMax\n    additionalRecordedMinutesAllowed\n    additionalRecordedMinutesValueCents\n    additionalRecordedMinutesMax\n    attendanceAverageMinutes\n    recordedAttendanceAverageMinutes\n    active\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanList($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {\n    plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PlanListItem\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PlanList($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {\n    plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PlanListItem\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plan($id: ID!) {\n    plan(id: $id) {\n      ...PlanRecord\n    }\n  }\n"): (typeof documents)["\n  query Plan($id: ID!) {\n    plan(id: $id) {\n      ...PlanRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlanRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlanRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id) {\n      ...PlanListItem\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id) {\n      ...PlanListItem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n    photoUrl\n  }\n"): (typeof documents)["\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n    photoUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalRecord on Professional {\n    ...ProfessionalListItem\n    userId\n    cpf\n    rqe\n    emergencyAccess\n    bio\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProfessionalRecord on Professional {\n    ...ProfessionalListItem\n    userId\n    cpf\n    rqe\n    emergencyAccess\n    bio\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalList(\n    $page: Int\n    $perPage: Int\n    $sortField: ProfessionalSortField\n    $sortOrder: SortOrder\n    $filter: ProfessionalFilter\n  ) {\n    professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ProfessionalListItem\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalList(\n    $page: Int\n    $perPage: Int\n    $sortField: ProfessionalSortField\n    $sortOrder: SortOrder\n    $filter: ProfessionalFilter\n  ) {\n    professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ProfessionalListItem\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Professional($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRecord\n    }\n  }\n"): (typeof documents)["\n  query Professional($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfessional($input: ProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProfessional($input: ProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalInput!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalInput!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProfessional($id: ID!) {\n    deleteProfessional(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProfessional($id: ID!) {\n    deleteProfessional(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UploadProfessionalPhoto($id: ID!, $file: FileInput!) {\n    uploadProfessionalPhoto(id: $id, file: $file) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProfessionalPhoto($id: ID!) {\n    removeProfessionalPhoto(id: $id) {\n      id\n      photoUrl\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UploadLimits {\n    uploadLimits {\n      maxMb\n      photoContentTypes\n    }\n  }\n"): (typeof documents)["\n  query UploadLimits {\n    uploadLimits {\n      maxMb\n      photoContentTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordAccessRecord on RecordAccess {\n    id\n    personId\n    personName\n    readerName\n    readerRoles\n    kind\n    itemType\n    types\n    appointmentProtocol\n    action\n    outcome\n    requestId\n    accessedAt\n  }\n"): (typeof documents)["\n  fragment RecordAccessRecord on RecordAccess {\n    id\n    personId\n    personName\n    readerName\n    readerRoles\n    kind\n    itemType\n    types\n    appointmentProtocol\n    action\n    outcome\n    requestId\n    accessedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordAccessList($page: Int, $perPage: Int, $filter: RecordAccessFilter) {\n    recordAccesses(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...RecordAccessRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query RecordAccessList($page: Int, $perPage: Int, $filter: RecordAccessFilter) {\n    recordAccesses(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...RecordAccessRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n"): (typeof documents)["\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalScheduleRecord on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n    updatedAt\n    closedDates\n  }\n"): (typeof documents)["\n  fragment ProfessionalScheduleRecord on ProfessionalSchedule {\n    professionalId\n    timeZone\n    appointmentDuration\n    today\n    maxDaysAhead\n    skipHolidays\n    weekly {\n      day\n      allDay\n      start\n      end\n    }\n    extra {\n      date\n      allDay\n      start\n      end\n    }\n    blocked {\n      date\n      allDay\n      start\n      end\n    }\n    updatedAt\n    closedDates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfessionalSchedule($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n"): (typeof documents)["\n  query ProfessionalSchedule($id: ID!) {\n    professionalSchedule(id: $id) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfessionalSchedule($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfessionalSchedule($id: ID!, $input: ProfessionalScheduleInput!) {\n    updateProfessionalSchedule(id: $id, input: $input) {\n      ...ProfessionalScheduleRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AvailabilityCalendar($professionalId: ID!, $from: Date, $to: Date) {\n    availabilityCalendar(professionalId: $professionalId, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n"): (typeof documents)["\n  query AvailabilityCalendar($professionalId: ID!, $from: Date, $to: Date) {\n    availabilityCalendar(professionalId: $professionalId, from: $from, to: $to) {\n      date\n      weekday\n      holiday {\n        key\n        kind\n        name\n        closed\n      }\n      holidaySkipped\n      hasExtra\n      hasBlocked\n      windows {\n        start\n        end\n      }\n      minutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScreeningRecord on Screening {\n    id\n    companyId\n    type\n    subtype\n    title\n    titlePtBR\n    titleEn\n    active\n    version\n    questions {\n      id\n      text\n      textPtBR\n      textEn\n      kind\n      required\n      options {\n        id\n        text\n        textPtBR\n        textEn\n        weight\n        redFlag\n      }\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ScreeningRecord on Screening {\n    id\n    companyId\n    type\n    subtype\n    title\n    titlePtBR\n    titleEn\n    active\n    version\n    questions {\n      id\n      text\n      textPtBR\n      textEn\n      kind\n      required\n      options {\n        id\n        text\n        textPtBR\n        textEn\n        weight\n        redFlag\n      }\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScreeningList($page: Int, $perPage: Int, $filter: ScreeningFilter) {\n    screenings(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ScreeningRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ScreeningList($page: Int, $perPage: Int, $filter: ScreeningFilter) {\n    screenings(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...ScreeningRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Screening($id: ID!) {\n    screening(id: $id) {\n      ...ScreeningRecord\n    }\n  }\n"): (typeof documents)["\n  query Screening($id: ID!) {\n    screening(id: $id) {\n      ...ScreeningRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScreening($input: ScreeningInput!) {\n    createScreening(input: $input) {\n      ...ScreeningRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScreening($input: ScreeningInput!) {\n    createScreening(input: $input) {\n      ...ScreeningRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateScreening($id: ID!, $input: ScreeningInput!) {\n    updateScreening(id: $id, input: $input) {\n      ...ScreeningRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateScreening($id: ID!, $input: ScreeningInput!) {\n    updateScreening(id: $id, input: $input) {\n      ...ScreeningRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScreening($id: ID!) {\n    deleteScreening(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScreening($id: ID!) {\n    deleteScreening(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecurityIncidentRecord on SecurityIncident {\n    id\n    status\n    detectedAt\n    occurredAt\n    description\n    dataCategories\n    affectedSubjects\n    risk\n    measures\n    anpdNotifiedAt\n    subjectsNotifiedAt\n    notNotifiedReason\n    notificationDue\n    complementDue\n    notificationOwed\n    notificationOverdue\n    keptUntil\n    recordedByName\n    closedByName\n    closedAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SecurityIncidentRecord on SecurityIncident {\n    id\n    status\n    detectedAt\n    occurredAt\n    description\n    dataCategories\n    affectedSubjects\n    risk\n    measures\n    anpdNotifiedAt\n    subjectsNotifiedAt\n    notNotifiedReason\n    notificationDue\n    complementDue\n    notificationOwed\n    notificationOverdue\n    keptUntil\n    recordedByName\n    closedByName\n    closedAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityIncidentList($page: Int, $perPage: Int, $filter: SecurityIncidentFilter) {\n    securityIncidents(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...SecurityIncidentRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query SecurityIncidentList($page: Int, $perPage: Int, $filter: SecurityIncidentFilter) {\n    securityIncidents(page: $page, perPage: $perPage, filter: $filter) {\n      items {\n        ...SecurityIncidentRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityIncident($id: ID!) {\n    securityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n"): (typeof documents)["\n  query SecurityIncident($id: ID!) {\n    securityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordSecurityIncident($input: SecurityIncidentInput!) {\n    recordSecurityIncident(input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RecordSecurityIncident($input: SecurityIncidentInput!) {\n    recordSecurityIncident(input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecurityIncident($id: ID!, $input: SecurityIncidentInput!) {\n    updateSecurityIncident(id: $id, input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSecurityIncident($id: ID!, $input: SecurityIncidentInput!) {\n    updateSecurityIncident(id: $id, input: $input) {\n      ...SecurityIncidentRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseSecurityIncident($id: ID!) {\n    closeSecurityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CloseSecurityIncident($id: ID!) {\n    closeSecurityIncident(id: $id) {\n      ...SecurityIncidentRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceRequestRecord on ServiceRequest {\n    id\n    subject\n    subjectId\n    subjectName\n    requesterId\n    requesterName\n    category\n    code\n    status\n    intent\n    priority\n    authoredOn\n    occurrence\n    note\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ServiceRequestRecord on ServiceRequest {\n    id\n    subject\n    subjectId\n    subjectName\n    requesterId\n    requesterName\n    category\n    code\n    status\n    intent\n    priority\n    authoredOn\n    occurrence\n    note\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: ServiceRequestSortField\n    $sortOrder: SortOrder\n    $filter: ServiceRequestFilter\n  ) {\n    serviceRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ServiceRequestRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ServiceRequestList(\n    $page: Int\n    $perPage: Int\n    $sortField: ServiceRequestSortField\n    $sortOrder: SortOrder\n    $filter: ServiceRequestFilter\n  ) {\n    serviceRequests(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ServiceRequestRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServiceRequest($id: ID!) {\n    serviceRequest(id: $id) {\n      ...ServiceRequestRecord\n    }\n  }\n"): (typeof documents)["\n  query ServiceRequest($id: ID!) {\n    serviceRequest(id: $id) {\n      ...ServiceRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateServiceRequest($input: ServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateServiceRequest($input: ServiceRequestInput!) {\n    createServiceRequest(input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateServiceRequest($id: ID!, $input: ServiceRequestInput!) {\n    updateServiceRequest(id: $id, input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateServiceRequest($id: ID!, $input: ServiceRequestInput!) {\n    updateServiceRequest(id: $id, input: $input) {\n      ...ServiceRequestRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteServiceRequest($id: ID!) {\n    deleteServiceRequest(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteServiceRequest($id: ID!) {\n    deleteServiceRequest(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffMemberRecord on StaffMember {\n    userId\n    name\n    email\n    roles\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffMemberRecord on StaffMember {\n    userId\n    name\n    email\n    roles\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {\n    staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...StaffMemberRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query StaffList($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {\n    staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...StaffMemberRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMember($userId: ID!) {\n    staffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n"): (typeof documents)["\n  query StaffMember($userId: ID!) {\n    staffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffInvitationRecord on StaffInvitation {\n    id\n    email\n    roles\n    status\n    sentAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment StaffInvitationRecord on StaffInvitation {\n    id\n    email\n    roles\n    status\n    sentAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffInvitationRecord\n    }\n  }\n"): (typeof documents)["\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffInvitationRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffInvitations($page: Int, $perPage: Int) {\n    staffInvitations(page: $page, perPage: $perPage) {\n      items {\n        ...StaffInvitationRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query StaffInvitations($page: Int, $perPage: Int) {\n    staffInvitations(page: $page, perPage: $perPage) {\n      items {\n        ...StaffInvitationRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ResendStaffInvitation($id: ID!) {\n    resendStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeStaffInvitation($id: ID!) {\n    revokeStaffInvitation(id: $id) {\n      ...StaffInvitationRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaCompany($id: ID!) {\n    company(id: $id) {\n      id\n      settings {\n        timeZone\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgendaCompany($id: ID!) {\n    company(id: $id) {\n      id\n      settings {\n        timeZone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgendaProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaAppointments($filter: AppointmentFilter, $page: Int) {\n    appointments(filter: $filter, page: $page, perPage: 100, sortField: START, sortOrder: ASC) {\n      items {\n        id\n        protocol\n        startsAt\n        endsAt\n        status\n        statusName\n        doctorId\n        professionalName\n        patientName\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AgendaAppointments($filter: AppointmentFilter, $page: Int) {\n    appointments(filter: $filter, page: $page, perPage: 100, sortField: START, sortOrder: ASC) {\n      items {\n        id\n        protocol\n        startsAt\n        endsAt\n        status\n        statusName\n        doctorId\n        professionalName\n        patientName\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaSlots($professionalId: ID, $from: Date, $to: Date) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      appointmentDuration\n      slots {\n        professionalId\n        professionalName\n        startsAt\n        endsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AgendaSlots($professionalId: ID, $from: Date, $to: Date) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      appointmentDuration\n      slots {\n        professionalId\n        professionalName\n        startsAt\n        endsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AgendaPatientSearch($q: String!) {\n    persons(filter: { q: $q, status: ACTIVE }, perPage: 10) {\n      items {\n        id\n        name\n        cpf\n        uhcId\n        birthDate\n        parent {\n          id\n          name\n        }\n        dependents {\n          id\n          name\n          birthDate\n          status\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AgendaPatientSearch($q: String!) {\n    persons(filter: { q: $q, status: ACTIVE }, perPage: 10) {\n      items {\n        id\n        name\n        cpf\n        uhcId\n        birthDate\n        parent {\n          id\n          name\n        }\n        dependents {\n          id\n          name\n          birthDate\n          status\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgendaBook($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaBook($input: BookAppointmentInput!) {\n    bookAppointment(input: $input) {\n      id\n      protocol\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AgendaMove($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"): (typeof documents)["\n  mutation AgendaMove($id: ID!, $input: UpdateAppointmentInput!) {\n    updateAppointment(id: $id, input: $input) {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppointmentReception($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      startsAt\n      arrivedAt\n      canCancel\n      cancelBlockedReason\n      nextStatuses\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppointmentReception($id: ID!) {\n    appointment(id: $id) {\n      id\n      status\n      startsAt\n      arrivedAt\n      canCancel\n      cancelBlockedReason\n      nextStatuses\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceptionSlots($professionalId: ID!, $from: Date!, $to: Date!) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      slots {\n        date\n        start\n        end\n        startsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceptionSlots($professionalId: ID!, $from: Date!, $to: Date!) {\n    availableSlots(professionalId: $professionalId, from: $from, to: $to) {\n      timeZone\n      slots {\n        date\n        start\n        end\n        startsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReceptionProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReceptionProfessionals {\n    professionals(perPage: 100, filter: { status: ACTIVE }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleAppointment($id: ID!, $startsAt: DateTime!) {\n    updateAppointment(id: $id, input: { startsAt: $startsAt }) {\n      id\n      startsAt\n      startDate\n      startTime\n      endTime\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleAppointment($id: ID!, $startsAt: DateTime!) {\n    updateAppointment(id: $id, input: { startsAt: $startsAt }) {\n      id\n      startsAt\n      startDate\n      startTime\n      endTime\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceptionCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancelTime\n    }\n  }\n"): (typeof documents)["\n  mutation ReceptionCancelAppointment($id: ID!, $reason: String!) {\n    cancelAppointment(id: $id, reason: $reason) {\n      id\n      status\n      cancelReason\n      cancelTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAppointmentNoShow($id: ID!) {\n    changeAppointmentStatus(id: $id, status: NO_SHOW) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAppointmentNoShow($id: ID!) {\n    changeAppointmentStatus(id: $id, status: NO_SHOW) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAppointmentArrived($id: ID!) {\n    markAppointmentArrived(id: $id) {\n      id\n      arrivedAt\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAppointmentArrived($id: ID!) {\n    markAppointmentArrived(id: $id) {\n      id\n      arrivedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendAppointmentLink($id: ID!, $kind: AppointmentLinkKind!) {\n    resendAppointmentLink(id: $id, kind: $kind)\n  }\n"): (typeof documents)["\n  mutation ResendAppointmentLink($id: ID!, $kind: AppointmentLinkKind!) {\n    resendAppointmentLink(id: $id, kind: $kind)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmOnSitePayment($appointmentId: ID!, $input: OnSitePaymentInput!, $idempotencyKey: String!) {\n    confirmOnSitePayment(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      totalCents\n      onSiteMethod\n      receiptNumber\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmOnSitePayment($appointmentId: ID!, $input: OnSitePaymentInput!, $idempotencyKey: String!) {\n    confirmOnSitePayment(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      totalCents\n      onSiteMethod\n      receiptNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignAssistantPhysician($id: ID!, $professionalId: ID) {\n    assignAssistantPhysician(id: $id, professionalId: $professionalId) {\n      id\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignAssistantPhysician($id: ID!, $professionalId: ID) {\n    assignAssistantPhysician(id: $id, professionalId: $professionalId) {\n      id\n      assistantPhysician {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentRefunds($paymentId: ID!) {\n    paymentRefunds(paymentId: $paymentId) {\n      id\n      paymentId\n      amountCents\n      reason\n      status\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PaymentRefunds($paymentId: ID!) {\n    paymentRefunds(paymentId: $paymentId) {\n      id\n      paymentId\n      amountCents\n      reason\n      status\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPayment($paymentId: ID!, $amountCents: Int, $reason: String!, $idempotencyKey: String!) {\n    refundPayment(paymentId: $paymentId, amountCents: $amountCents, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      statusName\n      refundedCents\n    }\n  }\n"): (typeof documents)["\n  mutation RefundPayment($paymentId: ID!, $amountCents: Int, $reason: String!, $idempotencyKey: String!) {\n    refundPayment(paymentId: $paymentId, amountCents: $amountCents, reason: $reason, idempotencyKey: $idempotencyKey) {\n      id\n      status\n      statusName\n      refundedCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxPayPix($brCode: String!) {\n    sandboxPayPix(brCode: $brCode) {\n      id\n      status\n      statusName\n    }\n  }\n"): (typeof documents)["\n  mutation SandboxPayPix($brCode: String!) {\n    sandboxPayPix(brCode: $brCode) {\n      id\n      status\n      statusName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxSettleCard($paymentId: ID!, $approve: Boolean!) {\n    sandboxSettleCard(paymentId: $paymentId, approve: $approve) {\n      id\n      status\n      statusName\n    }\n  }\n"): (typeof documents)["\n  mutation SandboxSettleCard($paymentId: ID!, $approve: Boolean!) {\n    sandboxSettleCard(paymentId: $paymentId, approve: $approve) {\n      id\n      status\n      statusName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Integrations {\n    integrationApiKeys {\n      id\n      name\n      prefix\n      createdAt\n      revokedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      active\n      lastDeliveredSequence\n      failures\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query Integrations {\n    integrationApiKeys {\n      id\n      name\n      prefix\n      createdAt\n      revokedAt\n    }\n    webhookEndpoints {\n      id\n      url\n      active\n      lastDeliveredSequence\n      failures\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateIntegrationApiKey($name: String!) {\n    createIntegrationApiKey(name: $name) {\n      secret\n      key {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateIntegrationApiKey($name: String!) {\n    createIntegrationApiKey(name: $name) {\n      secret\n      key {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeIntegrationApiKey($id: ID!) {\n    revokeIntegrationApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeIntegrationApiKey($id: ID!) {\n    revokeIntegrationApiKey(id: $id) {\n      id\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($url: String!) {\n    createWebhookEndpoint(url: $url) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($url: String!) {\n    createWebhookEndpoint(url: $url) {\n      secret\n      endpoint {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWebhookEndpointActive($id: ID!, $active: Boolean!) {\n    setWebhookEndpointActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetWebhookEndpointActive($id: ID!, $active: Boolean!) {\n    setWebhookEndpointActive(id: $id, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookAttempts($endpointId: ID!) {\n    webhookAttempts(endpointId: $endpointId) {\n      id\n      sequence\n      attempt\n      statusCode\n      error\n      delivered\n      at\n    }\n  }\n"): (typeof documents)["\n  query WebhookAttempts($endpointId: ID!) {\n    webhookAttempts(endpointId: $endpointId) {\n      id\n      sequence\n      attempt\n      statusCode\n      error\n      delivered\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsVersions {\n    termsVersions {\n      kind\n      version\n      textPt\n      textEn\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  query TermsVersions {\n    termsVersions {\n      kind\n      version\n      textPt\n      textEn\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishTermsOfUse($input: PublishTermsInput!) {\n    publishTermsOfUse(input: $input) {\n      kind\n      version\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PublishTermsOfUse($input: PublishTermsInput!) {\n    publishTermsOfUse(input: $input) {\n      kind\n      version\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleTermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n"): (typeof documents)["\n  query ConsoleTermsOfUse {\n    termsOfUse {\n      kind\n      version\n      title\n      text\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConsoleAcceptTerms($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation ConsoleAcceptTerms($version: String!) {\n    acceptTermsOfUse(version: $version) {\n      kind\n      version\n      accepted\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;