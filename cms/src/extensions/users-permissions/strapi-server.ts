/**
 * users-permissions extension (docs/api-auth.md): `token_version` on the user, carried in every JWT we issue
 * (`tv` claim) and increased by a password reset or change, so that every token issued before is
 * refused (see cms/src/policies/signed-in.ts).
 */
export default <P extends { contentTypes: { user: { schema: { attributes: Record<string, unknown> } } } }>(plugin: P): P => {
  plugin.contentTypes.user.schema.attributes.token_version = { type: 'integer', default: 0, private: true, configurable: false };
  return plugin;
};
