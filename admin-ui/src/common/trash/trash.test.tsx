import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch, type SeenRequest } from '../../test/fetchStub';
import { stubScreen } from '../../test/screen';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const trashed = (id: string, fr: string, en: string) => ({ id, name: { fr, en }, slug: en.toLowerCase(), deletedAt: '2026-03-12T08:30:00.000Z' });
const migraine = trashed('d1', 'Migraine', 'Migraine');
const insomnie = trashed('d2', 'Insomnie', 'Insomnia');
const stress = trashed('d3', 'Stress', 'Stress');

/** 409 `InUse` as the server answers a permanent delete of a value live records still use. */
const inUse = (count: number) => ({
  status: 409,
  body: { error: { status: 409, name: 'InUse', message: `Suppression définitive impossible : ${count} enregistrement(s) l’utilisent encore.`, details: { count } } },
});

/**
 * The disorders' trash: the listed records, and how the server answers restores and permanent deletes
 * (`accept` by id; any other id is refused as in use by 3 profiles).
 */
function stubTrash(records: object[], accept: string[]) {
  return stubFetch((method, url) => {
    if (method === 'GET' && url.startsWith('/api/admin-panel/disorders?')) return listAnswer('disorders', listQuery(url).filter.trashed ? records : []);
    const action = /^\/api\/admin-panel\/disorders\/(\w+)\/(restore|permanent)$/.exec(url);
    if (action && ((method === 'POST' && action[2] === 'restore') || (method === 'DELETE' && action[2] === 'permanent'))) {
      return accept.includes(action[1]) ? { body: records.find((record) => (record as { id: string }).id === action[1]) } : inUse(3);
    }
    return undefined;
  });
}

const calls = (seen: SeenRequest[], method: string, suffix: string) => seen.filter((request) => request.method === method && request.url.endsWith(suffix)).map((request) => request.url);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
/** A button of the selection's toolbar (not of a row). */
const bulkButton = (name: string) => screen.getAllByRole('button', { name }).find((button) => !button.closest('tr')) as HTMLElement;

describe('the trash of a resource (spec §4 "live view and trash view"; DESIGN §4)', () => {
  it('lists the trashed records with the date they went there, and restores one', async () => {
    const seen = stubTrash([migraine, insomnie], ['d1']);
    await renderApp('/admin/disorders/trash');

    const row = await rowOf('Migraine');
    expect(document.title).toBe('Corbeille : Troubles · Back-office');
    expect(within(row).getByText(/2026/)).toBeTruthy();
    const list = seen.find((request) => request.url.startsWith('/api/admin-panel/disorders?'));
    expect(listQuery(list!.url).filter).toEqual({ trashed: true });

    fireEvent.click(within(row).getByRole('button', { name: 'Restaurer' }));
    expect(await screen.findByText('Élément restauré')).toBeTruthy();
    expect(calls(seen, 'POST', '/restore')).toEqual(['/api/admin-panel/disorders/d1/restore']);
    // the list is read again once the record has left the trash
    await waitFor(() => expect(seen.filter((request) => request.url.startsWith('/api/admin-panel/disorders?')).length).toBeGreaterThan(1));
  });

  it('deletes a record for good once the admin confirms', async () => {
    const seen = stubTrash([migraine, insomnie], ['d1']);
    await renderApp('/admin/disorders/trash');

    fireEvent.click(within(await rowOf('Migraine')).getByRole('button', { name: 'Supprimer définitivement' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supprimer définitivement « Migraine » ?')).toBeTruthy();
    expect(calls(seen, 'DELETE', '/permanent')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await screen.findByText('Élément supprimé définitivement')).toBeTruthy();
    expect(calls(seen, 'DELETE', '/permanent')).toEqual(['/api/admin-panel/disorders/d1/permanent']);
  });

  it('shows why the server refuses to delete for good a record still in use (409 InUse)', async () => {
    const seen = stubTrash([migraine, insomnie], ['d1']);
    await renderApp('/admin/disorders/trash');

    fireEvent.click(within(await rowOf('Insomnie')).getByRole('button', { name: 'Supprimer définitivement' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await screen.findByText('Suppression définitive impossible : 3 enregistrement(s) l’utilisent encore.')).toBeTruthy();
    expect(calls(seen, 'DELETE', '/permanent')).toEqual(['/api/admin-panel/disorders/d2/permanent']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Insomnie')).toBeTruthy();
  });

  it('restores a selection, and deletes a selection for good reporting the records in use', async () => {
    const seen = stubTrash([migraine, insomnie, stress], ['d1', 'd3']);
    await renderApp('/admin/disorders/trash');

    await rowOf('Migraine');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tout sélectionner' }));
    expect(await screen.findByText('3 sélectionnés')).toBeTruthy();
    fireEvent.click(bulkButton('Supprimer définitivement'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supprimer définitivement 3 éléments ?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));

    expect(await screen.findByText('Supprimés définitivement : 2. Refusé : 1 — Suppression définitive impossible : 3 enregistrement(s) l’utilisent encore.')).toBeTruthy();
    expect(calls(seen, 'DELETE', '/permanent')).toEqual(['/api/admin-panel/disorders/d1/permanent', '/api/admin-panel/disorders/d2/permanent', '/api/admin-panel/disorders/d3/permanent']);
    // the refused record stays selected
    expect(await screen.findByText('1 sélectionné')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(bulkButton('Restaurer'));
    await waitFor(() => expect(calls(seen, 'POST', '/restore')).toEqual(['/api/admin-panel/disorders/d2/restore']));
  });

  it('is a simple list of the records’ names on a phone, as the live list is, with the date and the buttons under each', async () => {
    stubScreen('phone');
    const seen = stubTrash([migraine, insomnie], ['d2']);
    await renderApp('/admin/disorders/trash');

    const line = (await screen.findByText('Migraine')).closest('li') as HTMLElement;
    expect(document.querySelector('table')).toBeNull();
    expect(within(line).getByText(/^Mis à la corbeille le .*2026/)).toBeTruthy();
    expect(within(line).queryByRole('link')).toBeNull();
    const other = screen.getByText('Insomnie').closest('li') as HTMLElement;
    fireEvent.click(within(other).getByRole('button', { name: 'Restaurer' }));
    expect(await screen.findByText('Élément restauré')).toBeTruthy();
    expect(calls(seen, 'POST', '/restore')).toEqual(['/api/admin-panel/disorders/d2/restore']);

    fireEvent.click(within(line).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(within(await screen.findByRole('dialog')).getByText('Supprimer définitivement « Migraine » ?')).toBeTruthy();
  });
});
