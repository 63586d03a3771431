/**
 * What an SMS provider is to the platform (docs/messaging.md "SMS"): something that hands one text to a
 * phone number. The one in use is chosen by `SMS_PROVIDER` (lib/sms `smsProvider`).
 */
export interface SmsProvider {
  /** The value of `SMS_PROVIDER` that chooses it. */
  name: string;
  /** The environment variables it needs that are not set (none: it can send). */
  missingSettings(): string[];
  /**
   * Send one SMS now (only the outbox worker calls it).
   * @param to - the recipient's number in E.164 (`+33612345678`)
   * @param body - the text, already in the recipient's language
   * @returns the provider's id of the message
   * @throws Error when the provider refuses or cannot be reached (the outbox records it and tries again)
   */
  send(to: string, body: string): Promise<{ id: string }>;
}
