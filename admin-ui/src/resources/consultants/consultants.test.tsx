import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch, type SeenRequest } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import { approveBody, reasonError } from './ReviewActions';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const alice = {
  id: 'p1',
  display_name: 'Alice Martin',
  email: 'alice@example.org',
  user_id: 'u1',
  specializations: ['Naturopathie'],
  approval_status: 'submitted',
  active_status: true,
  createdAt: '2026-03-01T08:00:00.000Z',
  submitted_at: '2026-03-02T08:00:00.000Z',
};
const bruno = {
  ...alice,
  id: 'p2',
  display_name: 'Bruno Petit',
  email: 'bruno@example.org',
  user_id: 'u2',
  specializations: [],
  approval_status: 'incomplete',
  active_status: false,
  submitted_at: null,
};

const file = (id: string, kind: string, name: string) => ({ id, kind, name, mime: 'application/pdf', size: 12_300, created_at: '2026-03-01T08:00:00.000Z', url: `/api/files/${id}` });

/** Alice's review record (contracts/admin `ConsultantReview`). */
const review = {
  id: 'p1',
  display_name: 'Alice Martin',
  approval_status: 'submitted',
  active_status: true,
  rejection_reason: null,
  submitted_at: '2026-03-02T08:00:00.000Z',
  approved_at: null,
  visible_in_search: false,
  sections: [
    { key: 'basic', required: true, complete: true, missing: [] },
    { key: 'certificates', required: false, complete: false, missing: ['certificates'] },
    { key: 'bank', required: true, complete: false, missing: ['iban_or_account_number'] },
  ],
  missing_sections: ['bank'],
  can_submit: false,
  basic: {
    email: 'alice@example.org',
    title: 'Dr',
    gender: 'female',
    given_name: 'Alice',
    family_name: 'Martin',
    last_name: null,
    date_of_birth: '1985-04-12',
    preferred_contact_type: 'whatsapp',
    isd_code: '+33',
    contact_number: '+33612345678',
    whatsapp_number: null,
    alternative_isd_code: null,
    alternative_number: null,
    time_zone: 'Europe/Paris',
    correspondence_language: 'fr',
    languages_spoken: ['fr', 'en'],
    country_of_residence: 'FR',
    nationality: 'french',
    profession: 'Naturopathe',
    country_of_birth: 'FR',
    years_of_experience: 12,
  },
  address: { country: 'FR', city: 'Lyon', house_number: '4', street_1: 'Rue de la République', street_2: null, postal_code: '69002' },
  detail: {
    bio_fr: 'Naturopathe depuis 12 ans.',
    bio_en: null,
    background_fr: null,
    background_en: null,
    intro_video_url: null,
    specializations: ['naturopathy'],
    disorders: ['stress'],
    objectives: [],
    keywords: [],
    languages: ['fr'],
    fee: 6500,
    currency: 'EUR',
    session_duration: 60,
    free_first_consultation: true,
    photo: null,
  },
  bank: {
    bank_name: 'Banque Populaire',
    agency_name: null,
    agency_address: null,
    swift_bic: 'CCBPFRPPLYO',
    account_number: null,
    branch_code: null,
    iban: 'FR7612345678901234567890123',
    control_key: null,
    account_holder_name: 'Alice Martin',
    account_currency: 'EUR',
    extra_info: null,
    payment_currency: 'EUR',
    tax_number: '0',
    bank_statement: file('f4', 'bank-statement', 'rib.pdf'),
  },
  documents: {
    id_number: 'X1234567',
    id_document: file('f1', 'id', 'passeport.pdf'),
    criminal_record: file('f2', 'criminal-record', 'casier.pdf'),
    contract: null,
    bank_statement: file('f4', 'bank-statement', 'rib.pdf'),
    photo: null,
  },
  education: [{ id: 'd1', degree_name: 'Diplôme de naturopathie', school_name: 'CENATHO', graduation_year: 2012, attachment: file('f3', 'degree', 'diplome.pdf') }],
  certificates: [],
  verification_checklist: [
    { kind: 'identity', item: null, label: null, verified_at: '2026-01-10T09:00:00.000Z' },
    { kind: 'degree', item: 'd1', label: 'Diplôme de naturopathie, CENATHO, 2012', verified_at: null },
    { kind: 'criminal_record', item: null, label: null, verified_at: null },
  ],
  timings: {
    time_zone: 'Europe/Paris',
    windows: [{ weekday: 1, start: '09:00', end: '12:00', shift: 'morning' }],
    by_shift: { morning: [], noon: [], afternoon: [], evening: [], night: [] },
    exceptions: [],
  },
};

/**
 * The consultants' API as the back office calls it: the list, Alice's review record, and the review
 * actions (`answer` decides how they are answered; by default the record after the change).
 */
