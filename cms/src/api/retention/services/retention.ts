/**
 * Service `api::retention.retention` (DESIGN §8 "retention periods are settings with documented
 * defaults, applied by a daily job"; docs/privacy.md "Retention"): deletes the personal data that is past
 * its retention period (lib/retention-periods.ts), once a day.
 *
 * - {@link RetentionService.run} removes, at the instant `now`, everything past its period: chat messages
 *   and their files, room attendance, health assessments and their documents, waiting-list entries,
 *   unconfirmed newsletter subscriptions, sent and dead outbox messages, audit-log rows, data requests,
 *   contact requests, expired verification codes and password links; it clears the IP address of old
 *   starter-kit requests and marks the erasure links that expired unused as `expired`.
 * - {@link RetentionService.runDaily} is what the cron task of config/cron-tasks.ts calls on every replica:
 *   it first claims the UTC day in the `retention_runs` table (its primary key lets one process win), so
 *   the job runs once a day whatever the number of replicas.
 *
 * Rows are deleted in batches of {@link BATCH} per transaction (lib/transactions.ts `writeTransaction`),
 * so a first run on a large database never holds the database for long. Files (private files: the local
 * directory or the private bucket, lib/private-storage.ts) are removed after the commit that deleted
 * their rows; a store that refuses leaves an unreachable object, logged with its key.
 */
import os from 'node:os';
import type { UID } from '@strapi/strapi';
import { BOOKING, HEALTH_ASSESSMENT, NEWSLETTER_SUBSCRIBER, OUTBOX, ROOM_ATTENDANCE, ROOM_MESSAGE, STARTER_KIT_REQUEST, WAITING_LIST_ENTRY } from '../../../lib/content-types';
import { isUniqueViolation } from '../../../lib/idempotency';
import { privateStorage } from '../../../lib/private-storage';
import { readRetentionPeriods, retentionLimit, type RetentionPeriods } from '../../../lib/retention-periods';
import { writeTransaction } from '../../../lib/transactions';
import { clock } from '../../../contracts/clock';

const PRIVATE_FILE = 'api::private-file.private-file' as const;
const AUDIT_LOG = 'api::audit-log.audit-log' as const;
const DATA_REQUEST = 'api::data-request.data-request' as const;
const CONTACT_REQUEST = 'api::contact-request.contact-request' as const;
const VERIFICATION_CODE = 'api::verification-code.verification-code' as const;
const PASSWORD_RESET = 'api::password-reset.password-reset' as const;

/** Rows deleted or changed per transaction. */
export const BATCH = 500;

/** The table of the daily claims (database/migrations/…retention-runs.js). */
const RUNS = 'retention_runs';

/** This process, as named in `retention_runs.runner`. */
const RUNNER = `${os.hostname()}:${process.pid}`.slice(0, 120);

/** What one run removed or changed, by kind (counts of rows, and of files removed from the store). */
export interface RetentionReport {
  chatMessages: number;
  chatFiles: number;
  roomAttendances: number;
  healthAssessments: number;
  healthAssessmentFiles: number;
  waitingListEntries: number;
  starterKitIpsCleared: number;
  newsletterPending: number;
  outboxMessages: number;
  auditLogs: number;
  dataRequests: number;
  erasureLinksExpired: number;
  contactRequests: number;
  verificationCodes: number;
  passwordResets: number;
}

/** The empty report. */
const nothing = (): RetentionReport => ({
  chatMessages: 0,
  chatFiles: 0,
  roomAttendances: 0,
  healthAssessments: 0,
  healthAssessmentFiles: 0,
  waitingListEntries: 0,
  starterKitIpsCleared: 0,
  newsletterPending: 0,
  outboxMessages: 0,
  auditLogs: 0,
  dataRequests: 0,
  erasureLinksExpired: 0,
  contactRequests: 0,
  verificationCodes: 0,
  passwordResets: 0,
});

/** The ids of the first {@link BATCH} rows of `uid` matching `where`, oldest first. */
async function idsOf(uid: UID.ContentType, where: Record<string, unknown>): Promise<number[]> {
  const rows = (await strapi.db.query(uid).findMany({ select: ['id'], where, orderBy: { id: 'asc' }, limit: BATCH })) as { id: number }[];
  return rows.map((row) => row.id);
}

/**
 * Delete every row of `uid` matching `where`, a batch per transaction (the relations' link rows go with
 * them: the database cascades them).
 * @returns the number of rows deleted
 */
async function deleteWhere(uid: UID.ContentType, where: Record<string, unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await writeTransaction(async () => {
      const ids = await idsOf(uid, where);
      if (ids.length) await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids } } });
      return ids.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}

