/**
 * SMS provider interface for mobile verification codes (docs/api-auth.md). No provider ships configured:
 * without one, `provider()` is `null` and the code goes by e-mail, which the API answer
 * (`channel: "email"`) and the UI say openly. A real provider (e.g. an SMS gateway's HTTP API) plugs
 * in here, selected by env `SMS_PROVIDER`.
 */
export interface SmsProvider {
  /**
   * @param to - E.164 number (`+33612345678`)
   * @param text - the message, already in the recipient's language
   */
  send(to: string, text: string): Promise<void>;
}

export default () => ({
  /** The configured provider, or `null` when none is (the only case in this version). */
  provider(): SmsProvider | null {
    if (process.env.SMS_PROVIDER) strapi.log.warn(`SMS_PROVIDER="${process.env.SMS_PROVIDER}" is not supported yet: mobile codes go by e-mail.`);
    return null;
  },
});
