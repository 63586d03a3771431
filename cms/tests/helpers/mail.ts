/**
 * Reads the e-mails the CMS really sent, from the SMTP catcher started by global-setup
 * (MailDev REST API at MAIL_CATCHER_URL).
 */
import { clock } from '../../src/contracts/clock';
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  date: string;
  /** Attached files (MailDev's description; the bytes come from {@link attachmentText}). */
  attachments?: CaughtAttachment[];
}

/** An attached file as MailDev describes it. */
export interface CaughtAttachment {
  contentType: string;
  fileName: string;
  generatedFileName: string;
}

/**
 * The newest e-mail to `address`, waiting up to `timeoutMs` for it to arrive.
 * @param after - only mails dated after this instant count (the Date header has second precision)
 * @param match - only mails for which this is true count (e.g. the reset e-mail, not the code e-mail)
 * @throws Error when none arrives in time
 */
export async function latestMailTo(address: string, { after = new Date(0), timeoutMs = 10_000, match = (_mail: CaughtMail): boolean => true } = {}): Promise<CaughtMail> {
  const started = clock.ms();
  while (clock.ms() - started < timeoutMs) {
    const mine = (await mailsTo(address)).filter((mail) => new Date(mail.date) >= after && match(mail)).sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
    if (mine[0]) return mine[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
}

/**
 * All e-mails to `address` (case-insensitive). The catcher filters them (`?to.address=`, exact match, so
 * both the address as written and in lower case are asked): the whole inbox of a run grows to thousands
 * of messages, too many to fetch at every poll.
 */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const spellings = [...new Set([address, address.toLowerCase()])];
  const answers = await Promise.all(
    spellings.map(async (spelling) => (await (await fetch(`${process.env.MAIL_CATCHER_URL}/email?to.address=${encodeURIComponent(spelling)}`)).json()) as CaughtMail[]),
  );
  const byId = new Map(answers.flat().map((mail) => [mail.id, mail]));
  return [...byId.values()].filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** The 6-digit code of an OTP e-mail. */
export function codeIn(mail: CaughtMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

/** Ids of the e-mails to `address` so far, to wait for the next one with {@link nextMailTo}. */
export async function mailIdsTo(address: string): Promise<Set<string>> {
  return new Set((await mailsTo(address)).map((mail) => mail.id));
}

/**
 * The first e-mail to `address` that is not in `seen` (and satisfies `match`), waiting up to `timeoutMs`.
 * @throws Error when none arrives in time
 */
export async function nextMailTo(address: string, seen: Set<string>, { timeoutMs = 10_000, match = (_mail: CaughtMail): boolean => true } = {}): Promise<CaughtMail> {
  const started = clock.ms();
  while (clock.ms() - started < timeoutMs) {
    const fresh = (await mailsTo(address)).filter((mail) => !seen.has(mail.id) && match(mail));
    if (fresh[0]) return fresh[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no new e-mail to ${address} within ${timeoutMs} ms`);
}

/**
 * The text of the first attachment of `mail` whose file name ends with `extension` (e.g. `.ics`).
 * @throws Error when the mail has no such attachment
 */
export async function attachmentText(mail: CaughtMail, extension: string): Promise<string> {
  const file = (mail.attachments ?? []).find((attachment) => attachment.fileName.toLowerCase().endsWith(extension));
  if (!file) throw new Error(`no ${extension} attachment in "${mail.subject}" (${JSON.stringify(mail.attachments ?? [])})`);
  const response = await fetch(`${process.env.MAIL_CATCHER_URL}/email/${mail.id}/attachment/${encodeURIComponent(file.generatedFileName)}`);
  if (!response.ok) throw new Error(`attachment ${file.generatedFileName}: HTTP ${response.status}`);
  return response.text();
}
