import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch, type SeenRequest } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import { stubScreen } from '../../test/screen';
import { canTake, transitionOf, type AdminComplaint, type AdminComplaintDetail } from './complaint';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders in each test, and list filters wait for the admin to stop typing.
configure({ asyncUtilTimeout: 15_000 });

/** A complaint of the list: a client's, open, about booking b1, unless told. */
function record(overrides: Partial<AdminComplaint> = {}): AdminComplaint {
  return {
    id: 'k1',
    reference: 'RC-7F3K9Q2M',
    status: 'open',
    complaint_type: 'no-show',
    complaint_type_name: 'Absence à la consultation',
    raised_by_role: 'client',
    client: 'c1',
    client_name: 'Camille Martin',
    consultant: 'p1',
    consultant_name: 'Dr Asha Rao',
    booking: 'b1',
    booking_start: '2026-03-12T09:30:00.000Z',
    decision_favour: null,
    responded: true,
    createdAt: '2026-03-13T08:00:00.000Z',
    updatedAt: '2026-03-13T09:00:00.000Z',
    closed_at: null,
    ...overrides,
  };
}

const attachment = { id: 'f1', kind: 'complaint-attachment' as const, name: 'capture.png', mime: 'image/png', size: 120_000, created_at: '2026-03-13T08:00:00.000Z', url: '/api/files/f1' };

/** The same complaint as its page reads it. */
function detail(overrides: Partial<AdminComplaintDetail> = {}): AdminComplaintDetail {
  return {
    ...record(),
    description: 'Le consultant ne s’est pas connecté.',
    additional_information: 'J’ai attendu vingt minutes.',
    attachment,
    response_text: 'Ma connexion a coupé, je propose une autre séance.',
    response_attachment: null,
    responded_at: '2026-03-13T09:00:00.000Z',
    resolution_note: null,
    booking_status: 'confirmed',
    booking_end: '2026-03-12T10:15:00.000Z',
    attendance: [{ role: 'client', joined_at: '2026-03-12T09:29:00.000Z', left_at: '2026-03-12T09:50:00.000Z' }],
    history: [
      { at: '2026-03-13T08:00:00.000Z', action: 'filed', actor_role: 'client', actor_name: 'Camille Martin', from_status: null, to_status: 'open', note: null, internal: false },
      { at: '2026-03-13T09:00:00.000Z', action: 'responded', actor_role: 'consultant', actor_name: 'Dr Asha Rao', from_status: null, to_status: null, note: null, internal: false },
    ],
    ...overrides,
  };
}

const types = [
  { id: 't1', name: { fr: 'Absence à la consultation', en: 'No-show' }, slug: 'no-show', deletedAt: null },
  { id: 't2', name: { fr: 'Comportement', en: 'Behaviour' }, slug: 'behaviour', deletedAt: null },
];

const listRequests = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'GET' && request.url.startsWith('/api/admin-panel/complaints?'));
const lastListQuery = (seen: SeenRequest[]) => listQuery(listRequests(seen).at(-1)!.url);

/** Serves the complaint list (`records`) and the complaint types. */
function serveList(records: AdminComplaint[]) {
  return stubFetch((method, url) => {
    if (method === 'GET' && url.startsWith('/api/admin-panel/complaints?')) return listAnswer('complaints', records);
    if (method === 'GET' && url.startsWith('/api/admin-panel/complaint-types?')) return listAnswer('complaint-types', types);
    if (method === 'GET' && url === '/api/admin-panel/complaints/k1') return { body: detail() };
    return undefined;
  });
}

