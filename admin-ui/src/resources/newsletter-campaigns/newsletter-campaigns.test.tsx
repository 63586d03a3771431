import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { clock } from '../../lib/clock';
import { stubFetch } from '../../test/fetchStub';
import { listAnswer, listQuery, renderApp, signInAdmin } from '../../test/renderApp';
import type { NewsletterCampaign } from './status';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const API = '/api/admin-panel/newsletter-campaigns';

const draft: NewsletterCampaign = {
  id: 'c1',
  subject: { fr: 'Nouvelles de mai', en: null },
  body: { fr: 'Bonjour **à tous**', en: null },
  status: 'draft',
  send_at: null,
  recipients: null,
  sent_by: null,
  finished_at: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  updatedAt: '2026-03-10T09:00:00.000Z',
  counts: { queued: 0, sent: 0, failed: 0, unsubscribed: 0 },
};
const sent: NewsletterCampaign = {
  ...draft,
  id: 'c2',
  subject: { fr: 'Lettre d’avril', en: 'April letter' },
  body: { fr: 'Bonjour', en: 'Hello' },
  status: 'sent',
  send_at: '2026-03-01T09:00:00.000Z',
  recipients: 120,
  sent_by: 'lea.martin@example.org',
  finished_at: '2026-03-01T11:00:00.000Z',
  counts: { queued: 0, sent: 117, failed: 1, unsubscribed: 2 },
};

/** The preview the server answers for `campaign`: the French e-mail for both when it has no English side. */
function previewOf(subject: { fr: string; en?: string | null }) {
  const mail = (locale: 'fr' | 'en') => ({
    content_locale: locale,
    subject: `${locale === 'en' ? subject.en : subject.fr} — Ayuvie`,
    html: `<!DOCTYPE html><html lang="${locale}"><body><p>${locale === 'en' ? subject.en : subject.fr}</p></body></html>`,
    text: String(locale === 'en' ? subject.en : subject.fr),
  });
  return { fr: mail('fr'), en: subject.en ? mail('en') : mail('fr') };
}

/** Routes of one campaign's page; `current()` is the record the server holds. */
function campaignRoutes(current: () => NewsletterCampaign, actions: (method: string, url: string, body: unknown) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch((method, url, body) => {
    const acted = actions(method, url, body);
    if (acted) return acted;
    if (method === 'GET' && url === `${API}/${current().id}`) return { body: current() };
    if (method === 'POST' && url === `${API}/preview`) return { body: previewOf((body as { subject: { fr: string; en?: string | null } }).subject) };
    if (method === 'GET' && url.startsWith(`${API}?`)) return listAnswer('newsletter-campaigns', [current()]);
    return undefined;
  });
}

