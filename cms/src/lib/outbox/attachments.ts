/**
 * What an outbox e-mail is made of (docs/messaging.md): usually its template's values and small files
 * (a booking's `.ics`), stored with the message; or, for a message whose files are large (the starter
 * kit's PDF files), a builder registered under a name that makes the template and files when the message
 * is sent, from an argument stored with the message (e.g. the request's documentId).
 */
import type { MailTemplate } from '../mail/templates';
import type { Locale } from '../messages';

/** A file attached to an e-mail, as stored in the outbox (`content` base64 when `encoding` says so). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/** A file to attach (e.g. a booking's `.ics`): text or bytes. */
export interface OutboxAttachment {
  /** File name shown to the recipient, e.g. `invitation.ics`. */
  filename: string;
  /** UTF-8 text or bytes. */
  content: string | Buffer;
  /** MIME type, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
}

/** What an e-mail message's `payload` holds: the template and files, or the builder that makes them. */
export interface MailPayload {
  template?: MailTemplate;
  attachments?: StoredAttachment[];
  /** Made when sending: the name of a registered builder and its argument. */
  build?: { builder: string; argument: string };
  headers?: Record<string, string>;
}

/** An e-mail ready to send. */
export interface BuiltMail {
  template: MailTemplate;
  attachments: OutboxAttachment[];
}

/**
 * Makes the template and files of a message when it is sent.
 * @param argument - what the message stored for it (e.g. a documentId)
 * @param locale - the recipient's language
 * @throws when they cannot be made (the attempt fails and is retried like a refused send)
 */
export type MailBuilder = (argument: string, locale: Locale) => Promise<BuiltMail>;

const builders = new Map<string, MailBuilder>();

/** Register the builder named `name` (a service does it when it loads). */
export function registerMailBuilder(name: string, builder: MailBuilder): void {
  builders.set(name, builder);
}

/**
 * The template and files of a stored e-mail, ready to send.
 * @throws Error when the payload names a builder nobody registered, or what the builder throws
 */
export async function builtMail(payload: MailPayload, locale: Locale): Promise<BuiltMail> {
  if (payload.build) {
    const builder = builders.get(payload.build.builder);
    if (!builder) throw new Error(`no mail builder "${payload.build.builder}"`);
    return builder(payload.build.argument, locale);
  }
  if (!payload.template) throw new Error('the message has neither a template nor a builder');
  return {
    template: payload.template,
    attachments: (payload.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content,
    })),
  };
}