describe('complaints: the list (spec §2 admin routes "view-complaint-consultant", "view-complaint-client")', () => {
  it('lists the complaints newest first with their status, parties and decision in words', async () => {
    const seen = serveList([
      record(),
      record({
        id: 'k2',
        reference: 'RC-22222222',
        status: 'resolved',
        raised_by_role: 'consultant',
        complaint_type_name: 'Comportement',
        booking: null,
        booking_start: null,
        decision_favour: 'raised_against',
      }),
    ]);
    await renderApp('/admin/complaints');

    const first = (await screen.findByText('RC-7F3K9Q2M')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Ouverte')).toBeTruthy();
    expect(within(first).getByText('Absence à la consultation')).toBeTruthy();
    expect(within(first).getByText('Client · Camille Martin')).toBeTruthy();
    expect(within(first).getByText('Consultant · Dr Asha Rao')).toBeTruthy();
    expect(within(first).getByText('12 mars 2026, 09:30')).toBeTruthy();
    expect(within(first).getByText('13 mars 2026, 08:00')).toBeTruthy();
    const second = screen.getByText('RC-22222222').closest('tr') as HTMLElement;
    expect(within(second).getByText('Résolue')).toBeTruthy();
    expect(within(second).getByText('Consultant · Dr Asha Rao')).toBeTruthy();
    expect(within(second).getByText('Client · Camille Martin')).toBeTruthy();
    expect(within(second).getByText('En faveur de la partie visée')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Créer' })).toBeNull();

    expect(lastListQuery(seen)).toEqual({ filter: {}, sort: ['createdAt', 'DESC'], range: [0, 24] });

    fireEvent.click(screen.getByText('RC-7F3K9Q2M'));
    await waitFor(() => expect(window.location.pathname).toBe('/admin/complaints/k1/show'));
  });

  it('has two menu views, complaints by consultants and by clients, each presetting who raised them', async () => {
    stubScreen('desktop');
    const seen = serveList([record()]);
    await renderApp('/admin/');

    const menu = await screen.findByRole('menu');
    const group = within(menu).getByRole('group', { name: 'Réclamations' });
    const entries = within(group).getAllByRole('menuitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Réclamations des consultants', 'Réclamations des clients']);
    const byConsultants = within(group).getByRole('menuitem', { name: 'Réclamations des consultants' });
    const href = new URL(byConsultants.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/admin/complaints');
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({ raised_by_role: 'consultant' });

    fireEvent.click(byConsultants);
    expect(await screen.findByText('Réclamations déposées par des consultants')).toBeTruthy();
    await waitFor(() => expect(lastListQuery(seen).filter).toEqual({ raised_by_role: 'consultant' }));
    expect(byConsultants.getAttribute('aria-current')).toBe('page');
    expect(within(group).getByRole('menuitem', { name: 'Réclamations des clients' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(group).getByRole('menuitem', { name: 'Réclamations des clients' }));
    expect(await screen.findByText('Réclamations déposées par des clients')).toBeTruthy();
    await waitFor(() => expect(lastListQuery(seen).filter).toEqual({ raised_by_role: 'client' }));
    expect(within(group).getByRole('menuitem', { name: 'Réclamations des clients' }).getAttribute('aria-current')).toBe('page');
    vi.unstubAllGlobals();
  });

  it('filters by status, by type among the complaint types (by slug), and by search', async () => {
    const seen = serveList([record()]);
    await renderApp('/admin/complaints');
    await screen.findByText('RC-7F3K9Q2M');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Statut' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Ouverte' }));
    fireEvent.click(await screen.findByRole('option', { name: 'En cours d’examen' }));
    await waitFor(() => expect(lastListQuery(seen).filter).toEqual({ status: ['open', 'in_review'] }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Type' }));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Type' }));
    // the types in the admin's language, in alphabetical order
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent?.trim()).filter(Boolean)).toEqual(['Absence à la consultation', 'Comportement']);
    fireEvent.click(screen.getByRole('option', { name: 'Comportement' }));
    await waitFor(() => expect(lastListQuery(seen).filter).toEqual({ status: ['open', 'in_review'], complaint_type: 'behaviour' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher' }), { target: { value: 'RC-7F' } });
    await waitFor(() => expect(lastListQuery(seen).filter).toMatchObject({ q: 'RC-7F', complaint_type: 'behaviour' }));
    expect(lastListQuery(seen).range).toEqual([0, 24]);
  });
});

/** 409 as the server refuses a step, its message in the admin's language. */
const conflict = (message: string) => ({ status: 409, body: { error: { status: 409, name: 'InvalidTransition', message, details: { from: 'resolved', to: 'in_review' } } } });

/**
 * Shows complaint k1 as `initial`, answering each `PUT` with `answer(body)` (by default: the complaint
 * after the step, its status the one sent).
 */
async function showComplaint(initial: AdminComplaintDetail, answer?: (body: Record<string, unknown>) => { status?: number; body?: unknown } | undefined) {
  let current = initial;
  const seen = stubFetch((method, url, body) => {
    if (method === 'GET' && url === '/api/admin-panel/complaints/k1') return { body: current };
    if (method === 'GET' && url === '/api/files/f1') return { body: { png: true }, headers: { 'Content-Disposition': 'attachment; filename="capture.png"' } };
    if (method === 'PUT' && url === '/api/admin-panel/complaints/k1') {
      const step = body as Record<string, unknown>;
      const refused = answer?.(step);
      if (refused) return refused;
      current = {
        ...current,
        status: step.status as AdminComplaintDetail['status'],
        decision_favour: (step.decision_favour as AdminComplaintDetail['decision_favour']) ?? current.decision_favour,
        resolution_note: step.status === 'resolved' || step.status === 'rejected' ? (step.note as string) : current.resolution_note,
        closed_at: step.status === 'resolved' || step.status === 'rejected' ? '2026-03-15T10:00:00.000Z' : null,
        history: [
          ...current.history,
          {
            at: '2026-03-15T10:00:00.000Z',
            action: step.internal_note ? 'internal_note' : 'status',
            actor_role: 'admin',
            actor_name: 'Inès Admin',
            from_status: current.status,
            to_status: step.status as AdminComplaintDetail['status'],
            note: (step.internal_note ?? step.note ?? null) as string | null,
            internal: Boolean(step.internal_note),
          },
        ],
      };
      return { body: current };
    }
    return undefined;
  });
  await renderApp('/admin/complaints/k1/show');
  await screen.findByText('Le consultant ne s’est pas connecté.');
  return seen;
}

const puts = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'PUT').map((request) => ({ url: request.url, body: request.body }));

