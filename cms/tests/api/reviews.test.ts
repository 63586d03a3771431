/**
 * Reviews of attended sessions (docs/api-reviews.md; contracts/reviews): who may review which booking
 * (the room's attendance: both parties together at least 10 minutes; within 30 days of the end, moved
 * with the server's clock), one review per booking held by the database, the consultant's one public
 * answer, the public list and the rating on the expert's answers (detail, search, sort by rating, the
 * public cache dropped by a new review and by moderation), hiding and showing again in the back office
 * (the author still reads a hidden review with the reason), the export and the erasure of a client's
 * reviews, permissions and the errors in the caller's language. The expert page's JSON-LD needs the web
 * build (`npm run build -w web`), as tests/api/seo.test.ts does.
 *
 * Presences in the consultation room are written straight into `room-attendance` (as the room's socket
 * server writes them), with instants relative to the booking's start.
 */
import JSZip from 'jszip';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { booted, seedOnce, serverClock, unique } from '../helpers/strapi';
import { caller, signInAdmin, type SignedIn, type SignedInConsultant } from '../helpers/accounts';
import { bookingBetween, complaintClient, complaintConsultant, type ClientParty } from '../helpers/complaints';
import { createConsultant, createReference } from '../helpers/fixtures';
import { download } from '../helpers/files';
import { expectFieldErrors, expectStatus } from '../helpers/onboarding';
import type { InsertedBooking } from '../helpers/booking-records';
import type { Schemas } from '../helpers/api-types';
import { clock } from '../../src/contracts/clock';

const MINUTE = 60_000;
const DAY = 86_400_000;
const PROFILE = 'api::consultant-profile.consultant-profile';

/** A presence in the room: role, minutes after the booking's start it joined and left. */
type Presence = ['client' | 'consultant', number, number];

let consultant: SignedInConsultant;
let otherConsultant: SignedInConsultant;
let client: ClientParty;
let otherClient: ClientParty;
let admin: SignedIn;

afterEach(() => serverClock().reset());

/** Make a signed-up consultant visible to the public (approved, active). */
async function makeVisible(profileId: string): Promise<void> {
  await booted()
    .db.query(PROFILE)
    .update({ where: { documentId: profileId }, data: { approval_status: 'approved', active_status: true, fee: 6000, currency: 'EUR', session_duration: 60 } });
}

/**
 * A 60-minute booking between `consultantId` and `who` that started `startedAgo` ms ago, with the
 * given presences in its room.
 */
async function session(consultantId: string, who: ClientParty, presences: Presence[], startedAgo = 2 * 60 * MINUTE): Promise<InsertedBooking> {
  const start = new Date(clock.ms() - startedAgo);
  const booking = await bookingBetween({ profileId: consultantId } as SignedInConsultant, who, start);
  for (const [role, from, to] of presences) {
    await booted()
      .db.query('api::room-attendance.room-attendance')
      .create({ data: { booking: booking.id, role, joined_at: new Date(start.getTime() + from * MINUTE), left_at: new Date(start.getTime() + to * MINUTE) } });
  }
  return booking;
}

/** Both parties together for the whole hour. */
const ATTENDED: Presence[] = [
  ['client', 0, 60],
  ['consultant', 0, 60],
];

const text = (words: string) => `${words} — une séance très utile, merci beaucoup.`;

const review = (who: SignedIn, bookingId: string, body: Record<string, unknown>) => who.http.post(`/api/client/bookings/${bookingId}/review`, body);

const publicReviews = (consultantId: string, query = '', locale: 'fr' | 'en' = 'fr') => caller({ locale }).get(`/api/client/consultants/${consultantId}/reviews${query}`);

beforeAll(async () => {
  await seedOnce();
  [consultant, otherConsultant, client, otherClient, admin] = await Promise.all([
    complaintConsultant(),
    complaintConsultant(),
    complaintClient({ locale: 'en' }),
    complaintClient({ locale: 'fr' }),
    signInAdmin(),
  ]);
  await makeVisible(consultant.profileId);
  await makeVisible(otherConsultant.profileId);
}, 300_000);

