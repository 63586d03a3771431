/**
 * Bench data set: a scratch SQLite database holding the normal seed plus generated consultants, so
 * that 10,000 approved and active consultants can be searched.
 *
 * How: the compiled CMS is loaded in this process without serving (like scripts/seed.mjs), the normal
 * seed (`runSeed`) creates the reference lists and the 68 curated consultants, then the missing
 * consultants are generated from a fixed-seed PRNG (same data on every run, so runs are comparable)
 * and written straight through knex in batches inside one transaction: the profile rows copy the
 * column set of a seeded row, and the link rows mirror the seeded ones (same join tables and order
 * columns, read from Strapi's metadata, pointing at the same locale's reference rows). The search
 * index is rebuilt with the expert-search service, and the users-permissions Public role is granted
 * `find` on consultant profiles and on the populated reference types so that Strapi's stock REST
 * find can be measured anonymously. The Strapi instance is destroyed at the end.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { cmsDir } from '../lib.mjs';

const PROFILE = 'api::consultant-profile.consultant-profile';
const RELATIONS = ['specializations', 'languages', 'disorders', 'objectives', 'keywords', 'country'];
/** Public-role actions: the stock find, plus `find` on each type it populates or filters on. */
const PUBLIC_ACTIONS = ['api::consultant-profile.consultant-profile.find', 'api::specialization.specialization.find', 'api::language.language.find', 'api::country.country.find'];
const PRNG_SEED = 20260101;
/** Rows per INSERT: knex writes multi-row SQLite inserts as a compound SELECT, capped at 500 terms. */
const BATCH = 500;

