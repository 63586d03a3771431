/**
 * Reads the e-mails the CMS really sent, from the SMTP catcher started by global-setup
 * (MailDev REST API at MAIL_CATCHER_URL).
 */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  date: string;
}

/**
 * The newest e-mail to `address`, waiting up to `timeoutMs` for it to arrive.
 * @param after - only mails dated after this instant count (the Date header has second precision)
 * @param match - only mails for which this is true count (e.g. the reset e-mail, not the code e-mail)
 * @throws Error when none arrives in time
 */
export async function latestMailTo(
  address: string,
  { after = new Date(0), timeoutMs = 10_000, match = (_mail: CaughtMail) => true } = {},
): Promise<CaughtMail> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = (await (await fetch(`${process.env.MAIL_CATCHER_URL}/email`)).json()) as CaughtMail[];
    const mine = mails
      .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && new Date(mail.date) >= after && match(mail))
      .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
    if (mine[0]) return mine[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
}

/** All e-mails to `address`. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${process.env.MAIL_CATCHER_URL}/email`)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** The 6-digit code of an OTP e-mail. */
export function codeIn(mail: CaughtMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}
