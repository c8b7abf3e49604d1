import { EMAIL_CHANGE_TTL_MINUTES, type Locale, type TEmailChangeRequest } from '@teleconsulta/schema';
import type { Principal } from '../kit/auth.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, conflictField, unauthenticated } from '../kit/errors.js';
import { hashSecretToken, newSecretToken } from '../kit/secret-token.js';
import { inScope } from '../kit/tenant.js';
import { emailChangeConfirmMail, emailChangeLink, emailChangeNoticeMail } from '../mail/email-change.templates.js';
import { emailChangeRepository as repo } from './email-change.repository.js';
import { checkCurrentPassword } from './password.js';
import { userRepository } from './user.repository.js';

/**
 * A new sign-in e-mail (issue 18): the current password first when the account has one (a stolen session alone must
 * not move the account), an address no other account uses; then a single-use link to the new address, and a notice to
 * the old one. Nothing changes until the link is followed.
 */
async function request(ctx: ServiceContext, principal: Principal, input: TEmailChangeRequest, locale: Locale): Promise<void> {
  const tickets = await inScope(ctx.db, { companyId: null, userId: null, internal: true }, async (tx) => {
    const user = await userRepository.findById(tx, principal.userId);
    if (user?.status !== 'active') throw unauthenticated();
    await checkCurrentPassword(user.passwordHash, input.currentPassword);
    if (input.email === user.email) throw badField('email', 'invalid');
    if (await repo.takenByOther(tx, input.email, user.id)) throw conflictField('email');
    const { token, hash } = newSecretToken();
    await repo.insert(tx, { userId: user.id, newEmail: input.email, tokenHash: hash, ttlMinutes: EMAIL_CHANGE_TTL_MINUTES });
    const base = { name: user.name, oldEmail: user.email ?? '', newEmail: input.email, locale };
    const link = emailChangeLink(ctx.config.notices.patientAppUrl, token);
    const sent = [await ctx.mail.queue(tx, emailChangeConfirmMail({ ...base, link, minutes: EMAIL_CHANGE_TTL_MINUTES }))];
    if (user.email) sent.push(await ctx.mail.queue(tx, emailChangeNoticeMail(base)));
    return sent;
  });
  ctx.mail.dispatch(tickets);
}

/** Follows the link: the account signs in with the new e-mail from now on (unless another account took it meanwhile). */
async function confirm(ctx: ServiceContext, token: string): Promise<{ email: string }> {
  return inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    const claimed = await repo.claim(tx, hashSecretToken(token));
    if (!claimed) throw new AppError('EMAIL_CHANGE_INVALID');
    if (await repo.takenByOther(tx, claimed.newEmail, claimed.userId)) throw conflictField('email');
    await repo.setEmail(tx, claimed.userId, claimed.newEmail);
    await repo.closeOpenLinks(tx, claimed.userId);
    return { email: claimed.newEmail };
  });
}

export const emailChangeService = { request, confirm };