/** mulberry32: small, fast, deterministic PRNG returning floats in [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GIVEN = {
  female: [
    'Claire',
    'Amélie',
    'Sophie',
    'Camille',
    'Léa',
    'Chloé',
    'Manon',
    'Inès',
    'Juliette',
    'Louise',
    'Emma',
    'Sarah',
    'Nadia',
    'Fatou',
    'Aïcha',
    'Awa',
    'Mariam',
    'Yasmine',
    'Salma',
    'Leïla',
    'Priya',
    'Ananya',
    'Kavya',
    'Meera',
    'Lakshmi',
    'Deepa',
    'Sita',
    'Anjali',
    'Hannah',
    'Olivia',
    'Charlotte',
    'Grace',
    'Emily',
    'Lucía',
    'Carmen',
    'Isabel',
    'Giulia',
    'Chiara',
    'Francesca',
    'Anna',
    'Lena',
    'Mia',
    'Ana',
    'Beatriz',
    'Mei',
    'Lin',
    'Yuna',
    'Dilani',
    'Nisha',
    'Hélène',
    'Margaux',
    'Élise',
    'Noémie',
    'Agathe',
    'Valérie',
  ],
  male: [
    'Thomas',
    'Julien',
    'Nicolas',
    'Antoine',
    'Hugo',
    'Louis',
    'Mathieu',
    'Pierre',
    'Étienne',
    'Olivier',
    'Karim',
    'Youssef',
    'Mehdi',
    'Omar',
    'Moussa',
    'Ibrahima',
    'Cheikh',
    'Mamadou',
    'Arjun',
    'Rahul',
    'Vikram',
    'Rohan',
    'Sanjay',
    'Aditya',
    'Ravi',
    'Kiran',
    'James',
    'Oliver',
    'George',
    'Daniel',
    'Samuel',
    'Pablo',
    'Javier',
    'Marco',
    'Luca',
    'Matteo',
    'Felix',
    'Jonas',
    'Lukas',
    'João',
    'Rafael',
    'Wei',
    'Hiroshi',
    'Nuwan',
    'Bikash',
    'Gabriel',
    'Raphaël',
    'Benoît',
    'Sébastien',
    'Frédéric',
    'Rémi',
    'Yann',
    'Cédric',
    'Loïc',
    'Théo',
  ],
};
const FAMILY = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefèvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Diallo',
  'Ndiaye',
  'Diop',
  'Traoré',
  'Koné',
  'Touré',
  'Benali',
  'El Amrani',
  'Haddad',
  'Belkacem',
  'Sharma',
  'Patel',
  'Iyer',
  'Nair',
  'Reddy',
  'Gupta',
  'Menon',
  'Rao',
  'Krishnan',
  'Pillai',
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Wilson',
  'Evans',
  'Walker',
  'Hughes',
  'Fernández',
  'Rodríguez',
  'Sánchez',
  'Romero',
  'Rossi',
  'Russo',
  'Bianchi',
  'Colombo',
  'Ricci',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Wagner',
  'Silva',
  'Santos',
  'Oliveira',
  'Pereira',
  'Wang',
  'Zhang',
  'Tanaka',
  'Perera',
  'Fernando',
  'Shrestha',
  'Gurung',
  'Ramgoolam',
  'Tremblay',
  'Gagnon',
  'Roy',
  'Côté',
  'Bouchard',
  'Peeters',
  'Janssens',
  'Maes',
  'Favre',
  'Meyer',
  'Keller',
  'Brunner',
  'Marchand',
  'Lemoine',
];

/** Countries of the generated consultants, weight, currency and time zone. */
const COUNTRIES = [
  ['FR', 30, 'EUR', 'Europe/Paris'],
  ['IN', 14, 'INR', 'Asia/Kolkata'],
  ['CA', 7, 'CAD', 'America/Toronto'],
  ['BE', 6, 'EUR', 'Europe/Brussels'],
  ['CH', 5, 'CHF', 'Europe/Zurich'],
  ['MA', 5, 'MAD', 'Africa/Casablanca'],
  ['SN', 4, 'XOF', 'Africa/Dakar'],
  ['CI', 3, 'XOF', 'Africa/Abidjan'],
  ['TN', 3, 'TND', 'Africa/Tunis'],
  ['GB', 5, 'GBP', 'Europe/London'],
  ['US', 5, 'USD', 'America/New_York'],
  ['DE', 3, 'EUR', 'Europe/Berlin'],
  ['ES', 2, 'EUR', 'Europe/Madrid'],
  ['IT', 2, 'EUR', 'Europe/Rome'],
  ['LK', 2, 'LKR', 'Asia/Colombo'],
  ['NP', 1, 'NPR', 'Asia/Kathmandu'],
  ['AU', 1, 'AUD', 'Australia/Sydney'],
  ['BR', 1, 'BRL', 'America/Sao_Paulo'],
  ['MU', 1, 'MUR', 'Indian/Mauritius'],
];
/** Extra spoken languages (ISO 639-1 codes), beyond French or English. */
const EXTRA_LANGUAGES = ['ar', 'bn', 'de', 'es', 'gu', 'hi', 'it', 'kn', 'ml', 'mr', 'ne', 'nl', 'pt', 'si', 'ta', 'te', 'wo', 'zh', 'ja', 'ru', 'tr', 'pl', 'ur', 'pa'];
const OPENINGS = {
  fr: ['J’accompagne', 'Je reçois en visioconférence', 'Depuis {years} ans, j’aide', 'Je suis à l’écoute de'],
  en: ['I support', 'I see online', 'For {years} years I have helped', 'I listen to'],
};
const AUDIENCES = {
  fr: ['les adultes qui souffrent de {disorder}', 'les personnes confrontées à {disorder}', 'les patients qui cherchent à soulager {disorder}'],
  en: ['adults living with {disorder}', 'people facing {disorder}', 'clients who want relief from {disorder}'],
};
const APPROACH = {
  fr: 'Ma pratique associe {specs}, avec un bilan complet lors de la première séance puis un programme progressif et réaliste. Mon accompagnement complète le suivi médical, sans jamais s’y substituer.',
  en: 'My practice combines {specs}, with a full assessment in the first session followed by a gradual, realistic programme. My work complements medical care and never replaces it.',
};

const toSlug = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Random helpers over one PRNG. */
function picker(random) {
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const one = (list) => list[Math.floor(random() * list.length)];
  /** `count` distinct items of `list` (partial Fisher-Yates on a copy). */
  const some = (list, count) => {
    const copy = [...list];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i += 1) {
      const j = i + Math.floor(random() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  };
  const weighted = (items, weight) => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let r = random() * total;
    for (const item of items) if ((r -= weight(item)) < 0) return item;
    return items[items.length - 1];
  };
  return { int, one, some, weighted, shuffle: (list) => some(list, list.length) };
}

