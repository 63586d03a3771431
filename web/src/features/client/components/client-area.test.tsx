import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { sessions } from '../../../lib/session';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render';
import type { ConsentForm, HealthAssessment, Questionnaire } from '../model/types';

const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (data: unknown[]) => json(200, { data, meta: { pagination: { page: 1, pageSize: 25, pageCount: data.length ? 1 : 0, total: data.length } } });

const webSettings = { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };
const clientUser = { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin', correspondence_language: 'fr' };

const card = (id: string, name: string) => ({
  id,
  display_name: name,
  title: 'Dr',
  photo: null,
  specializations: [{ slug: 'ayurveda', name: 'Ayurvéda' }],
  languages: [{ slug: 'french', name: 'Français', code: 'fr' }],
  country: { slug: 'france', name: 'France', code: 'FR' },
  years_of_experience: 12,
  fee: { amount: 6000, currency: 'EUR' },
  session_duration: 45,
  free_first_consultation: false,
  bio_excerpt: '',
  locale: 'fr',
});

const file = (name: string) => ({ id: `f-${name}`, kind: 'consent-form' as const, name, mime: 'application/pdf', size: 2048, created_at: '2026-01-01T00:00:00Z', url: `/api/files/f-${name}` });

function consent(patch: Partial<ConsentForm['state']> = {}): ConsentForm {
  return {
    current: { version: '3', effective_date: '2026-01-01', locale: 'fr', title: 'Formulaire de consentement éclairé', body: 'Je comprends que **les séances** ne remplacent pas un avis médical.' },
    state: { accepted_version: null, accepted_at: null, signed_file: null, up_to_date: false, health_data_consent: false, ...patch },
  };
}

const scale = [
  { value: 0, label: 'Jamais' },
  { value: 1, label: 'Plusieurs jours' },
  { value: 2, label: 'Plus de la moitié du temps' },
  { value: 3, label: 'Presque tous les jours' },
];

const questionnaire: Questionnaire = {
  version: '2',
  sections: [
    {
      key: 'general',
      title: 'Votre situation',
      questions: [
        { key: 'reason', label: 'Motif de consultation', type: 'textarea', required: true },
        { key: 'treatment', label: 'Suivez-vous un traitement ?', type: 'boolean', required: true },
        {
          key: 'sleep',
          label: 'Qualité du sommeil',
          type: 'single',
          required: true,
          options: [
            { value: 'good', label: 'Bonne' },
            { value: 'poor', label: 'Mauvaise' },
          ],
        },
        {
          key: 'goals',
          label: 'Vos objectifs',
          type: 'multi',
          required: true,
          options: [
            { value: 'stress', label: 'Moins de stress' },
            { value: 'sleep', label: 'Mieux dormir' },
          ],
        },
        { key: 'notes', label: 'Autre chose à signaler', type: 'text', required: false },
      ],
    },
    {
      key: 'phq9',
      title: 'Humeur',
      questions: [{ key: 'phq9_1', label: 'Peu d’intérêt ou de plaisir à faire les choses', type: 'scale', required: true, options: scale }],
    },
  ],
};

function assessment(patch: Partial<HealthAssessment> = {}): HealthAssessment {
  return { questionnaire, answers: null, version: null, completed_at: null, scores: null, document: null, up_to_date: false, ...patch };
}

type Reply = Response | ((init: RequestInit, url: string) => Response);

/** Stubs fetch: the web settings and the account always, the rest by "METHOD path" (without the query). */
function stubApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const path = url.split('?')[0];
    if (path.endsWith('/web-setting/get-record')) return json(200, webSettings);
    const reply = replies[`${init.method ?? 'GET'} ${path}`];
    if (reply) return typeof reply === 'function' ? reply(init, url) : reply.clone();
    if (path === '/api/client/profile') return json(200, { data: { user: clientUser, profile: {} } });
    if (path.startsWith('/api/client/') && /\/(countries|languages|nationalities|specializations|disorders|objectives|keywords)$/.test(path)) return list([]);
    return json(404, { error: { status: 404, name: 'NotFoundError', message: `no stub for ${init.method ?? 'GET'} ${path}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url, init]) => `${init.method ?? 'GET'} ${String(url).split('?')[0]}` === key);

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  for (const role of ['client', 'consultant'] as const) sessions.signOut(role);
  FakeXhr.reset();
  vi.unstubAllGlobals();
});

describe('client menu and dashboard (spec §2 "Client menu")', () => {
  beforeEach(() => sessions.signIn('client', 'client.jwt', clientUser as never));

  it('groups dashboard; main menu (forms, bookings, favourites, complaints, general information, my data)', async () => {
    stubApi({
      'GET /api/client/bookings': list([]),
      'GET /api/client/consent-form': json(200, { data: consent() }),
      'GET /api/client/health-assessment': json(200, { data: assessment() }),
      'GET /api/client/favourites': json(200, { data: [] }),
    });
    renderRoutes(routes, '/client/dashboard');
    // On a narrow screen (jsdom) the menu is a drawer opened by the top bar's button.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ouvrir le menu de l’espace' }, { timeout: 5000 }));
    const menu = await screen.findByRole('navigation', { name: 'Menu de l’espace' });
    const links = (group: string) =>
      within(within(menu).getByTestId(`area-menu-${group}`))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('dashboard')).toEqual([['Tableau de bord', '/client/dashboard']]);
    expect(links('main')).toEqual([
      ['Formulaire de consentement', '/client/consent-form-doc'],
      ['Bilan de santé', '/client/health-assesment'],
      ['Mes réservations', '/client/my-booking'],
      ['Favoris', '/client/favorite'],
      ['Déposer une réclamation', '/client/add-complaint'],
      ['Mes réclamations', '/client/view-complaint-by-me'],
      ['Réclamations me concernant', '/client/view-complaint-against'],
      ['Informations générales', '/client/general-info'],
      ['Mes données', '/client/my-data'],
    ]);
  });

  it('shows the next booking in the client’s zone, the forms still to do and the favourites', async () => {
    const booking = {
      id: 'b1',
      token: 'tok-123',
      status: 'confirmed',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T09:45:00.000Z',
      duration_minutes: 45,
      consultant: { id: 'c1', display_name: 'Jeanne Martin', photo: null, time_zone: 'Europe/Paris' },
      client: { id: 'k1', display_name: 'Camille Martin', time_zone: 'America/Montreal' },
    };
    const fetchMock = stubApi({
      'GET /api/client/bookings': list([booking]),
      'GET /api/client/consent-form': json(200, { data: consent({ accepted_version: '3', accepted_at: '2026-01-01T10:00:00Z', signed_file: file('signed.pdf'), up_to_date: true }) }),
      'GET /api/client/health-assessment': json(200, { data: assessment() }),
      'GET /api/client/favourites': json(200, { data: [card('c1', 'Jeanne Martin'), card('c2', 'Paul Durand'), card('c3', 'Ana Silva'), card('c4', 'Li Wei')] }),
      'GET /api/client/profile': json(200, { data: { user: clientUser, profile: { time_zone: 'America/Montreal' } } }),
    });
    renderRoutes(routes, '/client/dashboard');

    // 09:00 UTC is 04:00 in Montréal, the profile's zone, named in words.
    expect(await screen.findByTestId('next-booking-when')).toHaveTextContent('mardi 1 décembre 2026, 04:00–04:45 (heure de l’Est nord-américain)');
    expect(screen.getByTestId('next-booking-zone')).toHaveTextContent('heure de l’Est nord-américain · 45 min');
    expect(screen.getByRole('link', { name: 'Voir la réservation' })).toHaveAttribute('href', '/booking/tok-123');
    const query = new URL(calls(fetchMock, 'GET /api/client/bookings')[0][0], 'http://x').searchParams;
    expect(query.get('when')).toBe('upcoming');
    expect(query.get('pageSize')).toBe('1');

    const forms = await screen.findByTestId('pending-forms');
    expect(await within(forms).findByTestId('pending-health-assessment')).toHaveTextContent('Bilan de santé à remplir.');
    expect(within(forms).queryByTestId('pending-consent-form')).not.toBeInTheDocument();
    expect(within(forms).getByRole('link', { name: 'Remplir le bilan' })).toHaveAttribute('href', '/client/health-assesment');

    const favourites = screen.getByTestId('dashboard-favourites');
    expect(await within(favourites).findAllByTestId('expert-card')).toHaveLength(3);
    expect(within(favourites).getByRole('link', { name: 'Voir mes 4 favoris' })).toHaveAttribute('href', '/client/favorite');
    expect(screen.getByRole('link', { name: 'Trouver un expert' })).toHaveAttribute('href', '/our-experts');
  });

  describe('the device in another time zone than the profile', () => {
    const booking = {
      id: 'b1',
      token: 'tok-123',
      status: 'confirmed',
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T09:45:00.000Z',
      duration_minutes: 45,
      consultant: { id: 'c1', display_name: 'Jeanne Martin', photo: null, time_zone: 'Europe/Paris' },
      client: { id: 'k1', display_name: 'Camille Martin', time_zone: 'America/Montreal' },
    };
    const record = {
      email: 'client@demo.local',
      title: 'Ms',
      gender: 'female',
      family_name: 'Martin',
      given_name: 'Camille',
      last_name: null,
      date_of_birth: '1990-04-02',
      preferred_contact_type: 'email',
      isd_code: '+33',
      contact_number: '+33612345678',
      whatsapp_number: null,
      alternative_isd_code: null,
      alternative_number: null,
      time_zone: 'America/Montreal',
      correspondence_language: 'fr',
      languages_spoken: ['fr'],
      country_of_residence: 'FR',
      nationality: 'french',
    };
    let profileZone = 'America/Montreal';
    const replies = () => ({
      'GET /api/client/bookings': list([booking]),
      'GET /api/client/consent-form': json(200, { data: consent({ up_to_date: true }) }),
      'GET /api/client/health-assessment': json(200, { data: assessment() }),
      'GET /api/client/favourites': json(200, { data: [] }),
      'GET /api/client/profile': () => json(200, { data: { user: clientUser, profile: { time_zone: profileZone } } }),
      'GET /api/client/general-info': () => json(200, { data: { ...record, time_zone: profileZone } }),
    });
    beforeEach(() => {
      profileZone = 'America/Montreal';
    });

    it('says so, names both zones, and shows times in the device zone on request', async () => {
      stubApi(replies());
      renderRoutes(routes, '/client/dashboard');
      const notice = await screen.findByTestId('time-zone-notice');
      // The test device is on UTC.
      expect(notice).toHaveTextContent('Votre appareil est réglé sur « temps universel coordonné », mais votre profil utilise « heure de l’Est nord-américain ».');
      expect(await screen.findByTestId('next-booking-when')).toHaveTextContent('04:00–04:45 (heure de l’Est nord-américain)');
      await userEvent.setup().click(within(notice).getByRole('button', { name: 'Afficher les heures de mon appareil (temps universel coordonné)' }));
      await waitFor(() => expect(screen.getByTestId('next-booking-when')).toHaveTextContent('mardi 1 décembre 2026, 09:00–09:45 (temps universel coordonné)'));
      expect(screen.queryByTestId('time-zone-notice')).not.toBeInTheDocument();
    });

    it('updates the profile’s time zone through general info, every other field unchanged', async () => {
      const fetchMock = stubApi({
        ...replies(),
        'PUT /api/client/general-info': (init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          profileZone = String(body.time_zone);
          return json(200, { data: { ...record, time_zone: profileZone } });
        },
      });
      renderRoutes(routes, '/client/dashboard');
      const notice = await screen.findByTestId('time-zone-notice');
      await userEvent.setup().click(within(notice).getByRole('button', { name: 'Mettre à jour mon profil' }));
      await waitFor(() => expect(screen.queryByTestId('time-zone-notice')).not.toBeInTheDocument());
      const [[, init]] = calls(fetchMock, 'PUT /api/client/general-info');
      expect(JSON.parse(String(init.body))).toMatchObject({ time_zone: 'UTC', family_name: 'Martin', given_name: 'Camille', contact_number: '612345678', nationality: 'french' });
      expect(await screen.findByTestId('next-booking-when')).toHaveTextContent('09:00–09:45 (temps universel coordonné)');
    });

    it('is dismissed by keeping the profile’s zone', async () => {
      stubApi(replies());
      renderRoutes(routes, '/client/dashboard');
      const notice = await screen.findByTestId('time-zone-notice');
      await userEvent.setup().click(within(notice).getByRole('button', { name: 'Garder le fuseau de mon profil' }));
      await waitFor(() => expect(screen.queryByTestId('time-zone-notice')).not.toBeInTheDocument());
      expect(screen.getByTestId('next-booking-when')).toHaveTextContent('04:00–04:45 (heure de l’Est nord-américain)');
    });
  });

  it('complaints: the lists and the form of the client area, each with its own title', async () => {
    stubApi({
      'GET /api/client/complaints': list([]),
      'GET /api/client/complaints/counterparties': json(200, { data: [] }),
    });
    const { router } = renderRoutes(routes, '/client/view-complaint-by-me');
    expect(await screen.findByTestId('complaints-empty')).toHaveTextContent('Vous n’avez déposé aucune réclamation');
    await waitFor(() => expect(document.title).toMatch(/^Mes réclamations – espace client/));
    await act(() => router.navigate('/client/view-complaint-against'));
    expect(await screen.findByTestId('complaints-empty')).toHaveTextContent('Aucune réclamation ne vous concerne');
    await act(() => router.navigate('/client/add-complaint'));
    expect(await screen.findByTestId('complaint-no-counterparty')).toHaveTextContent('Vous n’avez encore aucune réservation');
    await act(() => router.navigate('/client/view-complaint-by-me/k1'));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Ma réclamation – espace client/));
  });
});

describe('consent form (spec §5)', () => {
  beforeEach(() => sessions.signIn('client', 'client.jwt', clientUser as never));

  it('sends only once the box is ticked and a signed form chosen, with the upload progress', async () => {
    stubApi({ 'GET /api/client/consent-form': json(200, { data: consent() }) });
    renderRoutes(routes, '/client/consent-form-doc');
    const user = userEvent.setup();

    const text = await screen.findByTestId('consent-text', {}, { timeout: 5000 });
    expect(within(text).getByRole('heading', { name: 'Formulaire de consentement éclairé' })).toBeInTheDocument();
    expect(within(text).getByText('les séances').tagName).toBe('STRONG');
    expect(screen.getByTestId('consent-status')).toHaveTextContent('À compléter');
    expect(screen.getByRole('button', { name: 'Imprimer le formulaire' })).toBeInTheDocument();

    // Sent too early: the API's own rules, under the box and the file, the box focused; nothing sent.
    const send = screen.getByRole('button', { name: 'Envoyer mon consentement' });
    await user.click(send);
    const box = screen.getByRole('checkbox', { name: 'J’ai lu et j’accepte le formulaire de consentement (version 3)' });
    expect(await screen.findByText('Vous devez accepter ce document pour continuer.')).toBeInTheDocument();
    expect(screen.getByTestId('consent-accept-form')).toHaveTextContent('Ce champ est obligatoire.');
    expect(box).toHaveFocus();
    expect(FakeXhr.requests).toHaveLength(0);
    await user.click(box);

    // A file of the wrong type is refused before sending.
    const input = screen.getByLabelText('Choisir le formulaire signé');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'signature.gif', { type: 'image/gif' })] } });
    expect(await within(screen.getByTestId('consent-accept-form')).findByRole('alert')).toHaveTextContent('Type de fichier non accepté. Formats acceptés : PDF, JPG, PNG.');

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'consentement-signe.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(screen.queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument());
    await user.click(send);

    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/client/consent-form');
    expect(xhr.headers.Authorization).toBe('Bearer client.jwt');
    expect(xhr.field('version')).toBe('3');
    expect(xhr.field('accept')).toBe('true');
    expect((xhr.field('file') as File).name).toBe('consentement-signe.pdf');
    act(() => xhr.progress(30, 100));
    expect(await screen.findByTestId('consent-progress-percent')).toHaveTextContent('30 %');

    act(() => xhr.reply(200, { data: consent({ accepted_version: '3', accepted_at: '2026-06-01T10:00:00Z', signed_file: file('consentement-signe.pdf'), up_to_date: true }) }));
    expect(await screen.findByText('Votre consentement a été enregistré.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('consent-status')).toHaveTextContent('À jour'));
    expect(screen.getByTestId('consent-accepted-version')).toHaveTextContent('3');
    expect(screen.getByTestId('consent-signed-file')).toHaveTextContent('consentement-signe.pdf');
  });

  it('shows the API’s 415 message under the file', async () => {
    stubApi({ 'GET /api/client/consent-form': json(200, { data: consent() }) });
    renderRoutes(routes, '/client/consent-form-doc');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /J’ai lu et j’accepte/ }));
    fireEvent.change(screen.getByLabelText('Choisir le formulaire signé'), { target: { files: [new File(['x'], 'scan.png', { type: 'image/png' })] } });
    await user.click(screen.getByRole('button', { name: 'Envoyer mon consentement' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.last().reply(415, { error: { status: 415, name: 'UnsupportedFileType', message: 'Le formulaire signé doit être un PDF, un JPG ou un PNG.' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le formulaire signé doit être un PDF, un JPG ou un PNG.');
  });
});

describe('consent form opened from a booking in progress', () => {
  beforeEach(() => sessions.signIn('client', 'client.jwt', clientUser as never));
  const booking = '/our-experts/details/c1?start=2026-12-03T09%3A00%3A00.000Z';
  const opened = `/client/consent-form-doc?${new URLSearchParams({ redirect: booking }).toString()}`;
  const signed = consent({ accepted_version: '3', accepted_at: '2026-06-01T10:00:00Z', signed_file: file('consentement-signe.pdf'), up_to_date: true });

  it('once signed, leads to the health assessment the booking still needs, carrying the booking along', async () => {
    stubApi({ 'GET /api/client/consent-form': json(200, { data: signed }), 'GET /api/client/health-assessment': json(200, { data: assessment({ up_to_date: false }) }) });
    renderRoutes(routes, opened);
    const next = await screen.findByTestId('consent-next-step');
    expect(within(next).getByRole('heading', { name: 'Et maintenant ?' })).toHaveFocus();
    expect(within(next).getByRole('link', { name: 'Remplir le bilan de santé' })).toHaveAttribute('href', `/client/health-assesment?${new URLSearchParams({ redirect: booking }).toString()}`);
  });

  it('once signed with the assessment done, leads back to the booking; nothing without a booking in progress', async () => {
    stubApi({ 'GET /api/client/consent-form': json(200, { data: signed }), 'GET /api/client/health-assessment': json(200, { data: assessment({ up_to_date: true }) }) });
    const { router } = renderRoutes(routes, opened);
    const next = await screen.findByTestId('consent-next-step');
    expect(within(next).getByRole('link', { name: 'Reprendre ma réservation' })).toHaveAttribute('href', booking);
    await act(() => router.navigate('/client/consent-form-doc'));
    await screen.findByTestId('consent-status');
    expect(screen.queryByTestId('consent-next-step')).not.toBeInTheDocument();
  });

  it('says nothing while the consent is still to sign', async () => {
    stubApi({ 'GET /api/client/consent-form': json(200, { data: consent() }), 'GET /api/client/health-assessment': json(200, { data: assessment({ up_to_date: true }) }) });
    renderRoutes(routes, opened);
    expect(await screen.findByTestId('consent-status')).toHaveTextContent('À compléter');
    expect(screen.queryByTestId('consent-next-step')).not.toBeInTheDocument();
  });
});

describe('health assessment questionnaire', () => {
  beforeEach(() => sessions.signIn('client', 'client.jwt', clientUser as never));

  it('one section a step: checks the step, saves the progress as a draft, and sends everything from the last step', async () => {
    let saved: HealthAssessment | null = null;
    const fetchMock = stubApi({
      'GET /api/client/health-assessment': () => json(200, { data: saved ?? assessment() }),
      'PUT /api/client/health-assessment/draft': (init) => {
        const { answers } = JSON.parse(String(init.body)) as { answers: HealthAssessment['answers'] };
        return json(200, { data: assessment({ draft: { answers: answers ?? {}, saved_at: '2026-06-01T10:00:00Z' } }) });
      },
      'PUT /api/client/health-assessment': (init) => {
        const { answers } = JSON.parse(String(init.body)) as { answers: Record<string, unknown> };
        if (String(answers.reason).length < 10) {
          return json(400, { error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { reason: ['Décrivez votre motif en quelques mots de plus.'] } } } });
        }
        saved = assessment({
          answers: answers as HealthAssessment['answers'],
          version: '2',
          completed_at: '2026-06-01T10:00:00Z',
          up_to_date: true,
          scores: { phq9: 2, phq9_band: 'minimal', gad7: 0, gad7_band: 'minimal', self_harm_risk: false },
        });
        return json(200, { data: saved });
      },
    });
    const { router } = renderRoutes(routes, '/client/health-assesment');
    const user = userEvent.setup();

    // Step 1 of 2: only the first section.
    expect(await screen.findByRole('heading', { name: 'Votre situation' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Étapes du bilan de santé' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('health-step-label')).toHaveTextContent('Étape 1 sur 2 : Votre situation');
    expect(screen.queryByTestId('health-consent-statement')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Suivez-vous un traitement/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Vos objectifs/ })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /Peu d’intérêt/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Étape précédente' })).not.toBeInTheDocument();

    // The API's own rules (the questionnaire's answersSchema), in the user's language, the first question focused.
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await within(screen.getByTestId('question-treatment')).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Motif de consultation/ })).toHaveFocus());
    expect(within(screen.getByTestId('question-goals')).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Motif de consultation/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Autre chose à signaler/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, 'PUT /api/client/health-assessment/draft')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Motif de consultation/ }), 'Stress');
    await user.click(within(screen.getByRole('radiogroup', { name: /Suivez-vous un traitement/ })).getByRole('radio', { name: 'Non' }));
    await user.click(screen.getByRole('radio', { name: 'Mauvaise' }));
    await user.click(screen.getByRole('checkbox', { name: 'Moins de stress' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mieux dormir' }));
    expect(within(screen.getByTestId('question-treatment')).queryByText('Ce champ est obligatoire.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));

    // The progress is saved, then step 2 shows, its heading focused.
    const moodHeading = await screen.findByRole('heading', { name: 'Humeur' });
    await waitFor(() => expect(moodHeading).toHaveFocus());
    expect(JSON.parse(String(calls(fetchMock, 'PUT /api/client/health-assessment/draft')[0][1].body))).toEqual({
      answers: { reason: 'Stress', treatment: false, sleep: 'poor', goals: ['stress', 'sleep'] },
    });
    expect(screen.getByTestId('health-step-label')).toHaveTextContent('Étape 2 sur 2 : Humeur');
    const scaleGroup = screen.getByRole('radiogroup', { name: /Peu d’intérêt/ });
    expect(
      within(scaleGroup)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Jamais', 'Plusieurs jours', 'Plus de la moitié du temps', 'Presque tous les jours']);
    // Next to the submit button: sending is the explicit consent to process health data.
    const statement = screen.getByTestId('health-consent-statement');
    expect(statement).toHaveTextContent('En enregistrant mon bilan, je consens expressément au traitement de mes données de santé');
    expect(within(statement).getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/privacy-policy');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon bilan' }));
    expect(within(screen.getByTestId('question-phq9_1')).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT /api/client/health-assessment')).toHaveLength(0);
    await user.click(within(scaleGroup).getByRole('radio', { name: 'Plusieurs jours' }));

    // The API refuses an answer of step 1: back to that step, the message under the question.
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon bilan' }));
    expect(await screen.findByText('Décrivez votre motif en quelques mots de plus.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Votre situation' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Motif de consultation/ }), ' au travail  ');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByRole('heading', { name: 'Humeur' })).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: /Peu d’intérêt/ })).getByRole('radio', { name: 'Plusieurs jours' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon bilan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/health-assessment-doc'));
    const body = JSON.parse(String(calls(fetchMock, 'PUT /api/client/health-assessment').at(-1)?.[1].body)) as unknown;
    expect(body).toEqual({ answers: { reason: 'Stress au travail', treatment: false, sleep: 'poor', goals: ['stress', 'sleep'], phq9_1: 1 } });
    expect(await screen.findByTestId('answer-goals')).toHaveTextContent('Moins de stress, Mieux dormir');
    expect(screen.getByTestId('answer-treatment')).toHaveTextContent('Non');
    expect(screen.getByTestId('answer-notes')).toHaveTextContent('Sans réponse');
    expect(screen.getByTestId('score-phq9')).toHaveTextContent('2 sur 27 : symptômes minimes ou absents');
    expect(screen.queryByTestId('urgent-help')).not.toBeInTheDocument();
  });

  it('resumes at the first incomplete step from the saved draft, the earlier answers kept', async () => {
    stubApi({
      'GET /api/client/health-assessment': json(200, {
        data: assessment({ draft: { answers: { reason: 'Sommeil difficile', treatment: true, sleep: 'poor', goals: ['sleep'] }, saved_at: '2026-06-01T10:00:00Z' } }),
      }),
    });
    renderRoutes(routes, '/client/health-assesment');
    expect(await screen.findByRole('heading', { name: 'Humeur' })).toBeInTheDocument();
    expect(screen.getByTestId('health-resumed')).toHaveTextContent(
      'Vous reprenez là où vous vous étiez arrêté(e) : vos réponses ont été enregistrées le lundi 1 juin 2026 à 10:00 (temps universel coordonné).',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Étape précédente' }));
    expect(await screen.findByRole('textbox', { name: /Motif de consultation/ })).toHaveValue('Sommeil difficile');
    expect(screen.getByRole('checkbox', { name: 'Mieux dormir' })).toBeChecked();
  });

  it('prefills the saved answers and sends a document as multipart with the answers', async () => {
    stubApi({
      'GET /api/client/health-assessment': json(200, {
        data: assessment({
          answers: { reason: 'Sommeil difficile', treatment: true, sleep: 'poor', goals: ['sleep'], phq9_1: 0 },
          version: '2',
          completed_at: '2026-05-01T10:00:00Z',
          up_to_date: true,
        }),
      }),
      'PUT /api/client/health-assessment/draft': json(200, { data: assessment() }),
    });
    renderRoutes(routes, '/client/health-assesment');
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /Motif de consultation/ })).toHaveValue('Sommeil difficile');
    expect(screen.getByRole('radio', { name: 'Oui' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mieux dormir' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByRole('radio', { name: 'Jamais' })).toBeChecked();
    fireEvent.change(screen.getByLabelText('Joindre un document'), { target: { files: [new File(['%PDF'], 'ordonnance.pdf', { type: 'application/pdf' })] } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer mon bilan' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/client/health-assessment');
    expect(JSON.parse(String(xhr.field('answers')))).toEqual({ reason: 'Sommeil difficile', treatment: true, sleep: 'poor', goals: ['sleep'], phq9_1: 0 });
    expect((xhr.field('file') as File).name).toBe('ordonnance.pdf');
  });

  it('the read-only view gives a gentle urgent-help note when PHQ-9 item 9 is above 0', async () => {
    const phq9: Questionnaire = {
      version: '2',
      sections: [
        {
          key: 'phq9',
          title: 'Humeur',
          questions: Array.from({ length: 9 }, (_, i) => ({ key: `phq9_${i + 1}`, label: `Question ${i + 1}`, type: 'scale' as const, required: true, options: scale })),
        },
      ],
    };
    const answers = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`phq9_${i + 1}`, i === 8 ? 1 : 2]));
    stubApi({
      'GET /api/client/health-assessment': json(200, {
        data: assessment({
          questionnaire: phq9,
          answers,
          version: '2',
          completed_at: '2026-05-01T10:00:00Z',
          up_to_date: true,
          scores: { phq9: 17, phq9_band: 'moderately_severe', gad7: 12, gad7_band: 'moderate', self_harm_risk: true },
        }),
      }),
    });
    renderRoutes(routes, '/client/health-assessment-doc');
    expect(await screen.findByTestId('urgent-help')).toHaveTextContent('Vous n’êtes pas seul(e)');
    expect(screen.getByTestId('score-phq9')).toHaveTextContent('17 sur 27 : symptômes modérément sévères');
    expect(screen.getByTestId('score-gad7')).toHaveTextContent('12 sur 21 : symptômes modérés');
    expect(screen.getByTestId('answer-phq9_9')).toHaveTextContent('Plusieurs jours');
  });
});

describe('favourite toggle', () => {
  const detail = { ...card('c1', 'Jeanne Martin'), bio: '', background: '', disorders: [], objectives: [], keywords: [] };

  it('sends a signed-out visitor to the client sign-in, keeping the expert’s page', async () => {
    const fetchMock = stubApi({ 'GET /api/client/consultants/c1': json(200, { data: detail }) });
    const { router } = renderRoutes(routes, '/our-experts/details/c1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ajouter aux favoris' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/client/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/our-experts/details/c1');
    expect(calls(fetchMock, 'POST /api/client/favourites')).toHaveLength(0);
  });

  it('adds and removes a favourite for a signed-in client, from the expert cards', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    let favourites: unknown[] = [];
    const fetchMock = stubApi({
      'GET /api/client/consultants': list([card('c1', 'Jeanne Martin'), card('c2', 'Paul Durand')]),
      'GET /api/client/favourites': () => json(200, { data: favourites }),
      'POST /api/client/favourites': (init) => {
        const { consultantId } = JSON.parse(String(init.body)) as { consultantId: string };
        favourites = [card(consultantId, 'Jeanne Martin')];
        return json(201, { data: favourites[0] });
      },
      'DELETE /api/client/favourites/c1': () => {
        favourites = [];
        return json(204, null);
      },
    });
    renderRoutes(routes, '/our-experts');
    const user = userEvent.setup();
    const [first] = await screen.findAllByTestId('expert-card');
    await waitFor(() => expect(calls(fetchMock, 'GET /api/client/favourites')).not.toHaveLength(0));
    await user.click(within(first).getByRole('button', { name: 'Ajouter aux favoris' }));
    expect(await within(first).findByRole('button', { name: 'Retirer des favoris' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(String(calls(fetchMock, 'POST /api/client/favourites')[0][1].body))).toEqual({ consultantId: 'c1' });
    expect(calls(fetchMock, 'POST /api/client/favourites')[0][1].headers).toMatchObject({ Authorization: 'Bearer client.jwt' });
    expect(await screen.findByText('Expert ajouté à vos favoris.')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Retirer des favoris' }));
    expect(await within(first).findByRole('button', { name: 'Ajouter aux favoris' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls(fetchMock, 'DELETE /api/client/favourites/c1')).toHaveLength(1);
  });
});

describe('general information: phone verification (spec §3 "mobile verification codes")', () => {
  beforeEach(() => sessions.signIn('client', 'client.jwt', clientUser as never));

  const person = {
    email: 'camille@example.org',
    title: 'Ms',
    gender: 'female',
    family_name: 'Martin',
    given_name: 'Camille',
    last_name: null,
    date_of_birth: '1990-04-02',
    preferred_contact_type: 'sms',
    isd_code: '+33',
    contact_number: '+33612345678',
    whatsapp_number: null,
    alternative_isd_code: null,
    alternative_number: null,
    time_zone: 'Europe/Paris',
    correspondence_language: 'fr',
    languages_spoken: ['fr'],
    country_of_residence: 'FR',
    nationality: 'french',
  };

  it('sends a code for the saved number, says it went by SMS, then shows the number verified; a changed number must be saved first', async () => {
    let verifiedAt: string | null = null;
    const fetchMock = stubApi({
      'GET /api/client/general-info': () => json(200, { data: { ...person, phone_verified_at: verifiedAt } }),
      'POST /api/client/auth/mobile-otp': json(200, { data: { sent: true, channel: 'sms', expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/mobile-otp/verify': () => {
        verifiedAt = '2026-03-02T10:00:00.000Z';
        return json(200, { data: { verified: true } });
      },
    });
    renderRoutes(routes, '/client/general-info');
    const user = userEvent.setup();
    const block = await screen.findByTestId('mobile-verification');
    await user.click(within(block).getByRole('button', { name: 'Vérifier mon numéro' }));
    expect(await screen.findByTestId('mobile-otp-channel')).toHaveTextContent('Un code a été envoyé par SMS au +33 612345678.');
    expect(JSON.parse(String(calls(fetchMock, 'POST /api/client/auth/mobile-otp')[0][1].body))).toEqual({ email: 'camille@example.org', isd_code: '+33', contact_number: '612345678' });
    await user.type(screen.getByLabelText(/^Code reçu/), '654321');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByTestId('mobile-verified')).toHaveTextContent('Numéro vérifié');
    expect(JSON.parse(String(calls(fetchMock, 'POST /api/client/auth/mobile-otp/verify')[0][1].body))).toEqual({ email: 'camille@example.org', code: '654321' });

    const number = screen.getByLabelText(/^Numéro de téléphone/);
    await user.clear(number);
    await user.type(number, '698765432');
    expect(await screen.findByTestId('mobile-save-first')).toHaveTextContent('Ce numéro n’est pas encore vérifié : enregistrez-le, puis demandez un code pour le vérifier.');
    expect(screen.queryByTestId('mobile-verified')).not.toBeInTheDocument();
  });
});