function stubConsultants(answer?: (method: string, url: string, body: unknown) => { status?: number; body?: unknown } | undefined) {
  return stubFetch((method, url, body) => {
    if (method === 'GET' && url.startsWith('/api/admin-panel/consultants?')) {
      const status = listQuery(url).filter.approval_status;
      return listAnswer(
        'consultants',
        [alice, bruno].filter((record) => !status || record.approval_status === status),
      );
    }
    if (method === 'GET' && url === '/api/admin-panel/consultants/p1') return { body: review };
    if (method === 'GET' && url === '/api/files/f1') return { body: { pdf: true }, headers: { 'Content-Disposition': 'attachment; filename="passeport.pdf"' } };
    if (url.startsWith('/api/admin-panel/consultants/p1/')) return answer?.(method, url, body) ?? { body: review };
    return undefined;
  });
}

const actions = (seen: SeenRequest[]) => seen.filter((request) => /\/consultants\/p1\/\w+$/.test(request.url)).map((request) => ({ method: request.method, url: request.url, body: request.body }));

describe('consultants (spec §2 admin "consultant")', () => {
  it('lists the consultants with their review state, newest first, and filters by state with tabs', async () => {
    const seen = stubConsultants();
    await renderApp('/admin/consultants');

    const row = (await screen.findByText('Alice Martin')).closest('tr') as HTMLElement;
    expect(within(row).getByText('alice@example.org')).toBeTruthy();
    expect(within(row).getByText('Naturopathie')).toBeTruthy();
    expect(within(row).getByText('À valider')).toBeTruthy();
    expect(within(screen.getByText('Bruno Petit').closest('tr') as HTMLElement).getByText('Incomplet')).toBeTruthy();
    const first = listQuery(seen.find((request) => request.url.startsWith('/api/admin-panel/consultants?'))!.url);
    expect(first.sort).toEqual(['createdAt', 'DESC']);
    expect(first.range).toEqual([0, 24]);
    expect(screen.getByRole('button', { name: /Exporter/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'À valider' }));
    await waitFor(() => expect(screen.queryByText('Bruno Petit')).toBeNull());
    const last = seen.filter((request) => request.url.startsWith('/api/admin-panel/consultants?')).pop()!;
    expect(listQuery(last.url).filter).toEqual({ approval_status: 'submitted' });
  });

  it('opens the review record with every section, and a private document through the authorized file route', async () => {
    const seen = stubConsultants();
    const opened = { location: { href: '' }, opener: {}, closed: false, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    const createObjectURL = vi.fn(() => 'blob:passeport');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await renderApp('/admin/consultants/p1/show');

    const reviewPart = await screen.findByRole('region', { name: 'Validation' });
    expect(within(reviewPart).getByText('À valider')).toBeTruthy();
    expect(screen.getByText('À compléter : IBAN ou numéro de compte')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Informations de base' }));
    const basic = await screen.findByRole('region', { name: 'Informations de base' });
    expect(within(basic).getByText('Dr')).toBeTruthy();
    expect(within(basic).getByText('Femme')).toBeTruthy();
    expect(within(basic).getByText('Naturopathe')).toBeTruthy();
    // codes named in the admin's language
    expect(within(basic).getAllByText('France')).toHaveLength(2);
    expect(within(basic).getByText('anglais')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Adresse' }));
    expect(within(await screen.findByRole('region', { name: 'Adresse' })).getByText('Rue de la République')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Diplômes' }));
    const degrees = await screen.findByRole('region', { name: 'Diplômes' });
    expect(within(degrees).getByText('Diplôme de naturopathie')).toBeTruthy();
    expect(within(degrees).getByText('2012')).toBeTruthy();
    expect(within(degrees).getByRole('button', { name: 'Ouvrir diplome.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Certificats' }));
    expect(within(await screen.findByRole('region', { name: 'Certificats' })).getByText('Aucun certificat.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Coordonnées bancaires' }));
    const bank = await screen.findByRole('region', { name: 'Coordonnées bancaires' });
    expect(within(bank).getByText('FR7612345678901234567890123')).toBeTruthy();
    expect(within(bank).getByRole('button', { name: 'Ouvrir rib.pdf' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Profil public' }));
    const detail = await screen.findByRole('region', { name: 'Profil public' });
    expect(within(detail).getByText(/65,00\s€/)).toBeTruthy();
    expect(within(detail).getByText('Naturopathe depuis 12 ans.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('X1234567')).toBeTruthy();
    expect(within(documents).getByText('Aucun document')).toBeTruthy();
    fireEvent.click(within(documents).getByRole('button', { name: 'Ouvrir passeport.pdf' }));

    await waitFor(() => expect(opened.location.href).toBe('blob:passeport'));
    const read = seen.find((request) => request.url === '/api/files/f1');
    expect(read?.headers.get('Authorization')).toBe('Bearer jwt-admin');
    expect(opened.opener).toBeNull();
    expect(seen.some((request) => request.url.includes('/uploads/'))).toBe(false);

    // A PDF also shows inline, in a frame named after it.
    const preview = within(documents).getByRole('button', { name: 'Aperçu de passeport.pdf' });
    expect(preview.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(preview);
    const frame = await within(documents).findByTitle('passeport.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('blob:passeport');
    expect(preview.getAttribute('aria-expanded')).toBe('true');
  });

  it('tells the admin when a private document cannot be read', async () => {
    stubConsultants();
    const opened = { location: { href: '' }, opener: {}, closed: false, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => opened),
    );
    await renderApp('/admin/consultants/p1/show/documents');

    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger casier.pdf' }));
    expect(await screen.findByText('Not Found')).toBeTruthy();
    expect(opened.location.href).toBe('');
  });

  it('approves with the checklist of what the consultant provided, sending only the ticked items', async () => {
    const seen = stubConsultants((method) => (method === 'POST' ? { body: { ...review, approval_status: 'approved' } } : undefined));
    await renderApp('/admin/consultants/p1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider le profil de Alice Martin ?' });
    const group = within(dialog).getByRole('group', { name: 'Éléments vérifiés' });
    // Only what Alice provided: no certificate and no contract on file, so none to tick.
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([expect.stringMatching(/^Identité \(pièce d’identité et état civil\) \(vérifié le 10 janv\. 2026/), 'Diplôme : Diplôme de naturopathie, CENATHO, 2012', 'Casier judiciaire']);
    expect(within(group).queryByText(/Contrat|Certificat/)).toBeNull();
    // The identity's check still stands: ticked already.
    const box = (name: RegExp) => within(group).getByRole<HTMLInputElement>('checkbox', { name });
    expect(box(/^Identité/).checked).toBe(true);
    expect(box(/^Diplôme/).checked).toBe(false);
    fireEvent.click(box(/^Diplôme/));
    fireEvent.click(box(/^Casier/));
    fireEvent.click(box(/^Casier/));
    expect(actions(seen)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));

    expect(await screen.findByText('Profil de Alice Martin validé')).toBeTruthy();
    expect(actions(seen)).toEqual([{ method: 'POST', url: '/api/admin-panel/consultants/p1/approve', body: { verified: [{ kind: 'identity' }, { kind: 'degree', item: 'd1' }] } }]);
  });

  it('approves with nothing ticked (no badges) once the admin unticks everything', async () => {
    const seen = stubConsultants((method) => (method === 'POST' ? { body: { ...review, approval_status: 'approved' } } : undefined));
    await renderApp('/admin/consultants/p1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /^Identité/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Profil de Alice Martin validé')).toBeTruthy();
    expect(actions(seen)).toEqual([{ method: 'POST', url: '/api/admin-panel/consultants/p1/approve', body: { verified: [] } }]);
  });

  it('shows the server’s reason when it refuses an approval', async () => {
    stubConsultants(() => ({ status: 409, body: { error: { status: 409, name: 'ProfileIncomplete', message: 'Profil incomplet : coordonnées bancaires.' } } }));
    await renderApp('/admin/consultants/p1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Valider' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Profil incomplet : coordonnées bancaires.')).toBeTruthy();
  });

  it('rejects a profile only with a reason, sent to the server', async () => {
    const seen = stubConsultants((method) => (method === 'POST' ? { body: { ...review, approval_status: 'rejected' } } : undefined));
    await renderApp('/admin/consultants/p1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser le profil de Alice Martin' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText('Indiquez le motif du refus.')).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: /Motif du refus/ });
    fireEvent.change(reason, { target: { value: 'Non' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await within(dialog).findByText('Le motif doit compter au moins 5 caractères.')).toBeTruthy();
    expect(actions(seen)).toEqual([]);

    fireEvent.change(reason, { target: { value: '  Le diplôme joint est illisible.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Profil de Alice Martin refusé')).toBeTruthy();
    expect(actions(seen)).toEqual([{ method: 'POST', url: '/api/admin-panel/consultants/p1/reject', body: { reason: 'Le diplôme joint est illisible.' } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deactivates an active consultant once confirmed', async () => {
    const seen = stubConsultants((method) => (method === 'PUT' ? { body: { ...review, active_status: false } } : undefined));
    await renderApp('/admin/consultants/p1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Désactiver Alice Martin ?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Désactiver' }));

    expect(await screen.findByText('Alice Martin est désactivé')).toBeTruthy();
    expect(actions(seen)).toEqual([{ method: 'PUT', url: '/api/admin-panel/consultants/p1/active', body: { active: false } }]);
  });
});

describe('the body of an approval (contracts/admin ApproveRequest)', () => {
  it('names the ticked items of the checklist, in its order, degrees and certificates by id', () => {
    const checklist: Parameters<typeof approveBody>[0] = [
      { kind: 'identity', item: null, label: null, verified_at: '2026-01-10T09:00:00.000Z' },
      { kind: 'degree', item: 'd1', label: 'Diplôme de naturopathie, CENATHO, 2012', verified_at: null },
      { kind: 'certificate', item: 'c1', label: 'Certificat de réflexologie, Institut Sud, 2016', verified_at: null },
      { kind: 'contract', item: null, label: null, verified_at: null },
    ];
    expect(approveBody(checklist, new Set(['contract', 'certificate:c1', 'identity', 'degree:nope']))).toEqual({
      verified: [{ kind: 'identity' }, { kind: 'certificate', item: 'c1' }, { kind: 'contract' }],
    });
    expect(approveBody(checklist, new Set())).toEqual({ verified: [] });
  });
});

describe('the reason of a rejection (contracts/admin RejectRequest)', () => {
  it('is required, from 5 to 2000 characters once trimmed', () => {
    expect(reasonError('   ')).toBe('resources.consultants.reject.required');
    expect(reasonError(' abcd ')).toBe('resources.consultants.reject.too_short');
    expect(reasonError('abcde')).toBeUndefined();
    expect(reasonError('x'.repeat(2001))).toBe('resources.consultants.reject.too_long');
  });
});

describe('a consultant’s data (docs/privacy.md "Back office")', () => {
  const consents = {
    data: [
      { id: 'k2', kind: 'newsletter', action: 'withdrawn', version: null, source: 'newsletter', at: '2026-03-05T10:00:00.000Z' },
      { id: 'k1', kind: 'terms', action: 'given', version: '4', source: 'registration', at: '2026-03-01T08:00:00.000Z' },
    ],
    current: { terms: true, privacy: true, health_data: false, newsletter: false },
  };

  it('shows the consent history in its own tab', async () => {
    stubConsultants((method, url) => (method === 'GET' && url.endsWith('/consents') ? { body: consents } : undefined));
    await renderApp('/admin/consultants/p1/show');
    fireEvent.click(await screen.findByRole('tab', { name: 'Consentements' }));

    const history = await screen.findByTestId('consent-history');
    const rows = within(history).getAllByTestId('consent-row');
    // the newsletter consent, withdrawn from the newsletter's own link
    expect(within(rows[0]).getAllByText("Lettre d'information")).toHaveLength(2);
    expect(within(rows[0]).getByText('Retiré')).toBeTruthy();
    expect(within(rows[1]).getByText('Conditions générales')).toBeTruthy();
    expect(within(rows[1]).getByText('4')).toBeTruthy();
    expect(within(rows[1]).getByText('Inscription')).toBeTruthy();
    expect(within(within(history).getByTestId('consent-current-terms')).getByText('Donné')).toBeTruthy();
    expect(within(within(history).getByTestId('consent-current-newsletter')).getByText('Non donné')).toBeTruthy();
  });

  it('exports the consultant’s data as the ZIP, with the admin’s token', async () => {
    const seen = stubConsultants((method, url) =>
      method === 'GET' && url.endsWith('/export')
        ? { body: 'PK', headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="alice-martin-2026-03-12.zip"' } }
        : undefined,
    );
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderApp('/admin/consultants/p1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Exporter les données' }));
    expect(await screen.findByText('Données de Alice Martin téléchargées')).toBeTruthy();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('alice-martin-2026-03-12.zip');
    const exported = seen.find((request) => request.url === '/api/admin-panel/consultants/p1/export')!;
    expect(exported.headers.get('Authorization')).toBe('Bearer jwt-admin');
    click.mockRestore();
  });

  it('erases the account once confirmed, irreversible, and goes back to the list', async () => {
    const seen = stubConsultants((method, url) => (method === 'POST' && url.endsWith('/erasure') ? { body: { data: { status: 'completed', cancelled_bookings: 2 } } } : undefined));
    await renderApp('/admin/consultants/p1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Effacer le compte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer le compte de Alice Martin ?' });
    expect(within(dialog).getByText(/C'est irréversible/)).toBeTruthy();
    expect(seen.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Effacer définitivement' }));

    expect(await screen.findByText('Compte de Alice Martin effacé, 2 réservations à venir annulées')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/consultants'));
    expect(seen.filter((request) => request.method === 'POST').map(({ url, body }) => ({ url, body }))).toEqual([{ url: '/api/admin-panel/consultants/p1/erasure', body: {} }]);
  });
});