/** 24 lowercase alphanumerics, like Strapi's documentIds. */
function documentId(random) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 24; i += 1) id += alphabet[Math.floor(random() * alphabet.length)];
  return id;
}

/**
 * Reference rows that consultant links point at, per relation: `key` (slug, or code for languages and
 * countries) → { id, name_fr, name_en }. Links use the rows of `linkLocale` (what the seed wrote).
 */
async function referenceRows(knex, targetTable, keyColumn, linkLocale) {
  const rows = await knex(targetTable).select('id', 'document_id', keyColumn, 'name', 'locale').whereNull('deleted_at').orderBy('id');
  const byDocument = new Map();
  for (const row of rows) {
    const entry = byDocument.get(row.document_id) ?? { key: row[keyColumn] };
    entry[`name_${row.locale}`] = row.name;
    if (row.locale === linkLocale) entry.id = row.id;
    byDocument.set(row.document_id, entry);
  }
  return new Map([...byDocument.values()].filter((e) => e.id != null).map((e) => [e.key, e]));
}

/**
 * Generate the consultant rows and their links (no ids yet: links refer to `documentId`).
 * @param count - consultants to generate
 * @param taken - display names, slugs and documentIds already used (kept unique)
 */
function generate(count, refs, cities, taken, random) {
  const pick = picker(random);
  const start = Date.UTC(2025, 0, 1);
  const yearMs = 365 * 24 * 3600 * 1000;
  // Unique display names: all given × family combinations, shuffled, minus the seeded ones, so that
  // ordering by display name is total (no ties whose order would depend on the engine).
  // Past the ~13,000 given × family pairs, a middle initial keeps names unique (up to ~350,000).
  const pairs = Object.entries(GIVEN).flatMap(([gender, given]) => given.flatMap((g) => FAMILY.map((f) => ({ gender, given: g, family: f }))));
  const initials = count > pairs.length ? ['', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => `${c}. `)] : [''];
  const names = pick
    .shuffle(initials.flatMap((initial) => pairs.map((n) => ({ ...n, display: `${n.given} ${initial}${n.family}` }))))
    .filter((n) => !taken.names.has(n.display))
    .slice(0, count);
  if (names.length < count) throw new Error(`only ${names.length} unique names for ${count} consultants`);
  const specs = [...refs.specializations.keys()];
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const { gender: baseGender, given, family, display } = names[i];
    let slug = toSlug(display);
    for (let n = 2; taken.slugs.has(slug); n += 1) slug = `${toSlug(display)}-${n}`;
    taken.slugs.add(slug);
    let docId = documentId(random);
    while (taken.documentIds.has(docId)) docId = documentId(random);
    taken.documentIds.add(docId);

    const [countryCode, , currency, timeZone] = pick.weighted(COUNTRIES, (c) => c[1]);
    const mainLanguage = pick.weighted(
      [
        ['fr', 55],
        ['en', 33],
        [pick.one(EXTRA_LANGUAGES), 12],
      ],
      (l) => l[1],
    )[0];
    const languages = [...new Set([mainLanguage, ...(random() < 0.45 ? ['en'] : []), ...pick.some(EXTRA_LANGUAGES, pick.int(0, 2))])];
    const specializations = pick.some(specs, pick.int(1, 3));
    const disorders = pick.some([...refs.disorders.keys()], pick.int(1, 5));
    const years = pick.int(1, 35);
    const gender = random() < 0.03 ? 'other' : baseGender;
    const title = random() < 0.25 ? 'Dr' : gender === 'female' ? 'Ms' : 'Mr';
    const feeMajor = currency === 'INR' ? pick.int(8, 40) * 100 : currency === 'XOF' ? pick.int(10, 40) * 1000 : pick.int(6, 30) * 5;
    const approvedAt = new Date(start + Math.floor(random() * yearMs));
    const bio = (locale) => {
      const specNames = specializations.map((s) => refs.specializations.get(s)[`name_${locale}`].toLowerCase()).join(', ');
      const disorderName = refs.disorders.get(disorders[0])[`name_${locale}`].toLowerCase();
      return `${pick.one(OPENINGS[locale]).replace('{years}', years)} ${pick.one(AUDIENCES[locale]).replace('{disorder}', disorderName)}. ${APPROACH[locale].replace('{specs}', specNames)}`;
    };
    out.push({
      row: {
        document_id: docId,
        slug,
        title,
        gender,
        given_name: given,
        family_name: family,
        display_name: display,
        city: pick.one(cities.get(countryCode) ?? ['']) || null,
        time_zone: timeZone,
        bio_fr: bio('fr'),
        bio_en: bio('en'),
        background_fr: `${years} ans de pratique ; formation certifiée en ${refs.specializations.get(specializations[0]).name_fr.toLowerCase()}.`,
        background_en: `${years} years of practice; certified training in ${refs.specializations.get(specializations[0]).name_en.toLowerCase()}.`,
        years_of_experience: years,
        fee: feeMajor * 100,
        currency,
        session_duration: pick.one([30, 45, 60, 60, 60, 90]),
        free_first_consultation: random() < 0.3,
        approval_status: 'approved',
        active_status: true,
        approved_at: approvedAt,
        deleted_at: null,
        created_at: approvedAt,
        updated_at: approvedAt,
        published_at: approvedAt,
      },
      links: {
        specializations,
        languages,
        disorders,
        objectives: pick.some([...refs.objectives.keys()], pick.int(1, 4)),
        keywords: pick.some([...refs.keywords.keys()], pick.int(2, 6)),
        country: [countryCode],
      },
    });
  }
  return out;
}

