import { beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, unique } from '../helpers/strapi';
import { caller, sharedAdmin } from '../helpers/accounts';
import { jpegBytes, part, pngBytes } from '../helpers/files';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import { clock } from '../../src/contracts/clock';
import type { Schemas } from '../helpers/api-types';

/**
 * The editorial content of the back office (contracts/admin-content) in the admin dialect: localized
 * content with draft and publish (blogs and their authors, quotes, FAQ, products, pages), versions of
 * legal texts that are added but never edited, the web settings, and image uploads; and what the
 * public site shows after each change.
 */
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

beforeAll(async () => {
  await seedOnce();
}, 300_000);

/** Every entry of a public editorial list (all its pages) in `locale`. */
async function publicList(path: string, locale: 'fr' | 'en') {
  const entries: { id: string }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await caller({ locale }).get(`/api/client/${path}?pageSize=50&page=${page}`);
    expectStatus(response, 200);
    entries.push(...response.body.data);
    if (page >= response.body.meta.pagination.pageCount) return entries;
  }
}

/** Upload an image through the back office; answers the stored media record. */
async function uploadImage(bytes?: Buffer) {
  const admin = await sharedAdmin();
  const response = await admin.http.upload('post', '/api/admin-panel/media', part.png(bytes ?? (await pngBytes(40, [200, 120, 40]))));
  expectStatus(response, 201);
  return response.body as { id: number; url: string; mime: string };
}

describe('media uploads', () => {
  it('stores a JPG, PNG or WebP checked by its content, and refuses anything else', async () => {
    const admin = await sharedAdmin();
    const png = await uploadImage();
    expect(png).toMatchObject({ id: expect.any(Number), url: expect.stringMatching(/^\/uploads\/.+\.png$/), mime: 'image/png', width: 40, height: 40 });
    const jpeg = await admin.http.upload('post', '/api/admin-panel/media', part.jpeg(await jpegBytes({ exif: true })));
    expectStatus(jpeg, 201);
    expect(jpeg.body.mime).toBe('image/jpeg');
    // the public file exists and carries no camera metadata
    const served = await caller().get(jpeg.body.url);
    expectStatus(served, 200);
    expect(served.body.includes(Buffer.from('Exif'))).toBe(false);

    const svg = await admin.http.upload('post', '/api/admin-panel/media', part.svg());
    expectStatus(svg, 415);
    const pdfNamedPng = await admin.http.upload('post', '/api/admin-panel/media', { ...part.pdf(), filename: 'logo.png', contentType: 'image/png' });
    expectStatus(pdfNamedPng, 415);
    expectStatus(await admin.http.upload('post', '/api/admin-panel/media', undefined), 400);
  });

  it('is for admins only', async () => {
    const response = await caller().upload('post', '/api/admin-panel/media', part.png(await pngBytes()));
    expectStatus(response, 401);
  });
});

