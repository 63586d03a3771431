import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, ensureLanguageLoaded, ensureLazyTranslations } from '../../../lib/i18n';
import { clock } from '../../../lib/clock';
import { pageNavigation } from '../../../lib/page-navigation';
import { sessions } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import type { ConsultantWebinar, WebinarAttendee, WebinarCard, WebinarDetail, WebinarRegistration } from '../model/types';
import { WebinarsPage } from './webinars-page';
import { WebinarDetailPage } from './webinar-detail-page';
import { ConsultantWebinarsPage } from './consultant-webinars-page';
import { ExpertWebinars } from './expert-webinars';
import { ClientWebinars } from './client-webinars';
import { HomeWebinars } from './home-webinars';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (data: unknown[]) => json(200, { data, meta: { pagination: { page: 1, pageSize: 12, pageCount: data.length ? 1 : 0, total: data.length } } });
const apiError = (status: number, name: string, message: string, details?: unknown) => json(status, { error: { status, name, message, details } });
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

type Reply = Response | ((init: RequestInit, url: string) => Response | Promise<Response>);

/** Stubs fetch at the HTTP boundary by "METHOD path" (query left out). */
function stubApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const reply = replies[`${init.method ?? 'GET'} ${url.split('?')[0]}`];
    if (reply) return typeof reply === 'function' ? reply(init, url) : reply.clone();
    return apiError(404, 'NotFoundError', `no stub for ${init.method ?? 'GET'} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
type FetchMock = ReturnType<typeof stubApi>;
const callsOf = (fetchMock: FetchMock, key: string) => (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url, init]) => `${init.method ?? 'GET'} ${url.split('?')[0]}` === key);

const clientUser = { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin' };
const consultantUser = { id: 7, email: 'jeanne@example.org', role: 'consultant', display_name: 'Jeanne Martin', approval_status: 'approved', active_status: true };

/** An English interface, its translations loaded. */
async function english() {
  const i18n = createI18n('en');
  await ensureLanguageLoaded(i18n, 'en');
  return i18n;
}

/** A published webinar on 13 December 2026 at 12:00 UTC. */
function card(patch: Partial<WebinarCard> = {}): WebinarCard {
  return {
    id: 'web1',
    slug: 'respirer-en-conscience',
    title: 'Respirer en conscience',
    start: '2026-12-13T12:00:00.000Z',
    end: '2026-12-13T13:00:00.000Z',
    duration_minutes: 60,
    fee_minor: 0,
    currency: 'EUR',
    capacity: 20,
    seats_left: 3,
    specialization: { slug: 'ayurveda', name: 'Ayurveda' },
    language: { slug: 'fr', name: 'Français' },
    consultant: { id: 'exp1', display_name: 'Dr Jeanne Martin', photo: null },
    status: 'published',
    cover: null,
    ...patch,
  };
}
const detail = (patch: Partial<WebinarDetail> = {}): WebinarDetail => ({ ...card(patch), description: 'Une heure de pratique guidée.', ...patch });

function registration(patch: Partial<WebinarRegistration> = {}): WebinarRegistration {
  return {
    id: 'reg1',
    status: 'active',
    fee_minor: 0,
    currency: 'EUR',
    payment_status: 'free',
    payment_provider: 'direct',
    checkout_url: null,
    change_deadline: '2026-12-12T12:00:00.000Z',
    can_unregister: true,
    created_at: '2026-11-29T02:30:00.000Z',
    cancelled_at: null,
    cancelled_by: null,
    attended_minutes: null,
    webinar: card(),
    ...patch,
  };
}

const referenceLists = {
  'GET /api/client/specializations': list([{ id: 's1', slug: 'ayurveda', name: 'Ayurveda' }]),
  'GET /api/client/languages': list([{ id: 'l1', slug: 'fr', code: 'fr', name: 'Français' }]),
};

beforeAll(async () => {
  await ensureLazyTranslations();
});

afterEach(() => {
  clock.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessions.signOut('client');
  sessions.signOut('consultant');
});

describe('webinar list', () => {
  it('shows each webinar’s title, host, local time with the zone’s name, fee or "free" and seats left; a filter is a new address and a new read', async () => {
    const fetchMock = stubApi({
      ...referenceLists,
      'GET /api/client/webinars': list([
        card(),
        card({
          id: 'web2',
          slug: 'yoga',
          title: 'Yoga du soir',
          fee_minor: 2500,
          seats_left: 0,
          cover: { url: '/uploads/yoga.webp', alternativeText: null, width: 1280, height: 720, mime: 'image/webp' },
        }),
      ]),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/webinars', element: <WebinarsPage /> }], '/webinars', createI18n('fr'));
    const cards = await screen.findAllByTestId('webinar-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Respirer en conscience' })).toHaveAttribute('href', '/webinars/respirer-en-conscience');
    expect(within(cards[0]).getByTestId('webinar-host')).toHaveTextContent('Avec Dr Jeanne Martin');
    expect(within(cards[0]).getByTestId('webinar-fee')).toHaveTextContent('Gratuit');
    expect(within(cards[0]).getByTestId('webinar-seats')).toHaveTextContent('3 places restantes');
    expect(within(cards[0]).getByTestId('webinar-when').querySelector('time')).toHaveAttribute('dateTime', '2026-12-13T12:00:00.000Z');
    expect(plain(within(cards[0]).getByTestId('webinar-when').textContent)).toContain('60 min');
    expect(plain(within(cards[1]).getByTestId('webinar-fee').textContent)).toBe('25,00 €');
    expect(within(cards[1]).getByTestId('webinar-seats')).toHaveTextContent('Complet');
    // The consultant's cover image heads its card; a webinar without one shows none.
    expect(within(cards[1]).getByTestId('webinar-cover')).toHaveAttribute('src', '/uploads/yoga.webp');
    expect(within(cards[0]).queryByTestId('webinar-cover')).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Gratuits seulement' }));
    await waitFor(() => expect(router.state.location.search).toBe('?free=true'));
    await waitFor(() => expect(callsOf(fetchMock, 'GET /api/client/webinars').some(([url]) => new URL(url, 'http://test').searchParams.get('free') === 'true')).toBe(true));
  });

  it('says when there is no upcoming webinar', async () => {
    stubApi({ ...referenceLists, 'GET /api/client/webinars': list([]) });
    renderRoutes([{ path: '/webinars', element: <WebinarsPage /> }], '/webinars', createI18n('fr'));
    expect(await screen.findByTestId('webinar-list-empty')).toHaveTextContent('Aucun webinaire à venir');
  });
});

describe('webinar page and registration', () => {
  const routes = [
    { path: '/webinars/:slug', element: <WebinarDetailPage /> },
    { path: '/public/client/sign-in', element: <p>sign in</p> },
  ];

  it('names the host with a link to the expert’s page; a signed-out visitor is sent to sign in and brought back', async () => {
    stubApi({ 'GET /api/client/webinars/respirer-en-conscience': json(200, { data: detail() }) });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/webinars/respirer-en-conscience', createI18n('fr'));
    expect(await screen.findByTestId('webinar-description')).toHaveTextContent('Une heure de pratique guidée.');
    expect(screen.getByTestId('webinar-host-link')).toHaveAttribute('href', '/our-experts/details/exp1');
    await user.click(screen.getByRole('button', { name: 'Se connecter pour s’inscrire' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/client/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/webinars/respirer-en-conscience');
  });

  it('leads a client without the consent form and health assessment to them, and back here', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    stubApi({
      'GET /api/client/webinars/respirer-en-conscience': json(200, { data: detail() }),
      'GET /api/client/webinar-registrations': list([]),
      'POST /api/client/webinars/web1/registration': apiError(400, 'FormsMissing', 'Remplissez d’abord vos formulaires.', { missing: ['consent-form', 'health-assessment'] }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/webinars/respirer-en-conscience', createI18n('fr'));
    await user.click(await screen.findByRole('button', { name: 'S’inscrire' }));
    const alert = await screen.findByTestId('webinar-registration-error');
    expect(alert).toHaveTextContent('Remplissez d’abord vos formulaires.');
    expect(within(alert).getByRole('link', { name: 'Remplir et déposer le formulaire de consentement' })).toHaveAttribute(
      'href',
      '/client/consent-form-doc?redirect=%2Fwebinars%2Frespirer-en-conscience',
    );
    expect(within(alert).getByRole('link', { name: 'Remplir le bilan de santé' })).toHaveAttribute('href', '/client/health-assesment?redirect=%2Fwebinars%2Frespirer-en-conscience');
  });

  it('registers a client, who then sees "registered", how to pay, and can unregister after confirming', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    let registered = false;
    const fetchMock = stubApi({
      'GET /api/client/webinars/respirer-en-conscience': () => json(200, { data: detail({ fee_minor: 1500 }) }),
      'GET /api/client/webinar-registrations': () => list(registered ? [registration({ fee_minor: 1500, payment_status: 'pending' })] : []),
      'POST /api/client/webinars/web1/registration': () => {
        registered = true;
        return json(201, { data: registration({ fee_minor: 1500, payment_status: 'pending' }) });
      },
      'DELETE /api/client/webinars/web1/registration': () => {
        registered = false;
        return json(200, { data: registration({ status: 'cancelled' }) });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/webinars/respirer-en-conscience', createI18n('fr'));
    await user.click(await screen.findByRole('button', { name: 'S’inscrire' }));
    expect(await screen.findByTestId('webinar-registered')).toHaveTextContent('Vous êtes inscrit à ce webinaire.');
    expect(plain(screen.getByTestId('webinar-payment').textContent)).toContain('Vous réglez 15,00 € directement à Dr Jeanne Martin');

    await user.click(screen.getByRole('button', { name: 'Se désinscrire' }));
    const dialog = await screen.findByRole('dialog');
    expect(callsOf(fetchMock, 'DELETE /api/client/webinars/web1/registration')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Se désinscrire' }));
    await waitFor(() => expect(callsOf(fetchMock, 'DELETE /api/client/webinars/web1/registration')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'S’inscrire' })).toBeInTheDocument();
  });

  it('sends a client registering for a webinar paid online to the payment page', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const checkout = 'https://checkout.stripe.com/c/pay/cs_test_abc';
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    let registered = false;
    const pending = registration({ fee_minor: 1500, payment_status: 'pending', payment_provider: 'stripe', checkout_url: checkout });
    stubApi({
      'GET /api/client/webinars/respirer-en-conscience': () => json(200, { data: detail({ fee_minor: 1500 }) }),
      'GET /api/client/webinar-registrations': () => list(registered ? [pending] : []),
      'POST /api/client/webinars/web1/registration': () => {
        registered = true;
        return json(201, { data: pending });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/webinars/respirer-en-conscience', await english());
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('keeps a client registering for a webinar paid directly on the page, with how to pay', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    let registered = false;
    const pending = registration({ fee_minor: 1500, payment_status: 'pending' });
    stubApi({
      'GET /api/client/webinars/respirer-en-conscience': () => json(200, { data: detail({ fee_minor: 1500 }) }),
      'GET /api/client/webinar-registrations': () => list(registered ? [pending] : []),
      'POST /api/client/webinars/web1/registration': () => {
        registered = true;
        return json(201, { data: pending });
      },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/webinars/respirer-en-conscience', await english());
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('webinar-registered')).toBeInTheDocument();
    expect(within(screen.getByTestId('webinar-payment-state')).getByTestId('payment-status')).toHaveTextContent('Pending');
    expect(assign).not.toHaveBeenCalled();
  });

  it('back from the payment page: "being confirmed" while pending, then "received" once paid', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    let reads = 0;
    stubApi({
      'GET /api/client/webinars/respirer-en-conscience': () => json(200, { data: detail({ fee_minor: 1500 }) }),
      'GET /api/client/webinar-registrations': () => {
        reads += 1;
        // Stripe's webhook arrives after the client's first read.
        return list([
          registration(
            reads === 1
              ? { fee_minor: 1500, payment_status: 'pending', payment_provider: 'stripe', checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_abc' }
              : { fee_minor: 1500, payment_status: 'paid', payment_provider: 'stripe' },
          ),
        ]);
      },
    });
    renderRoutes(routes, '/webinars/respirer-en-conscience?payment=success', createI18n('fr'));
    expect(await screen.findByTestId('webinar-payment-return')).toHaveTextContent('Nous confirmons votre paiement');
    expect(within(screen.getByTestId('webinar-payment-state')).getByTestId('payment-status')).toHaveTextContent('En attente');
    await waitFor(() => expect(screen.getByTestId('webinar-payment-return')).toHaveTextContent('Paiement reçu, merci !'), { timeout: 10_000 });
    expect(within(screen.getByTestId('webinar-payment-state')).getByTestId('payment-status')).toHaveTextContent('Payée');
    expect(screen.queryByRole('link', { name: /Payer/ })).not.toBeInTheDocument();
  }, 15_000);

  it('back from a payment page left unpaid: the seat is still held and the payment link is there', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const checkout = 'https://checkout.stripe.com/c/pay/cs_test_abc';
    stubApi({
      'GET /api/client/webinars/respirer-en-conscience': () => json(200, { data: detail({ fee_minor: 1500 }) }),
      'GET /api/client/webinar-registrations': () => list([registration({ fee_minor: 1500, payment_status: 'pending', payment_provider: 'stripe', checkout_url: checkout })]),
    });
    renderRoutes(routes, '/webinars/respirer-en-conscience?payment=cancelled', await english());
    expect(await screen.findByTestId('webinar-payment-return')).toHaveTextContent('The payment was not completed. Your seat stays held for a short while');
    expect(screen.getByRole('link', { name: 'Pay €15.00 online' })).toHaveAttribute('href', checkout);
  });

  it('shows a draft, trashed or unknown webinar as not found', async () => {
    stubApi({});
    renderRoutes(routes, '/webinars/nothing', createI18n('fr'));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

describe('consultant webinars', () => {
  it('writes a webinar with its start typed in the consultant’s zone and its fee in major units, then publishes it after a confirmation', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    const draft: ConsultantWebinar = {
      id: 'web9',
      slug: 'souffle',
      status: 'draft',
      cover: null,
      title_fr: 'Souffle',
      title_en: '',
      description_fr: 'Pratique.',
      description_en: '',
      specialization: 'ayurveda',
      language: 'fr',
      start: '2026-12-13T12:00:00.000Z',
      end: '2026-12-13T13:00:00.000Z',
      duration_minutes: 60,
      capacity: 20,
      fee_minor: 1250,
      currency: 'EUR',
      registrations: 0,
      seats_left: 20,
      can_edit: true,
      created_at: '2026-11-29T02:30:00.000Z',
      cancelled_at: null,
    };
    let webinars: ConsultantWebinar[] = [];
    const fetchMock = stubApi({
      ...referenceLists,
      'GET /api/consultant/profile': json(200, { data: { profile: { time_zone: 'Europe/Paris' } } }),
      'GET /api/consultant/profile/detail': json(200, { data: { currency: 'EUR' } }),
      'GET /api/consultant/webinars': () => list(webinars),
      'POST /api/consultant/webinars': () => {
        webinars = [draft];
        return json(201, { data: draft });
      },
      'POST /api/consultant/webinars/web9/publish': () => {
        webinars = [{ ...draft, status: 'published' }];
        return json(200, { data: webinars[0] });
      },
    });
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Europe/Paris' } as Intl.ResolvedDateTimeFormatOptions);
    const user = userEvent.setup();
    renderRoutes([{ path: '/consultant/webinars', element: <ConsultantWebinarsPage /> }], '/consultant/webinars', createI18n('fr'));
    await user.click(await screen.findByRole('button', { name: 'Nouveau webinaire' }));
    const form = await screen.findByTestId('webinar-form');
    await user.type(within(form).getByLabelText('Titre (français)'), 'Souffle');
    await user.type(within(form).getByLabelText('Description (français)'), 'Pratique.');
    await user.type(within(form).getByLabelText('Début'), '2026-12-13T13:00');
    await user.type(within(form).getByLabelText('Tarif (EUR)'), '12,50');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(callsOf(fetchMock, 'POST /api/consultant/webinars')).toHaveLength(1));
    const body = JSON.parse(String(callsOf(fetchMock, 'POST /api/consultant/webinars')[0][1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ title_fr: 'Souffle', description_fr: 'Pratique.', start: '2026-12-13T12:00:00.000Z', duration_minutes: 60, capacity: 20, fee_minor: 1250 });

    const row = await screen.findByTestId('consultant-webinar');
    await user.click(within(row).getByRole('button', { name: 'Publier' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(callsOf(fetchMock, 'POST /api/consultant/webinars/web9/publish')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('consultant-webinar')).toHaveAttribute('data-status', 'published'));
  });
});

describe('webinars on the expert’s page and the client’s dashboard', () => {
  it('the expert’s page asks the list for that expert’s webinars only, and shows nothing when there is none', async () => {
    const fetchMock = stubApi({ 'GET /api/client/webinars': (_init, url) => list(new URL(url, 'http://x').searchParams.get('consultant') === 'exp1' ? [card()] : []) });
    const { unmount } = renderRoutes([{ path: '/', element: <ExpertWebinars consultantId="exp1" /> }], '/', createI18n('fr'));
    const section = await screen.findByTestId('expert-webinars');
    expect(within(section).getByRole('heading', { name: 'Webinaires à venir' })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByTestId('webinar-card')
        .map((element) => element.getAttribute('data-slug')),
    ).toEqual(['respirer-en-conscience']);
    const asked = new URL(callsOf(fetchMock, 'GET /api/client/webinars')[0][0], 'http://x').searchParams;
    expect(Object.fromEntries(asked)).toEqual({ consultant: 'exp1', page: '1', pageSize: '12' });
    unmount();

    renderRoutes([{ path: '/', element: <ExpertWebinars consultantId="exp3" /> }], '/', createI18n('fr'));
    await waitFor(() => expect(callsOf(fetchMock, 'GET /api/client/webinars')).toHaveLength(2));
    expect(screen.queryByTestId('expert-webinars')).toBeNull();
  });

  it('the client’s dashboard lists their upcoming registrations with their payment status, a way to pay online, and the way into the live session', async () => {
    // Two weeks before the webinar of 13 December 2026.
    clock.set('2026-11-29T09:00:00Z');
    sessions.signIn('client', 'client.jwt', clientUser as never);
    stubApi({
      'GET /api/client/profile': json(200, { data: { profile: { time_zone: 'Europe/Paris' } } }),
      'GET /api/client/webinar-registrations': (_init, url) =>
        new URL(url, 'http://x').searchParams.get('when') === 'past'
          ? list([])
          : list([
              registration({ payment_status: 'pending', payment_provider: 'stripe', fee_minor: 1500, checkout_url: 'https://checkout.stripe.com/c/pay/cs_test_abc' }),
              registration({ id: 'reg2', payment_status: 'paid', payment_provider: 'stripe', fee_minor: 1500, webinar: card({ id: 'web2', slug: 'yoga', title: 'Yoga du soir' }) }),
              registration({ id: 'reg3', webinar: card({ id: 'web3', slug: 'gratuit', title: 'Méditation offerte' }) }),
            ]),
    });
    renderRoutes([{ path: '/', element: <ClientWebinars /> }], '/', createI18n('fr'));
    const section = await screen.findByTestId('dashboard-webinars');
    expect(await within(section).findByRole('link', { name: 'Respirer en conscience' })).toHaveAttribute('href', '/webinars/respirer-en-conscience');
    const payments = within(section).getAllByTestId('dashboard-webinar-payment');
    // The free webinar shows no payment.
    expect(payments).toHaveLength(2);
    expect(within(payments[0]).getByTestId('payment-status')).toHaveTextContent('En attente');
    expect(within(payments[0]).getByRole('link', { name: 'Payer maintenant' })).toHaveAttribute('href', 'https://checkout.stripe.com/c/pay/cs_test_abc');
    expect(within(payments[1]).getByTestId('payment-status')).toHaveTextContent('Payée');
    expect(within(payments[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('link', { name: 'Rejoindre la session en direct' })[0]).toHaveAttribute('href', '/client/webinars/web1/live');
    // No past webinar yet: no "past" section.
    expect(screen.queryByTestId('dashboard-past-webinars')).toBeNull();
  });

  it('the client’s dashboard keeps past webinars apart, latest first: attended and for how long, missed, cancelled, and the payment', async () => {
    clock.set('2026-12-20T09:00:00Z');
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const fetchMock = stubApi({
      'GET /api/client/profile': json(200, { data: { profile: { time_zone: 'Europe/Paris' } } }),
      'GET /api/client/webinar-registrations': (_init, url) =>
        new URL(url, 'http://x').searchParams.get('when') === 'past'
          ? list([
              registration({ id: 'r1', attended_minutes: 42, fee_minor: 1500, payment_status: 'paid' }),
              registration({ id: 'r2', webinar: card({ id: 'web2', slug: 'yoga', title: 'Yoga du soir', start: '2026-12-10T18:00:00.000Z' }) }),
              registration({ id: 'r3', status: 'cancelled', payment_status: 'refunded', webinar: card({ id: 'web3', slug: 'sommeil', title: 'Bien dormir', status: 'cancelled' }) }),
              registration({ id: 'r4', status: 'cancelled', webinar: card({ id: 'web4', slug: 'marche', title: 'Marche consciente' }) }),
            ])
          : list([]),
    });
    renderRoutes([{ path: '/', element: <ClientWebinars /> }], '/', createI18n('fr'));
    const past = await screen.findByTestId('dashboard-past-webinars');
    expect(within(past).getByRole('heading', { name: 'Webinaires passés' })).toBeInTheDocument();
    // Nothing upcoming: the upcoming part says so, the past part stays.
    expect(screen.getByText('Vous n’êtes inscrit à aucun webinaire à venir.')).toBeInTheDocument();
    const rows = within(past).getAllByTestId('past-webinar');
    expect(rows.map((row) => row.getAttribute('data-slug'))).toEqual(['respirer-en-conscience', 'yoga', 'sommeil', 'marche']);
    expect(within(rows[0]).getByRole('link', { name: 'Respirer en conscience' })).toHaveAttribute('href', '/webinars/respirer-en-conscience');
    expect(plain(rows[0].textContent)).toContain('13 décembre 2026');
    expect(plain(rows[0].textContent)).toContain('13:00');
    expect(rows.map((row) => plain(within(row).getByTestId('past-webinar-outcome').textContent))).toEqual(['Présence : 42 min', 'Pas de présence', 'Webinaire annulé', 'Inscription annulée']);
    expect(rows.map((row) => within(row).getByTestId('past-webinar-payment').textContent)).toEqual(['Payée', 'Offerte', 'Remboursée', 'Offerte']);
    expect(within(past).queryByRole('link', { name: 'Rejoindre la session en direct' })).toBeNull();
    const asked = callsOf(fetchMock, 'GET /api/client/webinar-registrations').map(([url]) => new URL(url, 'http://x').searchParams.get('when'));
    expect(asked.sort()).toEqual(['past', 'upcoming']);
  });
});

describe('the consultant’s registrants', () => {
  it('lists who registered for a webinar with their payment and minutes in the live session, and records a direct payment', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    const webinar: ConsultantWebinar = {
      id: 'web9',
      slug: 'souffle',
      status: 'published',
      cover: null,
      title_fr: 'Souffle',
      title_en: 'Breath',
      description_fr: 'Pratique.',
      description_en: '',
      specialization: 'ayurveda',
      language: 'fr',
      start: '2026-12-13T12:00:00.000Z',
      end: '2026-12-13T13:00:00.000Z',
      duration_minutes: 60,
      capacity: 20,
      fee_minor: 1500,
      currency: 'EUR',
      registrations: 2,
      seats_left: 18,
      can_edit: true,
      created_at: '2026-11-29T02:30:00.000Z',
      cancelled_at: null,
    };
    const attendee = (patch: Partial<WebinarAttendee>): WebinarAttendee => ({
      id: 'a1',
      client: { id: 'c1', display_name: 'Camille Martin' },
      status: 'active',
      fee_minor: 1500,
      currency: 'EUR',
      payment_status: 'pending',
      created_at: '2026-11-30T08:15:00.000Z',
      cancelled_at: null,
      attended_minutes: null,
      ...patch,
    });
    let paid = false;
    const fetchMock = stubApi({
      ...referenceLists,
      'GET /api/consultant/profile': json(200, { data: { profile: { time_zone: 'Europe/Paris' } } }),
      'GET /api/consultant/profile/detail': json(200, { data: { currency: 'EUR' } }),
      'GET /api/consultant/webinars': () => list([webinar]),
      'GET /api/consultant/webinars/web9/registrations': () =>
        list([
          attendee({ payment_status: paid ? 'paid' : 'pending' }),
          attendee({ id: 'a2', client: { id: 'c2', display_name: 'Paul Roy' }, payment_status: 'paid', attended_minutes: 35 }),
          attendee({ id: 'a3', client: { id: 'c3', display_name: 'Inès Diallo' }, status: 'cancelled', payment_status: 'refunded', cancelled_at: '2026-12-01T10:00:00.000Z' }),
        ]),
      'POST /api/consultant/webinars/web9/registrations/a1/mark-paid': () => {
        paid = true;
        return json(200, { data: attendee({ payment_status: 'paid' }) });
      },
    });
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone: 'Europe/Paris' } as Intl.ResolvedDateTimeFormatOptions);
    const user = userEvent.setup();
    renderRoutes([{ path: '/consultant/webinars', element: <ConsultantWebinarsPage /> }], '/consultant/webinars', createI18n('fr'));
    const row = await screen.findByTestId('consultant-webinar');
    expect(callsOf(fetchMock, 'GET /api/consultant/webinars/web9/registrations')).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Inscrits : Souffle' }));
    const panel = await screen.findByTestId('webinar-registrants');
    expect(within(panel).getByRole('heading', { name: 'Inscrits – Souffle' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByTestId('webinar-registrant')).toHaveLength(3));
    const rows = within(panel).getAllByTestId('webinar-registrant');
    expect(rows.map((element) => within(element).getByTestId('registrant-name').textContent)).toEqual(['Camille Martin', 'Paul Roy', 'Inès Diallo']);
    expect(rows.map((element) => within(element).getByTestId('registrant-status').textContent)).toEqual(['Active', 'Active', 'Annulée']);
    expect(rows.map((element) => plain(within(element).getByTestId('registrant-payment').textContent))).toEqual(['En attente15,00 €', 'Payé15,00 €', 'Remboursé15,00 €']);
    expect(rows.map((element) => within(element).getByTestId('registrant-attended').textContent)).toEqual(['—', '35 min', '—']);
    expect(plain(rows[0].textContent)).toContain('30 novembre 2026');
    expect(plain(rows[0].textContent)).toContain('à 9:15');
    // Only the pending registration can be marked paid.
    expect(within(panel).getAllByRole('button', { name: /^Enregistrer le paiement direct/ })).toHaveLength(1);
    await user.click(within(rows[0]).getByRole('button', { name: 'Enregistrer le paiement direct : Camille Martin' }));
    await waitFor(() => expect(callsOf(fetchMock, 'POST /api/consultant/webinars/web9/registrations/a1/mark-paid')).toHaveLength(1));
    await waitFor(() => expect(plain(within(screen.getAllByTestId('webinar-registrant')[0]).getByTestId('registrant-payment').textContent)).toBe('Payé15,00 €'));
    expect(within(screen.getByTestId('webinar-registrants')).queryByRole('button', { name: /^Enregistrer le paiement direct/ })).toBeNull();
    await user.click(within(screen.getByTestId('webinar-registrants')).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByTestId('webinar-registrants')).toBeNull();
  });

  it('says so when nobody registered, and shows an error the API gives when marking paid', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    const base = {
      slug: 's',
      cover: null,
      title_en: '',
      description_fr: '',
      description_en: '',
      specialization: null,
      language: null,
      end: null,
      duration_minutes: 60,
      capacity: 5,
      fee_minor: 1000,
      currency: 'EUR',
      seats_left: 5,
      can_edit: true,
      created_at: '2026-11-29T02:30:00.000Z',
      cancelled_at: null,
      start: '2026-12-13T12:00:00.000Z',
    } as const;
    const webinars: ConsultantWebinar[] = [
      { ...base, id: 'empty', status: 'published', title_fr: 'Vide', registrations: 0 },
      { ...base, id: 'full', slug: 'f', status: 'published', title_fr: 'Plein', registrations: 1 },
      { ...base, id: 'draft', slug: 'd', status: 'draft', title_fr: 'Brouillon', registrations: 0 },
    ];
    stubApi({
      ...referenceLists,
      'GET /api/consultant/profile': json(200, { data: { profile: { time_zone: 'Europe/Paris' } } }),
      'GET /api/consultant/profile/detail': json(200, { data: { currency: 'EUR' } }),
      'GET /api/consultant/webinars': () => list(webinars),
      'GET /api/consultant/webinars/empty/registrations': () => list([]),
      'GET /api/consultant/webinars/full/registrations': () =>
        list([
          {
            id: 'a1',
            client: { id: 'c1', display_name: 'Camille Martin' },
            status: 'active',
            fee_minor: 1000,
            currency: 'EUR',
            payment_status: 'pending',
            created_at: '2026-11-30T08:15:00.000Z',
            cancelled_at: null,
            attended_minutes: null,
          },
        ]),
      'POST /api/consultant/webinars/full/registrations/a1/mark-paid': () => apiError(409, 'RegistrationCancelled', 'Cette inscription a été annulée.'),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/consultant/webinars', element: <ConsultantWebinarsPage /> }], '/consultant/webinars', createI18n('fr'));
    await screen.findAllByTestId('consultant-webinar');
    // A draft has nobody registered: no button.
    expect(screen.queryByRole('button', { name: 'Inscrits : Brouillon' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Inscrits : Vide' }));
    expect(await within(await screen.findByTestId('webinar-registrants')).findByText('Personne ne s’est encore inscrit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Inscrits : Plein' }));
    const panel = await screen.findByTestId('webinar-registrants');
    expect(within(panel).getByRole('heading', { name: 'Inscrits – Plein' })).toBeInTheDocument();
    await user.click(await within(panel).findByRole('button', { name: 'Enregistrer le paiement direct : Camille Martin' }));
    expect(await screen.findByText('Cette inscription a été annulée.')).toBeInTheDocument();
  });
});

describe('the home page’s upcoming webinars', () => {
  it('shows the next webinars as cards with a link to them all, and nothing when none is coming', async () => {
    const fetchMock = stubApi({ 'GET /api/client/webinars': list([card(), card({ id: 'web2', slug: 'yoga', title: 'Yoga du soir' }), card({ id: 'web3', slug: 'sommeil', title: 'Bien dormir' })]) });
    const { unmount } = renderRoutes([{ path: '/', element: <HomeWebinars /> }], '/', createI18n('fr'));
    const section = await screen.findByTestId('home-webinars');
    expect(within(section).getByRole('heading', { level: 2, name: 'Prochains webinaires' })).toBeInTheDocument();
    expect(
      within(section)
        .getAllByTestId('webinar-card')
        .map((element) => element.getAttribute('data-slug')),
    ).toEqual(['respirer-en-conscience', 'yoga', 'sommeil']);
    expect(within(section).getByRole('link', { name: 'Voir tous les webinaires' })).toHaveAttribute('href', '/webinars');
    expect(Object.fromEntries(new URL(callsOf(fetchMock, 'GET /api/client/webinars')[0][0], 'http://x').searchParams)).toEqual({ page: '1', pageSize: '3' });
    unmount();

    stubApi({ 'GET /api/client/webinars': list([]) });
    renderRoutes([{ path: '/', element: <HomeWebinars /> }], '/', createI18n('fr'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('home-webinars')).toBeNull();
  });
});
