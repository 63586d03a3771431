/**
 * Verification records of consultants (docs/api-consultant.md "Verification badges"): what an admin
 * checked, item by item, when approving a profile (spec §4 "verify status"), and the badges clients
 * see from them.
 *
 * - **Items** a consultant can have checked: the identity (the ID document with its number and the
 *   legal identity of the basic section), each degree, each certificate, the criminal record and the
 *   signed contract. Only what the consultant provided can be ticked ({@link checklistOf}).
 * - **Approval** ({@link recordApproval}) sets the verified set: a ticked item with no standing record
 *   gets one (the admin's account, the instant from the clock); a ticked item already verified keeps its
 *   record (the date stays the date of the check); a standing record whose item was not ticked is
 *   withdrawn (`not_rechecked`). Approving with nothing ticked is allowed and leaves no badge.
 * - **Withdrawal** ({@link withdraw}) by a sensitive edit (consultant/services/review.ts
 *   `afterSensitiveEdit`): the record of the edited item gets `withdrawn_at` and a reason; rows are never
 *   deleted or overwritten, except by the erasure of the consultant's account, which deletes them.
 * - **Public view** ({@link publicVerifications}): standing records only, as `{ kind, label,
 *   verified_at }`, where `label` is public text (a degree: "<degree>, <school>, <year>"; a certificate:
 *   "<name>, <school>, <year>", never its number) and `null` for the other kinds. Never a document
 *   number, file, or the admin's identity. One statement for a whole page of consultants.
 *
 * Records name their degree or certificate by documentId (`item_id`), not by a relation, so that the
 * history outlives a removed degree; `label` is the text that was checked, kept as it was then (an
 * edit withdraws the badge, so a standing label is always the current text). Instants are UTC.
 */
import type { Knex } from 'knex';
import { badRequest, notFound } from './http-errors';
import { t, type Locale, type MessageKey } from './messages';
import { CONSULTANT_CERTIFICATE, CONSULTANT_DEGREE, CONSULTANT_PROFILE, CONSULTANT_VERIFICATION, modelMeta, type Row } from './content-types';
import { clock } from '../contracts/clock';

/** Kinds of verified items, in the order badges are shown. */
export const VERIFICATION_KINDS = ['identity', 'degree', 'certificate', 'criminal_record', 'contract'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** Kinds that name one of several records (`item` = the degree's or certificate's documentId). */
const ITEM_KINDS = new Set<VerificationKind>(['degree', 'certificate']);

/** Why a record stopped standing: its item was edited, removed, or not ticked again at an approval. */
export type WithdrawalReason = 'edited' | 'removed' | 'not_rechecked';

/** One item an admin can tick: `item` for degrees and certificates, `label` their public text. */
export interface ChecklistItem {
  kind: VerificationKind;
  item: string | null;
  label: string | null;
  /** UTC instant of the standing check of this item, `null` when it is not verified now */
  verified_at: string | null;
}

/** A ticked item of an approval (`item` required for degrees and certificates, refused for the others). */
export interface CheckedItem {
  kind: VerificationKind;
  item?: string | null;
}

/** A badge as clients read it. */
export interface PublicVerification {
  kind: VerificationKind;
  label: string | null;
  /** UTC instant of the admin's check */
  verified_at: string;
}

/** A record as the consultant's data export holds it (the admin is not named: another person's data). */
export interface ExportedVerification extends PublicVerification {
  item_id: string | null;
  withdrawn_at: string | null;
  withdrawal_reason: WithdrawalReason | null;
}

const iso = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : new Date(value as string | number).toISOString());
const kindOrder = (kind: string) => VERIFICATION_KINDS.indexOf(kind as VerificationKind);
const keyOf = (kind: string, item: string | null | undefined) => `${kind}:${item ?? ''}`;

/** Public text of a degree row: "<degree>, <school>, <year>". */
export const degreeLabel = (row: { degree_name?: unknown; school_name?: unknown; graduation_year?: unknown }) =>
  `${String(row.degree_name ?? '')}, ${String(row.school_name ?? '')}, ${String(row.graduation_year ?? '')}`;
/** Public text of a certificate row: "<name>, <school>, <year>" (its number is left out). */
export const certificateLabel = (row: { name?: unknown; school?: unknown; year?: unknown }) => `${String(row.name ?? '')}, ${String(row.school ?? '')}, ${String(row.year ?? '')}`;