/**
 * Build the bench database.
 * @param dbFile - SQLite file to create (its folder must exist)
 * @param target - approved and active consultants wanted in all
 * @param log - progress printer
 * @returns { total, generated, seconds }
 */
export async function buildBenchDatabase(dbFile, { target = 10_000, log = console.log } = {}) {
  const started = Date.now();
  return withStrapiOn(dbFile, async (strapi, require) => {
    const { runSeed } = require(path.join(cmsDir, 'dist', 'src', 'seed', 'index.js'));
    await runSeed(strapi, (message) => log(`[seed] ${message}`));

    const knex = strapi.db.connection;
    // The seed's lifecycle hooks queue search reindexes (setImmediate): let them finish first.
    await settle(knex);
    const meta = strapi.db.metadata.get(PROFILE);
    const table = meta.tableName;
    const visible = () => knex(table).where({ approval_status: 'approved', active_status: true }).whereNull('deleted_at');
    const [{ n: present }] = await visible().count({ n: 'id' });
    const missing = Math.max(0, target - Number(present));

    // Relations: join tables from the metadata, and the locale of the rows the seeded links point at.
    const relations = {};
    for (const name of RELATIONS) {
      const attribute = meta.attributes[name];
      const joinTable = attribute.joinTable;
      const targetTable = strapi.db.metadata.get(attribute.target).tableName;
      const used = await knex(joinTable.name)
        .join(targetTable, `${targetTable}.id`, `${joinTable.name}.${joinTable.inverseJoinColumn.name}`)
        .select(`${targetTable}.locale as locale`)
        .count({ n: '*' })
        .groupBy(`${targetTable}.locale`)
        .orderBy('n', 'desc')
        .first();
      const keyColumn = name === 'languages' || name === 'country' ? 'code' : 'slug';
      const linkLocale = used?.locale ?? 'fr';
      relations[name] = { joinTable, refs: await referenceRows(knex, targetTable, keyColumn, linkLocale) };
    }
    const refs = Object.fromEntries(Object.entries(relations).map(([name, r]) => [name, r.refs]));
    const cityRows = await knex('cities').select('name', 'country_code').where('locale', 'fr').orderBy('id');
    const cities = new Map();
    for (const c of cityRows) cities.set(c.country_code, [...(cities.get(c.country_code) ?? []), c.name]);

    // Column set of a seeded row: generated rows fill exactly these columns (others copied, e.g. nulls).
    const template = await knex(table).orderBy('id').first();
    if (!template) throw new Error('the seed created no consultant to copy the column set from');
    const existing = await knex(table).select('display_name', 'slug', 'document_id').orderBy('id');
    const taken = {
      names: new Set(existing.map((r) => r.display_name)),
      slugs: new Set(existing.map((r) => r.slug)),
      documentIds: new Set(existing.map((r) => r.document_id)),
    };
    const people = generate(missing, refs, cities, taken, prng(PRNG_SEED));
    const columns = Object.keys(template).filter((c) => c !== 'id');
    const unknown = Object.keys(people[0]?.row ?? {}).filter((c) => !columns.includes(c));
    if (unknown.length) throw new Error(`generated columns missing from ${table}: ${unknown.join(', ')}`);

    const insertStarted = Date.now();
    let linkCount = 0;
    await knex.transaction(async (trx) => {
      for (let i = 0; i < people.length; i += BATCH) {
        const rows = people.slice(i, i + BATCH).map(({ row }) => Object.fromEntries(columns.map((c) => [c, c in row ? row[c] : template[c]])));
        await trx(table).insert(rows);
      }
      const ids = new Map((await trx(table).select('id', 'document_id')).map((r) => [r.document_id, r.id]));
      for (const [name, { joinTable, refs: targets }] of Object.entries(relations)) {
        const links = [];
        for (const person of people) {
          person.links[name].forEach((key, index) => {
            const link = {
              [joinTable.joinColumn.name]: ids.get(person.row.document_id),
              [joinTable.inverseJoinColumn.name]: targets.get(key).id,
            };
            if (joinTable.orderColumnName) link[joinTable.orderColumnName] = index + 1;
            links.push(link);
          });
        }
        for (let i = 0; i < links.length; i += BATCH) await trx(joinTable.name).insert(links.slice(i, i + BATCH));
        linkCount += links.length;
      }
    });
    log(`[bench] ${people.length} consultants and ${linkCount} link rows inserted in ${((Date.now() - insertStarted) / 1000).toFixed(1)} s`);

    const reindexStarted = Date.now();
    await strapi.service('api::consultant-profile.expert-search').reindex();
    log(`[bench] search index rebuilt in ${((Date.now() - reindexStarted) / 1000).toFixed(1)} s`);

    await grantPublic(strapi, PUBLIC_ACTIONS);
    log(`[bench] Public role granted: ${PUBLIC_ACTIONS.join(', ')}`);

    const [{ n: total }] = await visible().count({ n: 'id' });
    await settle(knex);
    return { total: Number(total), generated: people.length, seconds: (Date.now() - started) / 1000 };
  });
}

