/**
 * users-permissions extension (docs/api-auth.md):
 * - `token_version` on the user, carried in every JWT we issue (`tv` claim) and increased by a password
 *   reset or change, so that every token issued before is refused (see cms/src/policies/signed-in.ts);
 * - the bcrypt work factor of stored passwords ({@link passwordHashRounds}).
 */
import { passwordHashRounds } from '../../lib/password-hash';

export default <P extends { contentTypes: { user: { schema: { attributes: Record<string, unknown> } } } }>(plugin: P): P => {
  const { attributes } = plugin.contentTypes.user.schema;
  attributes.token_version = { type: 'integer', default: 0, private: true, configurable: false };
  attributes.password = { ...(attributes.password as object), encryption: { rounds: passwordHashRounds(process.env.PASSWORD_HASH_ROUNDS) } };
  return plugin;
};
