import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { createI18n, ensureLanguageLoaded, ensureLazyTranslations } from '../../../lib/i18n';
import { sessions } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import fr from '../../../lib/i18n/locales/fr.json';
import en from '../../../lib/i18n/locales/en.json';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiError = (status: number, name: string, message: string, details?: unknown) => json(status, { error: { status, name, message, details } });
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const webSettings = { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };
const users = {
  client: { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin', correspondence_language: 'fr' },
  consultant: { id: 8, email: 'jeanne@example.org', role: 'consultant', display_name: 'Jeanne Martin', correspondence_language: 'fr' },
};

type Reply = Response | ((init: RequestInit) => Response | Promise<Response>);

/** The API at the fetch boundary: the layout's reads, the person's profile in Paris, then `replies`. */
function stubApi(role: 'client' | 'consultant', replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0];
    if (path.endsWith('/web-setting/get-record')) return json(200, webSettings);
    const reply = replies[`${init.method ?? 'GET'} ${path}`];
    if (reply) return typeof reply === 'function' ? reply(init) : reply.clone();
    if (path === `/api/${role}/profile`) return json(200, { data: { user: users[role], profile: { time_zone: 'Europe/Paris' } } });
    return json(404, { error: { status: 404, name: 'NotFoundError', message: `no stub for ${init.method ?? 'GET'} ${path}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsOf = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url, init]) => `${init.method ?? 'GET'} ${String(url).split('?')[0]}` === key);
const headerOf = ([, init]: [string, RequestInit], name: string) => new Headers(init.headers).get(name);

/** A consent history: the registration's consents, then the client's health-data consent from its assessment. */
function history(healthData: boolean) {
  const data = [
    { id: 'c3', kind: 'health_data', action: 'given', version: null, source: 'health-assessment', at: '2026-11-02T09:15:00.000Z' },
    { id: 'c2', kind: 'privacy', action: 'given', version: '2', source: 'registration', at: '2026-11-01T08:00:00.000Z' },
    { id: 'c1', kind: 'terms', action: 'given', version: '4', source: 'registration', at: '2026-11-01T08:00:00.000Z' },
  ];
  if (!healthData) data.unshift({ id: 'c4', kind: 'health_data', action: 'withdrawn', version: null, source: 'account', at: '2026-11-29T02:30:00.000Z' });
  return { data, current: { terms: true, privacy: true, health_data: healthData, newsletter: false } };
}

beforeEach(() => {
  sessions.signIn('client', 'client.jwt', users.client as never);
  sessions.signIn('consultant', 'consultant.jwt', users.consultant as never);
});

afterEach(() => {
  for (const role of ['client', 'consultant'] as const) sessions.signOut(role);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('download my data', () => {
  it('fetches the ZIP with the client’s token, shows its progress and saves it under the server’s name', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = stubApi('client', {
      'GET /api/client/account/consents': json(200, history(true)),
      'GET /api/client/account/export': () =>
        new Promise<Response>((resolve) => {
          finish = resolve;
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoutes(routes, '/client/my-data');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes données' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${fr.titles.client.myData} · Sérénité`));

    await user.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByText('Préparation de votre archive…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger mes données' })).toBeDisabled();
    finish(new Response('PK\u0003\u0004', { status: 200, headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="mes-donnees-2026-11-29.zip"' } }));

    expect(await screen.findByText('Votre archive « mes-donnees-2026-11-29.zip » est téléchargée.')).toBeInTheDocument();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('mes-donnees-2026-11-29.zip');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(headerOf(callsOf(fetchMock, 'GET /api/client/account/export')[0], 'Authorization')).toBe('Bearer client.jwt');
    expect(screen.queryByText('Préparation de votre archive…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Télécharger mes données' })).toBeEnabled();
  });

  it('says when to try again after too many exports (429), in English', async () => {
    stubApi('consultant', {
      'GET /api/consultant/account/consents': json(200, { data: [], current: { terms: true, privacy: true, health_data: false, newsletter: false } }),
      'GET /api/consultant/account/export': apiError(429, 'TooManyRequests', 'Too many exports.', { retry_after_seconds: 1700 }),
    });
    const i18n = createI18n('en');
    await ensureLanguageLoaded(i18n, 'en');
    await ensureLazyTranslations(i18n);
    renderRoutes(routes, '/consultant/my-data', i18n);
    await userEvent.setup().click(await screen.findByRole('button', { name: en.account.privacy.export.action }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You asked for several archives in a short time. Please try again in 29 minutes.');
    // A consultant has no health-data consent to give.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByTestId('consents-empty')).toHaveTextContent(en.account.privacy.consents.empty);
  });
});

