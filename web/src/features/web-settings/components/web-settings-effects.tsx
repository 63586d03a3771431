/**
 * Side effects of the web settings (spec §7, §8): the favicon follows `fab_icon` (the document title,
 * which ends with `site_title`, is `app/document-title`'s), and a failed load shows an error toast with the server's message or a generic
 * translated one.
 *
 * @module features/web-settings/components/web-settings-effects
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { ApiError } from '../../../lib/api-client';
import type { WebSettings } from '../api/get-web-settings';

/**
 * Points `<link rel="icon">` at `href`, creating the element when missing.
 */
export function setFavicon(href: string, doc: Document = document): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
  }
  link.href = href;
}

/** Applies the favicon; toasts a load error once per error. */
export function WebSettingsEffects({ settings, error }: { settings: WebSettings | undefined; error: ApiError | undefined }) {
  const { t } = useTranslation();

  useEffect(() => {
    if (settings?.fab_icon?.url) setFavicon(settings.fab_icon.url);
  }, [settings?.fab_icon?.url]);

  useEffect(() => {
    if (!error) return;
    toast.error(error.fromServer ? error.message : t('errors.webSettings'));
    // Only when a new error arrives; `t` changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  return null;
}
