import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { createSessionStore, isLoggedIn, SESSION_STORAGE_KEYS, useSession, type SessionStorageLike, type SessionUser } from './session';

function fakeStorage(initial: Record<string, string> = {}): SessionStorageLike & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key] : null),
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

const client: SessionUser = { id: 7, email: 'ana@example.org', role: 'client', display_name: 'Ana Lima', correspondence_language: 'fr' };
const consultant: SessionUser = { id: 9, email: 'dev@example.org', role: 'consultant', display_name: 'Dev Rao', approval_status: 'approved', active_status: true };

afterEach(() => {
  window.localStorage.clear();
});

describe('logged-in rule (spec §4)', () => {
  it('needs a non-empty Token and status true', () => {
    expect(isLoggedIn({ Token: 'jwt', status: true })).toBe(true);
    expect(isLoggedIn({ Token: '', status: true })).toBe(false);
    expect(isLoggedIn({ Token: '   ', status: true })).toBe(false);
    expect(isLoggedIn({ Token: 'jwt', status: false })).toBe(false);
    expect(isLoggedIn({ Token: 'jwt', status: 'true' as unknown as boolean })).toBe(false);
    expect(isLoggedIn({ status: true })).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
});

describe('session persistence (spec §3, §4; docs/api-auth.md "Web sessions")', () => {
  it('saves each role under its own key on every change and restores it on load', () => {
    const storage = fakeStorage();
    const store = createSessionStore(storage);
    store.signIn('client', 'client.jwt', client);
    expect(JSON.parse(storage.data.clientSession)).toEqual({ Token: 'client.jwt', status: true, user: client });

    store.signIn('consultant', 'consultant.jwt', consultant);
    expect(JSON.parse(storage.data.consultantSession)).toMatchObject({ Token: 'consultant.jwt', status: true, verified_status: true, active_status: true });

    store.updateUser('consultant', { ...consultant, approval_status: 'submitted', active_status: false });
    expect(JSON.parse(storage.data.consultantSession)).toMatchObject({ Token: 'consultant.jwt', verified_status: false, active_status: false });

    const restored = createSessionStore(storage);
    expect(restored.get('client')).toEqual({ Token: 'client.jwt', status: true, user: client });
    expect(isLoggedIn(restored.get('consultant'))).toBe(true);
    expect(restored.get('consultant').user?.approval_status).toBe('submitted');
    expect(isLoggedIn(restored.get('admin'))).toBe(false);
  });

  it('restores a session written by the back office and keeps its other keys', () => {
    const storage = fakeStorage({ adminSession: JSON.stringify({ Token: 'admin.jwt', status: true, user: { email: 'a@x.org', display_name: 'Admin' }, extra: 1 }) });
    const store = createSessionStore(storage);
    expect(isLoggedIn(store.get('admin'))).toBe(true);
    expect(store.get('admin').extra).toBe(1);
  });

  it('treats unreadable or incomplete entries as signed out', () => {
    const store = createSessionStore(fakeStorage({ clientSession: '{not json', consultantSession: JSON.stringify({ Token: 'x' }), adminSession: '"text"' }));
    for (const role of ['client', 'consultant', 'admin'] as const) expect(isLoggedIn(store.get(role))).toBe(false);
  });

  it('logging out clears only that role', () => {
    const storage = fakeStorage();
    const store = createSessionStore(storage);
    store.signIn('client', 'c', client);
    store.signIn('consultant', 'k', consultant);
    expect(store.signOut('consultant')).toBe(true);
    expect(storage.data).not.toHaveProperty(SESSION_STORAGE_KEYS.consultant);
    expect(storage.data).toHaveProperty('clientSession');
    expect(isLoggedIn(store.get('client'))).toBe(true);
    expect(store.signOut('consultant')).toBe(false);
  });

  it('expires a session only for the token the API refused', () => {
    const store = createSessionStore(fakeStorage());
    store.signIn('client', 'old', client);
    store.signIn('client', 'new', client);
    expect(store.expire('client', 'old')).toBe(false);
    expect(isLoggedIn(store.get('client'))).toBe(true);
    expect(store.expire('client', 'new')).toBe(true);
    expect(isLoggedIn(store.get('client'))).toBe(false);
  });

  it('picks up changes made in another tab', () => {
    const storage = fakeStorage();
    const store = createSessionStore(storage);
    storage.data.clientSession = JSON.stringify({ Token: 'other-tab', status: true });
    store.reload();
    expect(store.get('client').Token).toBe('other-tab');
  });

  it('useSession re-renders on change', () => {
    const store = createSessionStore(fakeStorage());
    const { result } = renderHook(() => useSession('client', store));
    expect(isLoggedIn(result.current)).toBe(false);
    act(() => {
      store.signIn('client', 'jwt', client);
    });
    expect(result.current.user?.display_name).toBe('Ana Lima');
    act(() => {
      store.signOut('client');
    });
    expect(isLoggedIn(result.current)).toBe(false);
  });
});