describe('who may review a session', () => {
  it('refuses a session the parties did not attend together long enough, in the client’s language, with the reason', async () => {
    const cases: [string, Presence[]][] = [
      ['nobody came', []],
      ['the consultant was absent', [['client', 0, 60]]],
      [
        'they were never there at the same time',
        [
          ['client', 0, 20],
          ['consultant', 25, 50],
        ],
      ],
      [
        'together 9 minutes only',
        [
          ['client', 0, 30],
          ['consultant', 21, 40],
        ],
      ],
    ];
    for (const [label, presences] of cases) {
      const booking = await session(consultant.profileId, client, presences);
      const eligibility = await client.http.get(`/api/client/bookings/${booking.documentId}/review`);
      expectStatus(eligibility, 200);
      expect(eligibility.body.data, label).toMatchObject({ status: 'not_attended', review: null });
      const refused = await review(client, booking.documentId, { rating: 5, text: text('Parfait') });
      expectStatus(refused, 403);
      expect(refused.body.error, label).toMatchObject({ name: 'ReviewNotAllowed', details: { reason: 'not_attended' } });
      expect(refused.body.error.message).toContain('at least 10 minutes');
    }
    const booking = await session(consultant.profileId, client, [['client', 0, 60]]);
    const inFrench = await client.http.in('fr').post(`/api/client/bookings/${booking.documentId}/review`, { rating: 5, text: text('Parfait') });
    expectStatus(inFrench, 403);
    expect(inFrench.body.error.message).toContain('au moins 10 minutes');
  });

  it('accepts 10 minutes together, made of several visits (a reconnection)', async () => {
    const booking = await session(consultant.profileId, client, [
      ['client', 0, 5],
      ['client', 6, 12],
      ['consultant', 2, 12],
    ]);
    const eligibility = await client.http.get(`/api/client/bookings/${booking.documentId}/review`);
    expect(eligibility.body.data.status).toBe('open');
    expectStatus(await review(client, booking.documentId, { rating: 4, text: text('Bien') }), 201);
  });

  it('closes 30 days after the end of the session', async () => {
    const booking = await session(consultant.profileId, client, ATTENDED);
    const end = Date.parse(booking.end as unknown as string);
    serverClock().set(new Date(end + 30 * DAY + MINUTE));
    const eligibility = await client.http.get(`/api/client/bookings/${booking.documentId}/review`);
    expect(eligibility.body.data).toEqual({ status: 'too_late', deadline: new Date(end + 30 * DAY).toISOString(), review: null });
    const late = await review(client, booking.documentId, { rating: 5, text: text('Tardif') });
    expectStatus(late, 403);
    expect(late.body.error).toMatchObject({ name: 'ReviewNotAllowed', details: { reason: 'too_late' } });
    expect(late.body.error.message).toContain('within 30 days');
    serverClock().set(new Date(end + 29 * DAY));
    expectStatus(await review(client, booking.documentId, { rating: 5, text: text('Juste à temps') }), 201);
  });

  it('answers 404 for another client’s booking, and refuses other roles', async () => {
    const booking = await session(consultant.profileId, otherClient, ATTENDED);
    const foreign = await review(client, booking.documentId, { rating: 5, text: text('Pas à moi') });
    expectStatus(foreign, 404);
    expect(foreign.body.error.message).toBe('Booking not found.');
    expectStatus(await client.http.get(`/api/client/bookings/${booking.documentId}/review`), 404);
    // A consultant's token is no session on the client surface.
    expectStatus(await consultant.http.post(`/api/client/bookings/${booking.documentId}/review`, { rating: 5, text: text('Moi-même') }), 401);
    expectStatus(await caller().post(`/api/client/bookings/${booking.documentId}/review`, { rating: 5, text: text('Anonyme') }), 401);
  });

  it('checks the rating and the text, in the caller’s language', async () => {
    const booking = await session(consultant.profileId, client, ATTENDED);
    const english = expectFieldErrors(await review(client, booking.documentId, { rating: 6, text: 'Too short' }), ['rating', 'text']);
    expect(english.text.join(' ')).toMatch(/20/);
    expectFieldErrors(await review(client, booking.documentId, { rating: 3.5, text: text('Moyen') }), ['rating']);
    expectFieldErrors(await review(client, booking.documentId, { rating: 4, text: text('Bien'), locale: 'de' }), ['locale']);
    expectFieldErrors(await review(client, booking.documentId, { rating: 4, text: text('Bien'), hidden: false }), ['hidden']);
    const french = await client.http.in('fr').post(`/api/client/bookings/${booking.documentId}/review`, { rating: 0, text: text('Bien') });
    expectStatus(french, 400);
    expect(french.body.error.message).toBe('Certains champs sont invalides.');
  });

  it('takes one review per booking, even sent twice at once (409 the second time)', async () => {
    const booking = await session(consultant.profileId, client, ATTENDED);
    const [a, b] = await Promise.all([review(client, booking.documentId, { rating: 5, text: text('Premier envoi') }), review(client, booking.documentId, { rating: 4, text: text('Second envoi') })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await review(client, booking.documentId, { rating: 1, text: text('Encore une fois') });
    expectStatus(again, 409);
    expect(again.body.error).toMatchObject({ name: 'AlreadyReviewed', message: 'You have already reviewed this session.' });
    expect(
      await booted()
        .db.query('api::review.review')
        .count({ where: { booking: { id: booking.id } } }),
    ).toBe(1);
    const eligibility = await client.http.get(`/api/client/bookings/${booking.documentId}/review`);
    expect(eligibility.body.data.status).toBe('written');
    expect(eligibility.body.data.review).toMatchObject({ booking: booking.documentId, hidden: false, consultant: { id: consultant.profileId } });
  });
});

describe('the public reviews, the consultant’s answer and the rating', () => {
  let reviewed: SignedInConsultant;
  let first: Schemas['OwnReview'];
  let second: Schemas['OwnReview'];

  beforeAll(async () => {
    reviewed = await complaintConsultant();
    await makeVisible(reviewed.profileId);
    const older = await session(reviewed.profileId, client, ATTENDED, 3 * DAY);
    const newer = await session(reviewed.profileId, otherClient, ATTENDED, DAY);
    first = (await review(client, older.documentId, { rating: 5, text: 'Excellent session, I feel much calmer now.', locale: 'en' })).body.data;
    second = (await review(otherClient, newer.documentId, { rating: 2, text: text('Séance un peu courte') })).body.data;
  });

  it('lists the visible reviews newest first, authors shown by first name and initial, with the rating', async () => {
    const answer = await publicReviews(reviewed.profileId);
    expectStatus(answer, 200);
    expect(answer.body.meta).toEqual({ pagination: { page: 1, pageSize: 10, pageCount: 1, total: 2 }, rating: { average: 3.5, count: 2 } });
    expect(answer.body.data.map((entry: Schemas['PublicReview']) => [entry.id, entry.rating, entry.locale])).toEqual([
      [second.id, 2, 'fr'],
      [first.id, 5, 'en'],
    ]);
    const initial = client.display_name.split(' ')[1].charAt(0);
    expect(answer.body.data[1]).toEqual({
      id: first.id,
      rating: 5,
      text: 'Excellent session, I feel much calmer now.',
      locale: 'en',
      author: `Paul ${initial}.`,
      created_at: expect.any(String),
      reply: null,
    });
    expect(JSON.stringify(answer.body)).not.toContain(client.display_name);
    const paged = await publicReviews(reviewed.profileId, '?page=2&pageSize=1');
    expect(paged.body.data.map((entry: Schemas['PublicReview']) => entry.id)).toEqual([first.id]);
  });

  it('puts the rating on the expert page and the search cards', async () => {
    const detail = await caller().get(`/api/client/consultants/${reviewed.profileId}`);
    expect(detail.body.data.rating).toEqual({ average: 3.5, count: 2 });
    const search = await caller().get(`/api/client/consultants?search=${encodeURIComponent(reviewed.family_name)}`);
    expect(search.body.data).toEqual([expect.objectContaining({ id: reviewed.profileId, rating: { average: 3.5, count: 2 } })]);
    const none = await caller().get(`/api/client/consultants/${otherConsultant.profileId}`);
    expect(none.body.data.rating).toEqual({ average: null, count: 0 });
  });

  it('writes the rating as an AggregateRating in the expert page’s JSON-LD, only once there is a review', async () => {
    const jsonLd = async (id: string) => {
      const html = (await request(booted().server.httpServer).get(`/our-experts/details/${id}`).set('Accept', 'text/html')).text;
      const head = html.slice(0, html.indexOf('</head>'));
      return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1]) as Record<string, unknown>)
        .find((data) => data['@type'] === 'Person');
    };
    expect((await jsonLd(reviewed.profileId))?.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 3.5, ratingCount: 2, reviewCount: 2, bestRating: 5, worstRating: 1 });
    const person = await jsonLd(otherConsultant.profileId);
    expect(person?.name).toBe(otherConsultant.display_name);
    expect(person).not.toHaveProperty('aggregateRating');
  });

  it('answers 404 for a consultant the public cannot see', async () => {
    const hidden = await complaintConsultant();
    const answer = await publicReviews(hidden.profileId, '', 'en');
    expectStatus(answer, 404);
    expect(answer.body.error.message).toBe('Expert not found.');
  });

  it('lets the consultant read its reviews and answer each once, in public', async () => {
    const list = await reviewed.http.get('/api/consultant/reviews');
    expectStatus(list, 200);
    expect(list.body.meta.rating).toEqual({ average: 3.5, count: 2 });
    expect(list.body.data.map((entry: Schemas['ReceivedReview']) => [entry.id, entry.can_reply])).toEqual([
      [second.id, true],
      [first.id, true],
    ]);
    expectStatus(await otherConsultant.http.post(`/api/consultant/reviews/${second.id}/reply`, { text: 'Merci pour votre retour.' }), 404);
    expectFieldErrors(await reviewed.http.post(`/api/consultant/reviews/${second.id}/reply`, { text: '' }), ['text']);
    const answered = await reviewed.http.post(`/api/consultant/reviews/${second.id}/reply`, { text: 'Merci, la prochaine séance sera plus longue.' });
    expectStatus(answered, 201);
    expect(answered.body.data).toMatchObject({ id: second.id, can_reply: false, reply: { text: 'Merci, la prochaine séance sera plus longue.' } });
    const twice = await reviewed.http.post(`/api/consultant/reviews/${second.id}/reply`, { text: 'Encore merci.' });
    expectStatus(twice, 409);
    expect(twice.body.error).toMatchObject({ name: 'AlreadyReplied', message: 'Vous avez déjà répondu à cet avis.' });
    const shown = await publicReviews(reviewed.profileId);
    expect(shown.body.data[0].reply).toEqual({ text: 'Merci, la prochaine séance sera plus longue.', created_at: expect.any(String) });
    expectStatus(await client.http.get('/api/consultant/reviews'), 401);
  });

  it('drops the cached public answers when a review is added or hidden', async () => {
    const path = `/api/client/consultants/${reviewed.profileId}`;
    await caller().get(path);
    await publicReviews(reviewed.profileId);
    const cached = await caller().get(path);
    expect(cached.headers['x-cache']).toBe('HIT');
    expect((await publicReviews(reviewed.profileId)).headers['x-cache']).toBe('HIT');

    const third = await session(reviewed.profileId, client, ATTENDED, 2 * DAY);
    expectStatus(await review(client, third.documentId, { rating: 2, text: text('Troisième séance') }), 201);
    const afterReview = await caller().get(path);
    expect(afterReview.headers['x-cache']).toBe('MISS');
    expect(afterReview.body.data.rating).toEqual({ average: 3, count: 3 });
    expect((await publicReviews(reviewed.profileId)).body.meta.pagination.total).toBe(3);

    await caller().get(path);
    expect((await caller().get(path)).headers['x-cache']).toBe('HIT');
    expectStatus(await admin.http.post(`/api/admin-panel/reviews/${first.id}/hide`, { reason: 'Propos hors sujet.' }), 200);
    const afterHiding = await caller().get(path);
    expect(afterHiding.headers['x-cache']).toBe('MISS');
    expect(afterHiding.body.data.rating).toEqual({ average: 2, count: 2 });
    expectStatus(await admin.http.post(`/api/admin-panel/reviews/${first.id}/unhide`, {}), 200);
    expect((await caller().get(path)).body.data.rating).toEqual({ average: 3, count: 3 });
  });
});

