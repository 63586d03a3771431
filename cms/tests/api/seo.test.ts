/**
 * What search engines and link previews see without running JavaScript (docs/seo.md): each web page's
 * own head written by the server from live content (title, description, robots, canonical URL,
 * hreflang alternates, Open Graph and Twitter tags, JSON-LD), in the page's language, escaped; the
 * sitemap and robots.txt. Needs the web build (`npm run build -w web`: `page-meta.json`).
 */
import type { Server } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin } from '../helpers/accounts';
import { part, pngBytes } from '../helpers/files';
import { expectStatus } from '../helpers/onboarding';
import { publishedWebinar } from '../helpers/webinars';

const BASE = 'http://web.test';
let server: Server;

beforeAll(async () => {
  server = (await seedOnce()).server.httpServer;
}, 300_000);

/** A web page as a crawler asks for it. */
function page(url: string, cookie?: string) {
  const test = request(server).get(url).set('Accept', 'text/html');
  return cookie ? test.set('Cookie', cookie) : test;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The head of a served page, read as a crawler reads it. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (attribute: string, key: string) => {
    const found = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(head);
    return found ? unescape(found[1]) : undefined;
  };
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => unescape(match[1]));
  const alternates = Object.fromEntries([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((match) => [match[1], unescape(match[2])]));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
  return {
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    titles,
    title: titles[0],
    description: meta('name', 'description'),
    descriptions: [...head.matchAll(/<meta name="description"/g)].length,
    robots: meta('name', 'robots'),
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? ''),
    alternates,
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLd,
    ofType: (type: string) => jsonLd.find((data) => data['@type'] === type),
    raw: head,
  };
}

/** Upload an image through the back office. */
async function uploadImage() {
  const admin = await sharedAdmin();
  const response = await admin.http.upload('post', '/api/admin-panel/media', part.png(await pngBytes(40, [30, 90, 70])));
  expectStatus(response, 201);
  return response.body as { id: number; url: string };
}

/** A bilingual blog post created (and published, unless told) through the back office. */
async function blogPost(titles: { fr: string; en: string }, { published = true, withCover = true } = {}) {
  const admin = await sharedAdmin();
  const author = await admin.http.post('/api/admin-panel/authors', { name: `Dr Mira ${unique()}`, bio: { fr: 'Naturopathe.', en: 'Naturopath.' } });
  expectStatus(author, 201);
  const cover = withCover ? await uploadImage() : null;
  const created = await admin.http.post('/api/admin-panel/blogs', {
    title: titles,
    excerpt: { fr: `Résumé de ${titles.fr}.`, en: `Summary of ${titles.en}.` },
    body: { fr: '## Texte\n\nCorps.', en: '## Text\n\nBody.' },
    tags: { fr: ['sommeil'], en: ['sleep'] },
    ...(cover ? { cover: { id: cover.id } } : {}),
    author: author.body.id,
    published_date: '2026-10-05',
  });
  expectStatus(created, 201);
  if (published) expectStatus(await admin.http.put(`/api/admin-panel/blogs/${created.body.id}`, { ...created.body, published: true }), 200);
  // each language's slug is made from that language's title
  const slugs = created.body.slug as { fr: string; en: string };
  return { id: created.body.id as string, slugs, slug: slugs.fr, author: author.body.name as string, cover };
}

