import { randomUUID } from 'node:crypto';
import {
  type Locale,
  PASSWORD_RESET_PER_HOUR,
  PASSWORD_RESET_TTL_MINUTES,
  type TPasswordChange,
  type TPasswordReset,
  type TPasswordResetRequest,
} from '@teleconsulta/schema';
import type { Principal } from '../kit/auth.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, badField, unauthenticated } from '../kit/errors.js';
import { hashSecretToken, newSecretToken } from '../kit/secret-token.js';
import { inScope } from '../kit/tenant.js';
import type { MailTicket } from '../mail/mail.service.js';
import { passwordResetLink, passwordResetMail } from '../mail/password-reset.templates.js';
import { checkCurrentPassword, hashPassword } from './password.js';
import { passwordResetRepository as repo } from './password-reset.repository.js';
import { userRepository } from './user.repository.js';
import type { TAuthPayloadDto } from './user.schemas.js';
import { openSession } from './user.service.js';

const IDENTITY = { companyId: null, userId: null };
const linkInvalid = () => new AppError('PASSWORD_RESET_INVALID');

/**
 * "Forgot password" (issue 18): mails a single-use link valid for 30 minutes to an active account with this e-mail.
 * The answer is the same whether or not the account exists, is inactive or asked too often (then nothing is mailed);
 * only a failure to record the mail is told (SPEC §8 "A new password could not be sent").
 */
async function requestReset(ctx: ServiceContext, input: TPasswordResetRequest, locale: Locale): Promise<void> {
  let ticket: MailTicket | null;
  try {
    ticket = await inScope(ctx.db, { ...IDENTITY, internal: true }, async (tx) => {
      const user = await userRepository.findByEmail(tx, input.email);
      if (user?.status !== 'active' || !user.email) return null;
      if ((await repo.recentCount(tx, user.id)) >= PASSWORD_RESET_PER_HOUR) return null;
      const { token, hash } = newSecretToken();
      await repo.insert(tx, { userId: user.id, tokenHash: hash, ttlMinutes: PASSWORD_RESET_TTL_MINUTES });
      const link = passwordResetLink(input.app, ctx.config.notices, token);
      return ctx.mail.queue(tx, passwordResetMail({ to: user.email, name: user.name, locale, link, minutes: PASSWORD_RESET_TTL_MINUTES }));
    });
  } catch (error) {
    ctx.log.error({ err: error }, 'a password link could not be recorded');
    throw new AppError('PASSWORD_NOT_SENT');
  }
  if (ticket) ctx.mail.dispatch([ticket]);
}

/** Sets the new password of a link's account: the link is used at once (of two concurrent uses one wins), every session ends. */
async function reset(ctx: ServiceContext, input: TPasswordReset): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await inScope(ctx.db, IDENTITY, async (tx) => {
    const userId = await repo.claim(tx, hashSecretToken(input.token));
    if (!userId) throw linkInvalid();
    const user = await userRepository.findById(tx, userId);
    if (user?.status !== 'active') throw linkInvalid();
    await repo.setPassword(tx, userId, passwordHash);
    await repo.closeOpenLinks(tx, userId);
    await repo.revokeSessions(tx, userId, null);
  });
}

/**
 * Changes the signed-in user's password: the current one is checked when the account has one. Every session ends,
 * this one included, and a new session is opened for the caller in the same company: the other devices sign in again.
 */
async function change(ctx: ServiceContext, principal: Principal, input: TPasswordChange): Promise<TAuthPayloadDto> {
  const user = await inScope(ctx.db, IDENTITY, (tx) => userRepository.findById(tx, principal.userId));
  if (user?.status !== 'active') throw unauthenticated();
  if (!user.email) throw badField('email', 'required');
  await checkCurrentPassword(user.passwordHash, input.currentPassword);
  const passwordHash = await hashPassword(input.password);
  await inScope(ctx.db, IDENTITY, async (tx) => {
    await repo.setPassword(tx, user.id, passwordHash);
    await repo.closeOpenLinks(tx, user.id);
    await repo.revokeSessions(tx, user.id, null);
  });
  const fresh = { ...user, passwordHash };
  return openSession(ctx, fresh, principal.companyId, null, randomUUID());
}

export const passwordService = { requestReset, reset, change };
