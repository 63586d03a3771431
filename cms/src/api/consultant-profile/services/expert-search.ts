/**
 * Expert search and expert detail (spec §2 `/our-experts/:search?`, §3 search filters; docs/api.md
 * "Expert search").
 *
 * Only approved, active, non-trashed consultants are visible. Filters take reference `slug`s; values
 * of one filter combine with OR, filters with AND. `search` words must all appear (accent- and
 * case-insensitive) in the consultant's name, bios or specialization names, matched against the
 * normalized `search_text` column that {@link reindex} maintains. Every card carries the start of the
 * consultant's next free time slot (`next_available_at`, lib/availability), computed for the page's
 * consultants only; `available: 'week'` keeps those with a free slot in the next 7 days and
 * `sort: 'next_available'` orders by it, both over the whole result set so that the pagination stays
 * exact. Every card carries its verification badges (lib/consultant-verification), read for the page's
 * consultants in one statement. In name order the total is counted up to a round ceiling ({@link totalCeiling}): past it the
 * answer says "more than" that many, so that a search at 100,000 consultants reads a few thousand
 * index entries, not every match.
 *
 * This is the platform's hottest public read, so it runs as a few parameterized SQL statements
 * through the query builder (table and column names come from Strapi's metadata) instead of the
 * Document Service's generic populate: see scripts/bench/ for the measured difference.
 */
import type { Knex } from 'knex';
import type { Core, UID } from '@strapi/strapi';
import { fallbackLocale, type Locale } from '../../../lib/messages';
import { toMedia } from '../../../lib/localized-content';
import { nextFreeSlotStarts } from '../../../lib/availability';
import { modelMeta, type ModelMeta } from '../../../lib/content-types';
import { invalidateTags } from '../../../lib/public-cache';
import { clock } from '../../../contracts/clock';
import { ratingSummary } from '../../../lib/ratings';
import { publicVerifications } from '../../../lib/consultant-verification';

const PROFILE = 'api::consultant-profile.consultant-profile';

/**
 * Relations of a consultant to reference lists, by the search filter that targets them. The order is
 * the order of the SQL conditions, most selective first: SQLite drives the query from the first one,
 * and a language such as English is spoken by most consultants.
 */
export const FILTER_RELATIONS = {
  specialization: 'specializations',
  disorders: 'disorders',
  objectives: 'objectives',
  keywords: 'keywords',
  languages: 'languages',
} as const;

export type SearchFilters = Partial<Record<keyof typeof FILTER_RELATIONS, string[]>>;

/** Orders of the list besides the default (display name). */
export type SearchSort = 'next_available' | 'fee' | 'experience' | 'rating';

/** Days ahead that `available: 'week'` looks at. */
export const AVAILABLE_WEEK_DAYS = 7;

/**
 * Round numbers a total may stop at: past the ceiling a search's total reads "more than 100 experts"
 * (`totalIsExact: false`) instead of being counted exactly, because an exact count reads every match
 * (22,000 of 100,000 consultants for two specializations and two languages). The ceiling is the first
 * of these that leaves {@link PAGES_AHEAD} pages after the asked one; a page past the last one counts
 * exactly.
 */
export const TOTAL_CEILINGS = [100, 200, 500, 1_000, 2_000] as const;

/** Pages that a capped total always leaves after the asked page, so the pagination can go on. */
export const PAGES_AHEAD = 5;

/**
 * Visible consultants, in name order, that the capped search walks at most. Past it the matches are
 * sparse (fewer than the ceiling among that many): the most selective filter then drives an exact
 * search instead.
 */
export const SEARCH_WALK_LIMIT = 5_000;

/**
 * The ceiling of the total of a search in name order, or `undefined` when the page is past the
 * last ceiling (the total is then exact).
 * @param page - 1-based page asked for
 * @param pageSize - cards per page
 */
export function totalCeiling(page: number, pageSize: number): number | undefined {
  return TOTAL_CEILINGS.find((ceiling) => ceiling >= (page + PAGES_AHEAD) * pageSize);
}

export interface SearchRequest extends SearchFilters {
  search?: string;
  /** `week`: only consultants with a free time slot starting in the next 7 days. */
  available?: 'week';
  /**
   * Default: display name. `next_available`: soonest first, none last; `fee`: lowest first; `experience`:
   * most years first; `rating`: best average of the visible reviews first, those without a review last,
   * then most reviews (the profile's `rating_sum` / `rating_count`, kept by `api::review.reviews`).
   */
  sort?: SearchSort;
  locale: Locale;
  /** 1-based */
  page: number;
  pageSize: number;
}

