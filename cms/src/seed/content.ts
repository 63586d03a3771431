/**
 * Editorial content (spec §3 entities): web settings with the logo and favicon, pages, blog authors and posts, FAQs,
 * quotes, lifestyle products and the versioned legal pages, in fr and en (cms/data/content/*.json); the
 * privacy policy's retention periods are filled in from lib/retention-periods.ts.
 */
import { createBilingual, existingKeys, readData, seedList, type Bilingual, type SeedLog } from './helpers';
import { uploadSvgAsPng } from './media';
import { publishedLegalText } from '../lib/retention-periods';

interface WebSettingData {
  site_title: Bilingual<string>;
  domain_name: string;
  legal_name: string;
  web_logo: string;
  fab_icon: string;
  social_links: { network: string; url: string }[];
}

async function seedWebSetting(log: SeedLog) {
  const uid = 'api::web-setting.web-setting';
  const existing = await strapi.db.query(uid).findOne({ select: ['documentId'] });
  if (existing) {
    log('Web settings: already present');
    return;
  }
  const data = readData<WebSettingData>('content/web-setting.json');
  const web_logo = await uploadSvgAsPng(data.web_logo, data.legal_name, 240);
  const fab_icon = await uploadSvgAsPng(data.fab_icon, data.legal_name, 64);
  const shared = { domain_name: data.domain_name, legal_name: data.legal_name, web_logo, fab_icon, social_links: data.social_links };
  await createBilingual(uid, shared, { fr: { site_title: data.site_title.fr }, en: { site_title: data.site_title.en } });
  log('Web settings: created with logo and favicon');
}

type Localized<T> = { fr: T; en: T };

/** Seeds all editorial content; safe to run again. */
export async function seedContent(log: SeedLog) {
  await seedWebSetting(log);

  const pages =
    readData<(Localized<{ title: string; subtitle: string; sections: { key: string; title: string; body: string }[]; figures?: { value: string; label: string }[] }> & { slug: string })[]>(
      'content/pages.json',
    );
  await seedList(
    log,
    'Pages',
    'api::page.page',
    pages,
    (p) => p.slug,
    (p) => createBilingual('api::page.page', { slug: p.slug }, { fr: p.fr, en: p.en }),
  );

  // Blog authors: a name, a biography in both languages.
  const authors = readData<{ name: string; bio: Bilingual<string> }[]>('content/authors.json');
  await seedList(
    log,
    'Blog authors',
    'api::author.author',
    authors,
    (a) => a.name,
    (a) => strapi.documents('api::author.author').create({ data: { name: a.name, bio: a.bio } }),
    'name',
  );
  const authorIds = await existingKeys('api::author.author', 'name');

  // Tags and slugs are localized: the tag words in the reader's language, the French version's own slug
  // (the top-level slug is the English version's, and the seed's key); the author is shared.
  const blogs =
    readData<(Localized<{ title: string; excerpt: string; body: string; tags: string[]; slug?: string }> & { slug: string; published_date: string; cover: string; author: string })[]>(
      'content/blogs.json',
    );
  await seedList(
    log,
    'Blog posts',
    'api::blog.blog',
    blogs,
    (b) => b.slug,
    async (b) => {
      const cover = await uploadSvgAsPng(b.cover, b.en.title, 1200);
      return createBilingual('api::blog.blog', { slug: b.slug, published_date: b.published_date, cover, author: authorIds.get(b.author) ?? null }, { fr: b.fr, en: b.en });
    },
  );

  const faqs = readData<(Localized<{ question: string; answer: string }> & { key: string; category: string; order: number })[]>('content/faqs.json');
  await seedList(
    log,
    'FAQs',
    'api::faq.faq',
    faqs,
    (f) => f.key,
    (f) => createBilingual('api::faq.faq', { slug: f.key, category: f.category, order: f.order }, { fr: f.fr, en: f.en }),
  );

  const quotes = readData<(Localized<{ author_name: string; quote_title: string; text: string }> & { key: string })[]>('content/quotes.json');
  await seedList(
    log,
    'Quotes',
    'api::quote.quote',
    quotes,
    (q) => q.key,
    (q) => createBilingual('api::quote.quote', { slug: q.key }, { fr: q.fr, en: q.en }),
  );

  const products = readData<(Localized<{ name: string; description: string }> & { slug: string; price: number; currency: string; category: string; image: string })[]>('content/digital-products.json');
  await seedList(
    log,
    'Lifestyle products',
    'api::digital-product.digital-product',
    products,
    (p) => p.slug,
    async (p) => {
      const image = await uploadSvgAsPng(p.image, p.en.name, 800);
      return createBilingual('api::digital-product.digital-product', { slug: p.slug, price: p.price, currency: p.currency, category: p.category, images: [image] }, { fr: p.fr, en: p.en });
    },
  );

  const legal = readData<(Localized<{ title: string; body: string }> & { kind: 'privacy-policy' | 'terms-condition'; version: string; effective_date: string })[]>('content/legal.json');
  for (const kind of ['privacy-policy', 'terms-condition'] as const) {
    const uid = kind === 'privacy-policy' ? 'api::privacy-policy.privacy-policy' : 'api::terms-condition.terms-condition';
    const versions = legal.filter((doc) => doc.kind === kind);
    await seedList(
      log,
      `Legal: ${kind}`,
      uid,
      versions,
      (doc) => doc.version,
      // The privacy policy states the retention periods the daily job applies (lib/retention-periods.ts).
      (doc) =>
        createBilingual(
          uid,
          { version: doc.version, effective_date: doc.effective_date },
          { fr: { ...doc.fr, body: publishedLegalText(doc.fr.body, 'fr') }, en: { ...doc.en, body: publishedLegalText(doc.en.body, 'en') } },
        ),
      'version',
    );
  }
}
