import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../app/router';
import { createI18n, ensureLanguageLoaded, ensureLazyTranslations } from '../../../lib/i18n';
import { sessions } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const list = (data: unknown[]) => json(200, { data, meta: { pagination: { page: 1, pageSize: 1000, pageCount: 1, total: data.length } } });
const consultantUser = { id: 7, email: 'jeanne@example.org', role: 'consultant', display_name: 'Jeanne Martin', approval_status: 'incomplete', active_status: true };
const webSettings = { data: { site_title: 'Sérénité', domain_name: 'x', legal_name: 'Sérénité SAS', web_logo: null, fab_icon: null, social_links: [], locale: 'fr' } };
const emptyBank = Object.fromEntries(
  [
    'bank_name',
    'agency_name',
    'agency_address',
    'swift_bic',
    'account_number',
    'branch_code',
    'iban',
    'control_key',
    'account_holder_name',
    'account_currency',
    'extra_info',
    'payment_currency',
    'tax_number',
    'bank_statement',
  ].map((k) => [k, null]),
);
const address = { country: 'FR', city: 'Paris', house_number: null, street_1: '1 rue de Rivoli', street_2: null, postal_code: '75001' };
const status = {
  approval_status: 'incomplete',
  active_status: true,
  rejection_reason: null,
  submitted_at: null,
  approved_at: null,
  visible_in_search: false,
  sections: [],
  missing_sections: [],
  can_submit: false,
};

/** The interface in `language`, as the language selector switches it. */
async function inLanguage(language: 'fr' | 'en') {
  const i18n = createI18n('fr');
  await ensureLanguageLoaded(i18n, language);
  await i18n.changeLanguage(language);
  await ensureLazyTranslations(i18n);
  return i18n;
}

type Reply = Response | ((init: RequestInit) => Response);

/** Stubs fetch: the web settings and the account always, the rest by "METHOD path" (without the query). */
function stubApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0];
    if (path.endsWith('/web-setting/get-record')) return json(200, webSettings);
    const reply = replies[`${init.method ?? 'GET'} ${path}`];
    if (reply) return typeof reply === 'function' ? reply(init) : reply.clone();
    if (path === '/api/consultant/profile') return json(200, { data: { user: consultantUser, profile: {} } });
    if (path === '/api/consultant/profile/status') return json(200, { data: status });
    if (path.startsWith('/api/client/')) return list([]);
    return json(404, { error: { status: 404, name: 'NotFoundError', message: `no stub for ${init.method ?? 'GET'} ${path}` } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url, init]) => init.method === 'PUT' && String(url) === path);

beforeEach(() => {
  sessions.signIn('consultant', 'consultant.jwt', consultantUser as never);
});

afterEach(() => {
  sessions.signOut('consultant');
  vi.unstubAllGlobals();
});

describe('bank details: the API’s own rules, in the user’s language', () => {
  it.each([
    ['fr', 'Nom de la banque', 'SWIFT / BIC', 'Enregistrer', 'Ce champ est obligatoire.', 'Code SWIFT/BIC invalide (8 ou 11 caractères, ex. BNPAFRPP).'],
    ['en', 'Bank name', 'SWIFT / BIC', 'Save', 'This field is required.', 'Invalid SWIFT/BIC code (8 or 11 characters, e.g. BNPAFRPP).'],
  ] as const)(
    '%s: shows the errors under the fields on submit, focuses the first, sends nothing',
    async (language, bankName, bic, save, required, badBic) => {
      const fetchMock = stubApi({ 'GET /api/consultant/profile/bank': json(200, { data: emptyBank }) });
      renderRoutes(routes, '/consultant/edit-account/bank-detail', await inLanguage(language));
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(new RegExp(`^${bic}`), {}, { timeout: 5000 }), 'BNP');
      await user.click(screen.getByRole('button', { name: save }));

      expect(await screen.findByText(badBic)).toBeInTheDocument();
      expect(screen.getAllByText(required).length).toBeGreaterThan(0);
      expect(screen.getByLabelText(new RegExp(`^${bankName}`))).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(new RegExp(`^${bankName}`))).toHaveFocus();
      expect(puts(fetchMock, '/api/consultant/profile/bank')).toHaveLength(0);
    },
    15_000,
  );

  it('sends the body the API’s schema makes: IBAN and BIC compacted, empty optional fields as null', async () => {
    const fetchMock = stubApi({
      'GET /api/consultant/profile/bank': json(200, {
        data: { ...emptyBank, bank_name: 'Banque', account_holder_name: 'Jeanne Martin', account_currency: 'EUR', payment_currency: 'EUR', tax_number: '0' },
      }),
      'PUT /api/consultant/profile/bank': (init) => json(200, { data: { ...emptyBank, ...JSON.parse(String(init.body)) } }),
    });
    renderRoutes(routes, '/consultant/edit-account/bank-detail');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^SWIFT \/ BIC/, {}, { timeout: 5000 }), 'bnpa fr pp xxx');
    await user.type(screen.getByLabelText(/^IBAN/), 'fr76 3000 6000 0112 3456 7890 189');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(puts(fetchMock, '/api/consultant/profile/bank')).toHaveLength(1));
    expect(JSON.parse(String(puts(fetchMock, '/api/consultant/profile/bank')[0][1].body))).toMatchObject({
      bank_name: 'Banque',
      swift_bic: 'BNPAFRPPXXX',
      iban: 'FR7630006000011234567890189',
      account_number: null,
      tax_number: '0',
    });
    expect(await screen.findByText('Modifications enregistrées.')).toBeInTheDocument();
  });

  it('wants an IBAN or an account number', async () => {
    stubApi({
      'GET /api/consultant/profile/bank': json(200, {
        data: { ...emptyBank, bank_name: 'Banque', swift_bic: 'BNPAFRPP', account_holder_name: 'Jeanne Martin', account_currency: 'EUR', payment_currency: 'EUR', tax_number: '0' },
      }),
    });
    renderRoutes(routes, '/consultant/edit-account/bank-detail');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 5000 }));
    expect(await screen.findByText("Saisissez l'IBAN ou le numéro de compte.")).toBeInTheDocument();
  });
});

