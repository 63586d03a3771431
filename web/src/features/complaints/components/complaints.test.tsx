import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ensureLazyTranslations } from '../../../lib/i18n';
import { sessions } from '../../../lib/session';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderRoutes } from '../../../test/render';
import type { Complaint, ComplaintSummary, Counterparty } from '../model/types';
import { AddComplaintPage } from './add-complaint-page';
import { ComplaintDetailsPage } from './complaint-details-page';
import { ComplaintsListPage } from './complaints-list-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (data: unknown[], pageCount = data.length ? 1 : 0) => json(200, { data, meta: { pagination: { page: 1, pageSize: 10, pageCount, total: data.length } } });
const apiError = (status: number, name: string, message: string, details?: unknown) => json(status, { error: { status, name, message, details } });
const plain = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

type Reply = Response | ((init: RequestInit, url: string) => Response);

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
const urlsOf = (fetchMock: ReturnType<typeof stubApi>, path: string) => (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url]) => url).filter((url) => url.split('?')[0] === path);

const clientUser = { id: 3, email: 'camille@example.org', role: 'client', display_name: 'Camille Martin' };
const consultantUser = { id: 7, email: 'jeanne@example.org', role: 'consultant', display_name: 'Jeanne Martin', approval_status: 'approved', active_status: true };

const counterparties: Counterparty[] = [
  { id: 'c1', display_name: 'Dr Jeanne Martin', bookings: [{ id: 'b1', start: '2026-03-10T09:00:00.000Z' }] },
  {
    id: 'c2',
    display_name: 'Paul Durand',
    bookings: [
      { id: 'b3', start: '2026-04-02T16:30:00.000Z' },
      { id: 'b2', start: '2026-02-01T08:00:00.000Z' },
    ],
  },
];
const types = [
  { id: 't1', slug: 'no-show', name: 'Absence à la séance', locale: 'fr' },
  { id: 't2', slug: 'behaviour', name: 'Comportement inapproprié', locale: 'fr' },
];

function summary(patch: Partial<ComplaintSummary> = {}): ComplaintSummary {
  return {
    id: 'k1',
    reference: 'RC-AB12CD34',
    box: 'by-me',
    raised_by_role: 'client',
    complaint_type: { slug: 'no-show', name: 'Absence à la séance' },
    counterpart: { id: 'c1', display_name: 'Dr Jeanne Martin' },
    booking: { id: 'b1', start: '2026-03-10T09:00:00.000Z' },
    status: 'open',
    decision_favour: null,
    responded: false,
    created_at: '2026-03-11T10:00:00.000Z',
    updated_at: '2026-03-11T10:00:00.000Z',
    closed_at: null,
    ...patch,
  };
}

function complaint(patch: Partial<Complaint> = {}): Complaint {
  return {
    ...summary(),
    description: 'L’expert ne s’est pas connecté à la séance.\nJ’ai attendu 20 minutes.',
    additional_information: null,
    attachment: null,
    response: null,
    can_respond: false,
    resolution_note: null,
    history: [{ at: '2026-03-11T10:00:00.000Z', action: 'filed', actor_role: 'client', from_status: null, to_status: 'open', note: null }],
    ...patch,
  };
}