describe('sorting the search by rating', () => {
  it('puts the best average first, then more reviews, and consultants without a review last', async () => {
    const s = unique();
    const specialization = await createReference(booted(), 'api::specialization.specialization', `avis-${s}`, { fr: 'Avis', en: 'Reviews' });
    const make = (given: string) => createConsultant(booted(), { given_name: given, family_name: `Note${s}`, specializations: [specialization] });
    const [none, low, top, topMore] = [await make('Aline'), await make('Bruno'), await make('Chloe'), await make('Denis')];
    const rate = async (consultantId: string, rating: number) => {
      const booking = await session(consultantId, client, ATTENDED);
      expectStatus(await review(client, booking.documentId, { rating, text: text(`Note ${rating}`) }), 201);
    };
    await rate(low, 2);
    await rate(low, 4);
    await rate(top, 5);
    await rate(topMore, 5);
    await rate(topMore, 5);
    const sorted = await caller().get(`/api/client/consultants?specialization=avis-${s}&sort=rating`);
    expectStatus(sorted, 200);
    expect(sorted.body.data.map((card: Schemas['ExpertCard']) => [card.id, card.rating])).toEqual([
      [topMore, { average: 5, count: 2 }],
      [top, { average: 5, count: 1 }],
      [low, { average: 3, count: 2 }],
      [none, { average: null, count: 0 }],
    ]);
    expectStatus(await caller().get(`/api/client/consultants?sort=stars`), 400);
  });
});