describe('my consents', () => {
  it('lists every consent, newest first, with its version, time in the client’s zone and source', async () => {
    stubApi('client', { 'GET /api/client/account/consents': json(200, history(true)) });
    renderRoutes(routes, '/client/my-data');
    const section = await screen.findByTestId('consents-section');
    const rows = await within(section).findAllByTestId('consent-row');
    expect(rows.map((row) => within(row).getByTestId('consent-kind').textContent)).toEqual(['Traitement de mes données de santé', 'Politique de confidentialité', 'Conditions générales']);
    expect(within(rows[0]).getByTestId('consent-action')).toHaveTextContent('Donné');
    expect(within(rows[0]).getByTestId('consent-version')).toHaveTextContent('—');
    expect(within(rows[0]).getByTestId('consent-source')).toHaveTextContent('Bilan de santé');
    expect(within(rows[1]).getByTestId('consent-version')).toHaveTextContent('2');
    expect(within(rows[2]).getByTestId('consent-source')).toHaveTextContent('Inscription');
    // 09:15 UTC is 10:15 in Paris, the zone of the client's profile, named once above the list.
    expect(plain(within(rows[0]).getByTestId('consent-at').textContent)).toBe('lundi 2 novembre 2026 à 10:15');
    expect(within(section).getByText(/Heures affichées : heure d’Europe centrale/)).toBeInTheDocument();
  });

  it('withdraws the health-data consent once confirmed, saying it blocks new bookings, and gives it back', async () => {
    let given = true;
    const fetchMock = stubApi('client', {
      'GET /api/client/account/consents': () => json(200, history(given)),
      'PUT /api/client/account/consents/health-data': (init) => {
        given = (JSON.parse(String(init.body)) as { given: boolean }).given;
        return json(200, history(given));
      },
    });
    renderRoutes(routes, '/client/my-data');
    const user = userEvent.setup();
    const consent = await screen.findByRole('switch', { name: 'J’accepte que mes données de santé soient traitées pour mes consultations' });
    expect(consent).toBeChecked();

    await user.click(consent);
    const dialog = await screen.findByRole('dialog', { name: 'Retirer votre consentement ?' });
    expect(dialog).toHaveTextContent('Vous ne pourrez plus réserver de nouvelle consultation tant que vous ne l’aurez pas donné de nouveau.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(consent).toBeChecked();
    expect(callsOf(fetchMock, 'PUT /api/client/account/consents/health-data')).toHaveLength(0);

    await user.click(consent);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retirer mon consentement' }));
    expect(await screen.findByText('Votre consentement est retiré.')).toBeInTheDocument();
    await waitFor(() => expect(consent).not.toBeChecked());
    expect(within(screen.getAllByTestId('consent-row')[0]).getByTestId('consent-action')).toHaveTextContent('Retiré');
    expect(within(screen.getAllByTestId('consent-row')[0]).getByTestId('consent-source')).toHaveTextContent('Mon compte');

    await user.click(consent);
    const give = await screen.findByRole('dialog', { name: 'Donner votre consentement ?' });
    await user.click(within(give).getByRole('button', { name: 'Donner mon consentement' }));
    await waitFor(() => expect(consent).toBeChecked());
    const bodies = callsOf(fetchMock, 'PUT /api/client/account/consents/health-data').map(([, init]) => JSON.parse(String(init.body)) as unknown);
    expect(bodies).toEqual([{ given: false }, { given: true }]);
  });

  it('scrolls to the consents when opened from the booking panel’s link', async () => {
    stubApi('client', { 'GET /api/client/account/consents': json(200, history(false)) });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderRoutes(routes, '/client/my-data#consents');
    expect(await screen.findByRole('switch')).not.toBeChecked();
    await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(screen.getByTestId('consents-section')));
  });
});

