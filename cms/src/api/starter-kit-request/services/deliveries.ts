/**
 * The free starter kit and brochure (spec §1 "a free starter kit and brochure sent by e-mail on
 * request"; contracts/starter-kit): a visitor's request is stored, then e-mailed with two PDF files
 * in the language the visitor chose, laid out from the CMS:
 * - the pages `starter-kit` and `brochure` (title, subtitle, Markdown sections; editors change them
 *   in the back office's `pages`; a page missing in English is sent in French);
 * - the home page's marketing figures;
 * - the site logo and title of the web settings.
 *
 * Delivery goes through the outbox (lib/outbox, docs/messaging.md): the request and its e-mail are
 * written in one transaction; the outbox worker makes the two PDF files when it sends (the builder
 * `starter-kit`, registered here) and retries a failed attempt with growing delays. Each attempt's
 * outcome is copied onto the request (`status`, `attempts`, `last_error`, `sent_at`), which the back office
 * lists; an admin's "send again" ({@link resend}) queues the e-mail once more.
 *
 * A starter kit is an unsolicited e-mail (anybody may type any address): past the address's daily cap
 * (src/lib/mail/unsolicited.ts) nothing is queued and the request stays `failed` with
 * {@link WITHHELD_REASON} (the flood is not delivered later either); an admin's {@link resend} is not capped.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { objectStorage, publicMediaKey, s3Client, s3Sdk } from '../../../lib/object-storage';
import { STARTER_KIT_REQUEST, type Row } from '../../../lib/content-types';
import { findLocalizedOne } from '../../../lib/localized-content';
import { siteUrl, type MailAttachment } from '../../../lib/mail';
import { enqueueBuiltMail, onOutboxOutcome, registerMailBuilder } from '../../../lib/outbox';
import { writeTransaction } from '../../../lib/transactions';
import type { Locale } from '../../../lib/messages';
import { renderBooklet, type Booklet } from '../../../lib/pdf';
import { services } from '../../../lib/services';
import { clock } from '../../../contracts/clock';

/** A stored request. */
export type StarterKitRequestRow = Row<typeof STARTER_KIT_REQUEST>;

/** `last_error` of a request not sent because its address had its unsolicited e-mails of the day. */
export const WITHHELD_REASON = 'Not sent: this address already received its daily number of unsolicited e-mails.';

/** Slugs of the two CMS pages the PDF files are made of. */
export const KIT_PAGES = { kit: 'starter-kit', brochure: 'brochure' } as const;

/** File names of the attachments, by language. */
const FILE_NAMES: Record<Locale, { kit: string; brochure: string }> = {
  fr: { kit: 'kit-de-demarrage.pdf', brochure: 'brochure.pdf' },
  en: { kit: 'starter-kit.pdf', brochure: 'brochure.pdf' },
};

/** A problem of the documents themselves (not of the mail server), shown to admins as is. */
class DocumentsError extends Error {}

interface PageContent {
  title: string;
  subtitle: string;
  sections: { title: string; body: string }[];
}

/** A published page in `locale` (French when it has no such locale), or `null`. */
async function pageContent(slug: string, locale: Locale): Promise<PageContent | null> {
  const entry = await findLocalizedOne('api::page.page', { locale, where: { slug }, populate: { sections: true } });
  if (!entry) return null;
  return {
    title: String(entry.title ?? ''),
    subtitle: String(entry.subtitle ?? ''),
    sections: ((entry.sections ?? []) as { title?: string | null; body?: string | null }[]).map((section) => ({ title: section.title ?? '', body: section.body ?? '' })),
  };
}

/** The home page's marketing figures in `locale`. */
async function figures(locale: Locale): Promise<{ value: string; label: string }[]> {
  const entry = await findLocalizedOne('api::page.page', { locale, where: { slug: 'home' }, populate: { figures: true } });
  return ((entry?.figures ?? []) as { value?: string | null; label?: string | null }[])
    .filter((figure) => figure.value && figure.label)
    .map((figure) => ({ value: String(figure.value), label: String(figure.label) }));
}

/**
 * The bytes of a public media file: under `public/` (a `/uploads/…` URL), or in the public bucket of the
 * object store (a URL under `S3_PUBLIC_URL`, read with the app's own credentials); `null` for any other URL.
 * @throws Error when the file cannot be read
 */
