import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { SignUpPage } from './sign-up-page';
import { createI18n, ensureLazyTranslations } from '../../../lib/i18n';
import { isLoggedIn, sessions } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const apiError = (status: number, name: string, message: string, details?: Record<string, unknown>) => json(status, { error: { status, name, message, details } });
const list = (data: unknown[]) => json(200, { data, meta: { pagination: { page: 1, pageSize: 1000, pageCount: 1, total: data.length } } });

const countries = [
  { id: 'c1', slug: 'canada', code: 'CA', isd_code: '+1', name: 'Canada', locale: 'fr' },
  { id: 'c2', slug: 'france', code: 'FR', isd_code: '+33', name: 'France', locale: 'fr' },
  { id: 'c3', slug: 'inde', code: 'IN', isd_code: '+91', name: 'Inde', locale: 'fr' },
];
const languages = [
  { id: 'l1', slug: 'en', code: 'en', name: 'Anglais', locale: 'fr' },
  { id: 'l2', slug: 'fr', code: 'fr', name: 'Français', locale: 'fr' },
];
const nationalities = [
  { id: 'n1', slug: 'francaise', name: 'Française', country_code: 'FR', locale: 'fr' },
  { id: 'n2', slug: 'indienne', name: 'Indienne', country_code: 'IN', locale: 'fr' },
];

type Reply = Response | (() => Response);

/**
 * Stubs fetch at the HTTP boundary: `replies` by "METHOD path" (path without the query), each a
 * response or a list answered in turn (the last one repeats); reference lists always answer.
 */
function stubApi(replies: Record<string, Reply | Reply[]>) {
  const queues = new Map(Object.entries(replies).map(([key, value]) => [key, Array.isArray(value) ? [...value] : [value]]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).split('?')[0];
    if (path === '/api/client/countries') return list(countries);
    if (path === '/api/client/languages') return list(languages);
    if (path === '/api/client/nationalities') return list(nationalities);
    const queue = queues.get(`${init.method ?? 'GET'} ${path}`);
    if (!queue || queue.length === 0) return apiError(404, 'NotFoundError', `no stub for ${path}`);
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    return typeof next === 'function' ? next() : next.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubApi>, path: string) => {
  const call = fetchMock.mock.calls.filter(([url]) => String(url) === path).at(-1) as unknown as [string, RequestInit] | undefined;
  return call ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
};

let i18n: I18n;

beforeEach(async () => {
  i18n = createI18n('fr');
  await ensureLazyTranslations(i18n);
});

afterEach(() => {
  sessions.signOut('client');
  sessions.signOut('consultant');
  vi.unstubAllGlobals();
});

function renderSignUp(role = 'client') {
  return renderRoutes(
    [
      { path: '/public/:role/sign-up', element: <SignUpPage /> },
      { path: '/client/dashboard', element: <p>client dashboard</p> },
    ],
    `/public/${role}/sign-up`,
    i18n,
  );
}

async function verifyEmail(user: UserEvent, email = 'ana@example.org') {
  await user.type(screen.getByLabelText(/^Adresse e-mail/), email);
  await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));
  await user.type(await screen.findByLabelText(/^Code de vérification/), '123456');
  await user.click(screen.getByRole('button', { name: 'Vérifier' }));
  await screen.findByTestId('person-step');
}

async function pick(user: UserEvent, label: RegExp, typed: string, option: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  await user.type(input, typed);
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

async function fillPerson(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText(/^Civilité/), 'Ms');
  await user.selectOptions(screen.getByLabelText(/^Genre/), 'not_disclosing');
  await user.type(screen.getByLabelText(/^Prénom/), 'Ana');
  await user.type(screen.getByLabelText(/^Nom de famille/), 'Lima');
  fireEvent.change(screen.getByLabelText(/^Date de naissance/), { target: { value: '1990-05-17' } });
  await user.selectOptions(screen.getByLabelText(/^Moyen de contact préféré/), 'email');
  await pick(user, /^Pays de résidence/, 'Fra', 'France');
  // The country of residence filled in the ISD code.
  expect(screen.getByLabelText(/^Indicatif \*/)).toHaveValue('+33 · France');
  await user.type(screen.getByLabelText(/^Numéro de téléphone/), '612345678');
  await pick(user, /^Langues parlées/, 'Fran', 'Français');
  await pick(user, /^Nationalité/, 'Fran', 'Française');
}