describe('delete my account', () => {
  async function openDialog() {
    const user = userEvent.setup();
    const section = await screen.findByTestId('erasure-section');
    await user.click(within(section).getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer votre compte ?' });
    return { user, section, dialog };
  }

  it('says what is deleted and what is kept, then e-mails a link once the password is given', async () => {
    const fetchMock = stubApi('client', {
      'GET /api/client/account/consents': json(200, history(true)),
      'POST /api/client/account/erasure': json(202, { data: { status: 'awaiting_confirmation', expires_at: '2026-11-30T02:30:00.000Z' } }),
    });
    renderRoutes(routes, '/client/my-data');
    const { user, section, dialog } = await openDialog();
    expect(section).toHaveTextContent('Vos données de santé : bilan de santé, formulaire de consentement, notes de séance');
    expect(section).toHaveTextContent('Pour la comptabilité : les dates, les tarifs et l’état du paiement de vos réservations');
    expect(section).toHaveTextContent('Pour les litiges : les décisions des réclamations');
    expect(section).toHaveTextContent('Vos réservations à venir sont annulées');

    const password = within(dialog).getByLabelText(/^Mot de passe/);
    expect(password).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    expect(await within(dialog).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(callsOf(fetchMock, 'POST /api/client/account/erasure')).toHaveLength(0);

    await user.type(password, 'Wellness-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    const sent = await within(section).findByRole('status');
    expect(sent).toHaveTextContent('Consultez votre boîte e-mail');
    // The link's end in the client's zone (Paris), named.
    expect(plain(sent.textContent)).toContain('Il est valable jusqu’au lundi 30 novembre 2026 à 3:30 (heure d’Europe centrale).');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Supprimer mon compte' })).not.toBeInTheDocument();
    const [call] = callsOf(fetchMock, 'POST /api/client/account/erasure');
    expect(JSON.parse(String(call[1].body))).toEqual({ password: 'Wellness-2026' });
    expect(headerOf(call, 'Authorization')).toBe('Bearer client.jwt');
  });

  it('shows a wrong password under its field', async () => {
    stubApi('client', {
      'GET /api/client/account/consents': json(200, history(true)),
      'POST /api/client/account/erasure': apiError(400, 'ValidationError', 'Données invalides', { fieldErrors: { password: ['Mot de passe incorrect.'] } }),
    });
    renderRoutes(routes, '/client/my-data');
    const { user, dialog } = await openDialog();
    const password = within(dialog).getByLabelText(/^Mot de passe/);
    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Mot de passe incorrect.');
    expect(screen.queryByTestId('erasure-sent')).not.toBeInTheDocument();
  });

  it('lists what blocks the erasure (409) with links to the complaint and the bookings', async () => {
    stubApi('consultant', {
      'GET /api/consultant/account/consents': json(200, { data: [], current: { terms: true, privacy: true, health_data: false, newsletter: false } }),
      'POST /api/consultant/account/erasure': apiError(409, 'ErasureBlocked', 'Votre compte ne peut pas encore être supprimé.', {
        reasons: [
          { code: 'open-complaint', message: 'La réclamation RC-2026-0007 n’est pas encore tranchée.', id: 'cmp7' },
          { code: 'paid-upcoming-booking', message: 'Une séance payée du 3 décembre 2026 n’a pas encore eu lieu.', id: 'bk3' },
        ],
      }),
    });
    renderRoutes(routes, '/consultant/my-data');
    const { user, section, dialog } = await openDialog();
    expect(section).toHaveTextContent('Vous y apparaissez comme « expert supprimé ».');
    await user.type(within(dialog).getByLabelText(/^Mot de passe/), 'Wellness-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Recevoir le lien de confirmation' }));
    const blocked = await within(dialog).findByTestId('erasure-blocked');
    expect(blocked).toHaveTextContent('Votre compte ne peut pas être supprimé pour l’instant :');
    const complaint = within(blocked).getByTestId('erasure-reason-open-complaint');
    expect(complaint).toHaveTextContent('La réclamation RC-2026-0007 n’est pas encore tranchée.');
    expect(within(complaint).getByRole('link', { name: 'Voir la réclamation' })).toHaveAttribute('href', '/consultant/view-complaint-by-me/cmp7');
    const booking = within(blocked).getByTestId('erasure-reason-paid-upcoming-booking');
    expect(within(booking).getByRole('link', { name: 'Voir mes réservations' })).toHaveAttribute('href', '/consultant/my-booking');
  });
});
