import { describe, expect, it, beforeAll } from 'vitest';
import type { Core } from '@strapi/strapi';
import request from 'supertest';
import { API_KEY, api, bootStrapi, unique } from '../helpers/strapi';

describe('POST /api/client/contact-us', () => {
  let strapi: Core.Strapi;
  beforeAll(async () => {
    strapi = await bootStrapi();
  });

  it('stores a valid contact request', async () => {
    const subject = `Question ${unique()}`;
    const response = await (
      await api('fr')
    )
      .post('/api/client/contact-us')
      .send({ name: 'Léa Moreau', email: ' Lea.Moreau@Example.org ', phone: '+33 6 12 34 56 78', subject, message: 'Bonjour, proposez-vous des séances en soirée ?' });
    expect(response.status).toBe(201);
    const stored = await strapi.documents('api::contact-request.contact-request').findOne({ documentId: response.body.data.id });
    expect(stored).toMatchObject({ name: 'Léa Moreau', email: 'lea.moreau@example.org', subject, locale_used: 'fr', handled: false });
  });

  it('answers 400 with per-field messages in the asked language and stores nothing', async () => {
    const before = await strapi.documents('api::contact-request.contact-request').count({});
    const fr = await (await api('fr')).post('/api/client/contact-us').send({ name: '', email: 'not-an-email', phone: '123', subject: 'x', message: '' });
    expect(fr.status).toBe(400);
    expect(fr.body.error).toMatchObject({ status: 400, name: 'ValidationError', message: 'Certains champs sont invalides.' });
    expect(fr.body.error.details.fieldErrors).toEqual({
      name: ['Ce champ est obligatoire.'],
      email: ['Saisissez une adresse e-mail valide.'],
      phone: ['Saisissez un numéro de téléphone valide au format international (+33…).'],
      message: ['Ce champ est obligatoire.'],
    });
    const en = await (await api('en')).post('/api/client/contact-us').send({ email: 'a@b.co', subject: 'Hi', message: 'Hello', name: 'A', role: 'admin' });
    expect(en.status).toBe(400);
    expect(en.body.error.details.fieldErrors).toEqual({ role: ['Unexpected field: role.'] });
    expect(await strapi.documents('api::contact-request.contact-request').count({})).toBe(before);
  });

  it('answers 400, not 500, to a body that is not a JSON object', async () => {
    const array = await (await api('en')).post('/api/client/contact-us').send([1, 2]);
    expect(array.status).toBe(400);
    const malformed = await (await api('en')).post('/api/client/contact-us').set('Content-Type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.status).toBe(400);
  });

  it('rejects an over-long message', async () => {
    const response = await (await api('en')).post('/api/client/contact-us').send({ name: 'A', email: 'a@b.co', subject: 'Hi', message: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
    expect(response.body.error.details.fieldErrors.message).toEqual(['This field is longer than 5000 characters.']);
  });

  it('limits valid requests to 10 an hour per client IP', async () => {
    const app = await bootStrapi();
    const ip = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await request(app.server.httpServer)
        .post('/api/client/contact-us')
        .set('x-api-key', API_KEY())
        .set('Accept-Language', 'en')
        .set('X-Forwarded-For', ip)
        .send({ name: 'A', email: `a${i}@b.co`, subject: 'Hi', message: 'Hello' });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
