import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/knex';
import { CRISIS_LINE, RESET_TOKEN_TTL_MINUTES } from '../../../shared/constants';
import { firstNameOf } from '../../../shared/domain/person-name';
import type { ResetPasswordPayload } from '../../../shared/schemas/recovery.schema';
import { HttpError } from '../../http/errors';
import { hashPassword } from '../auth/password';
import { announceSessionsEnded, endUserSessions } from '../auth/session-end';
import { type MailDeps, type MailMessage, sendMail } from '../mail/mail.service';
import { UserSchema } from '../users/user.entity';
import { PasswordResetTokenSchema } from './password-reset-token.entity';

export const resetTokenInvalid = () => new HttpError(400, 'reset-token-invalid');

/** 32 random bytes (256 bits), base64url: 43 characters that travel in a URL as they are. */
export const newResetToken = () => randomBytes(32).toString('base64url');

/** Only this is stored: a copy of the table does not hand out working links. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link in the e-mail (DESIGN.md §7b): `PUBLIC_ORIGIN/reset-password?token=…`. */
export const resetLink = (publicOrigin: string, token: string) =>
  `${publicOrigin}/reset-password?token=${token}`;

export interface IssuedResetToken {
  token: string;
  expiresAt: Date;
}

/** Stores a fresh one-time token for the user (valid RESET_TOKEN_TTL_MINUTES) and returns it. */
export async function issueResetToken(
  em: EntityManager,
  userId: string,
  now = new Date(),
): Promise<IssuedResetToken> {
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
  await em.insert(PasswordResetTokenSchema, {
    tokenHash: hashResetToken(token),
    userId,
    createdAt: now,
    expiresAt,
    usedAt: null,
  });
  return { token, expiresAt };
}

/** The pt-BR e-mail with the link: plain text, no tracking. */
export function resetEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Redefinição de senha do Virada',
    text: [
      `Olá, ${firstNameOf(name)}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta no Virada.',
      'Para escolher uma nova senha, abra o link abaixo. Ele vale por 1 hora e só pode ser usado uma vez:',
      '',
      link,
      '',
      'Se não foi você quem pediu, pode ignorar este e-mail: sua senha continua a mesma.',
      '',
      'Um dia de cada vez,',
      'Equipe Virada',
      '',
      `Se precisar conversar com alguém agora, ligue ${CRISIS_LINE} (CVV), 24 horas, gratuito.`,
    ].join('\n'),
  };
}

/**
 * The work behind `POST /api/auth/forgot-password`, run after the answer has been sent (so the
 * answer is the same, in content and in time, whether the account exists or not). For a known
 * address: a new token and the e-mail with its link. For an unknown one: nothing.
 */
export async function requestPasswordReset(
  deps: MailDeps & { config: { publicOrigin: string } },
  email: string,
  now = new Date(),
): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const user = await em.findOne(UserSchema, { email });
  if (!user) return;
  const { token } = await issueResetToken(em, user.id, now);
  await sendMail(deps, resetEmail(user.email, user.name, resetLink(deps.config.publicOrigin, token)), now);
}

/**
 * `POST /api/auth/reset-password`: spends the token and sets the new password. The token is
 * claimed with a conditional update (two submissions of one link cannot both win); every other
 * open link of the account stops working and every session of the account is deleted (all
 * devices signed out, including whoever may have been using a stolen password). Nobody is
 * signed in: the person signs in with the new password.
 */
export async function resetPassword(
  em: EntityManager,
  input: ResetPasswordPayload,
  now = new Date(),
): Promise<void> {
  const tokenHash = hashResetToken(input.token);
  const row = await em.findOne(PasswordResetTokenSchema, { tokenHash });
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) throw resetTokenInvalid();
  // Hashed before the transaction: argon2 takes tens of milliseconds and SQLite has one writer.
  const passwordHash = await hashPassword(input.password);
  await em.transactional(async (tx) => {
    const claimed = await tx.nativeUpdate(
      PasswordResetTokenSchema,
      { tokenHash, usedAt: null },
      { usedAt: now },
    );
    if (claimed !== 1) throw resetTokenInvalid();
    await tx.nativeUpdate(UserSchema, { id: row.userId }, { passwordHash });
    await tx.nativeUpdate(PasswordResetTokenSchema, { userId: row.userId, usedAt: null }, { usedAt: now });
    await endUserSessions(tx as EntityManager, row.userId, 'password-reset', now);
  });
  announceSessionsEnded(em, row.userId, 'password-reset');
}

/** Tokens a day past their expiry are of no use to anyone (hourly maintenance). */
export async function purgeExpiredResetTokens(em: EntityManager, now = Date.now()): Promise<void> {
  await em.nativeDelete(PasswordResetTokenSchema, { expiresAt: { $lt: new Date(now - 24 * 60 * 60_000) } });
}
