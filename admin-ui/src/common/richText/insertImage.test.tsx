import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { stubFetch } from '../../test/fetchStub';
import { renderApp, signInAdmin } from '../../test/renderApp';
import { IMAGE_ALT_MAX, imageAltError } from './InsertImageButton';
import { htmlToMarkdown, markdownToHtml } from './markdown';

beforeEach(() => {
  vi.resetModules();
  signInAdmin();
});

// The whole back office renders, and the editor loads lazily.
configure({ asyncUtilTimeout: 15_000 });

const blog = {
  id: 'b1',
  title: { fr: 'Bien dormir', en: 'Sleep well' },
  excerpt: { fr: null, en: null },
  body: { fr: 'Le sommeil compte.', en: 'Sleep matters.' },
  tags: { fr: [], en: [] },
  cover_alt: { fr: null, en: null },
  slug: 'sleep-well',
  cover: null,
  author: 'a1',
  published_date: '2026-03-01',
  published: true,
  deletedAt: null,
};
const tea = { id: 9, url: '/uploads/the.png', alternativeText: null, width: 640, height: 480, mime: 'image/png' };

/** The blog's edit page, the server answering the upload with `upload`; the requests made. */
async function editBlog(upload: { status?: number; body: unknown } = { status: 201, body: tea }) {
  const seen = stubFetch((method, url, body) => {
    if (method === 'GET' && url === '/api/admin-panel/blogs/b1') return { body: blog };
    if (method === 'PUT' && url === '/api/admin-panel/blogs/b1') return { body: { ...blog, ...(body as object) } };
    if (method === 'GET' && url.startsWith('/api/admin-panel/authors')) return { body: [{ id: 'a1', name: 'Jeanne Martin' }], headers: { 'Content-Range': 'authors 0-0/1' } };
    if (method === 'GET' && url.startsWith('/api/admin-panel/blogs?')) return { body: [blog], headers: { 'Content-Range': 'blogs 0-0/1' } };
    if (method === 'POST' && url === '/api/admin-panel/media') return upload;
    return undefined;
  });
  await renderApp('/admin/blogs/b1');
  const french = await screen.findByRole('tabpanel', { name: 'Français' });
  fireEvent.click(await within(french).findByRole('button', { name: 'Insérer une image' }));
  return { seen, dialog: await screen.findByRole('dialog', { name: 'Insérer une image' }) };
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'the.png', { type: 'image/png' });

describe('images in a blog post’s text', () => {
  it('uploads the chosen image and inserts it with its alternative text, stored as Markdown', async () => {
    const { seen, dialog } = await editBlog();

    fireEvent.change(within(dialog).getByLabelText('Choisir une image'), { target: { files: [png()] } });
    fireEvent.change(within(dialog).getByLabelText(/Texte alternatif/), { target: { value: 'Une tasse de thé fumante' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));

    await waitFor(() => expect(document.querySelector('.ProseMirror img[alt="Une tasse de thé fumante"]')?.getAttribute('src')).toBe('/uploads/the.png'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const upload = seen.find((request) => request.method === 'POST' && request.url === '/api/admin-panel/media');
    expect(((upload?.body as FormData).get('file') as File).name).toBe('the.png');

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(seen.some((request) => request.method === 'PUT')).toBe(true));
    const put = seen.find((request) => request.method === 'PUT')?.body as { body: { fr: string; en: string } };
    expect(put.body.fr).toContain('![Une tasse de thé fumante](/uploads/the.png)');
    expect(put.body.en).toBe('Sleep matters.');
  });

  it('asks for the image and what it shows before uploading anything, and shows why the server refuses a file', async () => {
    const { seen, dialog } = await editBlog({ status: 400, body: { error: { status: 400, name: 'BadRequest', message: 'Ce fichier n’est pas une image.' } } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));
    expect(within(dialog).getByText('Choisissez une image.')).toBeTruthy();
    expect(within(dialog).getByText('Décrivez ce que montre l’image.')).toBeTruthy();
    expect(seen.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Choisir une image'), { target: { files: [png()] } });
    fireEvent.change(within(dialog).getByLabelText(/Texte alternatif/), { target: { value: 'Une tasse de thé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insérer' }));

    expect(await within(dialog).findByText('Ce fichier n’est pas une image.')).toBeTruthy();
    expect(document.querySelector('.ProseMirror img')).toBeNull();
  });
});

describe('inline images stored as Markdown', () => {
  it('keep their address and alternative text both ways', () => {
    const markdown = 'Avant ![Une tasse de thé](/uploads/the.png) après.';
    expect(markdownToHtml(markdown)).toContain('<img src="/uploads/the.png" alt="Une tasse de thé">');
    expect(htmlToMarkdown(markdownToHtml(markdown))).toBe(markdown);
  });

  it('need an alternative text of at most 250 characters', () => {
    expect(imageAltError('   ')).toBe('app.rich_text.image.alt_required');
    expect(imageAltError('x'.repeat(IMAGE_ALT_MAX + 1))).toBe('app.rich_text.image.alt_too_long');
    expect(imageAltError(' Une tasse de thé ')).toBeUndefined();
  });
});
