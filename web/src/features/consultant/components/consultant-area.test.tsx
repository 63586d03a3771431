import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { sessions } from '../../../lib/session';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render';
import type { ProfileStatus, SectionStatus } from '../model/types';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (data: unknown[]) => json(200, { data, meta: { pagination: { page: 1, pageSize: 1000, pageCount: 1, total: data.length } } });

const webSettings = { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };
const consultantUser = { id: 7, email: 'jeanne@example.org', role: 'consultant', display_name: 'Jeanne Martin', approval_status: 'incomplete', active_status: true };

const section = (key: SectionStatus['key'], complete: boolean, missing: string[] = [], required = key !== 'certificates'): SectionStatus => ({ key, required, complete, missing });

function status(patch: Partial<ProfileStatus> = {}): ProfileStatus {
  return {
    approval_status: 'incomplete',
    active_status: true,
    rejection_reason: null,
    submitted_at: null,
    approved_at: null,
    visible_in_search: false,
    sections: [
      section('basic', true),
      section('address', true),
      section('education', false, ['degrees']),
      section('certificates', false),
      section('bank', true),
      section('detail', false, ['photo']),
      section('documents', true),
      section('timings', true),
    ],
    missing_sections: ['education', 'detail'],
    can_submit: false,
    ...patch,
  };
}

const emptyDashboard = { next_booking: null, today: [], week: [], total_clients: 0, upcoming_count: 0, past_count: 0, health_assessments_to_read: [], recent_notes: [] };

type Reply = Response | ((init: RequestInit) => Response);

