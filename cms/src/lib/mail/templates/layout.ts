/**
 * Shared layout of the transactional e-mails (see ./index.ts): the content model (blocks rendered once
 * as plain text and once as HTML), the localized wording helpers every template uses, escaping (./html.ts),
 * and the text and HTML renderers (header with the logo or site title, card, buttons, an editor's
 * Markdown (./markdown.ts), footer).
 *
 * Pure: no I/O.
 */
import { escapeHtml, isHttpUrl } from './html';
import { markdownHtml, markdownText } from './markdown';

/** Language of an e-mail; `fr` is the platform default and the fallback for any other value. */
export type MailLocale = 'fr' | 'en';

/**
 * Branding read from the web settings by the caller.
 * - `siteTitle`: shown in the header (as text when there is no logo), the logo's `alt` and every subject.
 * - `logoUrl`: absolute `http(s)` URL of the logo, or `null` to show the site title as text instead.
 * - `legalName`: legal entity named in the footer.
 * - `siteUrl`: absolute site URL without trailing slash, linked in the footer.
 */
export interface MailBranding {
  siteTitle: string;
  /** Absolute URL or null. */
  logoUrl: string | null;
  legalName: string;
  /** Absolute, no trailing slash. */
  siteUrl: string;
}

/** A rendered e-mail: single-line subject, plain-text part and full HTML document. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * One block of an e-mail's body; rendered as text by {@link renderText} and as HTML by {@link renderHtml}.
 * `markdown`: a text an editor wrote in the back office (a newsletter), laid out by ./markdown.ts;
 * `link`: a secondary line ending with a small link (a newsletter's "unsubscribe").
 */
export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'code'; code: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'note'; text: string }
  | { kind: 'markdown'; markdown: string }
  | { kind: 'link'; text: string; label: string; url: string };

/** What a template produces before layout: subject, preview line, body blocks and footer reason. */
export interface Content {
  subject: string;
  /** Hidden preview line shown by mail clients next to the subject. */
  preheader: string;
  blocks: Block[];
  /** Footer line: "You receive this e-mail because…". */
  reason: string;
}

/**
 * Localized wording of one e-mail, handed to every template.
 * - `onSite(fr, en)`: the French or the English text, by the e-mail's language.
 * - `suffix`: ` — {site title}` appended to subjects (empty without a site title).
 * - `siteFr` / `siteEn`: the site title, or "notre plateforme" / "our platform" without one.
 */
export interface Wording {
  locale: MailLocale;
  onSite: (frText: string, enText: string) => string;
  suffix: string;
  siteFr: string;
  siteEn: string;
}

/** The {@link Wording} of an e-mail in `locale` for the (one-line) site title `site`. */
export function wording(locale: MailLocale, site: string): Wording {
  const fr = locale === 'fr';
  return {
    locale,
    onSite: (frText, enText) => (fr ? frText : enText),
    suffix: site ? ` — ${site}` : '',
    siteFr: site || 'notre plateforme',
    siteEn: site || 'our platform',
  };
}

const COLORS = {
  green: '#1f5c4a',
  saffron: '#e39b2d',
  text: '#2b2b2b',
  muted: '#6b6b6b',
  page: '#f4f1ec',
  card: '#ffffff',
  codeBg: '#fdf5e8',
  rule: '#e6dfd3',
} as const;
const FONT = 'Lato, Arial, sans-serif';

