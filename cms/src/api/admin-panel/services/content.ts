/**
 * The web settings and public images of the back office (contracts/admin-content; spec §3 "Web
 * settings"; DESIGN §3 "Public media").
 */
import type { z } from 'zod';
import type { WebSettingInput, WebSettingRecord } from '../../../contracts/admin-content';
import { checkMedia, documentDataOf } from '../../../lib/admin-resource';
import { WEB_SETTING } from '../../../lib/content-types';
import { toMedia } from '../../../lib/localized-content';
import type { Locale } from '../../../lib/messages';
import { ACCEPTED, checkedUpload, type UploadedFiles } from '../../../lib/uploads';
import { clock } from '../../../contracts/clock';

/** The id the one settings record answers under. */
export const WEB_SETTING_ID = 'current';

/** Longest side of a stored public image, in pixels (larger ones are scaled down). */
const MAX_IMAGE_SIDE = 2400;

type MediaRow = { id: number; url: string; mime: string; alternativeText?: string | null; width?: number | null; height?: number | null };
type SettingRow = {
  documentId: string;
  locale: string;
  site_title?: string | null;
  domain_name?: string | null;
  legal_name?: string | null;
  web_logo?: MediaRow | null;
  fab_icon?: MediaRow | null;
  social_links?: { network: string; url: string }[] | null;
};

const mediaRecord = (media: MediaRow | null | undefined) => (media ? { id: media.id, ...toMedia(media)! } : null);

async function settingRows(): Promise<SettingRow[]> {
  return (await strapi.db.query(WEB_SETTING).findMany({ populate: { web_logo: true, fab_icon: true, social_links: true } })) as SettingRow[];
}

export default () => ({
  /**
   * The settings record: the site title per locale, and the shared fields (from the French row).
   * Before anything is saved, an empty record (the first `PUT` creates the settings).
   */
  async webSetting(): Promise<z.input<typeof WebSettingRecord>> {
    const rows = await settingRows();
    const fr = rows.find((row) => row.locale === 'fr') ?? rows[0];
    const en = rows.find((row) => row.locale === 'en');
    return {
      id: WEB_SETTING_ID,
      site_title: { fr: fr?.site_title ?? null, en: en?.site_title ?? null },
      domain_name: fr?.domain_name ?? null,
      legal_name: fr?.legal_name ?? null,
      social_links: (fr?.social_links ?? []).map((link) => ({ network: link.network as 'x', url: link.url })),
      web_logo: mediaRecord(fr?.web_logo),
      fab_icon: mediaRecord(fr?.fab_icon),
    };
  },

  /** A `PUT` body without the record's read-only `id` (react-admin sends the record back). */
  writableWebSetting(body: unknown): unknown {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const { id: _id, ...rest } = body as Record<string, unknown>;
    return rest;
  },

  /**
   * Save the settings (both locales' rows; an empty English title removes the English row, the
   * public site then shows the French one). The public site reads them on its next request.
   * @throws ApiError 400 (`web_logo`/`fab_icon`) for an image id that was never uploaded
   */
  async saveWebSetting(input: z.output<typeof WebSettingInput>, locale: Locale) {
    const { site_title, ...shared } = input;
    const data = documentDataOf(WEB_SETTING, shared);
    await checkMedia(WEB_SETTING, [{ data }], locale);
    const documents = strapi.documents(WEB_SETTING);
    type Data = Parameters<typeof documents.create>[0]['data'];
    const existing = (await settingRows()).find((row) => row.locale === 'fr');
    const frData = { ...data, site_title: site_title.fr } as Data;
    const documentId = existing ? existing.documentId : (await documents.create({ locale: 'fr', data: frData })).documentId;
    if (existing) await documents.update({ documentId, locale: 'fr', data: frData });
    if (site_title.en) await documents.update({ documentId, locale: 'en', data: { ...data, site_title: site_title.en } });
    else if ((await settingRows()).some((row) => row.locale === 'en')) await documents.delete({ documentId, locale: 'en' });
    return this.webSetting();
  },

  /**
   * Store a public image for a media field: JPG, PNG or WebP by content, cleaned as every upload is
   * (bounded in pixels, turned upright, metadata such as GPS position removed; lib/uploads), at most
   * {@link MAX_IMAGE_SIDE} px, kept in its format (a transparent logo stays transparent).
   * @returns the stored image with its upload `id`
   * @throws ApiError 400 without a file, 413 too large (bytes or pixels), 415 another type or undecodable
   */
  async uploadImage(file: UploadedFiles, locale: Locale) {
    const upload = await checkedUpload(file, ACCEPTED.photo, locale, { image: { maxSide: MAX_IMAGE_SIDE } });
    const name = `image-${clock.ms()}.${upload.ext}`;
    const [media] = (await strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText: null } },
        files: { filepath: upload.path, originalFilename: name, mimetype: upload.mime, size: upload.size },
      })) as MediaRow[];
    return mediaRecord(media)!;
  },
});