/** Puts `text` in a field as a paste (typing long texts key by key is slow and not what is tested). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const pdf = (name = 'capture.pdf', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

beforeAll(async () => {
  await ensureLazyTranslations();
});

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  sessions.signOut('client');
  sessions.signOut('consultant');
  FakeXhr.reset();
  vi.unstubAllGlobals();
});

describe('add-complaint page', () => {
  const addRoutes = [
    { path: '/client/add-complaint', element: <AddComplaintPage role="client" timeZone="Europe/Paris" /> },
    { path: '/client/view-complaint-by-me/:id', element: <p data-testid="complaint-page-reached">complaint</p> },
  ];

  beforeEach(() => sessions.signIn('client', 'client.jwt', clientUser as never));

  it('takes the counterparty and booking of the query, checks the fields, sends the multipart fields, shows the server’s field errors, then opens the new complaint', async () => {
    stubApi({
      'GET /api/client/complaints/counterparties': json(200, { data: counterparties }),
      'GET /api/client/complaint-types': list(types),
    });
    const { router } = renderRoutes(addRoutes, '/client/add-complaint?against=c2&booking=b2');
    const user = userEvent.setup();

    // Chosen by the query: the second expert and one of their bookings, shown in the viewer's zone.
    const against = await screen.findByLabelText(/^Expert concerné/);
    expect(against).toHaveValue('c2');
    const booking = screen.getByLabelText('Réservation concernée');
    expect(booking).toHaveValue('b2');
    expect(
      within(booking)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucune réservation en particulier', 'jeudi 2 avril 2026 à 18:30', 'dimanche 1 février 2026 à 9:00']);
    expect(screen.getByText('Facultatif. Horaires affichés en heure d’Europe centrale.')).toBeInTheDocument();
    // Another expert: the booking is forgotten, the list is theirs.
    await user.selectOptions(against, 'c1');
    expect(booking).toHaveValue('');
    expect(
      within(booking)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucune réservation en particulier', 'mardi 10 mars 2026 à 10:00']);
    await user.selectOptions(booking, 'b1');

    // Checked in the browser by the API's own rules: nothing sent.
    const submit = screen.getByRole('button', { name: 'Déposer la réclamation' });
    await user.click(submit);
    const type = screen.getByLabelText(/^Type de réclamation/);
    await waitFor(() => expect(type).toHaveAccessibleDescription('Ce champ est obligatoire.'));
    const description = screen.getByLabelText(/^Description du problème/);
    expect(description).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(type).toHaveFocus();
    await user.type(description, 'Trop court');
    expect(screen.getByText('10 / 5000 caractères (au moins 10)')).toBeInTheDocument();
    await user.clear(description);
    await user.type(description, 'Absent');
    await user.click(submit);
    await waitFor(() => expect(description).toHaveAccessibleDescription('Ce champ doit contenir au moins 10 caractères.'));
    expect(FakeXhr.requests).toHaveLength(0);

    await user.selectOptions(type, 'no-show');
    await user.clear(description);
    await fill(user, description, 'L’expert ne s’est pas connecté à la séance.');
    await fill(user, screen.getByLabelText(/^Informations complémentaires/), 'J’ai attendu 20 minutes.');

    // The attachment: a refused type, then a PDF with its name and size.
    const file = screen.getByTestId('complaint-attachment');
    expect(file).toHaveAttribute('accept', 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png');
    fireEvent.change(file, { target: { files: [new File(['GIF89a'], 'photo.gif', { type: 'image/gif' })] } });
    expect(await within(screen.getByTestId('complaint-form')).findByRole('alert')).toHaveTextContent('Type de fichier non accepté. Formats acceptés : PDF, JPG, PNG.');
    fireEvent.change(file, { target: { files: [new File([new Uint8Array(11 * 1024 * 1024)], 'video.png', { type: 'image/png' })] } });
    expect(await within(screen.getByTestId('complaint-form')).findByRole('alert')).toHaveTextContent('Ce fichier dépasse la taille maximale (10 Mo).');
    fireEvent.change(file, { target: { files: [pdf('capture.pdf', 2048)] } });
    expect(plain((await screen.findByTestId('complaint-attachment-chosen')).textContent)).toBe('Fichier choisi : capture.pdf (2 ko)');

    await user.click(submit);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/client/complaints');
    expect(xhr.headers.Authorization).toBe('Bearer client.jwt');
    expect(xhr.field('complaint_type')).toBe('no-show');
    expect(xhr.field('against')).toBe('c1');
    expect(xhr.field('booking')).toBe('b1');
    expect(xhr.field('description')).toBe('L’expert ne s’est pas connecté à la séance.');
    expect(xhr.field('additional_information')).toBe('J’ai attendu 20 minutes.');
    expect((xhr.field('attachment') as File).name).toBe('capture.pdf');

    // The server's field errors go under their fields.
    act(() =>
      xhr.reply(400, {
        error: {
          status: 400,
          name: 'ValidationError',
          message: 'Certains champs sont invalides.',
          details: { fieldErrors: { booking: ['Cette réservation n’est pas la vôtre.'], complaint_type: ['Type inconnu.'] } },
        },
      }),
    );
    await waitFor(() => expect(booking).toHaveAccessibleDescription('Cette réservation n’est pas la vôtre.'));
    expect(type).toHaveAccessibleDescription('Type inconnu.');

    await user.selectOptions(type, 'behaviour');
    await user.click(submit);
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(2));
    expect(FakeXhr.last().field('complaint_type')).toBe('behaviour');
    act(() => FakeXhr.last().reply(201, { data: complaint({ id: 'new-1', reference: 'RC-NEW00001' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/view-complaint-by-me/new-1'));
    expect(await screen.findByText('Votre réclamation RC-NEW00001 a été déposée.')).toBeInTheDocument();
  });

  it('ignores a query naming someone the caller cannot complain about, and shows the server’s 415 under the file', async () => {
    stubApi({
      'GET /api/client/complaints/counterparties': json(200, { data: counterparties }),
      'GET /api/client/complaint-types': list(types),
    });
    renderRoutes(addRoutes, '/client/add-complaint?against=someone-else&booking=b1');
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^Expert concerné/)).toHaveValue('');
    expect(screen.getByLabelText('Réservation concernée')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Expert concerné/), 'c2');
    await user.selectOptions(screen.getByLabelText(/^Type de réclamation/), 'no-show');
    await fill(user, screen.getByLabelText(/^Description du problème/), 'Le client a été insultant pendant la séance.');
    fireEvent.change(screen.getByTestId('complaint-attachment'), { target: { files: [pdf('faux.pdf')] } });
    await user.click(screen.getByRole('button', { name: 'Déposer la réclamation' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    expect(FakeXhr.last().field('booking')).toBeNull();
    expect(FakeXhr.last().field('additional_information')).toBeNull();
    act(() => FakeXhr.last().reply(415, { error: { status: 415, name: 'UnsupportedFileType', message: 'La pièce jointe doit être un PDF, un JPG ou un PNG.' } }));
    expect(await within(screen.getByTestId('complaint-form')).findByRole('alert')).toHaveTextContent('La pièce jointe doit être un PDF, un JPG ou un PNG.');
  });

  it('tells a client without bookings that it has nobody to complain about yet, with a link to the experts', async () => {
    stubApi({ 'GET /api/client/complaints/counterparties': json(200, { data: [] }), 'GET /api/client/complaint-types': list(types) });
    renderRoutes(addRoutes, '/client/add-complaint');
    const empty = await screen.findByTestId('complaint-no-counterparty');
    expect(empty).toHaveTextContent('Vous n’avez encore aucune réservation');
    expect(within(empty).getByRole('link', { name: 'Trouver un expert' })).toHaveAttribute('href', '/our-experts');
    expect(screen.queryByTestId('complaint-form')).not.toBeInTheDocument();
  });
});

describe('complaint lists (status and decision in words, from the reader’s point of view)', () => {
  it('by me (client): statuses, decisions and responses as the complainant reads them; the status filter goes to the API', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const fetchMock = stubApi({
      'GET /api/client/complaints': list([
        summary({ id: 'k1', reference: 'RC-00000001', status: 'resolved', decision_favour: 'raised_by', responded: true, closed_at: '2026-03-20T10:00:00.000Z' }),
        summary({ id: 'k2', reference: 'RC-00000002', status: 'rejected', decision_favour: 'raised_against', booking: null, closed_at: '2026-03-21T10:00:00.000Z' }),
        summary({ id: 'k3', reference: 'RC-00000003', status: 'in_review', decision_favour: null }),
        summary({ id: 'k4', reference: 'RC-00000004', status: 'resolved', decision_favour: 'none', responded: true }),
      ]),
    });
    const { router } = renderRoutes([{ path: '/client/view-complaint-by-me', element: <ComplaintsListPage role="client" box="by-me" timeZone="Europe/Paris" /> }], '/client/view-complaint-by-me');
    const rows = await screen.findAllByTestId('complaint-row');
    const cell = (row: HTMLElement, id: string) => plain(within(row).getByTestId(id).textContent);
    expect(rows.map((row) => cell(row, 'row-status'))).toEqual(['Résolue', 'Rejetée', 'En cours d’examen', 'Résolue']);
    expect(rows.map((row) => cell(row, 'row-decision'))).toEqual(['En votre faveur', 'En faveur de Dr Jeanne Martin', 'Pas encore de décision', 'Aucune partie favorisée']);
    expect(rows.map((row) => cell(row, 'row-response'))).toEqual(['Réponse reçue', 'Sans réponse', 'Pas encore de réponse', 'Réponse reçue']);
    expect(cell(rows[0], 'row-booking')).toBe('mardi 10 mars 2026 à 10:00');
    expect(cell(rows[1], 'row-booking')).toBe('Aucune réservation précisée');
    expect(cell(rows[0], 'row-filed')).toBe('11 mars 2026');
    expect(cell(rows[0], 'row-counterpart')).toBe('Dr Jeanne Martin');
    expect(within(rows[0]).getByRole('link', { name: 'Voir la réclamation RC-00000001' })).toHaveAttribute('href', '/client/view-complaint-by-me/k1');
    expect(screen.getByRole('columnheader', { name: 'Expert' })).toBeInTheDocument();
    expect(screen.queryByTestId('complaints-awaiting')).not.toBeInTheDocument();
    expect(new URL(urlsOf(fetchMock, '/api/client/complaints')[0], 'http://x').searchParams.get('box')).toBe('by-me');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Résolue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved&page=1'));
    await waitFor(() => expect(urlsOf(fetchMock, '/api/client/complaints').some((url) => new URL(url, 'http://x').searchParams.get('status') === 'resolved')).toBe(true));
  });

  it('about me (consultant): the decision from the other side, and complaints awaiting the reader’s answer stand out', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    const about = { box: 'against-me' as const, counterpart: { id: 'u1', display_name: 'Camille Martin' } };
    const fetchMock = stubApi({
      'GET /api/consultant/complaints': list([
        summary({ ...about, id: 'k1', reference: 'RC-00000001', status: 'open' }),
        summary({ ...about, id: 'k2', reference: 'RC-00000002', status: 'resolved', decision_favour: 'raised_by', responded: true }),
        summary({ ...about, id: 'k3', reference: 'RC-00000003', status: 'resolved', decision_favour: 'raised_against', responded: true }),
        summary({ ...about, id: 'k4', reference: 'RC-00000004', status: 'rejected', decision_favour: 'none' }),
      ]),
    });
    renderRoutes([{ path: '/consultant/view-complaint-against', element: <ComplaintsListPage role="consultant" box="against-me" timeZone="Europe/Paris" /> }], '/consultant/view-complaint-against');
    const rows = await screen.findAllByTestId('complaint-row');
    const cell = (row: HTMLElement, id: string) => plain(within(row).getByTestId(id).textContent);
    expect(rows.map((row) => cell(row, 'row-decision'))).toEqual(['Pas encore de décision', 'En faveur de Camille Martin', 'En votre faveur', 'Aucune partie favorisée']);
    expect(rows.map((row) => within(row).getByTestId('row-response').textContent)).toEqual(['Votre réponse est attendueRépondre', 'Vous avez répondu', 'Vous avez répondu', 'Sans réponse']);
    expect(rows.map((row) => row.getAttribute('data-awaiting'))).toEqual(['true', null, null, null]);
    expect(within(rows[0]).getByRole('link', { name: 'Répondre à la réclamation RC-00000001' })).toHaveAttribute('href', '/consultant/view-complaint-against/k1#respond');
    expect(screen.getByTestId('complaints-awaiting')).toHaveTextContent('Des réclamations attendent votre réponse');
    expect(screen.getByRole('columnheader', { name: 'Client' })).toBeInTheDocument();
    expect(new URL(urlsOf(fetchMock, '/api/consultant/complaints')[0], 'http://x').searchParams.get('box')).toBe('against-me');
  });

  it('says so when there is none', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    stubApi({ 'GET /api/consultant/complaints': list([]) });
    renderRoutes([{ path: '/consultant/view-complaint-by-me', element: <ComplaintsListPage role="consultant" box="by-me" timeZone="Europe/Paris" /> }], '/consultant/view-complaint-by-me');
    const empty = await screen.findByTestId('complaints-empty');
    expect(empty).toHaveTextContent('Vous n’avez déposé aucune réclamation');
    expect(within(empty).getByRole('link', { name: 'Déposer une réclamation' })).toHaveAttribute('href', '/consultant/add-complaint');
  });
});

describe('complaint page', () => {
  const detailRoutes = (role: 'client' | 'consultant') => [
    { path: `/${role}/view-complaint-by-me/:id`, element: <ComplaintDetailsPage role={role} box="by-me" timeZone="Europe/Paris" /> },
    { path: `/${role}/view-complaint-against/:id`, element: <ComplaintDetailsPage role={role} box="against-me" timeZone="Europe/Paris" /> },
  ];

  it('shows the complainant everything, its own file to download, the decision and the history in words; no response form', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    const fetchMock = stubApi({
      'GET /api/client/complaints/k1': json(200, {
        data: complaint({
          status: 'resolved',
          decision_favour: 'raised_by',
          responded: true,
          closed_at: '2026-03-20T10:00:00.000Z',
          additional_information: 'J’ai envoyé deux messages.',
          attachment: { id: 'f1', kind: 'complaint-attachment', name: 'capture.pdf', mime: 'application/pdf', size: 2048, created_at: '2026-03-11T10:00:00.000Z', url: '/api/files/f1' },
          response: { text: 'Un souci de connexion de mon côté.', attachment: null, created_at: '2026-03-12T08:00:00.000Z' },
          resolution_note: 'La séance sera remboursée.',
          history: [
            { at: '2026-03-11T10:00:00.000Z', action: 'filed', actor_role: 'client', from_status: null, to_status: 'open', note: null },
            { at: '2026-03-12T08:00:00.000Z', action: 'responded', actor_role: 'consultant', from_status: null, to_status: null, note: null },
            { at: '2026-03-13T09:00:00.000Z', action: 'status', actor_role: 'admin', from_status: 'open', to_status: 'in_review', note: null },
            { at: '2026-03-20T10:00:00.000Z', action: 'status', actor_role: 'admin', from_status: 'in_review', to_status: 'resolved', note: 'La séance sera remboursée.' },
          ],
        }),
      }),
      'GET /api/files/f1': new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="capture.pdf"' } }),
    });
    const createObjectURL = vi.fn(() => 'blob:capture');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderRoutes(detailRoutes('client'), '/client/view-complaint-by-me/k1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Réclamation RC-AB12CD34' })).toBeInTheDocument();
    expect(screen.getByTestId('complaint-state')).toHaveTextContent('Résolue');
    expect(screen.getByTestId('complaint-counterpart')).toHaveTextContent('Dr Jeanne Martin');
    expect(screen.getByTestId('complaint-decision')).toHaveTextContent('En votre faveur');
    expect(plain(screen.getByTestId('complaint-filed').textContent)).toBe('mercredi 11 mars 2026 à 11:00 (heure d’Europe centrale)');
    expect(screen.getByTestId('complaint-description').textContent).toBe('L’expert ne s’est pas connecté à la séance.\nJ’ai attendu 20 minutes.');
    expect(screen.getByTestId('complaint-additional')).toHaveTextContent('J’ai envoyé deux messages.');
    expect(screen.getByTestId('response-from')).toHaveTextContent('Réponse de Dr Jeanne Martin, le jeudi 12 mars 2026 à 9:00 (heure d’Europe centrale)');
    expect(screen.getByTestId('response-text-shown')).toHaveTextContent('Un souci de connexion de mon côté.');
    expect(screen.queryByTestId('response-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('resolution-outcome')).toHaveTextContent('L’équipe de la plateforme a résolu cette réclamation.');
    expect(screen.getByTestId('resolution-decision')).toHaveTextContent('Décision : En votre faveur');
    expect(screen.getByTestId('resolution-note')).toHaveTextContent('La séance sera remboursée.');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Le problème', 'Réponse', 'Décision', 'Historique']);

    const history = within(screen.getByRole('list', { name: 'Historique' }));
    expect(history.getAllByTestId('history-who').map((w) => w.textContent)).toEqual(['Vous', 'Dr Jeanne Martin', 'L’équipe de la plateforme', 'L’équipe de la plateforme']);
    expect(history.getAllByTestId('history-what').map((w) => w.textContent)).toEqual([
      'Réclamation déposée',
      'Réponse envoyée',
      'Statut : Ouverte → En cours d’examen',
      'Statut : En cours d’examen → Résolue',
    ]);
    expect(history.getByTestId('history-note')).toHaveTextContent('Note : La séance sera remboursée.');

    // The complainant's own file, downloaded with its token.
    await userEvent.setup().click(screen.getByTestId('complaint-attachment'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const [[, init]] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => url === '/api/files/f1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer client.jwt');
  });

  it('shows the response form only when the reader may answer, sends it, then shows the answer', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    const open = complaint({ id: 'k9', box: 'against-me', counterpart: { id: 'u1', display_name: 'Camille Martin' }, can_respond: true });
    stubApi({ 'GET /api/consultant/complaints/k9': json(200, { data: open }) });
    renderRoutes(detailRoutes('consultant'), '/consultant/view-complaint-against/k9');
    const user = userEvent.setup();

    expect(await screen.findByTestId('respond-intro')).toHaveTextContent('Vous pouvez répondre une seule fois. Votre réponse sera lue par Camille Martin');
    expect(screen.getByTestId('complaint-counterpart')).toHaveTextContent('Camille Martin');
    expect(screen.getByText('Déposée par')).toBeInTheDocument();
    expect(screen.getByTestId('complaint-decision')).toHaveTextContent('Pas encore de décision');
    expect(screen.getByTestId('history-who')).toHaveTextContent('Camille Martin');

    const text = screen.getByLabelText(/^Votre réponse/);
    await user.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription('Ce champ est obligatoire.'));
    await fill(user, text, 'Je me suis connectée à l’heure ; voici la capture.');
    fireEvent.change(screen.getByTestId('response-attachment'), { target: { files: [pdf('connexion.pdf')] } });
    await user.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    const xhr = FakeXhr.last();
    expect(xhr.url).toBe('/api/consultant/complaints/k9/response');
    expect(xhr.headers.Authorization).toBe('Bearer consultant.jwt');
    expect(xhr.field('text')).toBe('Je me suis connectée à l’heure ; voici la capture.');
    expect((xhr.field('attachment') as File).name).toBe('connexion.pdf');
    act(() =>
      xhr.reply(201, {
        data: {
          ...open,
          responded: true,
          can_respond: false,
          response: { text: 'Je me suis connectée à l’heure ; voici la capture.', attachment: null, created_at: '2026-03-12T08:00:00.000Z' },
          history: [...open.history, { at: '2026-03-12T08:00:00.000Z', action: 'responded', actor_role: 'consultant', from_status: null, to_status: null, note: null }],
        },
      }),
    );
    expect(await screen.findByTestId('response-text-shown')).toHaveTextContent('Je me suis connectée à l’heure ; voici la capture.');
    expect(screen.queryByTestId('response-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('response-from')).toHaveTextContent('Votre réponse, le jeudi 12 mars 2026 à 9:00 (heure d’Europe centrale)');
    expect(screen.getAllByTestId('history-who').map((w) => w.textContent)).toEqual(['Camille Martin', 'Vous']);
  });

  it('an answer refused as too late (409) says why and reads the complaint again', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    let current = complaint({ id: 'k9', box: 'against-me', counterpart: { id: 'u1', display_name: 'Camille Martin' }, can_respond: true });
    stubApi({ 'GET /api/consultant/complaints/k9': () => json(200, { data: current }) });
    renderRoutes(detailRoutes('consultant'), '/consultant/view-complaint-against/k9');
    const user = userEvent.setup();
    await fill(user, await screen.findByLabelText(/^Votre réponse/), 'Je n’étais pas au courant de ce problème.');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }));
    await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
    current = { ...current, status: 'rejected', can_respond: false, closed_at: '2026-03-20T10:00:00.000Z' };
    act(() => FakeXhr.last().reply(409, { error: { status: 409, name: 'ComplaintClosed', message: 'Cette réclamation est close : elle ne peut plus recevoir de réponse.' } }));
    expect(await screen.findByText('Cette réclamation est close : elle ne peut plus recevoir de réponse.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('response-form')).not.toBeInTheDocument());
    expect(screen.getByTestId('response-none')).toHaveTextContent('La réclamation a été close sans réponse.');
  });

  it('has no response form when the reader may not answer', async () => {
    sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
    stubApi({ 'GET /api/consultant/complaints/k9': json(200, { data: complaint({ id: 'k9', box: 'against-me', status: 'rejected', decision_favour: 'none', can_respond: false }) }) });
    renderRoutes(detailRoutes('consultant'), '/consultant/view-complaint-against/k9');
    expect(await screen.findByTestId('response-none')).toHaveTextContent('La réclamation a été close sans réponse.');
    expect(screen.queryByTestId('response-form')).not.toBeInTheDocument();
    expect(screen.getByTestId('resolution-outcome')).toHaveTextContent('L’équipe de la plateforme a rejeté cette réclamation.');
  });

  it('goes to the complaint’s own box, and shows the not-found view for someone else’s', async () => {
    sessions.signIn('client', 'client.jwt', clientUser as never);
    stubApi({
      'GET /api/client/complaints/k1': json(200, { data: complaint() }),
      'GET /api/client/complaints/other': apiError(404, 'NotFoundError', 'Réclamation introuvable.'),
    });
    const { router } = renderRoutes([...detailRoutes('client'), { path: '*', element: null }], '/client/view-complaint-against/k1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/view-complaint-by-me/k1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Réclamation RC-AB12CD34' })).toBeInTheDocument();
    await act(() => router.navigate('/client/view-complaint-by-me/other'));
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
