/**
 * Bare baseline of the expert search: the fastest we could reasonably answer the same page on the
 * same data, to judge how much our Strapi endpoint costs on top of the database work.
 *
 * How: a plain `node:http` server answers `GET /consultants?specialization=&languages=&page=&pageSize=`
 * (both filters required: it only serves the benched search shape; `Accept-Language` fr|en) from ONE
 * prepared SQL statement on a read-only better-sqlite3 handle of the bench database. SQLite builds the
 * whole response body itself: the filtered consultants in name order up to the total's ceiling (the
 * search index walked, each candidate checked by EXISTS on the (consultant, reference) indexes, as
 * ours does in name order), the page cut from them and the total counted among them ("more than" the
 * ceiling past it: same rule as ours, `totalCeiling` of services/expert-search.ts), then each card's
 * columns, specializations and
 * languages (names in the asked locale, falling back to the linked row's) and country through
 * `json_group_array`/`json_object`, in the `{ data, meta: { pagination } }` shape of
 * `/api/client/consultants`. Filters resolve slugs to reference ids first. No framework, no validation beyond parsing,
 * no middleware. `bio_excerpt` is a plain cut at 220 characters (ours also strips Markdown), the
 * only field built differently.
 *
 * The server runs in a worker thread of the bench process, so that it has its own event loop and
 * does not share one with the load generator (autocannon runs on the main thread).
 */
import http from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';

const PROFILE = 'api::consultant-profile.consultant-profile';

/** The total's ceilings and the pages it leaves after the asked one: as `TOTAL_CEILINGS`/`PAGES_AHEAD` of services/expert-search.ts. */
const TOTAL_CEILINGS = [100, 200, 500, 1_000, 2_000];
const PAGES_AHEAD = 5;

/** Names of a card's linked references, in :locale when that row exists. */
const linkedList = (joinTable, ownerColumn, targetColumn, targetTable, extra = '') => `json((
  select json_group_array(json_object('slug', t.slug, 'name', coalesce(loc.name, t.name)${extra}) order by l.id)
  from ${joinTable} l
  join ${targetTable} t on t.id = l.${targetColumn}
  left join ${targetTable} loc on loc.document_id = t.document_id and loc.locale = :locale
  where l.${ownerColumn} = pg.id and t.deleted_at is null))`;