/** The standing (not withdrawn) records of profile row `profileId`. */
async function standing(profileId: number): Promise<Row<typeof CONSULTANT_VERIFICATION>[]> {
  return strapi.db.query(CONSULTANT_VERIFICATION).findMany({ where: { consultant: { id: profileId }, withdrawn_at: { $null: true } }, orderBy: [{ verified_at: 'asc' }, { id: 'asc' }] });
}

/**
 * The items of profile row `profileId` an admin can tick: identity, criminal record and contract when
 * their document is on file, every degree and certificate by its public text, each with the instant of
 * its standing check (or `null`).
 */
export async function checklistOf(profileId: number): Promise<ChecklistItem[]> {
  const [profile, degrees, certificates, records] = await Promise.all([
    strapi.db
      .query(CONSULTANT_PROFILE)
      .findOne({ where: { id: profileId }, select: ['id'], populate: { id_document: { select: ['id'] }, criminal_record: { select: ['id'] }, contract: { select: ['id'] } } }),
    strapi.db.query(CONSULTANT_DEGREE).findMany({ where: { consultant: { id: profileId } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    strapi.db.query(CONSULTANT_CERTIFICATE).findMany({ where: { consultant: { id: profileId } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    standing(profileId),
  ]);
  const since = new Map(records.map((row) => [keyOf(String(row.kind), row.item_id), iso(row.verified_at)]));
  const entry = (kind: VerificationKind, item: string | null, label: string | null): ChecklistItem => ({ kind, item, label, verified_at: since.get(keyOf(kind, item)) ?? null });
  const items: ChecklistItem[] = [];
  if (profile?.id_document) items.push(entry('identity', null, null));
  for (const degree of degrees) items.push(entry('degree', degree.documentId, degreeLabel(degree)));
  for (const certificate of certificates) items.push(entry('certificate', certificate.documentId, certificateLabel(certificate)));
  if (profile?.criminal_record) items.push(entry('criminal_record', null, null));
  if (profile?.contract) items.push(entry('contract', null, null));
  return items;
}

/**
 * Check the ticked items of an approval against the consultant's checklist (before any write).
 * @returns the checklist entries ticked, duplicates merged
 * @throws ApiError 400 `ValidationError` (field `verified.<n>`) for a degree or certificate without its
 *   `item`, another kind with one, or an identity, criminal record or contract the consultant did not
 *   provide; 404 for a degree or certificate that is not one of this consultant's
 */
export async function checkedItems(profileId: number, checked: CheckedItem[], locale: Locale): Promise<ChecklistItem[]> {
  const checklist = await checklistOf(profileId);
  const byKey = new Map(checklist.map((entry) => [keyOf(entry.kind, entry.item), entry]));
  const chosen = new Map<string, ChecklistItem>();
  checked.forEach(({ kind, item }, index) => {
    const field = `verified.${index}`;
    const kindName = t(locale, `verification.kind.${kind}` as MessageKey);
    if (ITEM_KINDS.has(kind) && !item) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { [`${field}.item`]: [t(locale, 'verification.itemRequired')] } });
    if (!ITEM_KINDS.has(kind) && item) throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { [`${field}.item`]: [t(locale, 'verification.noItem', { kind: kindName })] } });
    const entry = byKey.get(keyOf(kind, item));
    if (!entry) {
      if (kind === 'degree') throw notFound(t(locale, 'notFound.degree'));
      if (kind === 'certificate') throw notFound(t(locale, 'notFound.certificate'));
      throw badRequest(t(locale, 'validation.failed'), { fieldErrors: { [`${field}.kind`]: [t(locale, 'verification.notProvided', { kind: kindName })] } });
    }
    chosen.set(keyOf(kind, item), entry);
  });
  return [...chosen.values()];
}

/**
 * Set the verified set of an approval (see the module's description); call inside the approval's
 * transaction, with items checked by {@link checkedItems}.
 * @param adminUserId - the approving admin's account row id
 */
export async function recordApproval(profileId: number, adminUserId: number, ticked: ChecklistItem[]): Promise<void> {
  const now = clock.now();
  const wanted = new Set(ticked.map((entry) => keyOf(entry.kind, entry.item)));
  const records = await standing(profileId);
  const kept = new Set<string>();
  const dropped: number[] = [];
  for (const row of records) {
    const key = keyOf(String(row.kind), row.item_id);
    if (wanted.has(key) && !kept.has(key)) kept.add(key);
    else dropped.push(row.id);
  }
  if (dropped.length) {
    await strapi.db.query(CONSULTANT_VERIFICATION).updateMany({ where: { id: { $in: dropped } }, data: { withdrawn_at: now, withdrawal_reason: 'not_rechecked' } });
  }
  for (const entry of ticked) {
    if (kept.has(keyOf(entry.kind, entry.item))) continue;
    await strapi.db.query(CONSULTANT_VERIFICATION).create({
      data: { consultant: profileId, kind: entry.kind, item_id: entry.item, label: entry.label, verified_by: adminUserId, verified_at: now },
    });
  }
}

/** An item a sensitive edit affects: a kind, and for degrees and certificates the record's documentId. */
export interface AffectedItem {
  kind: VerificationKind;
  item?: string;
  reason?: Exclude<WithdrawalReason, 'not_rechecked'>;
}

/**
 * Withdraw the standing records of `items` of profile row `profileId` (a sensitive edit changed them).
 * @returns how many records were withdrawn
 */
export async function withdraw(profileId: number, items: AffectedItem[]): Promise<number> {
  let count = 0;
  for (const { kind, item, reason = 'edited' } of items) {
    // Ids first: Strapi's updateMany cannot filter through a relation.
    const rows: { id: number }[] = await strapi.db.query(CONSULTANT_VERIFICATION).findMany({
      where: { consultant: { id: profileId }, kind, withdrawn_at: { $null: true }, ...(ITEM_KINDS.has(kind) ? { item_id: item ?? '' } : {}) },
      select: ['id'],
    });
    if (rows.length === 0) continue;
    await strapi.db.query(CONSULTANT_VERIFICATION).updateMany({ where: { id: { $in: rows.map((row) => row.id) } }, data: { withdrawn_at: clock.now(), withdrawal_reason: reason } });
    count += rows.length;
  }
  return count;
}

/**
 * The badges of the given consultant profile rows, in one statement: standing records only, by kind
 * ({@link VERIFICATION_KINDS} order), then check date.
 * @param knex - the connection (or a transaction)
 * @returns profile row id → badges (absent when none)
 */
export async function publicVerifications(knex: Knex, profileIds: number[]): Promise<Map<number, PublicVerification[]>> {
  const result = new Map<number, PublicVerification[]>();
  if (profileIds.length === 0) return result;
  const meta = modelMeta(CONSULTANT_VERIFICATION);
  const column = (attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const link = meta.attributes.consultant!.joinTable!;
  const rows: { owner: number; kind: string; label: string | null; verified_at: unknown; id: number }[] = await knex
    .select(`link.${link.inverseJoinColumn.name} as owner`, 'v.id', `v.${column('kind')} as kind`, `v.${column('label')} as label`, `v.${column('verified_at')} as verified_at`)
    .from(`${meta.tableName} as v`)
    .join(`${link.name} as link`, `link.${link.joinColumn.name}`, 'v.id')
    .whereIn(`link.${link.inverseJoinColumn.name}`, profileIds)
    .whereNull(`v.${column('withdrawn_at')}`);
  rows.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || String(iso(a.verified_at)).localeCompare(String(iso(b.verified_at))) || a.id - b.id);
  for (const row of rows) {
    const owner = Number(row.owner);
    const badge: PublicVerification = { kind: row.kind as VerificationKind, label: row.label ?? null, verified_at: iso(row.verified_at)! };
    result.set(owner, [...(result.get(owner) ?? []), badge]);
  }
  return result;
}

/** Every record of profile row `profileId`, standing and withdrawn, oldest first (the data export). */
export async function exportedVerifications(profileId: number): Promise<ExportedVerification[]> {
  const rows = await strapi.db.query(CONSULTANT_VERIFICATION).findMany({ where: { consultant: { id: profileId } }, orderBy: [{ verified_at: 'asc' }, { id: 'asc' }] });
  return rows.map((row) => ({
    kind: row.kind as VerificationKind,
    item_id: (row.item_id as string | null) ?? null,
    label: (row.label as string | null) ?? null,
    verified_at: iso(row.verified_at)!,
    withdrawn_at: iso(row.withdrawn_at),
    withdrawal_reason: (row.withdrawal_reason as WithdrawalReason | null) ?? null,
  }));
}