/** Collapse line breaks so a value can never add lines to a header. */
export function oneLine(value: string): string {
  return String(value)
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A duration in minutes written out in words ("1 heure", "45 minutes"); non-positive or invalid → 0. */
export function duration(minutes: number, locale: MailLocale): string {
  const n = Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0;
  if (n >= 60 && n % 60 === 0) {
    const h = n / 60;
    return locale === 'fr' ? `${h} heure${h > 1 ? 's' : ''}` : `${h} hour${h > 1 ? 's' : ''}`;
  }
  return `${n} minute${n > 1 ? 's' : ''}`;
}

/** French typography: non-breaking space before the colon. */
export const COLON_FR = '\u00a0:';

/** "Never share this code" note of the verification-code e-mails. */
export function neverShareNote(onSite: Wording['onSite']): Block {
  return {
    kind: 'note',
    text: onSite(`Ne communiquez ce code à personne${COLON_FR} notre équipe ne vous le demandera jamais.`, 'Never share this code with anyone: our team will never ask you for it.'),
  };
}

// ---------------------------------------------------------------------------------------------------
// Plain text

/** The plain-text part: site title, blocks (codes and URLs written out in full), then the footer. */
export function renderText(content: Content, locale: MailLocale, branding: MailBranding, site: string): string {
  const lines: string[] = [];
  if (site) lines.push(site, '');
  for (const block of content.blocks) {
    switch (block.kind) {
      case 'heading':
        lines.push(block.text, '='.repeat(Math.min(block.text.length, 60)), '');
        break;
      case 'p':
      case 'note':
        lines.push(block.text, '');
        break;
      case 'code':
        lines.push(`    ${oneLine(block.code)}`, '');
        break;
      case 'button':
        lines.push(`${block.label}${locale === 'fr' ? COLON_FR : ':'}`, oneLine(block.url), '');
        break;
      case 'markdown':
        lines.push(markdownText(block.markdown, oneLine(branding.siteUrl ?? '')), '');
        break;
      case 'link':
        lines.push(`${block.text} ${block.label}${locale === 'fr' ? COLON_FR : ':'}`, oneLine(block.url), '');
        break;
    }
  }
  lines.push('--', content.reason);
  const legal = oneLine(branding.legalName ?? '');
  const url = oneLine(branding.siteUrl ?? '');
  const footer = [legal, url].filter(Boolean).join(' · ');
  if (footer) lines.push(footer);
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// HTML

const P_STYLE = `margin:0 0 16px 0;font-family:${FONT};font-size:16px;line-height:24px;color:${COLORS.text};`;
const NOTE_STYLE = `margin:0 0 16px 0;font-family:${FONT};font-size:14px;line-height:21px;color:${COLORS.muted};`;

function htmlBlock(block: Block, locale: MailLocale, branding: MailBranding): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 20px 0;font-family:${FONT};font-size:22px;line-height:30px;font-weight:700;color:${COLORS.green};">${escapeHtml(block.text)}</h1>`;
    case 'p':
      return `<p style="${P_STYLE}">${escapeHtml(block.text)}</p>`;
    case 'note':
      return `<p style="${NOTE_STYLE}">${escapeHtml(block.text)}</p>`;
    case 'code':
      return [
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:8px auto 24px auto;border-collapse:separate;">`,
        `<tr><td align="center" style="padding:14px 28px;background-color:${COLORS.codeBg};border:2px solid ${COLORS.saffron};border-radius:8px;font-family:${FONT};font-size:34px;line-height:40px;font-weight:700;letter-spacing:8px;color:${COLORS.green};">${escapeHtml(oneLine(block.code))}</td></tr>`,
        `</table>`,
      ].join('');
    case 'button':
      return htmlButton(block.label, block.url, locale);
    case 'markdown':
      return markdownHtml(block.markdown, {
        baseUrl: oneLine(branding.siteUrl ?? ''),
        font: FONT,
        text: COLORS.text,
        accent: COLORS.green,
        rule: COLORS.rule,
        codeBackground: COLORS.codeBg,
      });
    case 'link': {
      const url = oneLine(block.url);
      const link = isHttpUrl(url)
        ? `<a href="${escapeHtml(url)}" target="_blank" rel="noopener" style="color:${COLORS.green};text-decoration:underline;">${escapeHtml(block.label)}</a>`
        : `${escapeHtml(block.label)} <span style="word-break:break-all;">${escapeHtml(url)}</span>`;
      return `<p style="${NOTE_STYLE}">${escapeHtml(block.text)} ${link}</p>`;
    }
  }
}