describe('blogs and their authors', () => {
  it('creates an author and a bilingual post, publishes it, and the public blog shows it in each language', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const photo = await uploadImage();
    const author = await admin.http.post('/api/admin-panel/authors', { name: `Dr Asha ${s}`, bio: { fr: 'Médecin ayurvédique.', en: 'Ayurvedic doctor.' }, photo: { id: photo.id, url: 'ignored' } });
    expectStatus(author, 201);
    expect(author.body).toMatchObject({ name: `Dr Asha ${s}`, bio: { fr: 'Médecin ayurvédique.', en: 'Ayurvedic doctor.' }, photo: { id: photo.id, mime: 'image/png' }, deletedAt: null });

    const cover = await uploadImage();
    const input = {
      title: { fr: `Le sommeil ${s}`, en: `Sleep ${s}` },
      excerpt: { fr: 'Bien dormir.', en: 'Sleep well.' },
      body: { fr: '## Dormir\n\nTexte.', en: '## Sleep\n\nText.' },
      tags: { fr: ['sommeil'], en: ['sleep'] },
      cover: { id: cover.id },
      cover_alt: { fr: 'Une femme endormie sous une couette blanche', en: 'A woman asleep under a white duvet' },
      author: author.body.id,
      published_date: '2026-11-01',
    };
    const draft = await admin.http.post('/api/admin-panel/blogs', input);
    expectStatus(draft, 201);
    expect(draft.body).toMatchObject({
      // each language's slug from its own title
      slug: { fr: `le-sommeil-${s}`, en: `sleep-${s}` },
      published: false,
      author: author.body.id,
      cover: { id: cover.id },
      cover_alt: { fr: 'Une femme endormie sous une couette blanche', en: 'A woman asleep under a white duvet' },
      tags: { fr: ['sommeil'], en: ['sleep'] },
    });
    // a draft is not on the public site
    expectStatus(await caller({ locale: 'en' }).get(`/api/client/blogs/sleep-${s}`), 404);

    const published = await admin.http.put(`/api/admin-panel/blogs/${draft.body.id}`, { ...draft.body, published: true });
    expectStatus(published, 200);
    expect(published.body.published).toBe(true);
    const inFrench = await caller({ locale: 'fr' }).get(`/api/client/blogs/sleep-${s}`);
    expectStatus(inFrench, 200);
    // the cover is described in the reader's language
    expect(inFrench.body.data).toMatchObject({
      title: `Le sommeil ${s}`,
      body: '## Dormir\n\nTexte.',
      author: `Dr Asha ${s}`,
      tags: ['sommeil'],
      cover: { mime: 'image/png', alternativeText: 'Une femme endormie sous une couette blanche' },
    });
    const inEnglish = await caller({ locale: 'en' }).get(`/api/client/blogs/sleep-${s}`);
    expect(inEnglish.body.data).toMatchObject({ title: `Sleep ${s}`, tags: ['sleep'], cover: { alternativeText: 'A woman asleep under a white duvet' } });
    const card = (await publicList('blogs', 'en')).find((post: { id: string }) => post.id === draft.body.id) as Schemas['BlogCard'] | undefined;
    expect(card?.cover?.alternativeText).toBe('A woman asleep under a white duvet');
    expectFieldErrors(await admin.http.post('/api/admin-panel/blogs', { ...input, cover_alt: { fr: 'x'.repeat(251) } }), ['cover_alt.fr']);

    // list filters: state and author
    const byAuthor = await admin.http.get(`/api/admin-panel/blogs?filter=${q({ author: author.body.id })}`);
    expect(byAuthor.body.map((post: { id: string }) => post.id)).toEqual([draft.body.id]);
    expect(byAuthor.headers['content-range']).toBe('blogs 0-0/1');
    const drafts = await admin.http.get(`/api/admin-panel/blogs?filter=${q({ published: false, q: s })}`);
    expect(drafts.body).toEqual([]);
    const live = await admin.http.get(`/api/admin-panel/blogs?filter=${q({ published: true, q: s })}&sort=${q(['published_date', 'DESC'])}`);
    expect(live.body.map((post: { id: string }) => post.id)).toEqual([draft.body.id]);

    // the author cannot be deleted for good while the post is live
    expectStatus(await admin.http.delete(`/api/admin-panel/authors/${author.body.id}`), 200);
    const inUse = await admin.http.delete(`/api/admin-panel/authors/${author.body.id}/permanent`);
    expectStatus(inUse, 409);
    expect(inUse.body.error).toMatchObject({ name: 'InUse', details: { count: 1 } });
    // a trashed author cannot sign a new post
    expectFieldErrors(await admin.http.post('/api/admin-panel/blogs', { ...input, title: { fr: `Autre ${s}`, en: `Other ${s}` } }), ['author']);
    expectStatus(await admin.http.post(`/api/admin-panel/authors/${author.body.id}/restore`, {}), 200);

    // unpublishing takes the post off the public site; the trash too, and restore brings it back
    expectStatus(await admin.http.put(`/api/admin-panel/blogs/${draft.body.id}`, { ...input, published: false }), 200);
    expectStatus(await caller({ locale: 'en' }).get(`/api/client/blogs/sleep-${s}`), 404);
    expectStatus(await admin.http.put(`/api/admin-panel/blogs/${draft.body.id}`, { ...input, published: true }), 200);
    expectStatus(await admin.http.delete(`/api/admin-panel/blogs/${draft.body.id}`), 200);
    expectStatus(await caller({ locale: 'en' }).get(`/api/client/blogs/sleep-${s}`), 404);
    const trash = await admin.http.get(`/api/admin-panel/blogs?filter=${q({ trashed: true, q: s })}`);
    expect(trash.body.map((post: { id: string }) => post.id)).toEqual([draft.body.id]);
    expectStatus(await admin.http.post(`/api/admin-panel/blogs/${draft.body.id}/restore`, {}), 200);
    expectStatus(await caller({ locale: 'en' }).get(`/api/client/blogs/sleep-${s}`), 200);
  });

  it('lists an author made elsewhere without a biography (the /cms panel) with two empty sides', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    await booted()
      .documents('api::author.author')
      .create({ data: { name: `Panel writer ${s}` } });
    const listed = await admin.http.get(`/api/admin-panel/authors?filter=${q({ q: `Panel writer ${s}` })}`);
    expectStatus(listed, 200);
    expect(listed.body.map((author: { name: string; bio: unknown }) => [author.name, author.bio])).toEqual([[`Panel writer ${s}`, { fr: null, en: null }]]);
  });

  it('refuses bad input on the fields, in the admin’s language', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const author = (await admin.http.post('/api/admin-panel/authors', { name: `Writer ${s}` })).body;
    expect(author.bio).toEqual({ fr: null, en: null });
    const bad = await admin.http.post('/api/admin-panel/blogs', {
      title: { fr: '' },
      body: { fr: 'x' },
      author: author.id,
      published_date: '2026-02-30',
      cover: { id: 987654321 },
    });
    const errors = expectFieldErrors(bad, ['title.fr', 'published_date']);
    expect(errors['published_date'][0]).toMatch(/date/i);
    // an image id that was never uploaded
    const noSuchImage = await admin.http.post('/api/admin-panel/blogs', { title: { fr: `T ${s}` }, body: { fr: 'x' }, author: author.id, published_date: '2026-02-01', cover: { id: 987654321 } });
    expectFieldErrors(noSuchImage, ['cover']);
    const inEnglish = await admin.http.in('en').post('/api/admin-panel/blogs', { title: { fr: `T ${s}` }, body: { fr: 'x' }, author: 'no-such-author', published_date: '2026-02-01' });
    expect(expectFieldErrors(inEnglish, ['author']).author[0]).toBe('Author not found or in the trash.');
  });
});