export const SEARCH_SQL = `
with walk as (
  select p.id, p.display_name
  from consultant_profiles p
  where p.approval_status = 'approved' and p.active_status = 1 and p.deleted_at is null
    and exists (
      select 1 from consultant_profiles_specializations_lnk l
      where l.consultant_profile_id = p.id and l.specialization_id in (
        select s.id from specializations s where s.slug in (select value from json_each(:specs)) and s.deleted_at is null))
    and exists (
      select 1 from consultant_profiles_languages_lnk l
      where l.consultant_profile_id = p.id and l.language_id in (
        select g.id from languages g where g.slug in (select value from json_each(:langs)) and g.deleted_at is null))
  order by p.display_name, p.id
  limit :ceiling + 1
),
counted as (select count(*) as n from walk),
hits as (
  select w.id, w.display_name, min(c.n, :ceiling) as total, c.n <= :ceiling as exact
  from walk w, counted c
  order by w.display_name, w.id
  limit :pageSize offset :offset
),
pg as (
  select p.id, p.document_id, p.display_name, p.title, p.city, p.years_of_experience, p.fee, p.currency,
         p.session_duration, p.free_first_consultation, h.total, h.exact,
         case when :locale = 'en' then coalesce(nullif(p.bio_en, ''), p.bio_fr, '') else coalesce(nullif(p.bio_fr, ''), p.bio_en, '') end as bio
  from hits h join consultant_profiles p on p.id = h.id
)
select json_object(
  'data', json_group_array(json_object(
    'id', pg.document_id,
    'display_name', pg.display_name,
    'title', pg.title,
    'photo', json((select json_object('url', f.url, 'alternativeText', f.alternative_text, 'width', f.width, 'height', f.height, 'mime', f.mime)
                   from files_related_mph r join files f on f.id = r.file_id
                   where r.related_type = '${PROFILE}' and r.field = 'photo' and r.related_id = pg.id limit 1)),
    'specializations', ${linkedList('consultant_profiles_specializations_lnk', 'consultant_profile_id', 'specialization_id', 'specializations')},
    'languages', ${linkedList('consultant_profiles_languages_lnk', 'consultant_profile_id', 'language_id', 'languages', ", 'code', t.code")},
    'country', json((select json_object('slug', t.slug, 'name', coalesce(loc.name, t.name), 'code', t.code)
                     from consultant_profiles_country_lnk l
                     join countries t on t.id = l.country_id
                     left join countries loc on loc.document_id = t.document_id and loc.locale = :locale
                     where l.consultant_profile_id = pg.id and t.deleted_at is null limit 1)),
    'city', pg.city,
    'years_of_experience', coalesce(pg.years_of_experience, 0),
    'fee', json_object('amount', pg.fee, 'currency', pg.currency),
    'session_duration', pg.session_duration,
    'free_first_consultation', json(case when pg.free_first_consultation then 'true' else 'false' end),
    'bio_excerpt', case when length(pg.bio) > 220 then rtrim(substr(pg.bio, 1, 219)) || '…' else pg.bio end,
    'locale', :locale
  ) order by pg.display_name, pg.id) filter (where pg.id is not null),
  'meta', json_object('pagination', json_object(
    'page', cast(:page as integer), 'pageSize', cast(:pageSize as integer),
    'pageCount', (coalesce(max(pg.total), 0) + cast(:pageSize as integer) - 1) / cast(:pageSize as integer),
    'total', coalesce(max(pg.total), 0),
    'totalIsExact', json(case when coalesce(max(pg.exact), 1) then 'true' else 'false' end)))
) as body
from pg`;

const list = (value) => {
  const items = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? JSON.stringify(items) : null;
};

/** Worker side: open the database read-only and serve until terminated. */
function serve({ dbFile, port, betterSqlitePath }) {
  const Database = createRequire(import.meta.url)(betterSqlitePath);
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  const search = db.prepare(SEARCH_SQL).pluck();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/consultants') {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"status":404}}');
      return;
    }
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
    const pageSize = Math.min(50, Math.max(1, Number.parseInt(url.searchParams.get('pageSize') ?? '12', 10) || 12));
    const locale = /^en\b/i.test(req.headers['accept-language'] ?? '') ? 'en' : 'fr';
    const specs = list(url.searchParams.get('specialization'));
    const langs = list(url.searchParams.get('languages'));
    if (!specs || !langs) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":{"status":400,"message":"specialization and languages are required"}}');
      return;
    }
    try {
      const body = search.get({
        specs,
        langs,
        locale,
        page,
        pageSize,
        offset: (page - 1) * pageSize,
        ceiling: TOTAL_CEILINGS.find((ceiling) => ceiling >= (page + PAGES_AHEAD) * pageSize) ?? Number.MAX_SAFE_INTEGER,
      });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { status: 500, message: error.message } }));
    }
  });
  server.listen(port, '127.0.0.1', () => parentPort.postMessage({ ready: true }));
}

if (!isMainThread && workerData?.role === 'bare-server') serve(workerData);

/**
 * Start the bare server in a worker thread.
 * @param dbFile - the bench SQLite database
 * @param port - port to listen on (127.0.0.1)
 * @returns `{ url, close() }`, `url` being the search URL base (`http://127.0.0.1:<port>/consultants`)
 */
export async function startBareServer(dbFile, port) {
  const betterSqlitePath = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(new URL(import.meta.url), { workerData: { role: 'bare-server', dbFile, port, betterSqlitePath } });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bare server worker exited (${code}) before listening`)));
  });
  return { url: `http://127.0.0.1:${port}/consultants`, close: () => worker.terminate() };
}