/** Stubs fetch: the web settings and the account always, the rest by "METHOD path" (without the query). */
function stubApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0];
    if (path.endsWith('/web-setting/get-record')) return json(200, webSettings);
    const reply = replies[`${init.method ?? 'GET'} ${path}`];
    if (reply) return typeof reply === 'function' ? reply(init) : reply.clone();
    if (path === '/api/consultant/profile') return json(200, { data: { user: consultantUser, profile: {} } });
    if (path === '/api/consultant/dashboard') return json(200, { data: emptyDashboard });
    return json(404, { error: { status: 404, name: 'NotFoundError', message: `no stub for ${init.method ?? 'GET'} ${path}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, key: string) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url, init]) => `${init.method ?? 'GET'} ${String(url).split('?')[0]}` === key);
const lastBody = (fetchMock: ReturnType<typeof stubApi>, key: string) => {
  const found = calls(fetchMock, key).at(-1);
  return found ? (JSON.parse(String(found[1].body)) as Record<string, unknown>) : undefined;
};

beforeEach(() => {
  sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  sessions.signOut('consultant');
  FakeXhr.reset();
  vi.unstubAllGlobals();
});

describe('consultant menu (spec §2 "Consultant menu")', () => {
  it('groups dashboard; profile (edit account, view profile, my data); main menu (timings, bookings, webinars, reviews, complaints)', async () => {
    stubApi({ 'GET /api/consultant/profile/status': json(200, { data: status() }), 'GET /api/consultant/timings': json(200, { data: { time_zone: 'Europe/Paris', windows: [], exceptions: [] } }) });
    renderRoutes(routes, '/consultant/dashboard');
    // On a narrow screen (jsdom) the menu is a drawer opened by the top bar's button.
    // The first render loads the area's modules (the contracts' rule libraries): give it time.
    await userEvent.setup().click(await screen.findByTestId('area-menu-toggle', {}, { timeout: 5000 }));
    const menu = await screen.findByTestId('area-menu');
    const links = (group: string) =>
      within(within(menu).getByTestId(`area-menu-${group}`))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('dashboard')).toEqual([['Tableau de bord', '/consultant/dashboard']]);
    expect(links('profile')).toEqual([
      ['Modifier le compte', '/consultant/edit-account'],
      ['Voir mon profil', '/consultant/my-profile'],
      ['Mes données', '/consultant/my-data'],
    ]);
    expect(links('main')).toEqual([
      ['Horaires', '/consultant/add-timing'],
      ['Mes réservations', '/consultant/my-booking'],
      ['Webinaires', '/consultant/webinars'],
      ['Mes avis', '/consultant/reviews'],
      ['Déposer une réclamation', '/consultant/add-complaint'],
      ['Mes réclamations', '/consultant/view-complaint-by-me'],
      ['Réclamations me concernant', '/consultant/view-complaint-against'],
    ]);
  });

  it('bookings and complaints list their empty states', async () => {
    stubApi({ 'GET /api/consultant/bookings': list([]), 'GET /api/consultant/complaints': list([]) });
    const { router } = renderRoutes(routes, '/consultant/my-booking');
    expect(await screen.findByTestId('bookings-empty')).toHaveTextContent('Aucune réservation à venir');
    await act(() => router.navigate('/consultant/view-complaint-against'));
    expect(await screen.findByTestId('complaints-empty')).toHaveTextContent('Aucune réclamation ne vous concerne');
    await waitFor(() => expect(document.title).toMatch(/^Réclamations me concernant – espace expert/));
  });
});

describe('dashboard (profile status, missing sections, submission, timings)', () => {
  it('lists the missing sections with links, then submits once the profile can be', async () => {
    let current = status();
    const fetchMock = stubApi({
      'GET /api/consultant/profile/status': () => json(200, { data: current }),
      'GET /api/consultant/timings': json(200, {
        data: {
          time_zone: 'Europe/Paris',
          windows: [
            { weekday: 1, start: '09:00', end: '12:00', shift: 'morning' },
            { weekday: 3, start: '18:30', end: '20:00', shift: 'evening' },
          ],
          exceptions: [],
          by_shift: { morning: [{ weekday: 1, start: '09:00', end: '12:00', shift: 'morning' }], evening: [{ weekday: 3, start: '18:30', end: '20:00', shift: 'evening' }] },
        },
      }),
      'POST /api/consultant/profile/submit': () => {
        current = { ...current, approval_status: 'submitted', can_submit: false, submitted_at: '2026-06-01T10:00:00Z' };
        return json(200, { data: current });
      },
    });
    renderRoutes(routes, '/consultant/dashboard');

    const missing = await screen.findByTestId('missing-sections');
    expect(
      within(missing)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/consultant/edit-account/education-detail', '/consultant/edit-account/profile-detail']);
    expect(within(missing).getByText('Manque : Photo de profil')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-approval')).toHaveTextContent('Profil incomplet');
    expect(screen.getByTestId('status-visible')).toHaveTextContent('Non visible');
    expect(screen.queryByTestId('submit-profile')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('shift-morning')).getByText('Lundi · 09:00–12:00')).toBeInTheDocument();
    expect(within(screen.getByTestId('shift-evening')).getByText('Mercredi · 18:30–20:00')).toBeInTheDocument();
    expect(within(screen.getByTestId('shift-noon')).getByText('Aucun créneau')).toBeInTheDocument();

    // Everything complete: the button appears.
    current = status({ sections: status().sections.map((s) => ({ ...s, complete: true, missing: [] })), missing_sections: [], can_submit: true });
    cleanupAndRender();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('submit-profile'));
    await waitFor(() => expect(screen.getByTestId('dashboard-approval')).toHaveTextContent('En cours de validation'));
    expect(calls(fetchMock, 'POST /api/consultant/profile/submit')).toHaveLength(1);
    expect(screen.queryByTestId('submit-profile')).not.toBeInTheDocument();
  });

  it('shows the rejection reason', async () => {
    stubApi({
      'GET /api/consultant/profile/status': json(200, { data: status({ approval_status: 'rejected', rejection_reason: 'La copie du diplôme est illisible.' }) }),
      'GET /api/consultant/timings': json(200, { data: { time_zone: 'Europe/Paris', windows: [], exceptions: [] } }),
    });
    renderRoutes(routes, '/consultant/dashboard');
    expect(await screen.findByTestId('rejection-reason')).toHaveTextContent('La copie du diplôme est illisible.');
    expect(screen.getByTestId('no-timings')).toBeInTheDocument();
  });
});

/** Renders the dashboard again with a fresh SWR cache. */
function cleanupAndRender() {
  cleanup();
  renderRoutes(routes, '/consultant/dashboard');
}

describe('timings (spec §2 add-timing)', () => {
  it('refuses overlapping windows in the browser, then saves the weekly windows and days off', async () => {
    const fetchMock = stubApi({
      'GET /api/consultant/profile/status': json(200, { data: status() }),
      'GET /api/consultant/timings': json(200, { data: { time_zone: 'Europe/Paris', windows: [{ weekday: 1, start: '09:00', end: '12:00', shift: 'morning' }], exceptions: [] } }),
      'PUT /api/consultant/timings': (init) => json(200, { data: JSON.parse(String(init.body)) }),
    });
    renderRoutes(routes, '/consultant/add-timing');
    const user = userEvent.setup();
    const monday = await screen.findByTestId('weekday-1');
    expect(within(monday).getByTestId('window-shift')).toHaveTextContent('Matin');

    await user.click(screen.getByTestId('add-window-1'));
    const second = within(monday).getAllByTestId('timing-window')[1];
    fireEvent.change(within(second).getByLabelText('Début du créneau 2 du Lundi'), { target: { value: '11:00' } });
    fireEvent.change(within(second).getByLabelText('Fin du créneau 2 du Lundi'), { target: { value: '13:00' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes horaires' }));
    expect(await screen.findByText('Ce créneau chevauche celui de 09:00 à 12:00.')).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT /api/consultant/timings')).toHaveLength(0);

    const row = within(screen.getByTestId('weekday-1')).getAllByTestId('timing-window')[1];
    fireEvent.change(within(row).getByLabelText('Début du créneau 2 du Lundi'), { target: { value: '14:00' } });
    fireEvent.change(within(row).getByLabelText('Fin du créneau 2 du Lundi'), { target: { value: '00:00' } });
    expect(within(row).getByText('00:00 = minuit (fin de journée)')).toBeInTheDocument();
    await user.click(screen.getByTestId('add-exception'));
    fireEvent.change(screen.getByLabelText('Date d’absence 1'), { target: { value: '2026-12-25' } });
    await user.type(screen.getByLabelText('Motif de l’absence 1'), 'Noël');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes horaires' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT /api/consultant/timings')).toHaveLength(1));
    expect(lastBody(fetchMock, 'PUT /api/consultant/timings')).toEqual({
      time_zone: 'Europe/Paris',
      windows: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '14:00', end: '24:00' },
      ],
      exceptions: [{ date: '2026-12-25', reason: 'Noël' }],
    });
    expect(await screen.findByText('Vos horaires ont été enregistrés.')).toBeInTheDocument();
  });

  it('shows the API’s error on the window it names', async () => {
    stubApi({
      'GET /api/consultant/profile/status': json(200, { data: status() }),
      'GET /api/consultant/timings': json(200, { data: { time_zone: 'Europe/Paris', windows: [{ weekday: 2, start: '09:00', end: '10:00' }], exceptions: [] } }),
      'PUT /api/consultant/timings': json(400, {
        error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { 'windows.0': ['Créneau refusé par le serveur.'] } } },
      }),
    });
    renderRoutes(routes, '/consultant/add-timing');
    const user = userEvent.setup();
    await screen.findByTestId('weekday-2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes horaires' }));
    expect(await within(screen.getByTestId('weekday-2')).findByTestId('window-error')).toHaveTextContent('Créneau refusé par le serveur.');
  });
});

describe('profile detail (fee in minor units)', () => {
  it('sends the fee typed in major units as minor units, and shows the API’s field errors under the fields', async () => {
    const fetchMock = stubApi({
      'GET /api/consultant/profile/status': json(200, { data: status() }),
      'GET /api/consultant/profile/preview': json(200, { data: { display_name: 'Jeanne Martin' } }),
      'GET /api/consultant/profile/detail': json(200, {
        data: {
          bio_fr: 'Praticienne.',
          bio_en: '',
          background_fr: '',
          background_en: '',
          intro_video_url: '',
          specializations: ['ayurveda'],
          disorders: [],
          objectives: [],
          keywords: [],
          languages: ['fr'],
          fee: 4000,
          currency: 'EUR',
          session_duration: 60,
          free_first_consultation: false,
          photo: null,
        },
      }),
      'GET /api/client/specializations': list([{ id: 's1', slug: 'ayurveda', name: 'Ayurveda' }]),
      'GET /api/client/disorders': list([]),
      'GET /api/client/objectives': list([]),
      'GET /api/client/keywords': list([]),
      'GET /api/client/languages': list([{ id: 'l1', slug: 'fr', code: 'fr', name: 'Français' }]),
      'PUT /api/consultant/profile/detail': (init) => {
        const body = JSON.parse(String(init.body)) as { intro_video_url: string };
        return body.intro_video_url === 'https://video.example.org/bad'
          ? json(400, { error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { intro_video_url: ['Vidéo introuvable.'] } } } })
          : json(200, { data: body });
      },
    });
    renderRoutes(routes, '/consultant/edit-account/profile-detail');
    const user = userEvent.setup();
    const fee = await screen.findByLabelText(/^Tarif/);
    // Shown with the reader's decimal separator.
    expect(fee).toHaveValue('40,00');
    await user.clear(fee);
    await user.type(fee, '45,50');
    fireEvent.change(screen.getByLabelText(/^Vidéo de présentation/), { target: { value: 'https://video.example.org/bad' } });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Vidéo introuvable.')).toBeInTheDocument();
    expect(lastBody(fetchMock, 'PUT /api/consultant/profile/detail')).toMatchObject({ fee: 4550, currency: 'EUR', specializations: ['ayurveda'], languages: ['fr'], session_duration: 60 });

    await user.clear(screen.getByLabelText(/^Vidéo de présentation/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées.')).toBeInTheDocument();
    // The body is the API schema's parsed output: an emptied text is sent as `null`.
    expect(lastBody(fetchMock, 'PUT /api/consultant/profile/detail')).toMatchObject({ fee: 4550, intro_video_url: null });
  });
});

describe('documents (uploads with progress, back-to-review warning, private files)', () => {
  const documents = {
    id_number: 'AB123456',
    id_document: { id: 'f-id', kind: 'id', name: 'passeport.pdf', mime: 'application/pdf', size: 2048, created_at: '2026-01-01T00:00:00Z', url: '/api/files/f-id' },
    criminal_record: null,
    contract: null,
    bank_statement: null,
    photo: null,
  };

  it('shows the real upload progress and the API’s 415 message under the file', async () => {
    stubApi({ 'GET /api/consultant/profile/status': json(200, { data: status() }), 'GET /api/consultant/documents': json(200, { data: documents }) });
    renderRoutes(routes, '/consultant/edit-account/document');
    const contract = await screen.findByTestId('doc-contract');
    const input = within(contract).getByTestId('doc-contract-input');
    expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');

    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'contrat.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/consultant/documents/contract');
    expect(xhr.headers.Authorization).toBe('Bearer consultant.jwt');
    expect((xhr.field('file') as File).name).toBe('contrat.pdf');
    act(() => xhr.progress(40, 100));
    expect(await within(contract).findByTestId('doc-contract-progress-percent')).toHaveTextContent('40 %');
    expect(within(contract).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    act(() => xhr.reply(415, { error: { status: 415, name: 'UnsupportedFileType', message: 'Le contrat doit être un PDF.' } }));
    expect(await within(contract).findByRole('alert')).toHaveTextContent('Le contrat doit être un PDF.');
    expect(within(contract).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says so clearly when the file is too large (413)', async () => {
    stubApi({ 'GET /api/consultant/profile/status': json(200, { data: status() }), 'GET /api/consultant/documents': json(200, { data: documents }) });
    renderRoutes(routes, '/consultant/edit-account/document');
    const record = await screen.findByTestId('doc-criminal-record');
    fireEvent.change(within(record).getByTestId('doc-criminal-record-input'), { target: { files: [new File(['x'], 'casier.png', { type: 'image/png' })] } });
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    act(() => FakeXhr.last().reply(413, '<html>Request Entity Too Large</html>', 'Payload Too Large'));
    expect(await within(record).findByRole('alert')).toHaveTextContent('Ce fichier est trop volumineux.');
  });

  it('refuses a file of the wrong type before sending it', async () => {
    stubApi({ 'GET /api/consultant/profile/status': json(200, { data: status() }), 'GET /api/consultant/documents': json(200, { data: documents }) });
    renderRoutes(routes, '/consultant/edit-account/document');
    const contract = await screen.findByTestId('doc-contract');
    fireEvent.change(within(contract).getByTestId('doc-contract-input'), { target: { files: [new File(['<svg/>'], 'contrat.svg', { type: 'image/svg+xml' })] } });
    expect(await within(contract).findByRole('alert')).toHaveTextContent('Type de fichier non accepté. Formats acceptés : PDF.');
    expect(FakeXhr.requests).toHaveLength(0);
  });

  it('warns an approved consultant before a sensitive change; cancelling sends nothing', async () => {
    const fetchMock = stubApi({
      'GET /api/consultant/profile/status': json(200, { data: status({ approval_status: 'approved', visible_in_search: true }) }),
      'GET /api/consultant/documents': json(200, { data: documents }),
      'PUT /api/consultant/documents': (init) => json(200, { data: { ...documents, ...JSON.parse(String(init.body)) }, meta: { review_required: true } }),
    });
    renderRoutes(routes, '/consultant/edit-account/document');
    const user = userEvent.setup();
    const idNumber = await screen.findByLabelText(/^Numéro de pièce d’identité/);
    await waitFor(() => expect(calls(fetchMock, 'GET /api/consultant/profile/status')).not.toHaveLength(0));
    await user.clear(idNumber);
    await user.type(idNumber, 'CD987654');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await screen.findByTestId('review-warning');
    expect(dialog).toHaveTextContent('Votre profil repassera en validation');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByTestId('review-warning')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'PUT /api/consultant/documents')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await user.click(within(await screen.findByTestId('review-warning')).getByRole('button', { name: 'Enregistrer et renvoyer en validation' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT /api/consultant/documents')).toHaveLength(1));
    expect(lastBody(fetchMock, 'PUT /api/consultant/documents')).toEqual({ id_number: 'CD987654' });
    expect(await screen.findByText('Votre profil est de nouveau en cours de validation.')).toBeInTheDocument();
  });

  it('downloads a private file through the API client with the token', async () => {
    const fetchMock = stubApi({
      'GET /api/consultant/profile/status': json(200, { data: status() }),
      'GET /api/consultant/documents': json(200, { data: documents }),
      'GET /api/files/f-id': new Response('%PDF-1.4', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="passeport.pdf"' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:file');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoutes(routes, '/consultant/edit-account/document');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByTestId('doc-id-current')).findByRole('button', { name: /passeport\.pdf/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [, init] = calls(fetchMock, 'GET /api/files/f-id')[0];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer consultant.jwt');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('passeport.pdf');
  });
});

describe('education (degrees with JPG/PNG attachment)', () => {
  it('adds a degree as multipart with the upload progress', async () => {
    let degrees: unknown[] = [];
    stubApi({
      'GET /api/consultant/profile/status': json(200, { data: status() }),
      'GET /api/consultant/education': () => json(200, { data: degrees }),
    });
    renderRoutes(routes, '/consultant/edit-account/education-detail');
    const user = userEvent.setup();
    expect(await screen.findByTestId('degrees-empty')).toBeInTheDocument();
    await user.click(screen.getByTestId('add-degree'));
    await user.type(screen.getByLabelText(/^Diplôme/), 'Master de psychologie');
    await user.type(screen.getByLabelText(/^Établissement/), 'Université de Lyon');
    await user.type(screen.getByLabelText(/^Année d’obtention/), '2012');
    await user.click(screen.getByRole('button', { name: 'Ajouter un diplôme' }));
    expect(await screen.findByText('Joignez une copie du document.')).toBeInTheDocument();
    expect(screen.getByTestId('degree-file')).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');

    fireEvent.change(screen.getByTestId('degree-file'), { target: { files: [new File(['png'], 'master.png', { type: 'image/png' })] } });
    expect(screen.getByTestId('degree-file-name')).toHaveTextContent('master.png');
    await user.click(screen.getByRole('button', { name: 'Ajouter un diplôme' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/consultant/education']);
    expect([xhr.field('degree_name'), xhr.field('school_name'), xhr.field('graduation_year')]).toEqual(['Master de psychologie', 'Université de Lyon', '2012']);
    act(() => xhr.progress(3, 4));
    expect(await screen.findByTestId('degree-progress-percent')).toHaveTextContent('75 %');
    const degree = {
      id: 'd1',
      degree_name: 'Master de psychologie',
      school_name: 'Université de Lyon',
      graduation_year: 2012,
      attachment: { id: 'f1', kind: 'degree', name: 'master.png', mime: 'image/png', size: 3, created_at: '', url: '/api/files/f1' },
    };
    degrees = [degree];
    act(() => xhr.reply(201, { data: degree }));
    expect(await screen.findByTestId('degree-item')).toHaveTextContent('Master de psychologie');
    expect(screen.queryByTestId('degree-form')).not.toBeInTheDocument();
  });
});
