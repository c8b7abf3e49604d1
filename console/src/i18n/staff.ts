import { STAFF_INVITATION_TTL_DAYS } from '@teleconsulta/schema';

/**
 * The staff resource (memberships and the invitations that create them), merged into en.ts and pt-br.ts under
 * `resources.staff`. A person joins by accepting an invitation: nobody sets their name or password for them.
 */
export const staffEn = {
  name: 'Staff member |||| Staff',
  fields: {
    id: 'User ID',
    userId: 'User ID',
    q: 'Search',
    name: 'Name',
    email: 'E-mail',
    roles: 'Roles',
    role: 'Role',
    createdAt: 'Member since',
  },
  roles: {
    P: 'Patient',
    D: 'Doctor',
    DC: 'Doctor (clinic)',
    M: 'Manager',
    CA: 'Clinic administrator',
    R: 'Representative',
    ADMIN: 'Platform administrator',
  },
  helpers: {
    email:
      'We e-mail an invitation to this address. The person joins by accepting it: they create their account there, or sign in to the one they have.',
    roles: 'You can grant only the roles your own role manages.',
  },
  revoke: {
    action: 'Revoke access',
    title: 'Revoke the access of %{name}?',
    content: 'They lose access to this company on their very next request.',
  },
  invite: {
    action: 'Invite',
    title: 'Invite a staff member',
    save: 'Send invitation',
    sent: 'Invitation sent to %{email}',
  },
  invitations: {
    title: 'Invitations',
    help: `A person becomes a member only after accepting the invitation sent by e-mail. Its link works once, for ${STAFF_INVITATION_TTL_DAYS} days.`,
    empty: 'No pending invitation.',
    email: 'E-mail',
    roles: 'Roles',
    status: 'Status',
    sentAt: 'Sent',
    expiresAt: 'Expires',
    statuses: { PENDING: 'Pending', EXPIRED: 'Expired', ACCEPTED: 'Accepted', REVOKED: 'Revoked' },
    resend: 'Resend',
    resend_title: 'Resend the invitation to %{email}?',
    resend_content: `A new link, valid for ${STAFF_INVITATION_TTL_DAYS} days, is sent to %{email}. The link sent before stops working.`,
    resent: 'Invitation sent again to %{email}',
    revoke: 'Revoke',
    revoke_title: 'Revoke the invitation to %{email}?',
    revoke_content: 'The link sent to %{email} stops working. You can invite this address again later.',
    revoked: 'Invitation to %{email} revoked',
  },
};

export const staffPtBr: typeof staffEn = {
  name: 'Membro da equipe |||| Equipe',
  fields: {
    id: 'ID do usuário',
    userId: 'ID do usuário',
    q: 'Pesquisar',
    name: 'Nome',
    email: 'E-mail',
    roles: 'Perfis',
    role: 'Perfil',
    createdAt: 'Membro desde',
  },
  roles: {
    P: 'Paciente',
    D: 'Médico',
    DC: 'Médico da clínica',
    M: 'Gestor',
    CA: 'Administrador da clínica',
    R: 'Representante',
    ADMIN: 'Administrador da plataforma',
  },
  helpers: {
    email:
      'Enviamos um convite por e-mail para este endereço. A pessoa entra na equipe ao aceitá-lo: cria a conta dela ali, ou entra com a conta que já tem.',
    roles: 'Você só pode conceder os perfis que o seu perfil gerencia.',
  },
  revoke: {
    action: 'Revogar acesso',
    title: 'Revogar o acesso de %{name}?',
    content: 'A pessoa perde o acesso a esta empresa já na próxima requisição.',
  },
  invite: {
    action: 'Convidar',
    title: 'Convidar membro da equipe',
    save: 'Enviar convite',
    sent: 'Convite enviado para %{email}',
  },
  invitations: {
    title: 'Convites',
    help: `A pessoa só se torna membro depois de aceitar o convite enviado por e-mail. O link funciona uma única vez, por ${STAFF_INVITATION_TTL_DAYS} dias.`,
    empty: 'Nenhum convite pendente.',
    email: 'E-mail',
    roles: 'Perfis',
    status: 'Situação',
    sentAt: 'Enviado em',
    expiresAt: 'Expira em',
    statuses: { PENDING: 'Pendente', EXPIRED: 'Expirado', ACCEPTED: 'Aceito', REVOKED: 'Revogado' },
    resend: 'Reenviar',
    resend_title: 'Reenviar o convite para %{email}?',
    resend_content: `Um novo link, válido por ${STAFF_INVITATION_TTL_DAYS} dias, é enviado para %{email}. O link enviado antes deixa de funcionar.`,
    resent: 'Convite reenviado para %{email}',
    revoke: 'Revogar',
    revoke_title: 'Revogar o convite para %{email}?',
    revoke_content: 'O link enviado para %{email} deixa de funcionar. Você pode convidar este endereço de novo depois.',
    revoked: 'Convite para %{email} revogado',
  },
};
