import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from './newsletter-link-page';
import { createI18n, ensureLanguageLoaded } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render';
import fr from '../../../lib/i18n/locales/fr.json';
import en from '../../../lib/i18n/locales/en.json';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** An instance in English (its translations are a separate chunk). */
async function english() {
  const instance = createI18n('en');
  await ensureLanguageLoaded(instance, 'en');
  return instance;
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const confirmRoute = [{ path: '/newsletter/confirm/:token', element: <NewsletterConfirmPage /> }];
const unsubscribeRoute = [{ path: '/newsletter/unsubscribe/:token', element: <NewsletterUnsubscribePage /> }];

describe('newsletter confirmation page', () => {
  it('confirms nothing on opening: only its button posts the token', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { status: 'confirmed' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(confirmRoute, '/newsletter/confirm/tok-123', createI18n('fr'));
    expect(await screen.findByRole('heading', { level: 1, name: fr.newsletter.confirm.title })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: fr.newsletter.confirm.action }));
    expect(await screen.findByText(fr.newsletter.confirm.done)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/newsletter/confirm');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'tok-123' });
    expect(screen.queryByRole('button', { name: fr.newsletter.confirm.action })).not.toBeInTheDocument();
  });

  it('shows why a used or expired link fails, in the interface language, and the way back to the form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: { status: 400, name: 'NewsletterLinkInvalid', message: 'This link is not (or no longer) valid.' } })),
    );
    renderRoutes(confirmRoute, '/newsletter/confirm/used', await english());
    await userEvent.setup().click(await screen.findByRole('button', { name: en.newsletter.confirm.action }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not (or no longer) valid.');
    expect(screen.getByRole('link', { name: en.newsletter.subscribeAgain })).toHaveAttribute('href', '/#newsletter');
  });
});

describe('newsletter unsubscribe page', () => {
  it('unsubscribes with one button, without signing in', async () => {
    const fetchMock = vi.fn(async () => json(200, { data: { status: 'unsubscribed' } }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(unsubscribeRoute, '/newsletter/unsubscribe/abc%2Ddef', await english());
    expect(await screen.findByRole('heading', { level: 1, name: en.newsletter.unsubscribe.title })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: en.newsletter.unsubscribe.action }));
    expect(await screen.findByRole('status')).toHaveTextContent(en.newsletter.unsubscribe.done);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client/newsletter/unsubscribe');
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc-def' });
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
  });

  it('shows the refusal of an unknown link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: { status: 400, name: 'NewsletterLinkInvalid', message: 'Ce lien n’est pas (ou plus) valable.' } })),
    );
    renderRoutes(unsubscribeRoute, '/newsletter/unsubscribe/nope', createI18n('fr'));
    await userEvent.setup().click(await screen.findByRole('button', { name: fr.newsletter.unsubscribe.action }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien n’est pas (ou plus) valable.');
    expect(screen.getByRole('button', { name: fr.newsletter.unsubscribe.action })).toBeEnabled();
  });
});