describe('quotes, FAQ, products and pages', () => {
  it('publishes a quote that the public site then lists; an empty English side falls back to French', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const created = await admin.http.post('/api/admin-panel/quotes', {
      quote_title: { fr: `Équilibre ${s}`, en: '' },
      author_name: { fr: 'Charaka', en: '' },
      text: { fr: 'La santé est un équilibre.', en: '' },
      published: true,
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ slug: `equilibre-${s}`, quote_title: { fr: `Équilibre ${s}`, en: null }, published: true });
    const english = await publicList('quotes', 'en');
    expect(english.find((quote: { id: string }) => quote.id === created.body.id)).toMatchObject({ quote_title: `Équilibre ${s}`, locale: 'fr' });
  });

  it('keeps FAQ entries in their sections and rank, filtered by section', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const entry = await admin.http.post('/api/admin-panel/faqs', {
      question: { fr: `Annuler ${s} ?`, en: `Cancel ${s}?` },
      answer: { fr: 'Oui.', en: 'Yes.' },
      category: 'booking',
      order: 7,
      published: true,
    });
    expectStatus(entry, 201);
    expect(entry.body).toMatchObject({ category: 'booking', order: 7 });
    const inBooking = await admin.http.get(`/api/admin-panel/faqs?filter=${q({ category: 'booking', q: s })}&sort=${q(['order', 'ASC'])}`);
    expect(inBooking.body.map((faq: { id: string }) => faq.id)).toEqual([entry.body.id]);
    const inPayments = await admin.http.get(`/api/admin-panel/faqs?filter=${q({ category: 'payments', q: s })}`);
    expect(inPayments.body).toEqual([]);
    expectFieldErrors(await admin.http.post('/api/admin-panel/faqs', { question: { fr: 'x' }, answer: { fr: 'y' }, category: 'unknown' }), ['category']);
  });

  it('stores a product price in minor units with its currency and images', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const [first, second] = [await uploadImage(), await uploadImage()];
    const product = await admin.http.post('/api/admin-panel/digital-products', {
      name: { fr: `Tisane ${s}`, en: `Herbal tea ${s}` },
      category: 'herbal-teas',
      price: 1290,
      currency: 'eur',
      images: [{ id: first.id }, { id: second.id }],
      image_alt: { fr: 'Un sachet de tisane à la camomille', en: 'A bag of camomile herbal tea' },
      published: true,
    });
    expectStatus(product, 201);
    expect(product.body).toMatchObject({
      price: 1290,
      currency: 'EUR',
      images: [{ id: first.id }, { id: second.id }],
      image_alt: { fr: 'Un sachet de tisane à la camomille', en: 'A bag of camomile herbal tea' },
    });
    const shown = await publicList('digital-products', 'en');
    const item = shown.find((entry: { id: string }) => entry.id === product.body.id) as Schemas['DigitalProduct'];
    expect(item).toMatchObject({ name: `Herbal tea ${s}`, price: 1290, currency: 'EUR' });
    // the main image is described in the reader's language
    expect(item.images[0]?.alternativeText).toBe('A bag of camomile herbal tea');
    const inFrench = (await publicList('digital-products', 'fr')).find((entry: { id: string }) => entry.id === product.body.id) as Schemas['DigitalProduct'];
    expect(inFrench.images[0]?.alternativeText).toBe('Un sachet de tisane à la camomille');
    expectFieldErrors(await admin.http.post('/api/admin-panel/digital-products', { name: { fr: 'x' }, category: 'oils', price: 12.5, currency: 'EURO' }), ['price', 'currency']);
    const sorted = await admin.http.get(`/api/admin-panel/digital-products?sort=${q(['price', 'DESC'])}&range=${q([0, 999])}`);
    const prices = sorted.body.map((item: { price: number }) => item.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
  });

  it('edits a page’s sections per language, with an image in a section', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const image = await uploadImage();
    const page = await admin.http.post('/api/admin-panel/pages', {
      slug: `about-${s}`,
      title: { fr: 'À propos', en: 'About' },
      subtitle: { fr: 'Qui nous sommes', en: 'Who we are' },
      sections: { fr: [{ key: 'mission', title: 'Mission', body: 'Soigner.', image: { id: image.id } }], en: [{ key: 'mission', title: 'Mission', body: 'To care.' }] },
      published: true,
    });
    expectStatus(page, 201);
    expect(page.body.sections.fr).toEqual([{ key: 'mission', title: 'Mission', body: 'Soigner.', image: expect.objectContaining({ id: image.id }) }]);
    expect(page.body.sections.en).toEqual([{ key: 'mission', title: 'Mission', body: 'To care.', image: null }]);
    // the record comes back whole (react-admin): sections are replaced, not added to
    const edited = await admin.http.put(`/api/admin-panel/pages/${page.body.id}`, {
      ...page.body,
      sections: { fr: [...page.body.sections.fr, { key: 'values', title: 'Valeurs', body: 'Écouter.' }], en: page.body.sections.en },
    });
    expectStatus(edited, 200);
    expect(edited.body.sections.fr.map((section: { key: string }) => section.key)).toEqual(['mission', 'values']);
    const shown = await caller({ locale: 'fr' }).get(`/api/client/pages/about-${s}`);
    expectStatus(shown, 200);
    expect(JSON.stringify(shown.body)).toContain('Écouter.');
    expectFieldErrors(await admin.http.put(`/api/admin-panel/pages/${page.body.id}`, { ...page.body, sections: { fr: [{ key: 'x', image: { id: 987654321 } }] } }), ['sections.fr.0.image']);
  });

  it('edits the marketing figures of a page per language; the public page shows them in order', async () => {
    const admin = await sharedAdmin();
    const s = unique();
    const page = await admin.http.post('/api/admin-panel/pages', {
      slug: `figures-${s}`,
      title: { fr: 'Chiffres', en: 'Figures' },
      figures: {
        fr: [
          { value: '512', label: 'experts pré-inscrits' },
          { value: '5 000', label: 'ans d’Ayurveda' },
        ],
        en: [{ value: '512', label: 'pre-registered experts' }],
      },
      published: true,
    });
    expectStatus(page, 201);
    expect(page.body.figures.en).toEqual([{ value: '512', label: 'pre-registered experts' }]);
    const edited = await admin.http.put(`/api/admin-panel/pages/${page.body.id}`, {
      ...page.body,
      figures: { fr: [{ value: '600+', label: 'experts' }, ...page.body.figures.fr], en: page.body.figures.en },
    });
    expectStatus(edited, 200);
    const fr = await caller({ locale: 'fr' }).get(`/api/client/pages/figures-${s}`);
    expect(fr.body.data.figures).toEqual([
      { value: '600+', label: 'experts' },
      { value: '512', label: 'experts pré-inscrits' },
      { value: '5 000', label: 'ans d’Ayurveda' },
    ]);
    const en = await caller({ locale: 'en' }).get(`/api/client/pages/figures-${s}`);
    expect(en.body.data.figures).toEqual([{ value: '512', label: 'pre-registered experts' }]);
    expectFieldErrors(await admin.http.put(`/api/admin-panel/pages/${page.body.id}`, { ...page.body, figures: { fr: [{ value: '', label: 'x'.repeat(121) }] } }), [
      'figures.fr.0.value',
      'figures.fr.0.label',
    ]);
  });

  it('seeds the home page with the marketing figures in both languages', async () => {
    const fr = await caller({ locale: 'fr' }).get('/api/client/pages/home');
    expect(fr.body.data.figures.map((figure: { value: string }) => figure.value)).toEqual(['500+', '300+', '17', '5000']);
    const en = await caller({ locale: 'en' }).get('/api/client/pages/home');
    expect(en.body.data.figures.map((figure: { label: string }) => figure.label)).toEqual(['pre-registered experts', 'wellness enthusiasts', 'sustainable development goals', 'years of Ayurveda']);
  });
});

