/**
 * The platform's transactional e-mails (spec §2 sign-up, §3, §5): templates (./templates), the daily cap
 * of unsolicited ones (./unsolicited.ts) and their delivery (./deliver.ts). Services never send an e-mail
 * themselves: they queue it in the outbox (lib/outbox `enqueueMail`), whose worker delivers it.
 */
export { siteUrl, deliverMail, renderForSending, type MailAttachment } from './deliver';
