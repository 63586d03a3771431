/**
 * Each web page's head from the page list of the web build and live content (docs/seo.md):
 *
 * - static pages: title and description in the page's language from the web's translation files;
 * - `/blog/:slug` (either language's slug): the post's title, excerpt, cover and an `Article` JSON-LD, each
 *   language's URL with that language's slug (canonical, alternates); an unknown post → 404;
 * - `/our-experts/details/:id`: the consultant's name, specializations and bio, photo (or an initials
 *   image) and a `Person` JSON-LD (with its `AggregateRating` once it has a visible review); a hidden or
 *   unknown consultant → 404;
 * - `/faq`: a `FAQPage` JSON-LD of the live questions;
 * - `/webinars/:slug`: the webinar's title and description, the host's photo and an `Event` JSON-LD (online
 *   attendance, start and end, host as organizer and performer, fee as an offer with the seats left); a
 *   draft, trashed or unknown webinar → 404;
 * - every page: an `Organization` JSON-LD (web settings: name, logo, social profiles).
 *
 * Language: `?lang=fr|en`, else the visitor's stored choice (cookie `selectedLanguage`, written by the
 * web's language switcher), else French. URLs: the French page has no parameter, the English one
 * `?lang=en`; both are the `hreflang` alternates, French is `x-default`.
 */
import type { PageHead, PageLanguage } from './head';
import { plainSummary } from './head';
import type { MatchedPage, PageMetaFile } from './pages';
import { blogPostHead, expertHead, faqEntries, siteSettings, webinarHead } from './content';

/** Name of the cookie holding the visitor's language choice (the web's `selectedLanguage`). */
export const LANGUAGE_COOKIE = 'selectedLanguage';
/** Query parameter choosing the page's language. */
export const LANGUAGE_PARAM = 'lang';
/** Separator between the page's title and the site's name (as the web's `document-title`). */
export const TITLE_SEPARATOR = ' · ';

const isLanguage = (value: unknown): value is PageLanguage => value === 'fr' || value === 'en';

/**
 * The page's language: `?lang=`, else the `selectedLanguage` cookie, else French.
 * @param query - the `lang` query value(s)
 * @param cookie - the cookie's value
 */
export function pageLanguage(query: unknown, cookie: string | undefined): PageLanguage {
  const asked = Array.isArray(query) ? query[0] : query;
  if (isLanguage(asked)) return asked;
  return isLanguage(cookie) ? cookie : 'fr';
}

/** Path of the initials image of a consultant without a photo (served by middlewares/seo). */
export function initialsImagePath(documentId: string): string {
  return `/og/experts/${encodeURIComponent(documentId)}/initials.png`;
}

/** What {@link webPageHead} needs of the request. */
export interface PageRequest {
  /** the path as received (percent-encoded) */
  urlPath: string;
  language: PageLanguage;
  /** the site's public base URL, without trailing slash */
  base: string;
  /** the page matched by the path, or `null` for a path that is no page (the not-found page) */
  matched: MatchedPage | null;
  meta: PageMetaFile;
}

/** The head and the HTTP status of a web page. */
export interface PageAnswer {
  head: PageHead;
  status: 200 | 404;
}

/**
 * The head of one web page, reading the live content it needs.
 * @returns its head and status (404 for an unknown blog post or consultant, or a path that is no page)
 */
