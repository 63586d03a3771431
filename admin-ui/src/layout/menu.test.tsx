import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../test/fetchStub';
import { renderApp, signInAdmin } from '../test/renderApp';
import { stubScreen } from '../test/screen';
import { adminResources } from '../resources';
import { buildMenu, isViewShown, menuEntryLabel, MENU_GROUP_KEYS } from './menuGroups';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

describe('the side menu (spec §2 "Menus")', () => {
  it('shows the spec’s groups in its order, each with its resources’ lists, and folds a group away', async () => {
    stubScreen('desktop');
    stubFetch(() => undefined);
    await renderApp('/admin/');

    const menu = await screen.findByRole('menu');
    const groups = within(menu)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'));
    expect(groups).toEqual([
      'Médecine',
      'Nationalités',
      'Pays',
      'Villes',
      'Troubles',
      'Spécialisations',
      'Blog',
      'Langues',
      'Objectifs',
      'Citations',
      'Mots-clés',
      'Réclamations',
      'Types de réclamation',
      'Produits numériques',
      "Liste d'attente",
    ]);
    const links = (name: string) =>
      within(within(menu).getByRole('group', { name }))
        .getAllByRole('menuitem')
        .map((item) => [item.getAttribute('aria-label') ?? item.textContent, item.textContent, item.getAttribute('href')]);
    // trashes are reached from their lists, not from the menu
    expect(links('Pays')).toEqual([['Pays', 'Pays', '/admin/countries']]);
    expect(links("Liste d'attente")).toEqual([["Liste d'attente", "Liste d'attente", '/admin/waiting-list']]);
    expect(links('Blog')).toEqual([
      ['Articles de blog', 'Articles de blog', '/admin/blogs'],
      ['Auteurs', 'Auteurs', '/admin/authors'],
    ]);
    // Medicine: consultants, clients, all bookings, the legal texts and the site's settings, in the
    // spec's order, then what the spec's groups do not name.
    expect(links('Médecine').map(([label]) => label)).toEqual([
      'Consultants',
      'Clients',
      'Réservations',
      'Avis',
      'Webinaires',
      'Politiques de confidentialité',
      'Conditions générales',
      'Formulaires de consentement',
      'Pages',
      'Questions fréquentes',
      'Paramètres du site',
      'Codes promo',
      'Demandes de contact',
      'Demandes de kit de démarrage',
      'Abonnés à la lettre d’information',
      'Campagnes de la lettre d’information',
      'Administrateurs',
      'Boîte d’envoi',
      "Journal d'accès",
      'Demandes sur les données',
    ]);
    expect(links('Médecine').filter(([label]) => ['Consultants', 'Clients', 'Demandes de contact', 'Administrateurs', "Journal d'accès"].includes(label as string))).toEqual([
      ['Consultants', 'Consultants', '/admin/consultants'],
      ['Clients', 'Clients', '/admin/clients'],
      ['Demandes de contact', 'Demandes de contact', '/admin/contact-requests'],
      ['Administrateurs', 'Administrateurs', '/admin/admins'],
      ["Journal d'accès", "Journal d'accès", '/admin/audit-logs'],
    ]);

    // each group's title opens and closes it, as react-admin's demo sub-menus do
    // (a group whose one link bears its name is that link alone)
    expect(within(menu).getAllByRole('menuitem', { name: 'Pays' })).toHaveLength(1);
    const toggle = within(menu).getByRole('menuitem', { name: 'Blog', expanded: true });
    expect(toggle.getAttribute('aria-controls')).toBe(within(menu).getByRole('group', { name: 'Blog' }).id);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    await waitFor(() => expect(within(menu).queryByRole('group', { name: 'Blog' })).toBeNull());
    expect(within(menu).queryByRole('menuitem', { name: 'Auteurs' })).toBeNull();
    expect(within(menu).getByRole('group', { name: 'Médecine' })).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Auteurs' })).toBeTruthy());
    vi.unstubAllGlobals();
  });

  it('is built from the resource modules: a new module appears in its group at its rank', () => {
    const waitingList = { name: 'waiting-list-exports', list: () => null, menu: { group: 'user-waiting-list' as const, order: 20 } };
    const before = buildMenu(adminResources);
    expect(before.map((group) => group.key)).toEqual([...MENU_GROUP_KEYS]);
    const lists = (menu: typeof before) => menu.find((group) => group.key === 'user-waiting-list')?.entries.map((entry) => entry.to);
    expect(lists(before)).toEqual(['/waiting-list']);

    const after = buildMenu([waitingList, ...adminResources]);
    expect(lists(after)).toEqual(['/waiting-list', '/waiting-list-exports']);
    // every registered resource with a menu entry is in exactly one group
    const listed = after.flatMap((group) => group.entries.map((entry) => entry.resource));
    expect([...new Set(listed)].sort()).toEqual(
      [...adminResources, waitingList]
        .filter((resource) => resource.menu)
        .map((resource) => resource.name)
        .sort(),
    );
  });

  it('shows a resource’s list views instead of its list: the complaints by consultants and by clients', () => {
    const views = buildMenu(adminResources).find((group) => group.key === 'complaint')!.entries;
    expect(views.map((entry) => [entry.kind, entry.to, menuEntryLabel(entry, (key) => key)])).toEqual([
      ['view', `/complaints?filter=${encodeURIComponent('{"raised_by_role":"consultant"}')}`, 'resources.complaints.views.consultant'],
      ['view', `/complaints?filter=${encodeURIComponent('{"raised_by_role":"client"}')}`, 'resources.complaints.views.client'],
    ]);
    const [byConsultants] = views;
    const filter = (value: unknown) => `?${new URLSearchParams({ filter: JSON.stringify(value) }).toString()}`;
    expect(isViewShown(byConsultants, '/complaints', filter({ raised_by_role: 'consultant', status: ['open'] }))).toBe(true);
    expect(isViewShown(byConsultants, '/complaints', filter({ raised_by_role: 'client' }))).toBe(false);
    expect(isViewShown(byConsultants, '/complaints', '')).toBe(false);
    expect(isViewShown(byConsultants, '/complaints/k1/show', filter({ raised_by_role: 'consultant' }))).toBe(false);
    expect(isViewShown(byConsultants, '/complaints', '?filter=%7Bbroken')).toBe(false);
  });
});