describe('newsletter campaigns (spec §1 "a newsletter")', () => {
  it('lists the campaigns newest first with their status and recipients, filtered by status', async () => {
    const seen = stubFetch((method, url) => {
      if (method !== 'GET' || !url.startsWith(`${API}?`)) return undefined;
      const { status } = listQuery(url).filter;
      return listAnswer(
        'newsletter-campaigns',
        [draft, sent].filter((campaign) => !status || campaign.status === status),
      );
    });
    await renderApp('/admin/newsletter-campaigns');

    const row = (await screen.findByText('Nouvelles de mai')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Brouillon')).toBeTruthy();
    const other = screen.getByText('Lettre d’avril').closest('tr') as HTMLElement;
    expect(within(other).getByText('Envoyée')).toBeTruthy();
    expect(within(other).getByText('120')).toBeTruthy();
    expect(listQuery(seen[0].url).sort).toEqual(['createdAt', 'DESC']);
    expect(screen.getByRole('link', { name: /Créer/ })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'État' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Envoyée' }));
    await waitFor(() => expect(screen.queryByText('Nouvelles de mai')).toBeNull());
    expect(listQuery(seen[seen.length - 1].url).filter).toEqual({ status: 'sent' });
  });

  it('shows a sent campaign with its counts and both e-mails, and offers only the test', async () => {
    const seen = campaignRoutes(() => sent);
    await renderApp('/admin/newsletter-campaigns/c2/show');

    const counts = await screen.findByRole('region', { name: 'E-mails de la campagne' });
    expect(within(counts).getByText('117')).toBeTruthy();
    expect(within(counts).getByText('Désinscriptions depuis l’envoi')).toBeTruthy();
    expect(within(counts).getByText('2')).toBeTruthy();
    expect(screen.getByText('lea.martin@example.org')).toBeTruthy();

    const french = await screen.findByTitle('E-mail des Abonnés francophones');
    expect(french.getAttribute('srcdoc')).toContain('<html lang="fr">');
    // No script runs in the e-mail's frame.
    expect(french.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(screen.getByTitle('E-mail des Abonnés anglophones').getAttribute('srcdoc')).toContain('April letter');
    expect(screen.getByText('Objet : April letter — Ayuvie')).toBeTruthy();
    expect(seen.find((request) => request.url === `${API}/preview`)!.body).toEqual({ subject: { fr: 'Lettre d’avril', en: 'April letter' }, body: { fr: 'Bonjour', en: 'Hello' } });

    expect(screen.getByRole('button', { name: 'M’envoyer un essai' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer maintenant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Programmer' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Éditer/ })).toBeNull();
  });

  it('sends a test to the admin, then the campaign now, each after a confirmation', async () => {
    let current = draft;
    const seen = campaignRoutes(
      () => current,
      (method, url) => {
        if (method === 'POST' && url === `${API}/c1/test`) return { body: current };
        if (method === 'POST' && url === `${API}/c1/send`) {
          current = { ...draft, status: 'sending', send_at: '2026-03-12T09:00:00.000Z', recipients: 40, counts: { queued: 40, sent: 0, failed: 0, unsubscribed: 0 } };
          return { body: current };
        }
        return undefined;
      },
    );
    await renderApp('/admin/newsletter-campaigns/c1/show');

    // Without an English side, English subscribers get the French campaign: the preview says so.
    expect(await screen.findByText('Sans version anglaise, ils reçoivent la campagne en français.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'M’envoyer un essai' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Aucun abonné ne la reçoit/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'M’envoyer un essai' }));
    expect(await screen.findByText('Essai envoyé à votre adresse.')).toBeTruthy();
    expect(seen.find((request) => request.url === `${API}/c1/test`)).toMatchObject({ method: 'POST', body: {} });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer maintenant' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/« Nouvelles de mai » part maintenant vers tous les abonnés confirmés/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer maintenant' }));
    expect(await screen.findByText('La campagne part vers les abonnés confirmés.')).toBeTruthy();
    expect(seen.find((request) => request.url === `${API}/c1/send`)).toMatchObject({ method: 'POST', body: {} });
    expect(await screen.findByText('En cours d’envoi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Envoyer maintenant' })).toBeNull());
  });

  it('schedules the campaign at a time the admin chooses, refusing a past one, and shows the server’s refusal', async () => {
    let refuse = false;
    const seen = campaignRoutes(
      () => draft,
      (method, url) => {
        if (method !== 'POST' || url !== `${API}/c1/send`) return undefined;
        if (refuse) return { status: 409, body: { error: { status: 409, name: 'CampaignAlreadySent', message: 'Cette campagne a déjà été envoyée ou programmée.' } } };
        return { body: { ...draft, status: 'scheduled' } };
      },
    );
    await renderApp('/admin/newsletter-campaigns/c1/show');

    fireEvent.click(await screen.findByRole('button', { name: 'Programmer' }));
    let dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText<HTMLInputElement>(/Date et heure d’envoi/);
    fireEvent.change(input, { target: { value: '2020-01-01T10:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programmer' }));
    expect(await within(dialog).findByText('Choisissez une date et une heure à venir.')).toBeTruthy();
    expect(seen.some((request) => request.url === `${API}/c1/send`)).toBe(false);

    const later = new Date(clock.ms() + 3 * 24 * 3_600_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const local = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T10:30`;
    fireEvent.change(input, { target: { value: local } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText(/Campagne programmée pour le/)).toBeTruthy();
    expect(seen.find((request) => request.url === `${API}/c1/send`)!.body).toEqual({ at: new Date(local).toISOString() });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Programmer' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Programmer' }));
    expect(await screen.findByText('Cette campagne a déjà été envoyée ou programmée.')).toBeTruthy();
  });

  it('previews the texts of the form as they are, before saving', async () => {
    const seen = campaignRoutes(() => draft);
    await renderApp('/admin/newsletter-campaigns/c1');

    // The French tab comes first.
    const [subject] = await screen.findAllByRole('textbox', { name: /Objet/ });
    await waitFor(() => expect((subject as HTMLInputElement).value).toBe('Nouvelles de mai'));
    fireEvent.change(subject, { target: { value: 'Nouvelles de juin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aperçu' }));

    expect((await screen.findByTitle('E-mail des Abonnés francophones')).getAttribute('srcdoc')).toContain('Nouvelles de juin');
    expect(seen.find((request) => request.url === `${API}/preview`)!.body).toEqual({ subject: { fr: 'Nouvelles de juin', en: null }, body: { fr: 'Bonjour **à tous**', en: null } });
  });
});