describe('blog post pages', () => {
  it('carry the post’s title, excerpt, cover, canonical URL, alternates and an Article JSON-LD, in French by default', async () => {
    const s = unique();
    const post = await blogPost({ fr: `Bien dormir ${s}`, en: `Sleeping well ${s}` });
    const response = await page(`/blog/${post.slug}`);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(head.lang).toBe('fr');
    expect(head.titles).toHaveLength(1);
    expect(head.title).toMatch(new RegExp(`^Bien dormir ${s} · `));
    expect(head.og('title')).toBe(head.title);
    expect(head.twitter('title')).toBe(head.title);
    expect(head.descriptions).toBe(1);
    expect(head.description).toBe(`Résumé de Bien dormir ${s}.`);
    expect(head.og('description')).toBe(head.description);
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe(`${BASE}/blog/${post.slug}`);
    expect(head.og('url')).toBe(head.canonical);
    expect(head.og('type')).toBe('article');
    expect(head.og('image')).toBe(`${BASE}${post.cover!.url}`);
    expect(head.twitter('card')).toBe('summary_large_image');
    // each language's URL has its own slug
    expect(post.slugs).toEqual({ fr: `bien-dormir-${s.toLowerCase()}`, en: `sleeping-well-${s.toLowerCase()}` });
    expect(head.alternates).toEqual({ fr: `${BASE}/blog/${post.slugs.fr}`, en: `${BASE}/blog/${post.slugs.en}?lang=en`, 'x-default': `${BASE}/blog/${post.slugs.fr}` });
    expect(head.ofType('Article')).toMatchObject({
      '@context': 'https://schema.org',
      headline: `Bien dormir ${s}`,
      datePublished: '2026-10-05',
      author: { '@type': 'Person', name: post.author },
      image: [`${BASE}${post.cover!.url}`],
      inLanguage: 'fr',
    });
    expect(head.ofType('Organization')).toMatchObject({ url: `${BASE}/` });
    // the page itself is the web app, its first screen rendered on the server (the post's title as its heading), with this answer's CSP nonce
    expect(response.text).toMatch(new RegExp(`<div id="root">.*<h1[^>]*>Bien dormir ${s}</h1>`, 's'));
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(response.text).toContain(`nonce="${nonce}"`);
  });

  it('are in English with ?lang=en or the visitor’s stored choice, with their own canonical URL', async () => {
    const s = unique();
    const post = await blogPost({ fr: `Respirer ${s}`, en: `Breathing ${s}` });
    // by the English slug, or by the French one: the English page's canonical URL has the English slug
    for (const response of [await page(`/blog/${post.slugs.en}?lang=en`), await page(`/blog/${post.slugs.fr}`, 'selectedLanguage=en'), await page(`/blog/${post.slugs.fr}?lang=en`)]) {
      expect(response.status).toBe(200);
      const head = headOf(response.text);
      expect(head.lang).toBe('en');
      expect(head.title).toMatch(new RegExp(`^Breathing ${s} · `));
      expect(head.og('title')).toBe(head.title);
      expect(head.description).toBe(`Summary of Breathing ${s}.`);
      expect(head.canonical).toBe(`${BASE}/blog/${post.slugs.en}?lang=en`);
      expect(head.alternates).toEqual({ fr: `${BASE}/blog/${post.slugs.fr}`, en: `${BASE}/blog/${post.slugs.en}?lang=en`, 'x-default': `${BASE}/blog/${post.slugs.fr}` });
      expect(head.og('locale')).toBe('en_GB');
      expect(head.ofType('Article')).toMatchObject({ headline: `Breathing ${s}`, inLanguage: 'en' });
      expect(response.headers['content-language']).toBe('en');
    }
    // ?lang wins over the stored choice
    const french = headOf((await page(`/blog/${post.slugs.en}?lang=fr`, 'selectedLanguage=en')).text);
    expect(french.title).toMatch(new RegExp(`^Respirer ${s}`));
    expect(french.canonical).toBe(`${BASE}/blog/${post.slugs.fr}`);
  });

  it('escape a title typed in the back office: no markup, no script, JSON-LD intact', async () => {
    const s = unique();
    const evil = `Quiz </title><script>alert(1)</script> "x" & 'y' ${s}`;
    const post = await blogPost({ fr: evil, en: `Evil </script><img src=x onerror=alert(1)> ${s}` }, { withCover: false });
    const response = await page(`/blog/${post.slug}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('<script>alert(1)</script>');
    expect(response.text).not.toContain('</title><script>');
    const head = headOf(response.text);
    expect(head.titles).toHaveLength(1);
    expect(head.title).toMatch(/^Quiz <\/title><script>alert\(1\)<\/script> "x" & 'y' /);
    expect(head.og('title')).toBe(head.title);
    expect(head.ofType('Article')!.headline).toBe(evil);
    // the only scripts of the page are the app's own, the JSON-LD data blocks and the first paint's data block
    const scripts = [...response.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1].trim());
    expect(scripts.every((attributes) => ['type="application/ld+json"', 'type="application/json" id="initial-data"'].includes(attributes) || /src="\//.test(attributes))).toBe(true);
    const english = headOf((await page(`/blog/${post.slugs.en}?lang=en`)).text);
    expect(english.ofType('Article')!.headline).toBe(`Evil </script><img src=x onerror=alert(1)> ${s}`);
    expect(english.raw).not.toContain('<img');
  });

  it('an unknown or unpublished post answers 404 with a noindex head', async () => {
    const draft = await blogPost({ fr: `Brouillon ${unique()}`, en: `Draft ${unique()}` }, { published: false, withCover: false });
    for (const url of ['/blog/no-such-post-anywhere', `/blog/${draft.slugs.fr}`, `/blog/${draft.slugs.en}`]) {
      const response = await page(url);
      expect(response.status).toBe(404);
      const head = headOf(response.text);
      expect(head.robots).toBe('noindex, nofollow');
      expect(head.title).toMatch(/^Page introuvable · /);
    }
  });
});

describe('a post in two languages', () => {
  it('is read by its French slug or its English one, each answer in the asked language naming both slugs', async () => {
    const s = unique();
    const post = await blogPost({ fr: `Mieux manger ${s}`, en: `Eating better ${s}` }, { withCover: false });
    expect(post.slugs.fr).not.toBe(post.slugs.en);
    for (const slug of [post.slugs.fr, post.slugs.en]) {
      const french = await caller({ locale: 'fr' }).get(`/api/client/blogs/${slug}`);
      expect(french.status).toBe(200);
      expect(french.body.data).toMatchObject({ id: post.id, title: `Mieux manger ${s}`, slug: post.slugs.fr, slugs: post.slugs, locale: 'fr' });
      const english = await caller({ locale: 'en' }).get(`/api/client/blogs/${slug}`);
      expect(english.status).toBe(200);
      expect(english.body.data).toMatchObject({ id: post.id, title: `Eating better ${s}`, slug: post.slugs.en, slugs: post.slugs, locale: 'en' });
    }
    // the lists link each version by its own slug
    const listed = async (locale: 'fr' | 'en') => (await caller({ locale }).get('/api/client/blogs?pageSize=50')).body.data.find((card: { id: string }) => card.id === post.id).slug;
    expect([await listed('fr'), await listed('en')]).toEqual([post.slugs.fr, post.slugs.en]);
  });

  it('refuses, in the back office, a slug another post already has in either language', async () => {
    const s = unique();
    const first = await blogPost({ fr: `Premier ${s}`, en: `First ${s}` }, { withCover: false, published: false });
    const second = await blogPost({ fr: `Second ${s}`, en: `Second one ${s}` }, { withCover: false, published: false });
    const admin = await sharedAdmin();
    const current = (await admin.http.get(`/api/admin-panel/blogs/${second.id}`)).body;
    const taken = await admin.http.put(`/api/admin-panel/blogs/${second.id}`, { ...current, slug: { fr: first.slugs.en, en: second.slugs.en } });
    expect(taken.status).toBe(400);
    expect(Object.keys(taken.body.error.details.fieldErrors)).toEqual(['slug.fr']);
    const edited = await admin.http.put(`/api/admin-panel/blogs/${second.id}`, { ...current, slug: { fr: `second-article-${s.toLowerCase()}`, en: second.slugs.en } });
    expectStatus(edited, 200);
    expect(edited.body.slug).toEqual({ fr: `second-article-${s.toLowerCase()}`, en: second.slugs.en });
  });
});

describe('expert pages', () => {
  it('carry the consultant’s name, specializations, an image (initials when no photo) and a Person JSON-LD', async () => {
    const list = await caller({ locale: 'fr' }).get('/api/client/consultants?pageSize=1');
    expectStatus(list, 200);
    const expert = list.body.data[0] as { id: string; display_name: string; photo: { url: string } | null; specializations: { name: string }[] };
    const response = await page(`/our-experts/details/${expert.id}`);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(head.title.startsWith(`${expert.display_name} – Profil de l’expert · `)).toBe(true);
    if (expert.specializations.length) expect(head.description!.startsWith(expert.specializations.map((item) => item.name).join(', '))).toBe(true);
    expect(head.og('type')).toBe('profile');
    const image = expert.photo ? `${BASE}${expert.photo.url}` : `${BASE}/og/experts/${expert.id}/initials.png`;
    expect(head.og('image')).toBe(image);
    const person = head.ofType('Person');
    expect(person).toMatchObject({ name: expert.display_name, image, url: `${BASE}/our-experts/details/${expert.id}` });
    if (expert.specializations.length) expect(person!.knowsAbout).toEqual(expert.specializations.map((item) => item.name));

    const initials = await request(server).get(`/og/experts/${expert.id}/initials.png`);
    expect(initials.status).toBe(200);
    expect(initials.headers['content-type']).toBe('image/png');
    expect(initials.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(Buffer.from(initials.body).subarray(1, 4).toString()).toBe('PNG');
  });

  it('an unknown consultant answers 404 (page and initials image)', async () => {
    const response = await page('/our-experts/details/nosuchconsultant123');
    expect(response.status).toBe(404);
    expect(headOf(response.text).robots).toBe('noindex, nofollow');
    expect((await request(server).get('/og/experts/nosuchconsultant123/initials.png')).status).toBe(404);
  });
});

describe('webinar pages', () => {
  it('carry the webinar’s title and description in the page’s language and an Event JSON-LD (online, times, host, offer, seats)', async () => {
    const { webinar } = await publishedWebinar({ fee_minor: 2500 });
    const detail = await caller({ locale: 'fr' }).get(`/api/client/webinars/${webinar.slug}`);
    expectStatus(detail, 200);
    const host = detail.body.data.consultant as { id: string; display_name: string };

    const french = await page(`/webinars/${webinar.slug}`);
    expect(french.status).toBe(200);
    const head = headOf(french.text);
    expect(head.lang).toBe('fr');
    expect(head.title.startsWith(`${webinar.title_fr} · `)).toBe(true);
    expect(head.description).toBe(webinar.description_fr);
    expect(head.robots).toBe('index, follow');
    expect(head.canonical).toBe(`${BASE}/webinars/${webinar.slug}`);
    expect(head.alternates).toEqual({ fr: `${BASE}/webinars/${webinar.slug}`, en: `${BASE}/webinars/${webinar.slug}?lang=en`, 'x-default': `${BASE}/webinars/${webinar.slug}` });
    expect(head.ofType('Event')).toMatchObject({
      name: webinar.title_fr,
      startDate: webinar.start,
      endDate: webinar.end,
      url: `${BASE}/webinars/${webinar.slug}`,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'VirtualLocation' },
      organizer: { '@type': 'Person', name: host.display_name, url: `${BASE}/our-experts/details/${host.id}` },
      maximumAttendeeCapacity: 20,
      remainingAttendeeCapacity: 20,
      offers: { '@type': 'Offer', price: '25.00', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });

    const english = headOf((await page(`/webinars/${webinar.slug}?lang=en`)).text);
    expect(english.lang).toBe('en');
    expect(english.title.startsWith(`${webinar.title_en} · `)).toBe(true);
    expect(english.description).toBe(webinar.description_en);
    expect(english.canonical).toBe(`${BASE}/webinars/${webinar.slug}?lang=en`);
    expect(english.ofType('Event')).toMatchObject({ name: webinar.title_en });
  });

  it('a cancelled webinar stays readable, marked cancelled; a draft or an unknown one answers 404 with a noindex head', async () => {
    const { webinar, host } = await publishedWebinar();
    expectStatus(await host.http.delete(`/api/consultant/webinars/${webinar.id}`), 200);
    const cancelled = await page(`/webinars/${webinar.slug}`);
    expect(cancelled.status).toBe(200);
    expect(headOf(cancelled.text).ofType('Event')).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });

    const draft = await host.http.post('/api/consultant/webinars', { title_fr: `Brouillon ${unique()}` });
    expectStatus(draft, 201);
    for (const url of [`/webinars/${draft.body.data.slug}`, '/webinars/no-such-webinar']) {
      const response = await page(url);
      expect(response.status, url).toBe(404);
      expect(headOf(response.text).robots).toBe('noindex, nofollow');
    }
  });
});

describe('static pages', () => {
  it('the FAQ page carries a FAQPage JSON-LD of the live questions', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const entry = await admin.http.post('/api/admin-panel/faqs', {
      question: { fr: `Puis-je annuler ${s} ?`, en: `Can I cancel ${s}?` },
      answer: { fr: 'Oui, **jusqu’à 24 h** avant.', en: 'Yes, **up to 24 h** before.' },
      category: 'booking',
      order: 1,
      published: true,
    });
    expectStatus(entry, 201);
    const head = headOf((await page('/faq?lang=en')).text);
    expect(head.title).toMatch(/^Frequently asked questions · /);
    const faq = head.ofType('FAQPage');
    expect(faq!.mainEntity).toContainEqual({ '@type': 'Question', name: `Can I cancel ${s}?`, acceptedAnswer: { '@type': 'Answer', text: 'Yes, up to 24 h before.' } });
  });

  it.each([
    ['/about-us', 'fr', 'Qui sommes-nous'],
    ['/about-us?lang=en', 'en', 'About us'],
    ['/our-experts', 'fr', 'Nos experts'],
    ['/webinars', 'fr', 'Webinaires'],
    ['/webinars?lang=en', 'en', 'Webinars'],
    ['/', 'fr', 'Accueil – consultations bien-être en ligne'],
    ['/index.html?lang=en', 'en', 'Home – online wellness consultations'],
  ])('%s has its own title, description and alternates', async (url, lang, title) => {
    const response = await page(url);
    expect(response.status).toBe(200);
    const head = headOf(response.text);
    expect(head.lang).toBe(lang);
    expect(head.title.startsWith(`${title} · `)).toBe(true);
    expect(head.description?.length).toBeGreaterThan(40);
    expect(head.robots).toBe('index, follow');
    const path = new URL(url, BASE).pathname.replace('/index.html', '/');
    expect(head.alternates).toEqual({ fr: `${BASE}${path}`, en: `${BASE}${path}?lang=en`, 'x-default': `${BASE}${path}` });
    expect(head.ofType('Organization')).toBeTruthy();
  });

  it.each(['/client/dashboard', '/consultant/my-booking', '/public/client/sign-in', '/public/client/verify/a-token/someone%40example.org', '/booking/some-token', '/client/room/abc'])(
    '%s is kept out of search engines (noindex)',
    async (url) => {
      const response = await page(url);
      expect(response.status).toBe(200);
      expect(headOf(response.text).robots).toBe('noindex, nofollow');
    },
  );

  it('a sign-in page has its role’s title', async () => {
    expect(headOf((await page('/public/consultant/sign-in?lang=en')).text).title).toMatch(/^Expert sign-in · /);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists the indexable pages, published posts, visible experts and upcoming webinars with lastmod and fr/en alternates, and nothing private', async () => {
    const s = unique();
    const { webinar, host } = await publishedWebinar();
    const draftWebinar = await host.http.post('/api/consultant/webinars', { title_fr: `Pas prêt ${s}` });
    expectStatus(draftWebinar, 201);
    const live = await blogPost({ fr: `Publié ${s}`, en: `Published ${s}` }, { withCover: false });
    const draft = await blogPost({ fr: `Pas encore ${s}`, en: `Not yet ${s}` }, { published: false, withCover: false });
    const trashed = await blogPost({ fr: `Jeté ${s}`, en: `Thrown ${s}` }, { withCover: false });
    const admin = await sharedAdmin();
    expectStatus(await admin.http.delete(`/api/admin-panel/blogs/${trashed.id}`), 200);
    const experts = await caller().get('/api/client/consultants?pageSize=1');

    const response = await request(server).get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    const xml = response.text;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (url: string) => {
      const found = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]).find((block) => block.includes(`<loc>${url}</loc>`));
      return found;
    };
    const post = entry(`${BASE}/blog/${live.slug}`);
    expect(post).toBeTruthy();
    expect(post).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    expect(post).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${BASE}/blog/${live.slug}"/>`);
    expect(post).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${BASE}/blog/${live.slugs.en}?lang=en"/>`);
    expect(entry(`${BASE}/blog/${live.slugs.en}?lang=en`)).toBeTruthy();
    expect(xml).not.toContain(`/blog/${live.slugs.en}"`);
    for (const gone of [draft, trashed]) for (const slug of Object.values(gone.slugs)) expect(xml).not.toContain(`/blog/${slug}`);
    for (const path of ['/', '/about-us', '/blog', '/faq', '/our-experts', '/webinars', '/contact-us', '/privacy-policy']) expect(entry(`${BASE}${path}`), path).toBeTruthy();
    const webinarEntry = entry(`${BASE}/webinars/${webinar.slug}`);
    expect(webinarEntry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    expect(webinarEntry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${BASE}/webinars/${webinar.slug}?lang=en"/>`);
    expect(xml).not.toContain(`/webinars/${draftWebinar.body.data.slug}`);
    expect(entry(`${BASE}/our-experts/details/${experts.body.data[0].id}`)).toBeTruthy();
    for (const path of ['/client', '/consultant', '/public/sign-in', '/booking', '/chat-room', '/public/page-404']) expect(xml).not.toContain(`<loc>${BASE}${path}`);
  });

  it('robots.txt keeps crawlers out of the private areas and names the sitemap', async () => {
    const response = await request(server).get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    const lines = response.text.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of ['/admin', '/cms', '/client', '/consultant', '/api']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });
});