describe('legal texts', () => {
  it('adds versions that are never edited; the newest published one is public', async () => {
    const admin = await sharedAdmin();
    const version = `${90 + Math.floor(Math.random() * 9)}.${clock.ms() % 100000}`;
    const created = await admin.http.post('/api/admin-panel/terms-conditions', {
      version,
      effective_date: '2026-11-20',
      title: { fr: 'Conditions générales', en: 'Terms and conditions' },
      body: { fr: `Version ${version}.`, en: `Version ${version}.` },
      published: true,
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ version, effective_date: '2026-11-20', published: true });
    // no update route: a version is never changed
    expectStatus(await admin.http.put(`/api/admin-panel/terms-conditions/${created.body.id}`, { ...created.body }), 405);
    expectFieldErrors(await admin.http.post('/api/admin-panel/terms-conditions', { ...created.body, id: undefined, deletedAt: undefined }), ['version']);
    expectFieldErrors(await admin.http.post('/api/admin-panel/privacy-policies', { version: 'v2', effective_date: '2026-11-20', title: { fr: 'x' }, body: { fr: 'y' } }), ['version']);
    const shown = await caller({ locale: 'en' }).get('/api/client/terms-condition');
    expect(JSON.stringify(shown.body)).toContain(`Version ${version}.`);

    const list = await admin.http.get(`/api/admin-panel/terms-conditions?sort=${q(['effective_date', 'DESC'])}&filter=${q({ published: true })}`);
    expect(list.body.map((row: { id: string }) => row.id)).toContain(created.body.id);
    // the trash takes it off the public site
    expectStatus(await admin.http.delete(`/api/admin-panel/terms-conditions/${created.body.id}`), 200);
    expect(JSON.stringify((await caller({ locale: 'en' }).get('/api/client/terms-condition')).body)).not.toContain(`Version ${version}.`);
    expectStatus(await admin.http.delete(`/api/admin-panel/terms-conditions/${created.body.id}/permanent`), 200);
    expectStatus(await admin.http.get(`/api/admin-panel/terms-conditions/${created.body.id}`), 404);
  });
});