describe('one complaint: its page (spec §2 admin route "edit-complaint/{id}")', () => {
  it('shows the parties, the booking with the room’s attendance, the texts, the response and the history in the admin’s zone', async () => {
    await showComplaint(
      detail({
        status: 'in_review',
        history: [
          ...detail().history,
          { at: '2026-03-14T07:45:00.000Z', action: 'status', actor_role: 'admin', actor_name: 'Inès Admin', from_status: 'open', to_status: 'in_review', note: null, internal: false },
          {
            at: '2026-03-14T08:00:00.000Z',
            action: 'internal_note',
            actor_role: 'admin',
            actor_name: null,
            from_status: 'in_review',
            to_status: 'in_review',
            note: 'Appeler le consultant.',
            internal: true,
          },
        ],
      }),
    );

    expect(screen.getByText('RC-7F3K9Q2M')).toBeTruthy();
    expect(screen.getByText('En cours d’examen')).toBeTruthy();
    expect(screen.getByText('Absence à la consultation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Camille Martin' }).getAttribute('href')).toBe('/admin/clients/c1/show');
    expect(screen.getByRole('link', { name: 'Dr Asha Rao' }).getAttribute('href')).toBe('/admin/consultants/p1/show');
    expect(screen.getByRole('link', { name: 'Réservation du 12 mars 2026, 09:30' }).getAttribute('href')).toBe('/admin/bookings/b1/show');
    expect(screen.getByText('Confirmée')).toBeTruthy();
    expect(
      within(screen.getByTestId('complaint-attendance'))
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual(['Client · Camille Martin : 12 mars 2026, 09:29 – 09:50']);
    expect(screen.getByText('J’ai attendu vingt minutes.')).toBeTruthy();
    expect(screen.getByText('Ma connexion a coupé, je propose une autre séance.')).toBeTruthy();
    expect(screen.getByText('Aucune décision pour l’instant.')).toBeTruthy();

    const entries = screen.getAllByTestId('complaint-history-entry');
    expect(entries.map((entry) => within(entry).getByText(/ — /).textContent)).toEqual([
      '13 mars 2026, 08:00 — Client · Camille Martin',
      '13 mars 2026, 09:00 — Consultant · Dr Asha Rao',
      '14 mars 2026, 07:45 — Administrateur · Inès Admin',
      '14 mars 2026, 08:00 — Administrateur · compte supprimé',
    ]);
    expect(within(entries[0]).getByText('Réclamation déposée')).toBeTruthy();
    expect(within(entries[2]).getByText('Ouverte → En cours d’examen')).toBeTruthy();
    expect(within(entries[2]).queryByText('Interne')).toBeNull();
    expect(within(entries[3]).getByText('Interne')).toBeTruthy();
    expect(within(entries[3]).getByText('Appeler le consultant.')).toBeTruthy();
  });

  it('downloads the complainant’s file with the admin’s token', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:capture'), revokeObjectURL: vi.fn() }));
    const seen = await showComplaint(detail());
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger capture.png' }));
    await waitFor(() => expect(seen.find((request) => request.url === '/api/files/f1')?.headers.get('Authorization')).toBe('Bearer jwt-admin'));
  });

  it('says when there is no booking and no response yet', async () => {
    await showComplaint(
      detail({ booking: null, booking_start: null, booking_status: null, booking_end: null, attendance: [], responded: false, response_text: null, responded_at: null, attachment: null }),
    );
    expect(screen.getByText('Cette réclamation ne porte sur aucune réservation.')).toBeTruthy();
    expect(screen.getByText('La partie visée n’a pas encore répondu.')).toBeTruthy();
    expect(screen.getByText('Aucun document')).toBeTruthy();
  });

  it('offers an open complaint to be taken in review, not resolved or rejected yet', async () => {
    await showComplaint(detail({ status: 'open' }));
    expect(screen.getByRole('button', { name: 'Prendre en charge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une note interne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Résoudre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rejeter' })).toBeNull();
  });

  it('offers a complaint in review to be resolved or rejected', async () => {
    await showComplaint(detail({ status: 'in_review' }));
    expect(screen.getByRole('button', { name: 'Résoudre' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rejeter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une note interne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prendre en charge' })).toBeNull();
  });

  it('offers only internal notes on a closed complaint, and shows its decision', async () => {
    await showComplaint(detail({ status: 'resolved', decision_favour: 'none', resolution_note: 'Torts partagés.', closed_at: '2026-03-15T10:00:00.000Z' }));
    expect(screen.getByRole('button', { name: 'Ajouter une note interne' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prendre en charge' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Résoudre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rejeter' })).toBeNull();
    expect(screen.getByText('En faveur d’aucune partie')).toBeTruthy();
    expect(screen.getByText('Torts partagés.')).toBeTruthy();
    expect(screen.getByText('15 mars 2026, 10:00')).toBeTruthy();

    for (const status of ['open', 'in_review', 'resolved', 'rejected'] as const) expect(canTake('internal_note', status)).toBe(true);
    expect(canTake('resolve', 'rejected')).toBe(false);
    expect(canTake('take_in_review', 'in_review')).toBe(false);
  });

  it('takes an open complaint in review, without a note when none is written', async () => {
    const seen = await showComplaint(detail());
    fireEvent.click(screen.getByRole('button', { name: 'Prendre en charge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prendre en charge la réclamation RC-7F3K9Q2M ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prendre en charge' }));

    expect(await screen.findByText('Réclamation prise en charge')).toBeTruthy();
    expect(puts(seen)).toEqual([{ url: '/api/admin-panel/complaints/k1', body: { status: 'in_review' } }]);
    // now in review: it can be resolved or rejected
    expect(await screen.findByRole('button', { name: 'Résoudre' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Prendre en charge' })).toBeNull();
  });

  it('resolves a complaint in review only with a decision naming the parties and a note', async () => {
    const seen = await showComplaint(detail({ status: 'in_review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Résoudre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Résoudre la réclamation RC-7F3K9Q2M' });
    const confirm = within(dialog).getByRole('button', { name: 'Résoudre' });

    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Choisissez en faveur de qui la réclamation est résolue.')).toBeTruthy();
    expect(within(dialog).getByText('Écrivez la note de décision.')).toBeTruthy();
    expect(puts(seen)).toEqual([]);

    expect(within(dialog).getByRole('radio', { name: 'En faveur du plaignant : Client · Camille Martin' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'En faveur d’aucune des deux parties' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'En faveur de la partie visée : Consultant · Dr Asha Rao' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note de décision/ }), { target: { value: ' Panne de connexion attestée. ' } });
    fireEvent.click(confirm);

    expect(await screen.findByText('Réclamation résolue')).toBeTruthy();
    expect(puts(seen)).toEqual([{ url: '/api/admin-panel/complaints/k1', body: { status: 'resolved', decision_favour: 'raised_against', note: 'Panne de connexion attestée.' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the page shows the decision, naming the party it favours
    expect(await screen.findByText('En faveur de la partie visée — Consultant · Dr Asha Rao')).toBeTruthy();
    expect(screen.getAllByText('Panne de connexion attestée.').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Résoudre' })).toBeNull());
  });

  it('rejects with a reason, and shows the server’s message under it when refused (400)', async () => {
    const seen = await showComplaint(detail({ status: 'in_review' }), () => ({
      status: 400,
      body: { error: { status: 400, name: 'ValidationError', message: 'La requête est invalide.', details: { fieldErrors: { note: ['Le motif est trop court.'] } } } },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Rejeter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejeter la réclamation RC-7F3K9Q2M ?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motif du rejet/ }), { target: { value: 'Hors sujet' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeter' }));

    expect(await within(dialog).findByText('Le motif est trop court.')).toBeTruthy();
    expect(await screen.findByText('La requête est invalide.')).toBeTruthy();
    expect(puts(seen)).toEqual([{ url: '/api/admin-panel/complaints/k1', body: { status: 'rejected', note: 'Hors sujet' } }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('adds an internal note at any status, keeping the status', async () => {
    const seen = await showComplaint(detail({ status: 'resolved', decision_favour: 'raised_by', resolution_note: 'Remboursement accordé.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une note interne' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note interne sur la réclamation RC-7F3K9Q2M' });
    const confirm = within(dialog).getByRole('button', { name: 'Ajouter la note' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note interne/ }), { target: { value: '   ' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Écrivez la note.')).toBeTruthy();
    expect(puts(seen)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note interne/ }), { target: { value: 'Client rappelé le 16.' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Note interne ajoutée')).toBeTruthy();
    expect(puts(seen)).toEqual([{ url: '/api/admin-panel/complaints/k1', body: { status: 'resolved', internal_note: 'Client rappelé le 16.' } }]);
    const last = (await screen.findAllByTestId('complaint-history-entry')).at(-1)!;
    await waitFor(() => expect(within(last).getByText('Client rappelé le 16.')).toBeTruthy());
    expect(within(last).getByText('Interne')).toBeTruthy();
  });

  it('shows why the server refuses a step that no longer applies (409)', async () => {
    const seen = await showComplaint(detail(), () => conflict('Cette réclamation a déjà été traitée.'));
    fireEvent.click(screen.getByRole('button', { name: 'Prendre en charge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Note aux deux parties/ }), { target: { value: 'Nous examinons votre demande.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Prendre en charge' }));

    expect(await screen.findByText('Cette réclamation a déjà été traitée.')).toBeTruthy();
    expect(puts(seen)).toEqual([{ url: '/api/admin-panel/complaints/k1', body: { status: 'in_review', note: 'Nous examinons votre demande.' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('complaint steps', () => {
  it('send one step of the workflow each, texts trimmed', () => {
    expect(transitionOf('take_in_review', 'open', { note: '  ' })).toEqual({ status: 'in_review' });
    expect(transitionOf('resolve', 'in_review', { decision_favour: 'none', note: ' Accord. ' })).toEqual({ status: 'resolved', decision_favour: 'none', note: 'Accord.' });
    expect(transitionOf('reject', 'in_review', { note: 'Hors délai' })).toEqual({ status: 'rejected', note: 'Hors délai' });
    expect(transitionOf('internal_note', 'open', { internal_note: 'À suivre' })).toEqual({ status: 'open', internal_note: 'À suivre' });
  });
});