describe('moderation in the back office', () => {
  let moderated: SignedInConsultant;
  let mine: Schemas['OwnReview'];

  beforeAll(async () => {
    moderated = await complaintConsultant();
    await makeVisible(moderated.profileId);
    const booking = await session(moderated.profileId, client, ATTENDED);
    mine = (await review(client, booking.documentId, { rating: 1, text: 'This is rude and off-topic text, please moderate.', locale: 'en' })).body.data;
    const other = await session(moderated.profileId, otherClient, ATTENDED);
    expectStatus(await review(otherClient, other.documentId, { rating: 4, text: text('Très bien') }), 201);
  });

  const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  it('lists the reviews with filters by consultant, rating and hidden', async () => {
    const list = await admin.http.get(`/api/admin-panel/reviews?filter=${q({ consultant: moderated.profileId })}&sort=${q(['rating', 'ASC'])}`);
    expectStatus(list, 200);
    expect(list.headers['content-range']).toBe('reviews 0-1/2');
    expect(list.body[0]).toMatchObject({ id: mine.id, rating: 1, consultant: moderated.profileId, client: client.profileId, client_name: client.display_name, hidden: false, locale: 'en' });
    const ones = await admin.http.get(`/api/admin-panel/reviews?filter=${q({ consultant: moderated.profileId, rating: 1 })}`);
    expect(ones.body.map((record: Schemas['AdminReviewRecord']) => record.id)).toEqual([mine.id]);
    const shown = await admin.http.get(`/api/admin-panel/reviews/${mine.id}`);
    expect(shown.body).toMatchObject({ id: mine.id, text: 'This is rude and off-topic text, please moderate.' });
    expectStatus(await client.http.get('/api/admin-panel/reviews'), 401);
  });

  it('hides a review with a reason: gone from the public and the rating, still shown to its author with the reason', async () => {
    expectFieldErrors(await admin.http.post(`/api/admin-panel/reviews/${mine.id}/hide`, {}), ['reason']);
    const hidden = await admin.http.post(`/api/admin-panel/reviews/${mine.id}/hide`, { reason: 'Propos injurieux.' });
    expectStatus(hidden, 200);
    expect(hidden.body).toMatchObject({ id: mine.id, hidden: true, hidden_reason: 'Propos injurieux.', hidden_at: expect.any(String) });
    const filtered = await admin.http.get(`/api/admin-panel/reviews?filter=${q({ consultant: moderated.profileId, hidden: true })}`);
    expect(filtered.body.map((record: Schemas['AdminReviewRecord']) => record.id)).toEqual([mine.id]);

    const publicList = await publicReviews(moderated.profileId);
    expect(publicList.body.data.map((entry: Schemas['PublicReview']) => entry.id)).not.toContain(mine.id);
    expect(publicList.body.meta.rating).toEqual({ average: 4, count: 1 });

    const own = await client.http.get('/api/client/reviews');
    expectStatus(own, 200);
    expect(own.body.data.find((entry: Schemas['OwnReview']) => entry.id === mine.id)).toMatchObject({ hidden: true, hidden_reason: 'Propos injurieux.' });
    const forConsultant = await moderated.http.get('/api/consultant/reviews');
    expect(forConsultant.body.data.find((entry: Schemas['ReceivedReview']) => entry.id === mine.id)).toMatchObject({ hidden: true });

    const unhidden = await admin.http.post(`/api/admin-panel/reviews/${mine.id}/unhide`, {});
    expect(unhidden.body).toMatchObject({ hidden: false, hidden_reason: null, hidden_at: null });
    expect((await publicReviews(moderated.profileId)).body.meta.rating).toEqual({ average: 2.5, count: 2 });
    expectStatus(await admin.http.post('/api/admin-panel/reviews/nothing-here/hide', { reason: 'Inconnu.' }), 404);
  });
});