/** A call-to-action button with its copyable link; a non-`http(s)` URL is shown as inert text, never linked. */
function htmlButton(label: string, rawUrl: string, locale: MailLocale): string {
  const url = oneLine(rawUrl);
  if (!isHttpUrl(url)) {
    return `<p style="${P_STYLE}"><strong>${escapeHtml(label)}</strong><br><span style="word-break:break-all;">${escapeHtml(url)}</span></p>`;
  }
  const href = escapeHtml(url);
  const fallback = locale === 'fr' ? `Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur${COLON_FR}` : 'If the button does not work, copy this link into your browser:';
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 12px 0;border-collapse:separate;">`,
    `<tr><td align="center" bgcolor="${COLORS.green}" style="border-radius:6px;background-color:${COLORS.green};">`,
    `<a href="${href}" target="_blank" rel="noopener" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;line-height:20px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>`,
    `</td></tr></table>`,
    `<p style="margin:0 0 20px 0;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">${escapeHtml(fallback)}<br>`,
    `<a href="${href}" target="_blank" rel="noopener" style="color:${COLORS.green};text-decoration:underline;word-break:break-all;">${escapeHtml(url)}</a></p>`,
  ].join('');
}

/** The header: the logo when `logoUrl` is an `http(s)` URL, else the site title as text. */
function htmlHeader(branding: MailBranding, site: string): string {
  const logoUrl = branding.logoUrl ? oneLine(branding.logoUrl) : null;
  return logoUrl && isHttpUrl(logoUrl)
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site)}" width="120" style="display:block;width:120px;max-width:120px;height:auto;border:0;outline:none;text-decoration:none;font-family:${FONT};font-size:18px;font-weight:700;color:${COLORS.green};">`
    : `<span style="font-family:${FONT};font-size:24px;line-height:30px;font-weight:700;color:${COLORS.green};">${escapeHtml(site)}</span>`;
}

/** The footer's last line: legal name · site link (linked only when it is an `http(s)` URL). */
function htmlFooterLine(branding: MailBranding): string {
  const siteUrl = oneLine(branding.siteUrl ?? '');
  const siteLink = isHttpUrl(siteUrl)
    ? `<a href="${escapeHtml(siteUrl)}" target="_blank" rel="noopener" style="color:${COLORS.green};text-decoration:underline;">${escapeHtml(siteUrl)}</a>`
    : escapeHtml(siteUrl);
  const legal = escapeHtml(oneLine(branding.legalName ?? ''));
  return [legal, siteLink].filter(Boolean).join(' &middot; ');
}

/** The HTML part: a full e-mail-safe document (table layout, inline styles, max-width 560px). */
export function renderHtml(content: Content, locale: MailLocale, branding: MailBranding, site: string): string {
  const header = htmlHeader(branding, site);
  const footerLine = htmlFooterLine(branding);
  const body = content.blocks.map((block) => htmlBlock(block, locale, branding)).join('\n');

  return `<!DOCTYPE html>
<html lang="${locale}" dir="ltr" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${COLORS.page};opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLORS.page}" style="background-color:${COLORS.page};border-collapse:collapse;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;border-collapse:collapse;">
<tr><td align="center" style="padding:8px 0 20px 0;">${header}</td></tr>
<tr><td bgcolor="${COLORS.card}" style="background-color:${COLORS.card};border-top:4px solid ${COLORS.saffron};border-radius:8px;padding:32px 28px 16px 28px;">
${body}
</td></tr>
<tr><td style="padding:20px 12px 8px 12px;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};text-align:center;">
<p style="margin:0 0 8px 0;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">${escapeHtml(content.reason)}</p>
<p style="margin:0;font-family:${FONT};font-size:12px;line-height:18px;color:${COLORS.muted};">${footerLine}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
