import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WaitingListPage } from './waiting-list-page';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';

const countries = [
  { id: 'c1', slug: 'belgium', code: 'BE', isd_code: '+32', name: 'Belgique' },
  { id: 'c2', slug: 'france', code: 'FR', isd_code: '+33', name: 'France' },
];
const specializations = [
  { id: 's1', slug: 'ayurveda', name: 'Ayurvéda' },
  { id: 's2', slug: 'naturopathy', name: 'Naturopathie' },
];
const list = (data: unknown[]) => ({ data, meta: { pagination: { page: 1, pageSize: 1000, pageCount: 1, total: data.length } } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The reference lists, and `join` as the answer to the form's POST. */
function stubApi(join: () => Response) {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://test').pathname;
      if (init.method === 'POST') {
        posts.push({ url: path, body: JSON.parse(String(init.body)) });
        return join();
      }
      if (path.endsWith('/countries')) return json(list(countries));
      if (path.endsWith('/specializations')) return json(list(specializations));
      return json(list([]));
    }),
  );
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = [{ path: '/waiting-list', element: <WaitingListPage /> }];

describe('waiting list page', () => {
  it('is prefilled from its address: role, specialization and country', async () => {
    stubApi(() => json({}));
    renderRoutes(routes, '/waiting-list?role=client&specialization=naturopathy&country=fr', createI18n('fr'));
    await waitFor(() => expect(screen.getByLabelText(/^Spécialité/)).toHaveValue('Naturopathie'));
    expect(screen.getByLabelText(/^Pays/)).toHaveValue('France');
    expect(screen.getByRole('radio', { name: 'Je cherche un expert' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Je suis praticien/ })).not.toBeChecked();
  });

  it('checks the fields in the browser without calling the API', async () => {
    const posts = stubApi(() => json({}));
    renderRoutes(routes, '/waiting-list', createI18n('fr'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'M’inscrire sur la liste d’attente' }));
    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(5);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(posts).toEqual([]);
  });

  it('sends the request in the interface language and puts the API field errors under the fields', async () => {
    const posts = stubApi(() =>
      json({ error: { status: 400, name: 'ValidationError', message: 'Some fields are invalid.', details: { fieldErrors: { specialization: ['Choose a specialization from the list.'] } } } }, 400),
    );
    const en = createI18n('en');
    await ensureLanguageLoaded(en, 'en');
    renderRoutes(routes, '/waiting-list?role=consultant&specialization=ayurveda&country=BE', en);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Specialization/)).toHaveValue('Ayurvéda'));
    await user.type(screen.getByLabelText(/^Name/), 'Inès Lefèvre');
    await user.type(screen.getByLabelText(/^E-mail address/), 'Ines@Example.org');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));

    expect(await screen.findByText('Choose a specialization from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Specialization/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([
      { url: '/api/client/waiting-list', body: { role: 'consultant', name: 'Inès Lefèvre', email: 'ines@example.org', country: 'BE', specialization: 'ayurveda', locale: 'en' } },
    ]);
  });

  it('shows the confirmation in place of the form', async () => {
    stubApi(() => json({ data: { message: 'Merci ! Votre inscription sur la liste d’attente est enregistrée.' } }, 201));
    renderRoutes(routes, '/waiting-list?role=client&specialization=ayurveda&country=BE', createI18n('fr'));
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText(/^Pays/)).toHaveValue('Belgique'));
    await user.type(screen.getByLabelText(/^Nom/), 'Camille');
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.org');
    await user.click(screen.getByRole('button', { name: 'M’inscrire sur la liste d’attente' }));
    const done = await screen.findByTestId('waiting-list-done');
    expect(within(done).getByRole('status')).toHaveTextContent('Merci ! Votre inscription sur la liste d’attente est enregistrée.');
    expect(screen.queryByTestId('waiting-list-form')).toBeNull();
    expect(within(done).getByRole('link', { name: 'Voir nos experts' })).toHaveAttribute('href', '/our-experts');
  });
});
