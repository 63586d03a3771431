import { describe, expect, it, beforeAll } from 'vitest';
import type { Core } from '@strapi/strapi';
import { api, bootStrapi, unique } from '../helpers/strapi';
import { createReference } from '../helpers/fixtures';
import type { Answer } from '../helpers/api-types';

describe('Accept-Language picks the content locale, with fr ↔ en fallback', () => {
  let strapi: Core.Strapi;
  const suffix = unique();
  beforeAll(async () => {
    strapi = await bootStrapi();
    await createReference(strapi, 'api::disorder.disorder', `sleep-loss-${suffix}`, { fr: `Insomnie ${suffix}`, en: `Insomnia ${suffix}` });
    await createReference(strapi, 'api::disorder.disorder', `only-french-${suffix}`, { fr: `Seulement français ${suffix}` });
    await createReference(strapi, 'api::disorder.disorder', `only-english-${suffix}`, { en: `English only ${suffix}` });
  });

  const find = (body: Answer<'/api/client/disorders', 'get'>, slug: string) => body.data.find((item) => item.slug === slug);

  it('serves French by default and English when asked', async () => {
    const fr = await (await api('')).get('/api/client/disorders');
    const en = await (await api('en')).get('/api/client/disorders');
    expect(fr.status).toBe(200);
    expect(fr.headers['content-language']).toBe('fr');
    expect(find(fr.body, `sleep-loss-${suffix}`)).toMatchObject({ name: `Insomnie ${suffix}`, locale: 'fr' });
    expect(find(en.body, `sleep-loss-${suffix}`)).toMatchObject({ name: `Insomnia ${suffix}`, locale: 'en' });
  });

  it('falls back to French for an entry missing in English, and to English for one missing in French', async () => {
    const en = await (await api('en')).get('/api/client/disorders');
    expect(find(en.body, `only-french-${suffix}`)).toMatchObject({ name: `Seulement français ${suffix}`, locale: 'fr' });
    const fr = await (await api('fr-FR,fr;q=0.9')).get('/api/client/disorders');
    expect(find(fr.body, `only-english-${suffix}`)).toMatchObject({ name: `English only ${suffix}`, locale: 'en' });
  });

  it('lists each document once whatever the locale, with the same id', async () => {
    const fr = await (await api('fr')).get('/api/client/disorders');
    const en = await (await api('en')).get('/api/client/disorders');
    expect(fr.body.meta.pagination.total).toBe(en.body.meta.pagination.total);
    expect(find(fr.body, `sleep-loss-${suffix}`)!.id).toBe(find(en.body, `sleep-loss-${suffix}`)!.id);
  });

  it('an unsupported language gets French', async () => {
    const response = await (await api('de-DE,de;q=0.9')).get('/api/client/disorders');
    expect(find(response.body, `sleep-loss-${suffix}`)!.name).toBe(`Insomnie ${suffix}`);
  });
});