/**
 * Run `work` with the compiled CMS loaded (not listening) on the SQLite file `dbFile`, from the cms
 * folder as the app runs; Strapi is destroyed and the working folder restored afterwards, whatever happens.
 * @param work - receives the loaded Strapi and a `require` resolving from the cms folder
 * @returns what `work` returns
 */
async function withStrapiOn(dbFile, work) {
  process.env.DATABASE_CLIENT = 'sqlite';
  process.env.DATABASE_FILENAME = dbFile;
  process.env.SEED_IF_EMPTY = 'false';
  const require = createRequire(path.join(cmsDir, 'package.json'));
  const previousCwd = process.cwd();
  process.chdir(cmsDir);
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  try {
    return await work(strapi, require);
  } finally {
    await strapi.destroy();
    process.chdir(previousCwd);
  }
}

/**
 * Wait until the database pool has been idle for `quietMs` (bounded by `timeoutMs`): background jobs
 * started by lifecycle hooks must not run into the bulk insert or outlive `strapi.destroy()`.
 */
async function settle(knex, { quietMs = 300, timeoutMs = 60_000 } = {}) {
  const pool = knex.client.pool;
  if (!pool) return;
  const started = Date.now();
  let quietSince = Date.now();
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
  }
}

/** Give the users-permissions Public role the given actions (those it lacks). */
async function grantPublic(strapi, actions) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions Public role not found');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of actions) {
    const has = await permissions.findOne({ where: { action, role: role.id } });
    if (!has) await permissions.create({ data: { action, role: role.id } });
  }
}

/**
 * Rows of the back-office lists measured by the `reads` part (uncached-reads.mjs): at least `count`
 * client accounts with profiles, coupons, waiting-list entries and complaints, so that a 25-row page of
 * each is full. Written through Strapi's query engine (its lifecycles encrypt the personal fields, as
 * the app does), with values from a fixed-seed PRNG; only the rows missing up to `count` are added, so
 * a kept database is topped up rather than doubled.
 * @param dbFile - a bench database built by {@link buildBenchDatabase}
 * @param count - rows wanted in each list
 * @returns rows added, by list
 */