export async function webPageHead({ urlPath, language, base, matched, meta }: PageRequest): Promise<PageAnswer> {
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`);
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const alternates = { fr: `${base}${path}`, en: `${base}${path}?${LANGUAGE_PARAM}=en` };
  const settings = await siteSettings(language);
  const siteName = settings.siteTitle ?? meta.site[language];
  const logo = settings.logo ? absolute(settings.logo) : null;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.legalName ?? siteName,
    url: `${base}/`,
    ...(logo ? { logo } : {}),
    ...(settings.socialUrls.length ? { sameAs: settings.socialUrls } : {}),
  };
  const fullTitle = (page: string) => (page ? `${page}${TITLE_SEPARATOR}${siteName}` : siteName);

  const notFoundPage = meta.pages.find((page) => page.path === '/public/page-404');
  const notFound = (): PageAnswer => ({
    status: 404,
    head: {
      language,
      title: fullTitle(notFoundPage?.title[language] ?? ''),
      description: meta.description[language],
      indexable: false,
      canonical: alternates[language],
      alternates,
      image: logo,
      type: 'website',
      siteName,
      jsonLd: [organization],
    },
  });
  if (!matched) return notFound();

  const { page, params } = matched;
  const head: PageHead = {
    language,
    title: fullTitle((params.role && page.titleByRole?.[language]?.[params.role]) || page.title[language]),
    description: page.description[language],
    indexable: page.indexable,
    canonical: alternates[language],
    alternates,
    image: logo,
    type: 'website',
    siteName,
    jsonLd: [organization],
  };

  if (page.content === 'blogPost') {
    const post = await blogPostHead(params.slug ?? '', language);
    if (!post) return notFound();
    // each language's URL carries that language's slug, whichever slug the visitor came by
    const postUrl = (slug: string) => `${base}${path.slice(0, path.lastIndexOf('/') + 1)}${encodeURIComponent(slug)}`;
    head.alternates = { fr: postUrl(post.slugs.fr), en: `${postUrl(post.slugs.en)}?${LANGUAGE_PARAM}=en` };
    head.canonical = head.alternates[language];
    const image = post.cover ? absolute(post.cover) : logo;
    head.title = fullTitle(post.title);
    head.description = plainSummary(post.excerpt, 300) || plainSummary(post.body, 200) || head.description;
    head.image = image;
    head.type = 'article';
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: head.description,
      inLanguage: post.locale,
      mainEntityOfPage: head.canonical,
      url: head.canonical,
      ...(post.publishedDate ? { datePublished: post.publishedDate } : {}),
      ...(post.author ? { author: { '@type': 'Person', name: post.author } } : { author: { '@type': 'Organization', name: organization.name } }),
      ...(image ? { image: [image] } : {}),
      publisher: { '@type': 'Organization', name: organization.name, ...(logo ? { logo: { '@type': 'ImageObject', url: logo } } : {}) },
    });
  } else if (page.content === 'expert') {
    const expert = await expertHead(params.id ?? '', language);
    if (!expert) return notFound();
    const specializations = expert.specializations.join(', ');
    const image = absolute(expert.photo?.url || initialsImagePath(expert.id));
    // "Asha Rao – Profil de l’expert": the route's title keeps the page's title in its language.
    head.title = fullTitle(`${expert.display_name} – ${page.title[language]}`);
    head.description = plainSummary([specializations, expert.bio_excerpt].filter(Boolean).join(' – '), 300) || head.description;
    head.image = image;
    head.type = 'profile';
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: expert.display_name,
      url: head.canonical,
      image,
      ...(expert.title ? { honorificPrefix: expert.title } : {}),
      ...(specializations ? { jobTitle: specializations } : {}),
      ...(expert.bio_excerpt ? { description: expert.bio_excerpt } : {}),
      ...(expert.specializations.length ? { knowsAbout: expert.specializations } : {}),
      // The visible reviews' rating (docs/api-reviews.md), only once there is one.
      ...(expert.rating.count > 0 && expert.rating.average !== null
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: expert.rating.average, ratingCount: expert.rating.count, reviewCount: expert.rating.count, bestRating: 5, worstRating: 1 } }
        : {}),
    });
  } else if (page.content === 'webinar') {
    const webinar = await webinarHead(params.slug ?? '', language);
    if (!webinar) return notFound();
    const host = webinar.consultant;
    const hostUrl = `${base}/our-experts/details/${encodeURIComponent(host.id)}`;
    const image = host.photo?.url ? absolute(host.photo.url) : logo;
    head.title = fullTitle(webinar.title);
    head.description = plainSummary(webinar.description, 300) || head.description;
    head.image = image;
    // schema.org prices are in major units (12.50), as many decimals as the currency has
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency: webinar.currency }).resolvedOptions().maximumFractionDigits ?? 2;
    const priceOf = (minor: number) => (minor === 0 ? '0' : (minor / 10 ** digits).toFixed(digits));
    head.jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: webinar.title,
      description: head.description,
      url: head.canonical,
      startDate: webinar.start,
      endDate: webinar.end,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: webinar.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation', url: head.canonical },
      ...(webinar.language ? { inLanguage: webinar.language.name } : {}),
      ...(image ? { image: [image] } : {}),
      organizer: { '@type': 'Person', name: host.display_name, url: hostUrl },
      performer: { '@type': 'Person', name: host.display_name, url: hostUrl },
      maximumAttendeeCapacity: webinar.capacity,
      remainingAttendeeCapacity: webinar.seats_left,
      offers: {
        '@type': 'Offer',
        url: head.canonical,
        price: priceOf(webinar.fee_minor),
        priceCurrency: webinar.currency,
        availability: webinar.seats_left > 0 && webinar.status === 'published' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      },
    });
  } else if (page.content === 'faq') {
    const entries = await faqEntries(language);
    if (entries.length) {
      head.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        inLanguage: language,
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: plainSummary(entry.answer, 5000) },
        })),
      });
    }
  }
  return { head, status: 200 };
}