type RelationName = 'specializations' | 'languages' | 'disorders' | 'objectives' | 'keywords' | 'country';

interface RelationMeta {
  joinTable: string;
  ownerColumn: string;
  targetColumn: string;
  targetTable: string;
}

/** Lowercase, accents removed, whitespace collapsed: the form stored in and compared with `search_text`. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A reference item of a card (a specialization, language, country…), named in the asked locale. */
interface LinkedItem {
  slug: string;
  name: string;
  locale?: string;
  code?: string;
}

/** A row of {@link linked}'s statement. */
interface LinkedRow {
  relation: RelationName;
  owner: number;
  slug: string;
  name: string;
  locale: string;
  document_id: string;
  code: string | null;
}

/** A consultant profile row as {@link CARD_COLUMNS} (plus the detail columns) select it. */
interface CardRow {
  id: number;
  document_id: string;
  display_name: string;
  title: string | null;
  city: string | null;
  time_zone: string | null;
  years_of_experience: number | null;
  fee: number;
  currency: string;
  session_duration: number | null;
  free_first_consultation: boolean | number | null;
  bio_fr: string | null;
  bio_en: string | null;
  rating_count: number | string | null;
  rating_sum: number | string | null;
  background_fr?: string | null;
  background_en?: string | null;
  intro_video_url?: string | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const metaOf = modelMeta;
  const profileMeta = () => metaOf(PROFILE);
  const column = (meta: ModelMeta, attribute: string): string => meta.attributes[attribute]?.columnName ?? attribute;
  /** The content type a relation of the profile points to. */
  const targetOf = (name: RelationName): UID.Schema => profileMeta().attributes[name]!.target!;

  const relationCache = new Map<RelationName, RelationMeta>();
  function relation(name: RelationName): RelationMeta {
    const cached = relationCache.get(name);
    if (cached) return cached;
    const joinTable = profileMeta().attributes[name]!.joinTable!;
    const targetMeta = metaOf(targetOf(name));
    const meta = {
      joinTable: joinTable.name,
      ownerColumn: joinTable.joinColumn.name,
      targetColumn: joinTable.inverseJoinColumn.name,
      targetTable: targetMeta.tableName,
    };
    relationCache.set(name, meta);
    return meta;
  }

  /** Visible consultants: approved, active, not trashed. */
  function visible(builder: Knex.QueryBuilder, table: string) {
    const meta = profileMeta();
    return builder
      .where(`${table}.${column(meta, 'approval_status')}`, 'approved')
      .where(`${table}.${column(meta, 'active_status')}`, true)
      .whereNull(`${table}.${column(meta, 'deletedAt')}`);
  }

  /**
   * Reference items linked to the given consultants through each of `names`, in one UNION ALL
   * statement, named in `locale` (fallback the other locale), trashed ones left out.
   * @returns relation name → consultant row id → items in link order
   */
  async function linked(names: RelationName[], ownerIds: number[], locale: Locale) {
    const result = new Map<RelationName, Map<number, LinkedItem[]>>(names.map((name) => [name, new Map()]));
    if (ownerIds.length === 0) return result;
    const branches = names.map((name) => {
      const rel = relation(name);
      const targetMeta = metaOf(targetOf(name));
      const documentColumn = column(targetMeta, 'documentId');
      return knex()
        .select(
          knex().raw(`'${name}' as relation`),
          `${rel.joinTable}.${rel.ownerColumn} as owner`,
          `${rel.joinTable}.id as link_id`,
          'ref.slug',
          'ref.name',
          'ref.locale',
          `ref.${documentColumn} as document_id`,
          targetMeta.attributes.code ? 'ref.code' : knex().raw('null as code'),
        )
        .from(rel.joinTable)
        .join(`${rel.targetTable} as linked`, `linked.id`, `${rel.joinTable}.${rel.targetColumn}`)
        .join(`${rel.targetTable} as ref`, `ref.${documentColumn}`, `linked.${documentColumn}`)
        .whereIn(`${rel.joinTable}.${rel.ownerColumn}`, ownerIds)
        .whereIn('ref.locale', [locale, fallbackLocale(locale)])
        .whereNull(`ref.${column(targetMeta, 'deletedAt')}`);
    });
    const rows: LinkedRow[] = await branches[0].unionAll(branches.slice(1)).orderBy([{ column: 'relation' }, { column: 'link_id' }]);
    const seen = new Map<string, LinkedItem>();
    for (const row of rows) {
      const key = `${row.relation}:${row.owner}:${row.document_id}`;
      const current = seen.get(key);
      if (current) {
        if (current.locale !== locale && row.locale === locale) Object.assign(current, { name: row.name, locale: row.locale });
        continue;
      }
      const item: LinkedItem = { slug: row.slug, name: row.name, locale: row.locale, ...(row.code != null ? { code: row.code } : {}) };
      seen.set(key, item);
      const byOwner = result.get(row.relation)!;
      byOwner.set(row.owner, [...(byOwner.get(row.owner) ?? []), item]);
    }
    for (const item of seen.values()) delete item.locale;
    return result;
  }

