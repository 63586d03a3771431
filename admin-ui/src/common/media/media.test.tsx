import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { renderApp, signInAdmin } from '../../test/renderApp';
import { toWritable } from '../../providers/dataProvider';

const leaveTo = vi.hoisted(() => vi.fn());
vi.mock('../../lib/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../lib/navigation')>()), leaveTo }));

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

const logo = { id: 7, url: '/uploads/logo.png', alternativeText: 'Ayuvie', width: 240, height: 160, mime: 'image/png' };
const favicon = { id: 42, url: '/uploads/favicon.png', alternativeText: null, width: 64, height: 64, mime: 'image/png' };
const settings = {
  id: 'current',
  site_title: { fr: 'Ayuvie — Bien-être', en: 'Ayuvie — Wellness' },
  domain_name: 'ayuvie.example',
  legal_name: 'Ayuvie SAS',
  web_logo: logo,
  fab_icon: null,
  social_links: [{ network: 'instagram', url: 'https://instagram.com/ayuvie' }],
};

describe('media fields (DESIGN §3 public media)', () => {
  it('uploads the chosen image at once, shows it, and saves the record with the media as { id }', async () => {
    const seen = stubFetch((method, url, body) => {
      if (method === 'GET' && url === '/api/admin-panel/web-setting/current') return { body: settings };
      if (method === 'POST' && url === '/api/admin-panel/media') return { status: 201, body: favicon };
      if (method === 'PUT' && url === '/api/admin-panel/web-setting/current') return { body: { ...settings, ...(body as object), fab_icon: favicon } };
      return undefined;
    });
    await renderApp('/admin/web-setting');

    expect((await screen.findByAltText('Ayuvie')).getAttribute('src')).toBe('/uploads/logo.png');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'favicon.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Icône du site \(favicon\)/), { target: { files: [file] } });

    await waitFor(() => expect(document.querySelector('img[src="/uploads/favicon.png"]')).not.toBeNull());
    const upload = seen.find((request) => request.method === 'POST' && request.url === '/api/admin-panel/media');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(((upload?.body as FormData).get('file') as File).name).toBe('favicon.png');
    expect(upload?.headers.get('Authorization')).toBe('Bearer jwt-admin');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    const put = seen.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({ fab_icon: { id: 42 }, web_logo: { id: 7 }, site_title: settings.site_title, social_links: settings.social_links });
    expect((put?.body as { fab_icon: object }).fab_icon).toEqual({ id: 42 });
  });

  it('shows the server’s reason when it refuses the file, and keeps the current image', async () => {
    stubFetch((method, url) => {
      if (method === 'GET' && url === '/api/admin-panel/web-setting/current') return { body: settings };
      if (method === 'POST' && url === '/api/admin-panel/media') return { status: 400, body: { error: { status: 400, name: 'BadRequest', message: 'Ce fichier n’est pas une image.' } } };
      return undefined;
    });
    await renderApp('/admin/web-setting');

    await screen.findByAltText('Ayuvie');
    fireEvent.change(screen.getByLabelText(/^Logo/), { target: { files: [new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('Ce fichier n’est pas une image.')).toBeTruthy();
    expect(screen.getByAltText('Ayuvie').getAttribute('src')).toBe('/uploads/logo.png');
  });

  it('writes every media file of a record, at any depth, as { id }, and both languages of localized values', () => {
    const body = {
      images: [logo, favicon],
      sections: { fr: [{ key: 'hero', image: logo }], en: undefined },
      cover: null,
      title: { fr: 'x', en: undefined },
      excerpt: { fr: undefined, en: undefined },
    };
    expect(JSON.parse(JSON.stringify(toWritable(body)))).toEqual({
      images: [{ id: 7 }, { id: 42 }],
      sections: { fr: [{ key: 'hero', image: { id: 7 } }], en: null },
      cover: null,
      title: { fr: 'x', en: null },
      excerpt: { fr: null, en: null },
    });
  });
});