describe('web settings', () => {
  it('reads and saves the one settings record; the public site shows the new logo and title at once', async () => {
    const admin = await sharedAdmin();
    const before = await admin.http.get('/api/admin-panel/web-setting/current');
    expectStatus(before, 200);
    expect(before.body).toMatchObject({ id: 'current', site_title: { fr: expect.any(String), en: expect.any(String) }, web_logo: { id: expect.any(Number) } });
    expect((await admin.http.get('/api/admin-panel/web-setting')).body).toEqual(before.body);

    const logo = await uploadImage(await pngBytes(120, [10, 90, 160]));
    const saved = await admin.http.put('/api/admin-panel/web-setting/current', {
      ...before.body,
      site_title: { fr: 'Ayuvie — bien-être', en: 'Ayuvie — wellness' },
      social_links: [{ network: 'instagram', url: 'https://instagram.com/ayuvie' }],
      web_logo: logo,
    });
    expectStatus(saved, 200);
    expect(saved.body).toMatchObject({
      site_title: { fr: 'Ayuvie — bien-être', en: 'Ayuvie — wellness' },
      web_logo: { id: logo.id },
      social_links: [{ network: 'instagram', url: 'https://instagram.com/ayuvie' }],
    });
    const publicEn = await caller({ locale: 'en' }).get('/api/client/web-setting/get-record');
    expect(publicEn.body.data).toMatchObject({ site_title: 'Ayuvie — wellness', web_logo: { url: logo.url } });
    const publicFr = await caller({ locale: 'fr' }).get('/api/client/web-setting/get-record');
    expect(publicFr.body.data).toMatchObject({ site_title: 'Ayuvie — bien-être', web_logo: { url: logo.url } });

    expectFieldErrors(await admin.http.put('/api/admin-panel/web-setting/current', { ...before.body, domain_name: 'not a domain', social_links: [{ network: 'myspace', url: 'ftp://x' }] }), [
      'domain_name',
      'social_links.0.network',
      'social_links.0.url',
    ]);
    // put back what was there
    expectStatus(await admin.http.put('/api/admin-panel/web-setting/current', before.body), 200);
  });

  it('is for admins only', async () => {
    expectStatus(await caller().get('/api/admin-panel/web-setting'), 401);
    expectStatus(await caller().put('/api/admin-panel/web-setting/current', { site_title: { fr: 'x' } }), 401);
  });
});