/**
 * Set `data` on every row of `uid` matching `where` (which `data` must stop matching), a batch per transaction.
 * @returns the number of rows changed
 */
async function updateWhere(uid: UID.ContentType, where: Record<string, unknown>, data: Record<string, unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await writeTransaction(async () => {
      const ids = await idsOf(uid, where);
      if (ids.length) await strapi.db.query(uid).updateMany({ where: { id: { $in: ids } }, data });
      return ids.length;
    });
    total += count;
    if (count < BATCH) return total;
  }
}

/** Remove the content of deleted private files from the store; @returns how many were removed. */
async function removeContents(keys: string[]): Promise<number> {
  let removed = 0;
  for (const key of keys) {
    try {
      await privateStorage().remove(key);
      removed += 1;
    } catch (error) {
      strapi.log.warn(`[retention] private file content ${key} not deleted: ${(error as Error).message}`);
    }
  }
  return removed;
}

/** A private file as populated on a message or an assessment. */
type FileRef = { id: number; storage_key: string } | null | undefined;

/**
 * Chat messages of bookings that ended before `limit`, with the private files sent with them.
 * @returns messages deleted and files removed from the store
 */
async function removeChat(limit: Date): Promise<{ messages: number; files: number }> {
  let messages = 0;
  let files = 0;
  for (;;) {
    const keys: string[] = [];
    const count = await writeTransaction(async () => {
      keys.length = 0;
      const rows = (await strapi.db.query(ROOM_MESSAGE).findMany({
        select: ['id'],
        where: { booking: { end: { $lt: limit } } },
        populate: { attachment: { select: ['id', 'storage_key'] } },
        orderBy: { id: 'asc' },
        limit: BATCH,
      })) as { id: number; attachment?: FileRef }[];
      if (!rows.length) return 0;
      await strapi.db.query(ROOM_MESSAGE).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } });
      const attachments = rows.map((row) => row.attachment).filter((file): file is NonNullable<FileRef> => Boolean(file));
      if (attachments.length) await strapi.db.query(PRIVATE_FILE).deleteMany({ where: { id: { $in: attachments.map((file) => file.id) } } });
      keys.push(...attachments.map((file) => file.storage_key));
      return rows.length;
    });
    messages += count;
    files += await removeContents(keys);
    if (count < BATCH) return { messages, files };
  }
}

/**
 * Health assessments (and their documents) of clients whose latest confirmed booking ended before
 * `limit`, or, for a client without any confirmed booking, last changed before it.
 * @returns assessments deleted and files removed from the store
 */
async function removeHealthAssessments(limit: Date): Promise<{ assessments: number; files: number }> {
  let assessments = 0;
  let files = 0;
  let after = 0;
  for (;;) {
    const keys: string[] = [];
    const { seen, deleted, last } = await writeTransaction(async () => {
      keys.length = 0;
      const rows = (await strapi.db.query(HEALTH_ASSESSMENT).findMany({
        select: ['id'],
        where: { id: { $gt: after }, updatedAt: { $lt: limit } },
        populate: { client: { select: ['id'] }, document: { select: ['id', 'storage_key'] } },
        orderBy: { id: 'asc' },
        limit: BATCH,
      })) as { id: number; client?: { id: number } | null; document?: FileRef }[];
      if (!rows.length) return { seen: 0, deleted: 0, last: after };
      const clientIds = rows.map((row) => row.client?.id).filter((id): id is number => typeof id === 'number');
      const recent = clientIds.length
        ? ((await strapi.db.query(BOOKING).findMany({
            select: ['id'],
            where: { status: 'confirmed', end: { $gte: limit }, client: { id: { $in: clientIds } } },
            populate: { client: { select: ['id'] } },
          })) as { client?: { id: number } | null }[])
        : [];
      const active = new Set(recent.map((booking) => booking.client?.id));
      const past = rows.filter((row) => !active.has(row.client?.id));
      if (past.length) {
        await strapi.db.query(HEALTH_ASSESSMENT).deleteMany({ where: { id: { $in: past.map((row) => row.id) } } });
        const documents = past.map((row) => row.document).filter((file): file is NonNullable<FileRef> => Boolean(file));
        if (documents.length) await strapi.db.query(PRIVATE_FILE).deleteMany({ where: { id: { $in: documents.map((file) => file.id) } } });
        keys.push(...documents.map((file) => file.storage_key));
      }
      return { seen: rows.length, deleted: past.length, last: rows[rows.length - 1].id };
    });
    assessments += deleted;
    files += await removeContents(keys);
    after = last;
    if (seen < BATCH) return { assessments, files };
  }
}