describe('the person’s data', () => {
  it('exports a client’s reviews and a consultant’s; the erasure deletes a client’s reviews and recomputes the rating, and empties an erased consultant’s answers', async () => {
    const author = await complaintClient({ locale: 'fr' });
    const subject = await complaintConsultant();
    await makeVisible(subject.profileId);
    const booking = await session(subject.profileId, author, ATTENDED);
    const written = (await review(author, booking.documentId, { rating: 3, text: text('À exporter') })).body.data;

    const open = async (url: string) => {
      const response = await download(admin.http.get(url));
      expect(response.status).toBe(200);
      const zip = await JSZip.loadAsync(response.bytes);
      return JSON.parse(await zip.file('reviews.json')!.async('string'));
    };
    expect(await open(`/api/admin-panel/clients/${author.profileId}/export`)).toEqual([expect.objectContaining({ id: written.id, rating: 3, booking: booking.documentId, hidden: false })]);
    expect(await open(`/api/admin-panel/consultants/${subject.profileId}/export`)).toEqual([expect.objectContaining({ id: written.id, rating: 3, can_reply: true })]);

    expect((await caller().get(`/api/client/consultants/${subject.profileId}`)).body.data.rating).toEqual({ average: 3, count: 1 });
    expectStatus(await admin.http.post(`/api/admin-panel/clients/${author.profileId}/erasure`, {}), 200);
    expect(
      await booted()
        .db.query('api::review.review')
        .count({ where: { documentId: written.id } }),
    ).toBe(0);
    expect((await caller().get(`/api/client/consultants/${subject.profileId}`)).body.data.rating).toEqual({ average: null, count: 0 });
    expect((await publicReviews(subject.profileId)).body.data).toEqual([]);

    // An erased consultant's answers are its words: emptied, the client's review stays (out of sight with the profile).
    const another = await complaintClient({ locale: 'fr' });
    const kept = (await review(another, (await session(subject.profileId, another, ATTENDED)).documentId, { rating: 4, text: text('Avis gardé') })).body.data;
    expectStatus(await subject.http.post(`/api/consultant/reviews/${kept.id}/reply`, { text: 'Merci pour votre avis.' }), 201);
    expectStatus(await admin.http.post(`/api/admin-panel/consultants/${subject.profileId}/erasure`, {}), 200);
    const stored = await booted()
      .db.query('api::review.review')
      .findOne({ where: { documentId: kept.id }, select: ['text', 'reply_text', 'replied_at'] });
    expect(stored).toMatchObject({ text: text('Avis gardé'), reply_text: null, replied_at: null });
  });
});
