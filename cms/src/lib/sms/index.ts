/**
 * SMS (docs/messaging.md "SMS"): the mobile verification codes of spec §3 go by SMS when a provider is
 * configured. Like every message, an SMS is first written to the outbox ({@link enqueueSms}, channel
 * `sms`), in the transaction of the change that causes it when there is one, and sent by the outbox
 * worker, which retries it with growing delays after a failure (lib/outbox/worker.ts).
 *
 * - **Provider**, chosen by `SMS_PROVIDER` and read on each use: `twilio` (./twilio.ts, with
 *   `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`, `TWILIO_FROM`, optional `TWILIO_API_URL`). Unset, or
 *   without its settings, there is none ({@link smsProvider} is `null`) and the callers say what they
 *   do instead (the mobile code goes by e-mail, and the API answers `channel: "email"`).
 * - **What is stored** is the template's name and values, the number in E.164 and the language; the text
 *   (./templates.ts) is made when the SMS is sent.
 */
import { isValidPhoneNumber } from 'libphonenumber-js';
import { cached } from '../content-cache';
import { WEB_SETTING } from '../content-types';
import { siteUrl } from '../mail';
import type { Locale } from '../messages';
import { PRIORITY, queueMessage, registerChannel } from '../outbox';
import { services } from '../services';
import type { SmsProvider } from './provider';
import { renderSms, type SmsTemplate } from './templates';
import { twilioProvider } from './twilio';

export { renderSms, isGsm7, type SmsTemplate } from './templates';
export type { SmsProvider } from './provider';

/** The providers, by the value of `SMS_PROVIDER` that chooses them. */
const PROVIDERS: Record<string, SmsProvider> = { twilio: twilioProvider };

/** Templates whose SMS are codes a person is waiting for on a page: sent before everything else. */
const CODE_TEMPLATES = new Set<SmsTemplate['name']>(['mobile-otp']);

/** What an SMS row of the outbox holds in `payload`. */
interface SmsPayload {
  template: SmsTemplate;
}

/** Problems with the settings already logged (each once per process). */
const warned = new Set<string>();

function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  strapi.log.warn(message);
}

/**
 * The SMS provider chosen by `SMS_PROVIDER` (read on each call), or `null` when there is none: unset,
 * an unknown name, or a provider without its settings (the last two logged once as warnings).
 * @param name - the provider's name (default: `SMS_PROVIDER`)
 */
export function smsProvider(name: string | undefined = process.env.SMS_PROVIDER): SmsProvider | null {
  const wanted = name?.trim().toLowerCase();
  if (!wanted) return null;
  const provider = PROVIDERS[wanted];
  if (!provider) {
    warnOnce(`SMS_PROVIDER="${name}" is not a supported SMS provider (${Object.keys(PROVIDERS).join(', ')}): mobile codes go by e-mail.`);
    return null;
  }
  const missing = provider.missingSettings();
  if (missing.length) {
    warnOnce(`SMS_PROVIDER=${wanted} needs ${missing.join(', ')}: mobile codes go by e-mail until they are set.`);
    return null;
  }
  return provider;
}

/** Options of {@link enqueueSms}. */
export interface EnqueueSmsOptions {
  /** Sending order (default: codes first, then transactional). */
  priority?: number;
  /** What the message is about, shown and searchable in the back office. */
  related?: string;
}

/**
 * Queue one SMS in the outbox (channel `sms`). Call it inside the transaction of the change that causes
 * it, if any: the message exists if and only if the change committed. Codes go before everything
 * (`PRIORITY.codes`).
 * @param to - the recipient's number in E.164 (`+33612345678`)
 * @param locale - the recipient's language (fr/en)
 * @param template - which message, with its values
 * @throws Error when `to` is not a valid E.164 number (the caller checks the number first)
 */
export async function enqueueSms(to: string, locale: Locale, template: SmsTemplate, options: EnqueueSmsOptions = {}): Promise<void> {
  if (!/^\+[1-9]\d{1,14}$/.test(to) || !isValidPhoneNumber(to)) throw new Error('enqueueSms needs a valid number in E.164');
  const payload: SmsPayload = { template };
  await queueMessage({
    channel: 'sms',
    template: template.name,
    recipient: to,
    locale,
    payload,
    priority: options.priority ?? (CODE_TEMPLATES.has(template.name) ? PRIORITY.codes : PRIORITY.transactional),
    related: options.related,
  });
}

/** The site's name for the SMS texts (web settings' title, kept in memory like the e-mails' branding). */
async function siteTitle(locale: Locale): Promise<string> {
  const settings = await cached(`sms-site-title:${locale}`, () => services.catalogue().webSetting(locale), [WEB_SETTING]).catch(() => null);
  return settings?.site_title || 'Ayuvie';
}

/** Host name of the public site, for the WebOTP line of codes (`null` when `PUBLIC_URL` has none). */
function publicHost(): string | null {
  try {
    return new URL(siteUrl()).hostname || null;
  } catch {
    return null;
  }
}

// The worker sends the outbox's `sms` messages through the provider configured at the time of sending.
registerChannel('sms', async (row) => {
  const provider = smsProvider();
  if (!provider) throw new Error('no SMS provider is configured (SMS_PROVIDER and its settings)');
  const { template } = row.payload as SmsPayload;
  const text = renderSms(template, row.language, { siteTitle: await siteTitle(row.language), host: publicHost() });
  await provider.send(row.recipient, text);
});
