'use strict';

/**
 * The privacy policy of the seed states the retention periods the daily job applies (docs/privacy.md
 * "Retention"; lib/retention-periods.ts). A database seeded before holds version 1.0 of the policy with its
 * former section 7 ("Durées de conservation" / "Retention periods"), which promised other periods. Each
 * row of that version (fr and en, draft and published) whose text is still exactly the one the seed wrote
 * gets the new section 7, filled with this process's periods as a fresh seed would; a text that an editor
 * changed in the CMS is left alone (publish a new version of the policy to change it). A second run, or a
 * database seeded with the new text, changes nothing.
 *
 * A fresh database has no `privacy_policies` table yet when migrations run (Strapi creates the tables after
 * them): nothing to do. Plain knex queries, the same on SQLite and PostgreSQL.
 */
const fs = require('node:fs');
const path = require('node:path');
// The server's own text builder, as compiled (the server runs from cms/dist).
const { publishedLegalText } = require(path.join(__dirname, '..', '..', 'dist', 'src', 'lib', 'retention-periods.js'));

const TABLE = 'privacy_policies';
const VERSION = '1.0';
const SECTION_START = '## 7.';
const SECTION_END = '## 8.';

/** Section 7 of version 1.0 as the seed first wrote it. */
const FORMER_SECTION = {
  "fr": "## 7. Durées de conservation\n\n- **Compte** : pendant toute la durée d'utilisation, puis suppression après trois ans d'inactivité, après information préalable.\n- **Bilan de santé et messages de consultation** : jusqu'à la suppression de votre compte, et au plus tard trois ans après votre dernière consultation.\n- **Preuve de votre consentement** (date, version du formulaire, sans le contenu du bilan) : cinq ans, durée de prescription applicable.\n- **Factures et pièces comptables** : dix ans.\n- **Dossiers de vérification des consultants** : durée de la relation contractuelle, puis cinq ans.\n- **Journaux techniques** : douze mois.\n- **Cookies** : treize mois au maximum ; vos choix en matière de cookies sont conservés six mois.\n- **Lettre d'information** : jusqu'à votre désinscription, ou trois ans sans interaction.\n\n",
  "en": "## 7. Retention periods\n\n- **Account**: for as long as you use it, then deleted after three years of inactivity, after prior notice.\n- **Health assessment and consultation messages**: until you delete your account, and no later than three years after your last consultation.\n- **Proof of your consent** (date and version of the form, without the content of the assessment): five years, the applicable limitation period.\n- **Invoices and accounting records**: ten years.\n- **Consultant verification files**: for the duration of the contractual relationship, then five years.\n- **Technical logs**: twelve months.\n- **Cookies**: thirteen months at most; your cookie choices are kept for six months.\n- **Newsletter**: until you unsubscribe, or after three years without interaction.\n\n"
};

/** The policy's text in `locale` with section 7 swapped for `section`. */
function withSection(body, section) {
  const start = body.indexOf(SECTION_START);
  const end = body.indexOf(SECTION_END);
  if (start < 0 || end < start) return null;
  return body.slice(0, start) + section + body.slice(end);
}

module.exports = {
  FORMER_SECTION,
  async up(knex) {
    if (!(await knex.schema.hasTable(TABLE))) return;
    const legal = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'data', 'content', 'legal.json'), 'utf8'));
    const policy = legal.find((doc) => doc.kind === 'privacy-policy' && doc.version === VERSION);
    if (!policy) return;
    for (const locale of ['fr', 'en']) {
      const template = policy[locale].body;
      const former = withSection(template, FORMER_SECTION[locale]);
      if (!former) continue;
      const current = publishedLegalText(template, locale);
      await knex(TABLE).where({ version: VERSION, locale, body: former }).update({ body: current });
    }
  },
  async down() {
    // The new section stays: it states what the platform does.
  },
};