describe('sign-up, e-mail step (docs/api-auth.md auth/otp)', () => {
  it('shows the API messages: code sent, wrong code with attempts left, locked; resend waits', async () => {
    const fetchMock = stubApi({
      'POST /api/client/auth/otp': json(200, { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/otp/verify': [
        apiError(400, 'OtpInvalid', 'Code incorrect. Il vous reste 4 essai(s).', { attempts_left: 4 }),
        apiError(400, 'OtpLocked', "Trop d'essais pour ce code. Demandez un nouveau code."),
      ],
    });
    renderSignUp();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/client/auth/otp', expect.anything());

    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    expect(await screen.findByTestId('otp-message')).toHaveTextContent('Un code à 6 chiffres a été envoyé à ana@example.org. Il est valable 10 minutes.');
    expect(bodyOf(fetchMock, '/api/client/auth/otp')).toEqual({ email: 'ana@example.org' });
    const resend = screen.getByTestId('otp-resend');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(/Renvoyer le code \((60|59) s\)/);

    await user.type(screen.getByLabelText(/^Code de vérification/), '111111');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Code incorrect. Il vous reste 4 essai(s).')).toBeInTheDocument();
    expect(screen.getByText('Il vous reste 4 essais.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText("Trop d'essais pour ce code. Demandez un nouveau code.")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code de vérification/)).toBeDisabled();
    expect(screen.getByText('Demandez un nouveau code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vérifier' })).toBeDisabled();
    expect(bodyOf(fetchMock, '/api/client/auth/otp/verify')).toEqual({ email: 'ana@example.org', code: '111111' });
  });

  it('shows the expired message and the 429 message of the API', async () => {
    stubApi({
      'POST /api/client/auth/otp': [
        json(200, { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 0 } }),
        apiError(429, 'TooManyRequestsError', 'Trop de demandes. Réessayez plus tard.', { retry_after_seconds: 120 }),
      ],
      'POST /api/client/auth/otp/verify': apiError(400, 'OtpExpired', "Ce code a expiré ou n'existe pas. Demandez un nouveau code."),
    });
    renderSignUp();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));
    await user.type(await screen.findByLabelText(/^Code de vérification/), '222222');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByTestId('otp-message')).toHaveTextContent("Ce code a expiré ou n'existe pas.");

    await user.click(screen.getByTestId('otp-resend'));
    expect(await screen.findByText('Trop de demandes. Réessayez plus tard.')).toBeInTheDocument();
    expect(screen.getByTestId('otp-resend')).toBeDisabled();
    expect(screen.getByTestId('otp-resend')).toHaveTextContent(/\((120|119) s\)/);
  });
});

