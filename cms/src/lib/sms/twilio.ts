/**
 * Twilio as the SMS provider (`SMS_PROVIDER=twilio`; docs/messaging.md "SMS"), through its Messages API
 * over plain HTTP: `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, form fields `To`, `From`,
 * `Body`, HTTP basic authentication with the account SID and auth token. Twilio answers 201 with the
 * message's `sid`; a refusal answers 4xx/5xx with `{ code, message }`.
 *
 * Settings, read from the environment on each send (an operator's change applies without a restart,
 * and the tests point it at a local stand-in):
 * - `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`: the account's credentials;
 * - `TWILIO_FROM`: the sender, a Twilio number in E.164 (`+15005550006`) or an alphanumeric sender ID;
 * - `TWILIO_API_URL` (optional, default `https://api.twilio.com`): protocol, host and port of the API.
 */
import type { SmsProvider } from './provider';

const DEFAULT_BASE = 'https://api.twilio.com';
/** Longest wait for Twilio's answer, in ms: past it the attempt fails and the outbox tries again later. */
const TIMEOUT_MS = 15_000;

/** Twilio's settings from the environment. @returns the names of those missing, or the settings */
function settings(): { missing: string[] } | { sid: string; token: string; from: string; base: string } {
  const sid = process.env.TWILIO_ACCOUNT_SID?.trim() ?? '';
  const token = process.env.TWILIO_AUTH_TOKEN?.trim() ?? '';
  const from = process.env.TWILIO_FROM?.trim() ?? '';
  const missing = [!sid && 'TWILIO_ACCOUNT_SID', !token && 'TWILIO_AUTH_TOKEN', !from && 'TWILIO_FROM'].filter((name): name is string => Boolean(name));
  if (missing.length) return { missing };
  const base = (process.env.TWILIO_API_URL?.trim() || DEFAULT_BASE).replace(/\/+$/, '');
  const protocol = (() => {
    try {
      return new URL(base).protocol;
    } catch {
      return '';
    }
  })();
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`TWILIO_API_URL must be an http(s) URL, not "${base}".`);
  return { sid, token, from, base };
}

/** What Twilio's answer says of an error (`code` and `message`), or its status alone. */
async function refusal(response: Response): Promise<string> {
  const answer = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const detail = [answer?.code, answer?.message].filter((part) => part !== undefined && part !== null && part !== '').join(' ');
  return `Twilio answered ${response.status}${detail ? `: ${detail}` : ''}`;
}

/** The Twilio provider (settings checked on each send). */
export const twilioProvider: SmsProvider = {
  name: 'twilio',

  missingSettings() {
    try {
      const found = settings();
      return 'missing' in found ? found.missing : [];
    } catch {
      return ['TWILIO_API_URL (an http(s) URL)'];
    }
  },

  async send(to, body) {
    const found = settings();
    if ('missing' in found) throw new Error(`SMS_PROVIDER=twilio needs ${found.missing.join(', ')}.`);
    const { sid, token, from, base } = found;
    const response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(await refusal(response));
    const answer = (await response.json().catch(() => null)) as { sid?: unknown } | null;
    if (typeof answer?.sid !== 'string') throw new Error(`Twilio answered ${response.status} without a message sid`);
    return { id: answer.sid };
  },
};
