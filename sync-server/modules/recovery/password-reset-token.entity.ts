import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A one-time password-reset link. Only the SHA-256 of the token is stored, so a copy of this
 * table cannot be used to reset anyone's password.
 */
export const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    tokenHash: p.string().primary(),
    userId: p.string(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export type PasswordResetTokenRow = InferEntity<typeof PasswordResetTokenSchema>;
