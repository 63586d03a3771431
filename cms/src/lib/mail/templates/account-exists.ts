/** E-mail `account-exists` (transactional e-mails, see ./index.ts): {@link accountExists}. */
import { COLON_FR, type Content, type Wording } from './layout';

/** Data of the `account-exists` e-mail. */
export type AccountExistsMail = { name: 'account-exists'; role: 'client' | 'consultant'; signInUrl: string; resetUrl: string };

/**
 * A sign-up code was asked for an address that already has an account: no code, links to sign in and to
 * reset the password, and "if it wasn't you, ignore this e-mail".
 * @returns the e-mail's content in the wording's language.
 */
export function accountExists(template: AccountExistsMail, { onSite, suffix, siteFr, siteEn }: Wording): Content {
  const account = template.role === 'consultant' ? onSite('un compte expert', 'an expert account') : onSite('un compte client', 'a client account');
  return {
    subject: onSite(`Vous avez déjà un compte${suffix}`, `You already have an account${suffix}`),
    preheader: onSite(
      `Cette adresse e-mail est déjà associée à un compte${COLON_FR} connectez-vous ou réinitialisez votre mot de passe.`,
      'This e-mail address already has an account: sign in or reset your password.',
    ),
    blocks: [
      { kind: 'heading', text: onSite('Vous avez déjà un compte', 'You already have an account') },
      {
        kind: 'p',
        text: onSite(
          `Quelqu’un, probablement vous, a demandé un code d’inscription pour cette adresse e-mail. Or elle est déjà associée à ${account} sur ${siteFr}${COLON_FR} aucun nouveau compte n’a été créé et aucun code n’est nécessaire.`,
          `Someone, probably you, asked for a sign-up code for this e-mail address. It is already linked to ${account} on ${siteEn}, so no new account has been created and no code is needed.`,
        ),
      },
      { kind: 'p', text: onSite(`Vous pouvez vous connecter directement${COLON_FR}`, 'You can sign in directly:') },
      { kind: 'button', label: onSite('Se connecter', 'Sign in'), url: template.signInUrl },
      {
        kind: 'p',
        text: onSite(`Mot de passe oublié${'\u00a0'}? Choisissez-en un nouveau${COLON_FR}`, 'Forgotten your password? Choose a new one:'),
      },
      { kind: 'button', label: onSite('Réinitialiser mon mot de passe', 'Reset my password'), url: template.resetUrl },
      {
        kind: 'note',
        text: onSite(
          `Si ce n’était pas vous, ignorez simplement cet e-mail${COLON_FR} votre compte n’a pas été modifié.`,
          'If it wasn’t you, simply ignore this e-mail: your account has not been changed.',
        ),
      },
    ],
    reason: onSite(
      `Vous recevez cet e-mail car une inscription a été tentée sur ${siteFr} avec cette adresse.`,
      `You receive this e-mail because someone tried to sign up on ${siteEn} with this address.`,
    ),
  };
}