/** The line logged after a run: what was removed, or that nothing was. */
export function reportLine(report: RetentionReport, now: Date): string {
  const parts = Object.entries(report)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count}`);
  return `[retention] run at ${now.toISOString()}: ${parts.length ? parts.join(', ') : 'nothing past its retention period'}`;
}

const retention = () => ({
  /**
   * Remove what is past its retention period at `now` (docs/privacy.md "Retention" lists each kind, the
   * instant its period counts from, and its setting), then log one line of what was removed.
   * @param now - the job's instant (UTC; tests pass chosen instants)
   * @param periods - the periods (default: this process's environment, read at each run)
   * @returns the counts of rows removed or changed and of files removed from the store
   * @throws RetentionSettingError when a retention variable is not a positive whole number; database errors
   */
  async run(now: Date = clock.now(), periods: RetentionPeriods = readRetentionPeriods()): Promise<RetentionReport> {
    const limit = (kind: keyof RetentionPeriods) => retentionLimit(now, periods[kind]);
    const report = nothing();

    const chat = await removeChat(limit('chat'));
    report.chatMessages = chat.messages;
    report.chatFiles = chat.files;
    report.roomAttendances = await deleteWhere(ROOM_ATTENDANCE, { booking: { end: { $lt: limit('roomAttendance') } } });
    const health = await removeHealthAssessments(limit('healthAssessments'));
    report.healthAssessments = health.assessments;
    report.healthAssessmentFiles = health.files;
    report.waitingListEntries = await deleteWhere(WAITING_LIST_ENTRY, { createdAt: { $lt: limit('waitingList') } });
    report.starterKitIpsCleared = await updateWhere(STARTER_KIT_REQUEST, { createdAt: { $lt: limit('starterKitIp') }, request_ip: { $notNull: true } }, { request_ip: null });
    report.newsletterPending = await deleteWhere(NEWSLETTER_SUBSCRIBER, { status: 'pending', consent_at: { $lt: limit('newsletterPending') } });
    report.outboxMessages = await deleteWhere(OUTBOX, {
      $or: [
        { status: 'sent', sent_at: { $lt: limit('sentMessages') } },
        { status: 'dead', createdAt: { $lt: limit('sentMessages') } },
      ],
    });
    report.auditLogs = await deleteWhere(AUDIT_LOG, { createdAt: { $lt: limit('auditLog') } });
    report.erasureLinksExpired = await updateWhere(DATA_REQUEST, { status: 'awaiting_confirmation', token_expires_at: { $lt: now } }, { status: 'expired', token_hash: null });
    report.dataRequests = await deleteWhere(DATA_REQUEST, { createdAt: { $lt: limit('dataRequests') } });
    report.contactRequests = await deleteWhere(CONTACT_REQUEST, { createdAt: { $lt: limit('contactRequests') } });
    report.verificationCodes = await deleteWhere(VERIFICATION_CODE, { expires_at: { $lt: limit('expiredCodes') } });
    report.passwordResets = await deleteWhere(PASSWORD_RESET, { expires_at: { $lt: limit('expiredCodes') } });

    strapi.log.info(reportLine(report, now));
    return report;
  },

  /**
   * The daily job (config/cron-tasks.ts): claim the UTC day of `now` in `retention_runs`, then
   * {@link run}; a process that finds the day claimed by another (or by itself earlier) does nothing.
   * The claim's row records when the run ended and its report, or the error of a failed run (the next
   * day's run then removes what this one left).
   * @param now - the job's instant (UTC)
   * @returns the report, or `null` when the day was already claimed
   */
  async runDaily(now: Date = clock.now()): Promise<RetentionReport | null> {
    const day = now.toISOString().slice(0, 10);
    try {
      await strapi.db.connection(RUNS).insert({ day, runner: RUNNER, started_at: now.getTime() });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
    try {
      const report = await this.run(now);
      await strapi.db
        .connection(RUNS)
        .where({ day })
        .update({ finished_at: clock.ms(), outcome: JSON.stringify(report) });
      return report;
    } catch (error) {
      await strapi.db
        .connection(RUNS)
        .where({ day })
        .update({ finished_at: clock.ms(), outcome: JSON.stringify({ error: String((error as Error)?.message ?? error).slice(0, 500) }) })
        .catch(() => undefined);
      throw error;
    }
  },
});

/** The retention service's type. */
export type RetentionService = ReturnType<typeof retention>;

export default retention;