export async function addBackOfficeRows(dbFile, { count = 30, log = console.log } = {}) {
  return withStrapiOn(dbFile, async (strapi) => {
    const random = prng(PRNG_SEED + 1);
    const pick = picker(random);
    const added = { clients: 0, coupons: 0, waitingList: 0, complaints: 0 };
    const query = (uid) => strapi.db.query(uid);
    const countries = await query('api::country.country').findMany({ select: ['id', 'code'], where: { locale: 'fr' } });
    const specializations = await query('api::specialization.specialization').findMany({ select: ['slug'], where: { locale: 'fr' } });
    const complaintTypes = await query('api::complaint-type.complaint-type').findMany({ select: ['slug'] });
    const consultants = await query(PROFILE).findMany({ select: ['id'], where: { approval_status: 'approved' }, limit: 200 });
    const clientRole = await query('plugin::users-permissions.role').findOne({ where: { type: 'client' } });
    const name = () => ({ given: pick.one(GIVEN.female.concat(GIVEN.male)), family: pick.one(FAMILY) });

    const clients = await query('api::client-profile.client-profile').count({ where: { deletedAt: { $null: true } } });
    for (let i = clients; i < count; i += 1) {
      const { given, family } = name();
      const email = `bench-client-${i}@bench.local`;
      const user = await query('plugin::users-permissions.user').create({
        data: { username: email, email, provider: 'local', password: 'not-a-usable-hash', confirmed: true, blocked: i % 7 === 0, role: clientRole.id, token_version: 0 },
      });
      await query('api::client-profile.client-profile').create({
        data: { given_name: given, family_name: family, display_name: `${given} ${family}`, correspondence_language: 'fr', country: pick.one(countries).id, user: user.id },
      });
      added.clients += 1;
    }
    const coupons = await query('api::coupon.coupon').count({ where: { deletedAt: { $null: true } } });
    for (let i = coupons; i < count; i += 1) {
      const percent = random() < 0.6;
      await query('api::coupon.coupon').create({
        data: {
          code: `BENCH${String(i).padStart(3, '0')}`,
          description: `Bench coupon ${i}`,
          kind: percent ? 'percent' : 'fixed',
          percent_off: percent ? pick.int(5, 50) : null,
          amount_off_minor: percent ? null : pick.int(5, 30) * 100,
          currency: percent ? null : 'EUR',
          once_per_client: random() < 0.5,
          active: true,
        },
      });
      added.coupons += 1;
    }
    const waiting = await query('api::waiting-list-entry.waiting-list-entry').count({ where: { deletedAt: { $null: true } } });
    for (let i = waiting; i < count; i += 1) {
      const { given, family } = name();
      await query('api::waiting-list-entry.waiting-list-entry').create({
        data: {
          role: random() < 0.7 ? 'client' : 'consultant',
          email: `bench-waiting-${i}@bench.local`,
          name: `${given} ${family}`,
          country_code: pick.one(countries).code,
          specialization_slug: pick.one(specializations).slug,
          mail_locale: 'fr',
        },
      });
      added.waitingList += 1;
    }
    const complaints = await query('api::complaint.complaint').count();
    const clientIds = (await query('api::client-profile.client-profile').findMany({ select: ['id'] })).map((row) => row.id);
    for (let i = complaints; i < count; i += 1) {
      await query('api::complaint.complaint').create({
        data: {
          reference: `RC-BENCH${String(i).padStart(3, '0')}`,
          raised_by_role: random() < 0.7 ? 'client' : 'consultant',
          client: pick.one(clientIds),
          consultant: pick.one(consultants).id,
          complaint_type: pick.one(complaintTypes).slug,
          description: `Bench complaint ${i}: the session did not go as planned.`,
          status: pick.one(['open', 'in_review', 'resolved', 'rejected']),
        },
      });
      added.complaints += 1;
    }
    await settle(strapi.db.connection);
    log(
      `[bench] back-office rows added: ${Object.entries(added)
        .map(([list, n]) => `${n} ${list}`)
        .join(', ')}`,
    );
    return added;
  });
}
