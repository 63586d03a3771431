/**
 * Seed of the client forms (docs/api-bookings.md "Client forms"): the bilingual consent form versions of
 * `cms/data/content/consent-forms.json`, and, for the demo client `client@demo.local` (outside
 * production, see accounts.ts), an accepted consent form of the current version with a signed PDF
 * (a private file) and a completed health assessment with its consent to process health data, so the
 * demo client can book at once.
 * Idempotent: a second run changes nothing.
 */
import { mkdtemp, rm, writeFile } from 'fs/promises';
import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { createBilingual, readData, seedList, type SeedLog } from './helpers';
import { services } from '../lib/services';
import { QUESTIONNAIRE, answersSchema, scoreAnswers } from '../lib/health-assessment/questionnaire';
import { clock } from '../contracts/clock';

const CONSENT_FORM = 'api::consent-form.consent-form';
const CONSENT = 'api::client-consent.client-consent';
const ASSESSMENT = 'api::health-assessment.health-assessment';
const DEMO_CLIENT_EMAIL = 'client@demo.local';

/** The consent form versions (published, fr and en). */
export async function seedConsentForms(log: SeedLog) {
  const versions = readData<{ version: string; effective_date: string; fr: { title: string; body: string }; en: { title: string; body: string } }[]>('content/consent-forms.json');
  await seedList(
    log,
    'Consent forms',
    CONSENT_FORM,
    versions,
    (doc) => doc.version,
    (doc) => createBilingual(CONSENT_FORM, { version: doc.version, effective_date: doc.effective_date }, { fr: doc.fr, en: doc.en }),
    'version',
  );
}

/**
 * A one-page PDF 1.4 showing `lines` (Latin-1 text, Helvetica), as a scanned signed form would be.
 * Hand-written objects with a correct cross-reference table; file-type detects it as PDF.
 */
export function simplePdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = ['BT', '/F1 12 Tf', '16 TL', '60 780 Td', ...lines.map((line) => `(${escape(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Plausible answers of the demo client: sleep and stress, mild symptoms. */
const DEMO_ANSWERS = {
  reason: 'Je dors mal depuis plusieurs mois et je me sens tendue au travail. Je voudrais retrouver un sommeil réparateur et mieux gérer mon stress.',
  objectives: ['better-sleep', 'stress-management'],
  symptom_duration: '6-12-months',
  conditions: ['none'],
  medical_follow_up: false,
  pregnancy: 'no',
  takes_medication: false,
  supplements: 'Magnésium le soir.',
  has_allergies: true,
  allergy_list: 'Pollen de bouleau (rhinite au printemps).',
  sleep_hours: '5-6',
  sleep_quality: 'poor',
  physical_activity: '1-2-week',
  diet: 'flexitarian',
  alcohol: '2-4-month',
  tobacco: 'never',
  phq9_1: 1,
  phq9_2: 1,
  phq9_3: 2,
  phq9_4: 2,
  phq9_5: 0,
  phq9_6: 0,
  phq9_7: 1,
  phq9_8: 0,
  phq9_9: 0,
  gad7_1: 2,
  gad7_2: 1,
  gad7_3: 1,
  gad7_4: 2,
  gad7_5: 0,
  gad7_6: 1,
  gad7_7: 0,
};

/**
 * The demo client's forms: an accepted, signed consent form of the current version and a completed
 * health assessment of the current questionnaire. Nothing happens without the demo client (production)
 * or when they are already there.
 */
export async function seedDemoClientForms(strapi: Core.Strapi, log: SeedLog) {
  const user = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: DEMO_CLIENT_EMAIL }, select: ['id'] });
  const profile = user ? await strapi.db.query('api::client-profile.client-profile').findOne({ where: { user: { id: user.id } }, select: ['id', 'display_name'] }) : null;
  if (!profile) return;
  const forms = services.clientForms();
  const current = await forms.currentConsentForm('fr');
  let created = 0;
  if (current && !(await strapi.db.query(CONSENT).findOne({ where: { client: { id: profile.id }, version: current.version } }))) {
    const acceptedAt = clock.now();
    const pdf = simplePdf([
      current.title.normalize('NFC'),
      `Version ${current.version}`,
      '',
      `Nom et prénom : ${profile.display_name}`,
      `Date : ${acceptedAt.toISOString().slice(0, 10)}`,
      `Signature : ${profile.display_name}`,
    ]);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'seed-consent-'));
    try {
      const file = path.join(dir, 'consentement-signe.pdf');
      await writeFile(file, pdf);
      const stored = await services.privateFiles().store({ path: file, name: 'consentement-signe.pdf', size: pdf.length, ext: 'pdf', mime: 'application/pdf' }, 'consent-form', user.id);
      await strapi.db.query(CONSENT).create({ data: { client: profile.id, version: current.version, accepted_at: acceptedAt, accepted_locale: 'fr', signed_file: stored.id } });
      created += 1;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  if (!(await strapi.db.query(ASSESSMENT).findOne({ where: { client: { id: profile.id } } }))) {
    const answers = answersSchema().parse(DEMO_ANSWERS);
    const completedAt = clock.now();
    await strapi.db.query(ASSESSMENT).create({ data: { client: profile.id, version: QUESTIONNAIRE.version, answers, scores: scoreAnswers(answers), completed_at: completedAt } });
    // Submitted as a client submits it: with the explicit consent to process health data (docs/privacy.md).
    await services.consents().recordHealthAssessment(user.id, completedAt);
    created += 1;
  }
  log(`Demo client forms: ${created} created (consent form and health assessment of ${DEMO_CLIENT_EMAIL})`);
}