  async function photos(ids: number[]) {
    if (ids.length === 0) return new Map<number, ReturnType<typeof toMedia>>();
    const files: (Parameters<typeof toMedia>[0] & { owner: number })[] = await knex()
      .select('files_related_mph.related_id as owner', 'files.*')
      .from('files_related_mph')
      .join('files', 'files.id', 'files_related_mph.file_id')
      .where('files_related_mph.related_type', PROFILE)
      .where('files_related_mph.field', 'photo')
      .whereIn('files_related_mph.related_id', ids);
    return new Map(files.map((file) => [file.owner, toMedia(file)]));
  }

  function excerpt(markdown: string | null | undefined, length = 220): string {
    const plain = (markdown ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[#*_>`]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    return plain.length > length ? `${plain.slice(0, length - 1).trimEnd()}…` : plain;
  }

  /**
   * Card or detail shapes of profile rows (columns {@link CARD_COLUMNS}), in their order.
   * @param known - next free slot starts already computed (by the availability filter or sort)
   */
  async function cards(rows: CardRow[], locale: Locale, detail: boolean, known?: Map<number, Date | null>) {
    const ids = rows.map((row) => row.id);
    const relations: RelationName[] = detail ? ['specializations', 'languages', 'country', 'disorders', 'objectives', 'keywords'] : ['specializations', 'languages', 'country'];
    const [links, pictures, next, badges] = await Promise.all([
      linked(relations, ids, locale),
      photos(ids),
      known ?? (rows.length ? nextFreeSlotStarts(rows) : new Map<number, Date | null>()),
      publicVerifications(knex(), ids),
    ]);
    const of = (name: RelationName, id: number) => links.get(name)?.get(id) ?? [];
    return rows.map((row) => {
      const bio = (locale === 'en' ? row.bio_en || row.bio_fr : row.bio_fr || row.bio_en) ?? '';
      const card = {
        id: row.document_id,
        display_name: row.display_name,
        title: row.title ?? null,
        photo: pictures.get(row.id) ?? null,
        specializations: of('specializations', row.id),
        languages: of('languages', row.id),
        country: of('country', row.id)[0] ?? null,
        city: row.city ?? null,
        years_of_experience: row.years_of_experience ?? 0,
        fee: { amount: row.fee, currency: row.currency },
        session_duration: row.session_duration,
        free_first_consultation: Boolean(row.free_first_consultation),
        next_available_at: next.get(row.id)?.toISOString() ?? null,
        bio_excerpt: excerpt(bio),
        rating: ratingSummary(row.rating_count, row.rating_sum),
        verifications: badges.get(row.id) ?? [],
        locale,
      };
      if (!detail) return card;
      const background = (locale === 'en' ? row.background_en || row.background_fr : row.background_fr || row.background_en) ?? '';
      return {
        ...card,
        bio,
        background,
        intro_video_url: row.intro_video_url ?? null,
        time_zone: row.time_zone ?? null,
        disorders: of('disorders', row.id),
        objectives: of('objectives', row.id),
        keywords: of('keywords', row.id),
      };
    });
  }

  const CARD_COLUMNS = [
    'id',
    'document_id',
    'display_name',
    'title',
    'city',
    'time_zone',
    'years_of_experience',
    'fee',
    'currency',
    'session_duration',
    'free_first_consultation',
    'bio_fr',
    'bio_en',
    'rating_count',
    'rating_sum',
  ];

  /**
   * The availability filter and sort of {@link search}: the next free slot start is computed for
   * every matching consultant (three reads in all, lib/availability), then the result set is
   * filtered and ordered in memory and the page cut from it, so that `total` stays exact.
   * @param matching - the visible consultants matching the other filters (no select yet)
   * @param ordered - adds the SQL order of the request's sort (display name for `next_available`)
   */
  async function searchByAvailability(request: SearchRequest, matching: Knex.QueryBuilder, ordered: (builder: Knex.QueryBuilder) => Knex.QueryBuilder) {
    const meta = profileMeta();
    const table = meta.tableName;
    const ids = matching.clone().clearSelect().clearOrder().select(`${table}.id`);
    const candidates: { id: number; time_zone: string | null; session_duration: number | null }[] = await ordered(
      matching.clone().select(`${table}.id`, `${table}.${column(meta, 'time_zone')} as time_zone`, `${table}.${column(meta, 'session_duration')} as session_duration`),
    );
    const until = request.available === 'week' ? new Date(clock.ms() + AVAILABLE_WEEK_DAYS * 24 * 3_600_000) : undefined;
    const next = await nextFreeSlotStarts(candidates, { until, ids: candidates.length > 500 ? ids : candidates.map((row) => row.id) });
    let list = request.available === 'week' ? candidates.filter((row) => next.get(row.id)) : candidates;
    if (request.sort === 'next_available') {
      const at = (id: number) => next.get(id)?.getTime() ?? Number.POSITIVE_INFINITY;
      // Array.prototype.sort is stable: equal starts keep the display-name order.
      list = [...list].sort((a, b) => at(a.id) - at(b.id));
    }
    const offset = (request.page - 1) * request.pageSize;
    const pageIds = list.slice(offset, offset + request.pageSize).map((row) => row.id);
    return { data: await cardsOfRows(pageIds, request.locale, next), total: list.length };
  }

  /** Cards of the profile rows `ids`, in that order (rows must be visible: the caller selected them). */
  async function cardsOfRows(ids: number[], locale: Locale, known?: Map<number, Date | null>) {
    if (ids.length === 0) return [];
    const table = profileMeta().tableName;
    const order = new Map(ids.map((id, index) => [id, index]));
    const rows = ((await knex()(table).select(CARD_COLUMNS).whereIn('id', ids)) as CardRow[]).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    return cards(rows, locale, false, known);
  }

  /**
   * The visible consultants matching the request's filters and words (no select, no order yet).
   * @param drive - the first (most selective) filter drives the query: link.target IN (ids of the
   *   asked slugs) reads the link table through its index on the target column, which suits few
   *   matches. Without it every filter is checked per candidate through the link table's unique
   *   (owner, target) index, which suits a walk of the consultants in name order.
   */
  function matchingQuery(request: SearchRequest, drive: boolean): Knex.QueryBuilder {
    const meta = profileMeta();
    const table = meta.tableName;
    const matching = visible(knex()(table), table);
    let driving = drive;
    for (const [filter, relationName] of Object.entries(FILTER_RELATIONS)) {
      const slugs = request[filter as keyof SearchFilters];
      if (!slugs?.length) continue;
      const rel = relation(relationName);
      const targetMeta = metaOf(targetOf(relationName));
      // Subqueries as query builders, not callbacks: a knex builder is thenable, and a callback returning it reads as a promise.
      const targetIds = knex().select('id').from(rel.targetTable).whereIn('slug', slugs).whereNull(column(targetMeta, 'deletedAt'));
      if (driving) {
        matching.whereIn(`${table}.id`, knex().select(rel.ownerColumn).from(rel.joinTable).whereIn(rel.targetColumn, targetIds));
        driving = false;
      } else {
        matching.whereExists(
          knex()
            .select(knex().raw('1'))
            .from(`${rel.joinTable} as link`)
            .where(`link.${rel.ownerColumn}`, knex().ref(`${table}.id`))
            .whereIn(`link.${rel.targetColumn}`, targetIds),
        );
      }
    }
    const words = normalizeSearchText(request.search ?? '')
      .split(' ')
      .filter(Boolean)
      .slice(0, 8);
    for (const word of words) {
      matching.whereRaw(`${table}.search_text like ? escape '\\'`, [`%${escapeLike(word)}%`]);
    }
    return matching;
  }

  return {
    /**
     * One page of visible consultants matching the filters, in the asked order (default display name).
     * In name order, the total is exact up to {@link totalCeiling} and "more than" it past it; with an
     * availability filter or another order it is always exact.
     * @returns `{ data: ConsultantCard[], total, totalIsExact }` (docs/api.md)
     */
    async search(request: SearchRequest): Promise<{ data: Awaited<ReturnType<typeof cardsOfRows>>; total: number; totalIsExact: boolean }> {
      const meta = profileMeta();
      const table = meta.tableName;
      const name = `${table}.${column(meta, 'display_name')}`;
      const ordered = (builder: Knex.QueryBuilder) => {
        if (request.sort === 'fee') builder.orderByRaw(`coalesce(${table}.${column(meta, 'fee')}, 0) asc`);
        if (request.sort === 'experience') builder.orderByRaw(`coalesce(${table}.${column(meta, 'years_of_experience')}, 0) desc`);
        if (request.sort === 'rating') {
          const count = `coalesce(${table}.${column(meta, 'rating_count')}, 0)`;
          const sum = `coalesce(${table}.${column(meta, 'rating_sum')}, 0)`;
          builder.orderByRaw(`case when ${count} > 0 then 0 else 1 end asc`);
          builder.orderByRaw(`(${sum} * 1.0) / (case when ${count} > 0 then ${count} else 1 end) desc`);
          builder.orderByRaw(`${count} desc`);
        }
        return builder.orderBy(name, 'asc').orderBy(`${table}.id`, 'asc');
      };
      if (request.available || request.sort === 'next_available') {
        return { ...(await searchByAvailability(request, matchingQuery(request, true), ordered)), totalIsExact: true };
      }
      const offset = (request.page - 1) * request.pageSize;
      const ceiling = request.sort ? undefined : totalCeiling(request.page, request.pageSize);
      if (ceiling) {
        // The walk: visible consultants in name order straight from the search index, each checked
        // against the filters, stopping at the ceiling's first match past it or at the walk's bound.
        const [bound]: { name: string }[] = await visible(knex()(table), table).select(`${name} as name`).orderBy(name, 'asc').orderBy(`${table}.id`, 'asc').limit(1).offset(SEARCH_WALK_LIMIT);
        const walk = matchingQuery(request, false).select(`${table}.id`);
        if (bound) walk.where(name, '<=', bound.name);
        const ids = ((await ordered(walk).limit(ceiling + 1)) as { id: number }[]).map((row) => row.id);
        // Past the ceiling: "more than" it. Short of it with no bound: every visible consultant was walked.
        if (ids.length > ceiling || !bound) {
          return {
            data: await cardsOfRows(ids.slice(offset, offset + request.pageSize), request.locale),
            total: Math.min(ids.length, ceiling),
            totalIsExact: ids.length <= ceiling,
          };
        }
      }
      // Few matches among many consultants (or another order): the most selective filter drives the
      // query, the page's ids and the exact total in two narrow statements (run side by side on
      // PostgreSQL). Card columns are read for those ids only.
      const matching = matchingQuery(request, true);
      const [page, [{ count }]]: [{ id: number }[], { count: number | string }[]] = await Promise.all([
        ordered(matching.clone().select(`${table}.id`))
          .limit(request.pageSize)
          .offset(offset),
        matching.clone().count({ count: `${table}.id` }),
      ]);
      return {
        data: await cardsOfRows(
          page.map((row) => row.id),
          request.locale,
        ),
        total: Number(count),
        totalIsExact: true,
      };
    },

    /**
     * The cards (shape of {@link search}'s `data`) of the visible consultants among `documentIds`, in
     * the order given; hidden, trashed or unknown ones are left out (client favourites, spec §1 and §7).
     */
    async cardsOf(documentIds: string[], locale: Locale) {
      if (documentIds.length === 0) return [];
      const table = profileMeta().tableName;
      const rows: CardRow[] = await visible(knex()(table), table)
        .whereIn(`${table}.document_id`, [...new Set(documentIds)])
        .select(CARD_COLUMNS.map((c) => `${table}.${c}`));
      const order = new Map(documentIds.map((id, index) => [id, index]));
      rows.sort((a, b) => order.get(a.document_id)! - order.get(b.document_id)!);
      return cards(rows, locale, false);
    },

    /**
     * A visible consultant's full public profile by documentId, or `null` (→ 404). With
     * `includeHidden` (the consultant's own preview, spec §2 consultant routes: my-profile) any status is shown.
     */
    async detail(documentId: string, locale: Locale, { includeHidden = false }: { includeHidden?: boolean } = {}) {
      const table = profileMeta().tableName;
      const base = knex()(table);
      const rows: CardRow[] = await (includeHidden ? base.whereNull(`${table}.${column(profileMeta(), 'deletedAt')}`) : visible(base, table))
        .where(`${table}.document_id`, documentId)
        .select([...CARD_COLUMNS, 'background_fr', 'background_en', 'intro_video_url'].map((c) => `${table}.${c}`))
        .limit(1);
      if (rows.length === 0) return null;
      const [detail] = await cards(rows, locale, true);
      return 'bio' in detail ? detail : null;
    },

    /**
     * What a shared link to a visible consultant's profile shows (docs/seo.md): name, title, photo,
     * specializations, bio excerpt and rating (`{ average, count }`) in `locale` (fallback the other), or `null` for a hidden or
     * unknown one. Reads only that: no free time slot is computed.
     */
    async shareCard(documentId: string, locale: Locale) {
      const table = profileMeta().tableName;
      const rows: Pick<CardRow, 'id' | 'document_id' | 'display_name' | 'title' | 'bio_fr' | 'bio_en' | 'rating_count' | 'rating_sum'>[] = await visible(knex()(table), table)
        .where(`${table}.document_id`, documentId)
        .select(['id', 'document_id', 'display_name', 'title', 'bio_fr', 'bio_en', 'rating_count', 'rating_sum'].map((c) => `${table}.${c}`))
        .limit(1);
      if (rows.length === 0) return null;
      const [row] = rows;
      const [links, pictures] = await Promise.all([linked(['specializations'], [row.id], locale), photos([row.id])]);
      const bio = (locale === 'en' ? row.bio_en || row.bio_fr : row.bio_fr || row.bio_en) ?? '';
      return {
        id: row.document_id,
        display_name: row.display_name,
        title: row.title ?? null,
        photo: pictures.get(row.id) ?? null,
        specializations: (links.get('specializations')?.get(row.id) ?? []).map((item) => item.name),
        bio_excerpt: excerpt(bio),
        rating: ratingSummary(row.rating_count, row.rating_sum),
      };
    },

    /** Every visible consultant's documentId and last change (the sitemap, docs/seo.md), by display name. */
    async visibleProfiles(): Promise<{ id: string; updatedAt: Date | null }[]> {
      const meta = profileMeta();
      const table = meta.tableName;
      const rows: { document_id: string; updated_at: string | number | Date | null }[] = await visible(knex()(table), table)
        .select(`${table}.document_id`, `${table}.${column(meta, 'updatedAt')} as updated_at`)
        .orderBy(`${table}.display_name`);
      return rows.map((row) => ({ id: row.document_id, updatedAt: row.updated_at == null ? null : new Date(row.updated_at) }));
    },

    /**
     * Rebuild `search_text` (normalized names, bios and specialization names in fr and en) for the
     * given consultant row ids, or for all when omitted. Called after writes that change them. The
     * update is raw SQL, unseen by the write lifecycles: the cached public reads of profiles are
     * invalidated here once it is done (docs/public-cache.md).
     */
    async reindex(ids?: number[]) {
      const table = profileMeta().tableName;
      const base = knex()(table).select('id', 'display_name', 'given_name', 'family_name', 'bio_fr', 'bio_en', 'background_fr', 'background_en');
      const rows = await (ids ? base.whereIn('id', ids) : base);
      const rel = relation('specializations');
      for (let i = 0; i < rows.length; i += 200) {
        const chunk = rows.slice(i, i + 200);
        const names: { owner: number; name: string }[] = await knex()
          .select(`${rel.joinTable}.${rel.ownerColumn} as owner`, 'ref.name')
          .from(rel.joinTable)
          .join(`${rel.targetTable} as linked`, 'linked.id', `${rel.joinTable}.${rel.targetColumn}`)
          .join(`${rel.targetTable} as ref`, 'ref.document_id', 'linked.document_id')
          .whereIn(
            `${rel.joinTable}.${rel.ownerColumn}`,
            chunk.map((row) => row.id),
          );
        await knex().transaction(async (trx) => {
          for (const row of chunk) {
            const text = [
              row.display_name,
              row.given_name,
              row.family_name,
              row.bio_fr,
              row.bio_en,
              row.background_fr,
              row.background_en,
              ...names.filter((n) => n.owner === row.id).map((n) => n.name),
            ]
              .filter(Boolean)
              .join(' ');
            await trx(table)
              .where('id', row.id)
              .update({ search_text: normalizeSearchText(text) });
          }
        });
      }
      invalidateTags([PROFILE]);
    },
  };
};
