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
    "\n  fragment SessionViewer on Viewer {\n    id\n    username\n    name\n    email\n    roles\n    companyId\n    isPlatformAdmin\n    memberships {\n      companyId\n      companyName\n      roles\n    }\n  }\n": typeof types.SessionViewerFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": typeof types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...SessionViewer\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n": typeof types.CompanyFinancialRecordFragmentDoc,
    "\n  query CompanyFinancial($companyId: ID!) {\n    companyFinancial(companyId: $companyId) {\n      ...CompanyFinancialRecord\n    }\n  }\n": typeof types.CompanyFinancialDocument,
    "\n  mutation UpdateCompanyFinancial($companyId: ID!, $input: CompanyFinancialInput!) {\n    updateCompanyFinancial(companyId: $companyId, input: $input) {\n      ...CompanyFinancialRecord\n    }\n  }\n": typeof types.UpdateCompanyFinancialDocument,
    "\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n": typeof types.CompanyFinancialResumeDocument,
    "\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n": typeof types.CompanyListItemFragmentDoc,
    "\n  fragment CompanyRecord on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    expirationDate\n    permalink\n    isLanding\n    state\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.CompanyRecordFragmentDoc,
    "\n  query CompanyList($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {\n    companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...CompanyListItem\n      }\n      total\n    }\n  }\n": typeof types.CompanyListDocument,
    "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyRecord\n    }\n  }\n": typeof types.CompanyDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRecord\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRecord\n    }\n  }\n": typeof types.UpdateCompanyDocument,
    "\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n": typeof types.DomainChoicesDocument,
    "\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n": typeof types.PersonListItemFragmentDoc,
    "\n  fragment PersonRecord on Person {\n    id\n    name\n    displayName\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    registration\n    status\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    parentId\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.PersonRecordFragmentDoc,
    "\n  query PersonList($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {\n    persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PersonListItem\n      }\n      total\n    }\n  }\n": typeof types.PersonListDocument,
    "\n  query Person($id: ID!) {\n    person(id: $id) {\n      ...PersonRecord\n    }\n  }\n": typeof types.PersonDocument,
    "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...PersonRecord\n    }\n  }\n": typeof types.CreatePersonDocument,
    "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonRecord\n    }\n  }\n": typeof types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      id\n      name\n      displayName\n    }\n  }\n": typeof types.DeletePersonDocument,
    "\n  mutation SetPersonStatus($id: ID!, $active: Boolean!) {\n    setPersonStatus(id: $id, active: $active) {\n      ...PersonRecord\n    }\n  }\n": typeof types.SetPersonStatusDocument,
    "\n  query NewPersonDefaults {\n    newPersonDefaults {\n      country\n      status\n      patientRegistrationAllowed\n    }\n  }\n": typeof types.NewPersonDefaultsDocument,
    "\n  fragment PlanListItem on Plan {\n    id\n    companyId\n    name\n    billType\n    durationDays\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    active\n  }\n": typeof types.PlanListItemFragmentDoc,
    "\n  fragment PlanRecord on Plan {\n    id\n    companyId\n    name\n    description\n    billType\n    durationDays\n    commissionType\n    commissionValue\n    initialAttendanceQuantity\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    recordedMinutesQuantity\n    recordedMinutesValueCents\n    maxAttendanceMinutes\n    additionalMinutesAllowed\n    additionalMinutesValueCents\n    additionalMinutesMax\n    additionalRecordedMinutesAllowed\n    additionalRecordedMinutesValueCents\n    additionalRecordedMinutesMax\n    attendanceAverageMinutes\n    recordedAttendanceAverageMinutes\n    active\n    createdAt\n    updatedAt\n  }\n": typeof types.PlanRecordFragmentDoc,
    "\n  query PlanList($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {\n    plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PlanListItem\n      }\n      total\n    }\n  }\n": typeof types.PlanListDocument,
    "\n  query Plan($id: ID!) {\n    plan(id: $id) {\n      ...PlanRecord\n    }\n  }\n": typeof types.PlanDocument,
    "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlanRecord\n    }\n  }\n": typeof types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanRecord\n    }\n  }\n": typeof types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id) {\n      ...PlanListItem\n    }\n  }\n": typeof types.DeletePlanDocument,
    "\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n  }\n": typeof types.ProfessionalListItemFragmentDoc,
    "\n  fragment ProfessionalRecord on Professional {\n    id\n    userId\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    emergencyAccess\n    bio\n    photo\n    mail\n    cellPhone\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n": typeof types.ProfessionalRecordFragmentDoc,
    "\n  query ProfessionalList(\n    $page: Int\n    $perPage: Int\n    $sortField: ProfessionalSortField\n    $sortOrder: SortOrder\n    $filter: ProfessionalFilter\n  ) {\n    professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ProfessionalListItem\n      }\n      total\n    }\n  }\n": typeof types.ProfessionalListDocument,
    "\n  query Professional($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRecord\n    }\n  }\n": typeof types.ProfessionalDocument,
    "\n  mutation CreateProfessional($input: ProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": typeof types.CreateProfessionalDocument,
    "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalInput!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": typeof types.UpdateProfessionalDocument,
    "\n  mutation DeleteProfessional($id: ID!) {\n    deleteProfessional(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DeleteProfessionalDocument,
    "\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n": typeof types.SpecialtiesInUseDocument,
    "\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n": typeof types.RegionListDocument,
    "\n  fragment StaffMemberRecord on StaffMember {\n    userId\n    name\n    email\n    roles\n    createdAt\n  }\n": typeof types.StaffMemberRecordFragmentDoc,
    "\n  query StaffList($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {\n    staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...StaffMemberRecord\n      }\n      total\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  query StaffMember($userId: ID!) {\n    staffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": typeof types.StaffMemberDocument,
    "\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffMemberRecord\n    }\n  }\n": typeof types.AddStaffMemberDocument,
    "\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n": typeof types.UpdateStaffRolesDocument,
    "\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": typeof types.RemoveStaffMemberDocument,
};
const documents: Documents = {
    "\n  fragment SessionViewer on Viewer {\n    id\n    username\n    name\n    email\n    roles\n    companyId\n    isPlatformAdmin\n    memberships {\n      companyId\n      companyName\n      roles\n    }\n  }\n": types.SessionViewerFragmentDoc,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      accessToken\n      refreshToken\n      expiresIn\n      viewer {\n        ...SessionViewer\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation RefreshSession($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      accessToken\n      refreshToken\n      expiresIn\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut($refreshToken: String!) {\n    signOut(refreshToken: $refreshToken)\n  }\n": types.SignOutDocument,
    "\n  query Me {\n    me {\n      ...SessionViewer\n    }\n  }\n": types.MeDocument,
    "\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n": types.CompanyFinancialRecordFragmentDoc,
    "\n  query CompanyFinancial($companyId: ID!) {\n    companyFinancial(companyId: $companyId) {\n      ...CompanyFinancialRecord\n    }\n  }\n": types.CompanyFinancialDocument,
    "\n  mutation UpdateCompanyFinancial($companyId: ID!, $input: CompanyFinancialInput!) {\n    updateCompanyFinancial(companyId: $companyId, input: $input) {\n      ...CompanyFinancialRecord\n    }\n  }\n": types.UpdateCompanyFinancialDocument,
    "\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n": types.CompanyFinancialResumeDocument,
    "\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n": types.CompanyListItemFragmentDoc,
    "\n  fragment CompanyRecord on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    expirationDate\n    permalink\n    isLanding\n    state\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n": types.CompanyRecordFragmentDoc,
    "\n  query CompanyList($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {\n    companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...CompanyListItem\n      }\n      total\n    }\n  }\n": types.CompanyListDocument,
    "\n  query Company($id: ID!) {\n    company(id: $id) {\n      ...CompanyRecord\n    }\n  }\n": types.CompanyDocument,
    "\n  mutation CreateCompany($input: CompanyInput!) {\n    createCompany(input: $input) {\n      ...CompanyRecord\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {\n    updateCompany(id: $id, input: $input) {\n      ...CompanyRecord\n    }\n  }\n": types.UpdateCompanyDocument,
    "\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n": types.DomainChoicesDocument,
    "\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n": types.PersonListItemFragmentDoc,
    "\n  fragment PersonRecord on Person {\n    id\n    name\n    displayName\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    registration\n    status\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    parentId\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n    }\n    createdAt\n    updatedAt\n  }\n": types.PersonRecordFragmentDoc,
    "\n  query PersonList($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {\n    persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PersonListItem\n      }\n      total\n    }\n  }\n": types.PersonListDocument,
    "\n  query Person($id: ID!) {\n    person(id: $id) {\n      ...PersonRecord\n    }\n  }\n": types.PersonDocument,
    "\n  mutation CreatePerson($input: PersonInput!) {\n    createPerson(input: $input) {\n      ...PersonRecord\n    }\n  }\n": types.CreatePersonDocument,
    "\n  mutation UpdatePerson($id: ID!, $input: PersonInput!) {\n    updatePerson(id: $id, input: $input) {\n      ...PersonRecord\n    }\n  }\n": types.UpdatePersonDocument,
    "\n  mutation DeletePerson($id: ID!) {\n    deletePerson(id: $id) {\n      id\n      name\n      displayName\n    }\n  }\n": types.DeletePersonDocument,
    "\n  mutation SetPersonStatus($id: ID!, $active: Boolean!) {\n    setPersonStatus(id: $id, active: $active) {\n      ...PersonRecord\n    }\n  }\n": types.SetPersonStatusDocument,
    "\n  query NewPersonDefaults {\n    newPersonDefaults {\n      country\n      status\n      patientRegistrationAllowed\n    }\n  }\n": types.NewPersonDefaultsDocument,
    "\n  fragment PlanListItem on Plan {\n    id\n    companyId\n    name\n    billType\n    durationDays\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    active\n  }\n": types.PlanListItemFragmentDoc,
    "\n  fragment PlanRecord on Plan {\n    id\n    companyId\n    name\n    description\n    billType\n    durationDays\n    commissionType\n    commissionValue\n    initialAttendanceQuantity\n    attendanceValueCents\n    minutesQuantity\n    minutesValueCents\n    recordedMinutesQuantity\n    recordedMinutesValueCents\n    maxAttendanceMinutes\n    additionalMinutesAllowed\n    additionalMinutesValueCents\n    additionalMinutesMax\n    additionalRecordedMinutesAllowed\n    additionalRecordedMinutesValueCents\n    additionalRecordedMinutesMax\n    attendanceAverageMinutes\n    recordedAttendanceAverageMinutes\n    active\n    createdAt\n    updatedAt\n  }\n": types.PlanRecordFragmentDoc,
    "\n  query PlanList($page: Int, $perPage: Int, $sortField: PlanSortField, $sortOrder: SortOrder, $filter: PlanFilter) {\n    plans(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...PlanListItem\n      }\n      total\n    }\n  }\n": types.PlanListDocument,
    "\n  query Plan($id: ID!) {\n    plan(id: $id) {\n      ...PlanRecord\n    }\n  }\n": types.PlanDocument,
    "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlanRecord\n    }\n  }\n": types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: ID!, $input: PlanInput!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlanRecord\n    }\n  }\n": types.UpdatePlanDocument,
    "\n  mutation DeletePlan($id: ID!) {\n    deletePlan(id: $id) {\n      ...PlanListItem\n    }\n  }\n": types.DeletePlanDocument,
    "\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n  }\n": types.ProfessionalListItemFragmentDoc,
    "\n  fragment ProfessionalRecord on Professional {\n    id\n    userId\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    emergencyAccess\n    bio\n    photo\n    mail\n    cellPhone\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n": types.ProfessionalRecordFragmentDoc,
    "\n  query ProfessionalList(\n    $page: Int\n    $perPage: Int\n    $sortField: ProfessionalSortField\n    $sortOrder: SortOrder\n    $filter: ProfessionalFilter\n  ) {\n    professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...ProfessionalListItem\n      }\n      total\n    }\n  }\n": types.ProfessionalListDocument,
    "\n  query Professional($id: ID!) {\n    professional(id: $id) {\n      ...ProfessionalRecord\n    }\n  }\n": types.ProfessionalDocument,
    "\n  mutation CreateProfessional($input: ProfessionalInput!) {\n    createProfessional(input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": types.CreateProfessionalDocument,
    "\n  mutation UpdateProfessional($id: ID!, $input: ProfessionalInput!) {\n    updateProfessional(id: $id, input: $input) {\n      ...ProfessionalRecord\n    }\n  }\n": types.UpdateProfessionalDocument,
    "\n  mutation DeleteProfessional($id: ID!) {\n    deleteProfessional(id: $id) {\n      id\n      name\n    }\n  }\n": types.DeleteProfessionalDocument,
    "\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n": types.SpecialtiesInUseDocument,
    "\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n": types.RegionListDocument,
    "\n  fragment StaffMemberRecord on StaffMember {\n    userId\n    name\n    email\n    roles\n    createdAt\n  }\n": types.StaffMemberRecordFragmentDoc,
    "\n  query StaffList($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {\n    staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {\n      items {\n        ...StaffMemberRecord\n      }\n      total\n    }\n  }\n": types.StaffListDocument,
    "\n  query StaffMember($userId: ID!) {\n    staffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": types.StaffMemberDocument,
    "\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffMemberRecord\n    }\n  }\n": types.AddStaffMemberDocument,
    "\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n": types.UpdateStaffRolesDocument,
    "\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n": types.RemoveStaffMemberDocument,
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
export function graphql(source: "\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CompanyFinancialRecord on CompanyFinancial {\n    companyId\n    consultationPriceCents\n    returnPriceCents\n    acceptsCreditCard\n    acceptsPix\n    acceptsOnSite\n    maxInstallments\n    interestFreeInstallments\n    installmentInterestBps\n    minInstallmentCents\n    pixKeyType\n    pixKey\n    merchantName\n    merchantCity\n    bankCode\n    bankBranch\n    bankAccount\n    bankAccountType\n    accountHolderName\n    accountHolderDocument\n    updatedAt\n  }\n"];
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
export function graphql(source: "\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyFinancialResume($companyId: ID!, $from: Date, $to: Date) {\n    companyFinancialResume(companyId: $companyId, from: $from, to: $to) {\n      companyId\n      from\n      to\n      paidAppointments\n      revenueCents\n      commissionCents\n      netCents\n      commissionSource\n      commissionType\n      averageTicketCents\n      pendingAppointments\n      pendingCents\n      cancelledPaidAppointments\n      cancelledPaidCents\n      days {\n        date\n        paidAppointments\n        revenueCents\n        commissionCents\n        netCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n"): (typeof documents)["\n  fragment CompanyListItem on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    expirationDate\n    isLanding\n    state\n    permalink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyRecord on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    expirationDate\n    permalink\n    isLanding\n    state\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CompanyRecord on Company {\n    id\n    name\n    socialName\n    cnpj\n    parentId\n    parents {\n      id\n      name\n    }\n    planId\n    representativeId\n    businessContact\n    commissionType\n    commissionValue\n    expirationDate\n    permalink\n    isLanding\n    state\n    settings {\n      appointmentDuration\n      allowsPatientToScheduleTimeBefore\n      period\n      prescriptionAddressInclusion\n      clinicalDataSharingWithResponsible\n      timeZone\n    }\n    rules {\n      allowsPatientToSchedule\n      accessPersonSchedule\n      allowsHiddenButtonSchedule\n      allowProfessionalViewPatientHistory\n      accessEmergency\n      patientRegistrationAllowed\n      benefitsClubAccess\n    }\n    contractFlags {\n      displayPoweredBy\n      useEmergencyModule\n    }\n    customMessages {\n      key\n      ptBR\n      en\n    }\n    createdAt\n    updatedAt\n  }\n"];
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
export function graphql(source: "\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n"): (typeof documents)["\n  query DomainChoices($name: DomainName!, $parent: String) {\n    domainList(name: $name, parent: $parent) {\n      code\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n"): (typeof documents)["\n  fragment PersonListItem on Person {\n    id\n    name\n    displayName\n    cpf\n    registration\n    birthDate\n    mail\n    cellPhone\n    status\n    parentId\n    city\n    region\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonRecord on Person {\n    id\n    name\n    displayName\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    registration\n    status\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    parentId\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PersonRecord on Person {\n    id\n    name\n    displayName\n    socialName\n    birthDate\n    cpf\n    uhcId\n    gender\n    mail\n    cellPhone\n    telephone\n    country\n    profession\n    registration\n    status\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    parentId\n    parent {\n      id\n      displayName\n    }\n    dependents {\n      id\n      name\n      displayName\n      birthDate\n      status\n    }\n    createdAt\n    updatedAt\n  }\n"];
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
export function graphql(source: "\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n  }\n"): (typeof documents)["\n  fragment ProfessionalListItem on Professional {\n    id\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    mail\n    cellPhone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfessionalRecord on Professional {\n    id\n    userId\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    emergencyAccess\n    bio\n    photo\n    mail\n    cellPhone\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ProfessionalRecord on Professional {\n    id\n    userId\n    name\n    crm\n    crmState\n    licenseCouncil\n    specialties {\n      code\n      name\n    }\n    role\n    status\n    emergencyAccess\n    bio\n    photo\n    mail\n    cellPhone\n    telephone\n    street\n    number\n    complement\n    neighborhood\n    city\n    region\n    zipCode\n    createdAt\n    updatedAt\n  }\n"];
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
export function graphql(source: "\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SpecialtiesInUse {\n    specialties {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n"): (typeof documents)["\n  query RegionList {\n    domainList(name: REGION) {\n      code\n      value\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffMemberRecord\n    }\n  }\n"): (typeof documents)["\n  mutation AddStaffMember($input: AddStaffMemberInput!) {\n    addStaffMember(input: $input) {\n      ...StaffMemberRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStaffRoles($userId: ID!, $roles: [Role!]!) {\n    updateStaffRoles(userId: $userId, roles: $roles) {\n      ...StaffMemberRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveStaffMember($userId: ID!) {\n    removeStaffMember(userId: $userId) {\n      ...StaffMemberRecord\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;