describe('address: the API’s field errors', () => {
  it('shows a 400 field error under its field and focuses it', async () => {
    const fetchMock = stubApi({
      'GET /api/consultant/profile/address': json(200, { data: address }),
      'PUT /api/consultant/profile/address': json(400, {
        error: { status: 400, name: 'ValidationError', message: 'Données invalides', details: { fieldErrors: { postal_code: ['Code postal inconnu du service postal.'] } } },
      }),
    });
    renderRoutes(routes, '/consultant/edit-account/address-detail');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 5000 }));
    expect(await screen.findByText('Code postal inconnu du service postal.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code postal/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Code postal/)).toHaveFocus();
    expect(JSON.parse(String(puts(fetchMock, '/api/consultant/profile/address')[0][1].body))).toEqual({ ...address, house_number: null, street_2: null });
  });

  it('checks the postal code for the country in the browser', async () => {
    const fetchMock = stubApi({ 'GET /api/consultant/profile/address': json(200, { data: { ...address, postal_code: '7500' } }) });
    renderRoutes(routes, '/consultant/edit-account/address-detail');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Enregistrer' }, { timeout: 5000 }));
    expect(await screen.findByText('Code postal invalide pour ce pays.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code postal/)).toHaveFocus();
    expect(puts(fetchMock, '/api/consultant/profile/address')).toHaveLength(0);
  });
});

describe('profile detail: a fee in the currency’s units', () => {
  it('refuses more decimals than the currency has', async () => {
    const fetchMock = stubApi({
      'GET /api/consultant/profile/preview': json(200, { data: { display_name: 'Jeanne Martin' } }),
      'GET /api/consultant/profile/detail': json(200, {
        data: {
          bio_fr: 'Praticienne.',
          bio_en: null,
          background_fr: null,
          background_en: null,
          intro_video_url: null,
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
    });
    renderRoutes(routes, '/consultant/edit-account/profile-detail', await inLanguage('en'));
    const user = userEvent.setup();
    const fee = await screen.findByLabelText(/^Fee/, {}, { timeout: 5000 });
    await user.clear(fee);
    await user.type(fee, '45.505');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a valid amount in this currency (e.g. 45.50).')).toBeInTheDocument();
    expect(fee).toHaveFocus();
    expect(puts(fetchMock, '/api/consultant/profile/detail')).toHaveLength(0);
  });
});

describe('degrees: the API’s own rules', () => {
  it('says which fields are missing and that the attachment is required, before sending', async () => {
    const fetchMock = stubApi({ 'GET /api/consultant/education': json(200, { data: [] }) });
    renderRoutes(routes, '/consultant/edit-account/education-detail');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('add-degree', {}, { timeout: 5000 }));
    await user.type(screen.getByLabelText(/^Établissement/), 'Université de Lyon');
    await user.type(screen.getByLabelText(/^Année d’obtention/), '1949');
    await user.click(screen.getByRole('button', { name: 'Ajouter un diplôme' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez un nombre entier d’au moins 1950.')).toBeInTheDocument();
    expect(screen.getByText('Joignez une copie du document.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Diplôme/)).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });
});
