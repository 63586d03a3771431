/**
 * Account actions of the back office on people (contracts/admin-people; spec §6 roles; DESIGN §2
 * "a user whose rights change loses every token at once"): blocking a client, inviting an admin,
 * deactivating or reactivating an admin.
 *
 * Tokens end through the one rule of `lib/session-revocation.ts`: blocking a user (here, in Strapi's
 * /cms panel or anywhere else) bumps its token version and deletes its refresh sessions; sign-in refuses
 * a blocked account.
 */
import { ADMIN_INVITATION_TTL_HOURS } from '../../../contracts/admin-people';
import { ApiError, badRequest, notFound } from '../../../lib/http-errors';
import type { AccountRow } from '../../../lib/http';
import { CLIENT_PROFILE, modelMeta, USER } from '../../../lib/content-types';
import { enqueueMail } from '../../../lib/outbox';
import { writeTransaction } from '../../../lib/transactions';
import { t, type Locale } from '../../../lib/messages';
import { services } from '../../../lib/services';

/** A users-permissions user as these actions read it. */
export type UserRow = {
  id: number;
  documentId: string;
  email: string;
  /** the hash; only tells whether a password is set */
  password?: string | null;
  blocked?: boolean | null;
  createdAt?: Date | string | null;
  role?: { type?: string | null } | null;
};

const notBlocked = { $or: [{ blocked: false }, { blocked: { $null: true } }] };

/** Lifetime of an admin invitation link, in minutes. */
export const ADMIN_INVITATION_TTL_MINUTES = ADMIN_INVITATION_TTL_HOURS * 60;

/** The admin account `documentId`. @throws ApiError 404 */
async function adminByDocumentId(documentId: string, locale: Locale): Promise<UserRow> {
  const row = (await strapi.db.query(USER).findOne({ where: { documentId, role: { type: 'admin' } } })) as UserRow | null;
  if (!row) throw notFound(t(locale, 'admin.notFound'));
  return row;
}

const people = () => ({
  /**
   * Block or unblock the account of client profile `documentId` (trash excluded). Blocking ends every
   * session of the account at once; a blocked account cannot sign in.
   * @returns the profile's row id
   * @throws ApiError 404 for an unknown profile (or one without an account)
   */
  async setClientBlocked(documentId: string, blocked: boolean, locale: Locale): Promise<number> {
    const profile = (await strapi.db.query(CLIENT_PROFILE).findOne({ where: { documentId, deletedAt: { $null: true } }, populate: { user: { select: ['id', 'blocked'] } } })) as {
      id: number;
      user?: { id: number; blocked?: boolean | null } | null;
    } | null;
    if (!profile?.user) throw notFound(t(locale, 'admin.notFound'));
    if (Boolean(profile.user.blocked) !== blocked) await strapi.db.query(USER).update({ where: { id: profile.user.id }, data: { blocked } });
    return profile.id;
  },

  /**
   * Invite an admin: an admin account without a password (nobody can sign in to it yet) and an e-mail
   * with a single-use link, valid {@link ADMIN_INVITATION_TTL_HOURS} hours, to the admin password page
   * (the page of a password reset). An admin invited earlier who has not chosen a password gets a new
   * link (the earlier one stops working).
   * @param inviter - the signed-in admin (named in the e-mail)
   * @param input.locale - language of the e-mail (default `requestLocale`)
   * @returns the admin's user row, and whether it was created now
   * @throws ApiError 400 on `email` when the address already has an account
   */
  async inviteAdmin(inviter: AccountRow, input: { email: string; locale?: Locale }, requestLocale: Locale): Promise<{ user: UserRow; created: boolean }> {
    const email = input.email.trim().toLowerCase();
    const existing = (await strapi.db.query(USER).findOne({ where: { email }, populate: { role: { select: ['type'] } } })) as UserRow | null;
    const pending = existing && existing.role?.type === 'admin' && !existing.password && !existing.blocked;
    if (existing && !pending) throw badRequest(t(requestLocale, 'validation.failed'), { fieldErrors: { email: [t(requestLocale, 'auth.emailTaken')] } });
    return writeTransaction(async () => {
      let user = existing;
      if (!user) {
        const role = (await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'admin' }, select: ['id'] })) as { id: number } | null;
        if (!role) throw new Error('users-permissions role "admin" is missing (bootstrap creates it)');
        const created = (await strapi
          .plugin('users-permissions')
          .service('user')
          .add({ username: email, email, provider: 'local', confirmed: true, blocked: false, role: role.id, token_version: 0 })) as { id: number };
        user = (await strapi.db.query(USER).findOne({ where: { id: created.id } })) as UserRow;
      }
      const acceptUrl = await services.accounts().passwordLink(user, 'admin', ADMIN_INVITATION_TTL_MINUTES);
      // The account, its link and the invitation are one change: the e-mail is queued in its transaction (lib/outbox).
      await enqueueMail(
        email,
        input.locale ?? requestLocale,
        { name: 'admin-invitation', inviterEmail: inviter.email, acceptUrl, expiresInMinutes: ADMIN_INVITATION_TTL_MINUTES },
        { unsolicited: false },
      );
      return { user, created: !existing };
    });
  },

  /**
   * Deactivate or reactivate admin `documentId`. A deactivated admin cannot sign in and loses every
   * token at once. An admin may deactivate itself, but the platform always keeps one admin able to
   * sign in (active, with a password): the check and the change run in one transaction, the admin rows
   * locked on PostgreSQL (SQLite runs transactions one at a time), so that two admins deactivating each
   * other at once cannot both succeed.
   * @returns the admin's user row after the change
   * @throws ApiError 404 for an unknown admin; 409 `LastAdmin`
   */
  async setAdminActive(documentId: string, active: boolean, locale: Locale): Promise<UserRow> {
    const target = await adminByDocumentId(documentId, locale);
    if (active) {
      if (target.blocked) await strapi.db.query(USER).update({ where: { id: target.id }, data: { blocked: false } });
    } else if (!target.blocked) {
      await strapi.db.transaction(async ({ trx }) => {
        const admins = (await strapi.db.query(USER).findMany({ select: ['id'], where: { role: { type: 'admin' } } })) as { id: number }[];
        if (strapi.db.dialect.client === 'postgres') {
          await trx(modelMeta(USER).tableName)
            .whereIn(
              'id',
              admins.map((admin) => admin.id),
            )
            .forUpdate()
            .select('id');
        }
        const able = (await strapi.db.query(USER).findMany({
          select: ['id', 'password'],
          where: { id: { $in: admins.map((admin) => admin.id), $ne: target.id }, password: { $notNull: true }, ...notBlocked },
        })) as UserRow[];
        if (!able.some((admin) => admin.password)) throw new ApiError(409, 'LastAdmin', t(locale, 'admin.lastAdmin'));
        await strapi.db.query(USER).update({ where: { id: target.id }, data: { blocked: true } });
      });
    }
    return adminByDocumentId(documentId, locale);
  },
});

export type PeopleService = ReturnType<typeof people>;
export default people;