// Filling the whole form with user events takes a few seconds under jsdom.
describe('sign-up, person and password steps', () => {
  it('registers, stores the session and opens the dashboard; the phone code sent by e-mail is said so', async () => {
    const fetchMock = stubApi({
      'POST /api/client/auth/otp': json(200, { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/otp/verify': json(200, { data: { verified: true } }),
      'POST /api/client/auth/mobile-otp': json(200, { data: { sent: true, channel: 'email', expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/mobile-otp/verify': json(200, { data: { verified: true } }),
      'POST /api/client/auth/register': json(201, { jwt: 'new.jwt', user: { id: 12, email: 'ana@example.org', role: 'client', display_name: 'Ana Lima', correspondence_language: 'fr' } }),
    });
    const { router } = renderSignUp();
    const user = userEvent.setup();
    await verifyEmail(user);
    expect(screen.getByLabelText(/^Langue de correspondance/)).toHaveValue('fr');
    await fillPerson(user);

    const mobile = screen.getByTestId('mobile-verification');
    await user.click(within(mobile).getByRole('button', { name: 'Vérifier mon numéro' }));
    expect(await screen.findByTestId('mobile-otp-channel')).toHaveTextContent(
      'L’envoi de SMS n’est pas disponible : le code de vérification de votre numéro a été envoyé par e-mail à ana@example.org.',
    );
    expect(bodyOf(fetchMock, '/api/client/auth/mobile-otp')).toEqual({ email: 'ana@example.org', isd_code: '+33', contact_number: '612345678' });
    await user.type(screen.getByLabelText(/^Code reçu/), '654321');
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByTestId('mobile-verified')).toHaveTextContent('Numéro vérifié');

    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByTestId('password-step');
    await user.type(screen.getByLabelText(/^Mot de passe \*/), 'Wellness-2026');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'Wellness-2026');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findAllByText('Vous devez accepter ce document pour continuer.')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: /conditions générales/ })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'conditions générales' })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/privacy-policy');

    await user.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByText('client dashboard');
    expect(router.state.location.pathname).toBe('/client/dashboard');
    expect(isLoggedIn(sessions.get('client'))).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('clientSession') ?? '{}')).toMatchObject({ Token: 'new.jwt', status: true });
    expect(bodyOf(fetchMock, '/api/client/auth/register')).toEqual({
      email: 'ana@example.org',
      password: 'Wellness-2026',
      acceptTerms: true,
      acceptPrivacy: true,
      title: 'Ms',
      gender: 'not_disclosing',
      family_name: 'Lima',
      given_name: 'Ana',
      date_of_birth: '1990-05-17',
      preferred_contact_type: 'email',
      isd_code: '+33',
      contact_number: '612345678',
      time_zone: expect.any(String),
      correspondence_language: 'fr',
      languages_spoken: ['fr'],
      country_of_residence: 'FR',
      nationality: 'francaise',
    });
  });

  it('brings a client who came from an expert’s page with a chosen slot back there (the address keeps it through every step)', async () => {
    stubApi({
      'POST /api/client/auth/otp': json(200, { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/otp/verify': json(200, { data: { verified: true } }),
      'POST /api/client/auth/register': json(201, { jwt: 'new.jwt', user: { id: 13, email: 'ana@example.org', role: 'client', display_name: 'Ana Lima', correspondence_language: 'fr' } }),
    });
    const back = '/our-experts/details/c1?start=2026-12-07T09%3A00%3A00.000Z';
    const { router } = renderRoutes(
      [
        { path: '/public/:role/sign-up', element: <SignUpPage /> },
        { path: '/our-experts/details/:id', element: <p>expert page</p> },
      ],
      `/public/client/sign-up?${new URLSearchParams({ redirect: back }).toString()}`,
      i18n,
    );
    const user = userEvent.setup();
    await verifyEmail(user);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByTestId('password-step');
    await user.type(screen.getByLabelText(/^Mot de passe \*/), 'Wellness-2026');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'Wellness-2026');
    await user.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    await screen.findByText('expert page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
  });

  it('checks the person fields in the browser first', async () => {
    stubApi({
      'POST /api/client/auth/otp': json(200, { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/otp/verify': json(200, { data: { verified: true } }),
    });
    renderSignUp();
    const user = userEvent.setup();
    await verifyEmail(user);
    await user.type(screen.getByLabelText(/^Numéro de téléphone/), '12');
    fireEvent.change(screen.getByLabelText(/^Date de naissance/), { target: { value: '2020-01-01' } });
    await user.type(screen.getByLabelText(/^Numéro WhatsApp/), '0612');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    // The API's own rules and messages (validation.*), the first field in error focused.
    const describedBy = (label: RegExp) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '');
    expect(await screen.findByText("L'âge doit être compris entre 16 et 120 ans.")).toBeInTheDocument();
    expect(describedBy(/^Indicatif \*/)).toHaveTextContent('Ce champ est obligatoire.');
    expect(describedBy(/^Numéro WhatsApp/)).toHaveTextContent('Saisissez un numéro de téléphone valide au format international (+33…).');
    expect(describedBy(/^Langues parlées/)).toHaveTextContent('Ce champ est obligatoire.');
    expect(screen.getByLabelText(/^Prénom/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Civilité/)).toHaveFocus();
    expect(screen.getByTestId('person-step')).toBeInTheDocument();
  });

  it('shows the API field errors under the fields, on the step where they are', async () => {
    stubApi({
      'POST /api/client/auth/otp': json(200, { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/otp/verify': json(200, { data: { verified: true } }),
      'POST /api/client/auth/register': apiError(400, 'ValidationError', 'Données invalides', {
        fieldErrors: { given_name: ['Ce prénom est refusé.'], password: ['Ce mot de passe est trop courant.'] },
      }),
    });
    renderSignUp();
    const user = userEvent.setup();
    await verifyEmail(user);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByTestId('password-step');
    await user.type(screen.getByLabelText(/^Mot de passe \*/), 'Wellness-2026');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'Wellness-2026');
    await user.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    // Back on the person step, the error under "Prénom".
    const givenName = await screen.findByLabelText(/^Prénom/);
    expect(givenName).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(givenName.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Ce prénom est refusé.');
    expect(screen.getByTestId('sign-up-stepper')).toHaveAttribute('data-step', 'person');

    await user.type(givenName, 'a');
    expect(screen.queryByText('Ce prénom est refusé.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    const password = await screen.findByLabelText(/^Mot de passe \*/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')).toHaveTextContent('Ce mot de passe est trop courant.');
  });

  it('goes back to the e-mail step with the message when the API answers OtpRequired', async () => {
    stubApi({
      'POST /api/client/auth/otp': json(200, { data: { sent: true, expires_in_minutes: 10, resend_after_seconds: 60 } }),
      'POST /api/client/auth/otp/verify': json(200, { data: { verified: true } }),
      'POST /api/client/auth/register': apiError(400, 'OtpRequired', 'Veuillez vérifier le code reçu par e-mail avant de continuer.'),
    });
    renderSignUp();
    const user = userEvent.setup();
    await verifyEmail(user);
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.type(await screen.findByLabelText(/^Mot de passe \*/), 'Wellness-2026');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'Wellness-2026');
    await user.click(screen.getByRole('checkbox', { name: /conditions générales/ }));
    await user.click(screen.getByRole('checkbox', { name: /politique de confidentialité/ }));
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));

    expect(await screen.findByTestId('email-step-notice')).toHaveTextContent('Veuillez vérifier le code reçu par e-mail avant de continuer.');
    expect(screen.getByTestId('sign-up-stepper')).toHaveAttribute('data-step', 'email');
    expect(screen.getByRole('button', { name: 'Recevoir un code' })).toBeInTheDocument();
    await waitFor(() => expect(isLoggedIn(sessions.get('client'))).toBe(false));
  });

  it('is not offered to admins', async () => {
    stubApi({});
    renderSignUp('admin');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