async function publicMediaBytes(url: string): Promise<Buffer | null> {
  const key = publicMediaKey(url);
  const bucket = objectStorage().publicBucket;
  if (key && bucket) {
    const object = await s3Client().send(new (s3Sdk().GetObjectCommand)({ Bucket: bucket, Key: key }));
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
  }
  if (!url.startsWith('/')) return null;
  const root = path.resolve(strapi.dirs.static.public);
  const file = path.resolve(root, `.${decodeURIComponent(url.split('?')[0])}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  return fs.readFile(file);
}

/**
 * The site logo as PNG or JPEG bytes for the PDF files: the uploaded file of the web settings (under
 * `public/` or in the public bucket), other image formats converted to PNG with sharp; `null` when there
 * is none or it cannot be read (the PDF then shows the site title in letters).
 */
async function logoBytes(url: string | undefined | null, mime: string | undefined | null): Promise<Buffer | null> {
  if (!url) return null;
  try {
    const bytes = await publicMediaBytes(url);
    if (!bytes) return null;
    if (mime === 'image/png' || mime === 'image/jpeg') return bytes;
    const { default: sharp } = await import('sharp');
    return await sharp(bytes, { density: 144 }).resize({ width: 480, withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}

/**
 * PDF files already made, by a digest of everything they are made of (texts, figures, logo bytes, site
 * title and address): every request in a language gets the same two files until an editor changes a
 * page, the figures or the logo, so each is rendered once per change instead of once per request.
 * A few entries (two files per language, and the previous versions while a change spreads).
 */
const booklets = new LRUCache<string, Promise<Buffer>>({ max: 8 });

/**
 * {@link renderBooklet}, from {@link booklets} when the same booklet was made before.
 * @returns the PDF bytes
 * @throws what renderBooklet throws (a failed rendering is not kept)
 */
function renderedBooklet(booklet: Booklet): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify({ ...booklet, logo: booklet.logo ? createHash('sha256').update(booklet.logo).digest('hex') : null }))
    .digest('hex');
  const known = booklets.get(key);
  if (known) return known;
  const made = renderBooklet(booklet);
  booklets.set(key, made);
  made.catch(() => booklets.delete(key));
  return made;
}

/**
 * The two PDF files in `locale`: the starter kit and the brochure.
 * @returns the attachments and the documents' titles
 * @throws DocumentsError when a page is not published in any language
 */
async function documents(locale: Locale): Promise<{ attachments: MailAttachment[]; kitTitle: string; brochureTitle: string }> {
  const [kit, brochure, marketing, settings] = await Promise.all([
    pageContent(KIT_PAGES.kit, locale),
    pageContent(KIT_PAGES.brochure, locale),
    figures(locale),
    services
      .catalogue()
      .webSetting(locale)
      .catch(() => null),
  ]);
  if (!kit) throw new DocumentsError(`The page "${KIT_PAGES.kit}" is not published.`);
  if (!brochure) throw new DocumentsError(`The page "${KIT_PAGES.brochure}" is not published.`);
  const siteTitle = settings?.site_title || 'Ayuvie';
  const logo = await logoBytes(settings?.web_logo?.url, settings?.web_logo?.mime);
  const base = siteUrl();
  const fr = locale === 'fr';
  const shared: Pick<Booklet, 'locale' | 'logo' | 'siteTitle' | 'siteUrl' | 'figures' | 'figuresTitle' | 'closing'> = {
    locale,
    logo,
    siteTitle,
    siteUrl: base,
    figures: marketing,
    figuresTitle: fr ? `${siteTitle} en chiffres` : `${siteTitle} in figures`,
    closing: fr
      ? `**Envie d’aller plus loin\u202f?** Trouvez un praticien vérifié et réservez une consultation en ligne\u202f: [${base}/our-experts](/our-experts)`
      : `**Ready to go further?** Find a verified practitioner and book an online consultation: [${base}/our-experts](/our-experts)`,
  };
  const [kitPdf, brochurePdf] = await Promise.all([
    renderedBooklet({ ...shared, title: kit.title, subtitle: kit.subtitle, sections: kit.sections }),
    renderedBooklet({ ...shared, title: brochure.title, subtitle: brochure.subtitle, sections: brochure.sections }),
  ]);
  return {
    attachments: [
      { filename: FILE_NAMES[locale].kit, content: kitPdf, contentType: 'application/pdf' },
      { filename: FILE_NAMES[locale].brochure, content: brochurePdf, contentType: 'application/pdf' },
    ],
    kitTitle: kit.title,
    brochureTitle: brochure.title,
  };
}

const query = () => strapi.db.query(STARTER_KIT_REQUEST);

/** The outbox's `related` of a request's e-mail. */
const relatedOf = (documentId: string) => `starter-kit:${documentId}`;

// The outbox worker makes the e-mail when it sends it: the two PDF files in the recipient's language.
registerMailBuilder('starter-kit', async (documentId, locale) => {
  const row = (await query().findOne({ where: { documentId }, select: ['name'] })) as Pick<StarterKitRequestRow, 'name'> | null;
  if (!row) throw new Error(`no starter-kit request ${documentId}`);
  const { attachments, kitTitle, brochureTitle } = await documents(locale);
  return { template: { name: 'starter-kit', recipientName: String(row.name ?? ''), kitTitle, brochureTitle, expertsUrl: `${siteUrl()}/our-experts` }, attachments };
});

// Each attempt's outcome is shown on the request in the back office.
onOutboxOutcome('starter-kit', async ({ status, attempts, lastError, related }) => {
  const documentId = related?.startsWith('starter-kit:') ? related.slice('starter-kit:'.length) : null;
  if (!documentId) return;
  await query().updateMany({
    where: { documentId },
    data: status === 'sent' ? { status: 'sent', attempts, sent_at: clock.now(), last_error: null } : { status: 'failed', attempts, last_error: (lastError ?? '').slice(0, 200) },
  });
});

/**
 * Queue the request's e-mail in the outbox, inside the running transaction.
 * @param byAdmin - an admin's "send again": the daily cap of unsolicited e-mails does not apply
 * @returns whether it was queued (false: withheld by the daily cap, recorded on the request)
 */
async function queueKit(row: Pick<StarterKitRequestRow, 'id' | 'documentId' | 'email' | 'mail_locale'>, byAdmin: boolean): Promise<boolean> {
  const locale: Locale = row.mail_locale === 'en' ? 'en' : 'fr';
  const outcome = await enqueueBuiltMail(
    String(row.email),
    locale,
    'starter-kit',
    { builder: 'starter-kit', argument: row.documentId },
    { related: relatedOf(row.documentId), ...(byAdmin ? { unsolicited: false } : {}) },
  );
  if (outcome === 'withheld') {
    await query().update({ where: { id: row.id }, data: { status: 'failed', last_error: WITHHELD_REASON } });
    return false;
  }
  return true;
}

export default () => ({
  /**
   * Store a visitor's request and queue its e-mail, in one transaction (the outbox sends it).
   * @param input - name, normalized e-mail and language of the e-mail
   * @param ip - the client address it came from
   * @returns the stored request's documentId
   */
  async create(input: { name: string; email: string; locale: Locale }, ip: string): Promise<string> {
    return writeTransaction(async () => {
      const entry = (await query().create({
        data: { name: input.name, email: input.email, mail_locale: input.locale, status: 'pending', attempts: 0, request_ip: ip.slice(0, 64) || null },
      })) as StarterKitRequestRow;
      await queueKit(entry, false);
      return entry.documentId;
    });
  },

  /**
   * An admin's "send again": the e-mail is queued once more, whatever the request's status or attempts
   * so far (and whatever the address received today: an admin's decision is not an unsolicited e-mail).
   * @returns the request, `pending` again, or `null` for an unknown id
   */
  async resend(documentId: string): Promise<StarterKitRequestRow | null> {
    const row = (await query().findOne({ where: { documentId } })) as StarterKitRequestRow | null;
    if (!row) return null;
    await writeTransaction(async () => {
      await query().update({ where: { id: row.id }, data: { status: 'pending', last_error: null } });
      await queueKit(row, true);
    });
    return (await query().findOne({ where: { id: row.id } })) as StarterKitRequestRow;
  },
});
