/**
 * The signed-in consultant's profile (spec §3 person fields and consultant extras, §5 documents;
 * docs/api-consultant.md): the sections (basic, address, bank, detail, documents), the uploads, the
 * degrees and certificates, the weekly timings and the review workflow (status, submit, preview).
 *
 * A write to a sensitive section (legal identity, documents, degrees, certificates) of an approved
 * profile sends it back to review: its answer carries `meta.review_required: true`.
 *
 * Pure (zod, libphonenumber-js, ibantools, postcode-validator): the web's forms use the same rules.
 *
 * @module contracts/consultant-profile
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { ApiErrorBody, CalendarDate, checkMessage, isRealDate, dataOf, FilePart, Instant, Media, orNull, PrivateFile, unsupportedFile } from './common';
import { ExpertDetail } from './experts';
import { BasicProfileRequest, isTimeZone, personFields, PersonView } from './person';
import { route } from './route';
import { clock } from './clock';

export { BasicProfileRequest };

const TAG = 'Consultant profile';

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
/** An ISO 4217 currency code (`EUR`). */
export const Currency = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => CURRENCIES.has(value), checkMessage('validation.currency'));
/** An optional text: absent, `null` and `''` are stored as `null`. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const slugs = (max: number, min = 0) =>
  z
    .array(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    )
    .min(min)
    .max(max);

/** True for an absolute `https://` URL. */
export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The address (the country is the country of residence); the postal code is checked for the country. */
export const AddressRequest = z
  .object({
    country: personFields.country_of_residence,
    city: requiredText(120),
    house_number: optionalText(20),
    street_1: requiredText(200),
    street_2: optionalText(200),
    postal_code: requiredText(20),
  })
  .strict()
  .refine((address) => !postcodeValidatorExistsForCountry(address.country) || postcodeValidator(address.postal_code, address.country), {
    path: ['postal_code'],
    ...checkMessage('validation.postalCode'),
  });

/** The bank details (IBAN and BIC checked with ibantools; an IBAN or an account number). */
export const BankRequest = z
  .object({
    bank_name: requiredText(120),
    agency_name: optionalText(120),
    agency_address: optionalText(300),
    swift_bic: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => isValidBIC(value), checkMessage('validation.bic')),
    account_number: optionalText(40),
    branch_code: optionalText(20),
    iban: z
      .string()
      .nullish()
      .transform((value) => (value ? (electronicFormatIBAN(value) ?? value.replace(/\s+/g, '').toUpperCase()) : null))
      .refine((value) => value === null || isValidIBAN(value), checkMessage('validation.iban')),
    control_key: optionalText(10),
    account_holder_name: requiredText(120),
    account_currency: Currency,
    extra_info: optionalText(1000),
    payment_currency: Currency,
    tax_number: requiredText(40),
  })
  .strict()
  .refine((bank) => Boolean(bank.iban || bank.account_number), { path: ['iban'], ...checkMessage('validation.ibanOrAccount') });

/** What clients read: bios (one language at least), fields of practice by slug, fee (minor units), session length (minutes). */
export const DetailRequest = z
  .object({
    bio_fr: optionalText(5000),
    bio_en: optionalText(5000),
    background_fr: optionalText(10000),
    background_en: optionalText(10000),
    intro_video_url: z
      .string()
      .trim()
      .max(500)
      .nullish()
      .transform((value) => value || null)
      .refine((value) => value === null || isHttpsUrl(value), checkMessage('validation.url')),
    specializations: slugs(10, 1),
    disorders: slugs(30).default([]),
    objectives: slugs(30).default([]),
    keywords: slugs(30).default([]),
    languages: z
      .array(
        z
          .string()
          .trim()
          .regex(/^[a-z]{2}$/),
      )
      .min(1)
      .max(20),
    /** minor currency units */
    fee: z.coerce.number().int().min(0).max(1_000_000),
    currency: Currency,
    /** minutes, a multiple of 5 */
    session_duration: z.coerce
      .number()
      .int()
      .min(15)
      .max(240)
      .refine((value) => value % 5 === 0, checkMessage('validation.durationStep')),
    free_first_consultation: z.boolean(),
  })
  .strict()
  .refine((detail) => Boolean(detail.bio_fr || detail.bio_en), { path: ['bio_fr'], ...checkMessage('validation.bioRequired') });

/** The ID number (sensitive). */
export const DocumentsRequest = z.object({ id_number: z.string().trim().min(3).max(40) }).strict();

/** A year from 1950 to the current one (checked at each request, not at start-up). */
const year = () =>
  z.coerce
    .number()
    .int()
    .min(1950)
    .refine((value) => value <= clock.now().getUTCFullYear(), checkMessage('validation.failed'))
    .meta({ description: 'from 1950 to the current year' });
const text = (max: number) => z.string().trim().min(1).max(max);

/** A degree's fields (multipart text fields; the attachment is the `file` part: JPG or PNG). */
export const DegreeFields = z.object({ degree_name: text(200), school_name: text(200), graduation_year: year() }).strict();
/** A certificate's fields (multipart text fields; the attachment is the `file` part: PDF, JPG or PNG). */
export const CertificateFields = z
  .object({
    name: text(200),
    year: year(),
    school: text(200),
    number: z
      .string()
      .trim()
      .max(80)
      .nullish()
      .transform((value) => value || null),
  })
  .strict();

/** Multipart body of a new degree (the `file` part is required) or of its replacement (a `file` replaces the attachment). */
export const DegreeRequest = DegreeFields.extend({ file: FilePart.optional() });
/** Multipart body of a new certificate (the `file` part is required) or of its replacement. */
export const CertificateRequest = CertificateFields.extend({ file: FilePart.optional() });
/** Multipart body of a partial change of a certificate. */
export const CertificatePatchRequest = CertificateFields.partial().extend({ file: FilePart.optional() });

/** `"09:30"` → 570; `"24:00"` → 1440 (minutes after midnight). */
export function toMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number);
  return h * 60 + m;
}

/** A wall-clock time `HH:MM` (00:00–24:00), minutes a multiple of 5. */
const Clock = z
  .string()
  .trim()
  .refine((value) => /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/.test(value), checkMessage('validation.clock'))
  .refine((value) => !/^\d{2}:\d{2}$/.test(value) || toMinutes(value) % 5 === 0, checkMessage('validation.clockStep'));

/**
 * The weekly timings: windows per ISO weekday (1 = Monday) as wall-clock times in the consultant's
 * IANA time zone, and whole days off. Order (`start < end`), overlaps and repeated dates are checked
 * by the server after this schema (fieldErrors `windows.<i>`, `exceptions.<i>.date`).
 */
export const TimingsRequest = z
  .object({
    time_zone: z.string().trim().max(64).refine(isTimeZone, checkMessage('validation.timeZone')),
    windows: z.array(z.object({ weekday: z.coerce.number().int().min(1).max(7), start: Clock, end: Clock }).strict()).max(50),
    exceptions: z
      .array(z.object({ date: z.string().trim().refine(isRealDate, checkMessage('validation.date')), reason: z.string().trim().max(200).optional().nullable() }).strict())
      .max(200)
      .default([]),
  })
  .strict();

/** The basic section: person fields, consultant extras, the read-only e-mail. */
export const BasicSection = PersonView.extend({
  profession: z.string().nullable(),
  country_of_birth: z.string().nullable(),
  years_of_experience: z.number().int(),
}).meta({ id: 'ConsultantBasicSection' });

export const AddressSection = z
  .object({
    country: z.string().nullable(),
    city: z.string().nullable(),
    house_number: z.string().nullable(),
    street_1: z.string().nullable(),
    street_2: z.string().nullable(),
    postal_code: z.string().nullable(),
  })
  .meta({ id: 'ConsultantAddressSection' });

const nullableText = z.string().nullable();
/** The bank details (all `null` before the first save) and the bank statement. */
export const BankSection = z
  .object({
    bank_name: nullableText,
    agency_name: nullableText,
    agency_address: nullableText,
    swift_bic: nullableText,
    account_number: nullableText,
    branch_code: nullableText,
    iban: nullableText,
    control_key: nullableText,
    account_holder_name: nullableText,
    account_currency: nullableText,
    extra_info: nullableText,
    payment_currency: nullableText,
    tax_number: nullableText,
    bank_statement: orNull(PrivateFile),
  })
  .meta({ id: 'ConsultantBankSection' });

/** The profile detail; references by slug (languages by ISO code), `fee` in minor units, `session_duration` in minutes. */
export const DetailSection = z
  .object({
    bio_fr: nullableText,
    bio_en: nullableText,
    background_fr: nullableText,
    background_en: nullableText,
    intro_video_url: nullableText,
    specializations: z.array(z.string()),
    disorders: z.array(z.string()),
    objectives: z.array(z.string()),
    keywords: z.array(z.string()),
    languages: z.array(z.string()),
    fee: z.number().int(),
    currency: z.string(),
    session_duration: z.number().int().nullable(),
    free_first_consultation: z.boolean(),
    photo: orNull(Media),
  })
  .meta({ id: 'ConsultantDetailSection' });

/** The ID number, the private documents and the public photo. */
export const DocumentsSection = z
  .object({
    id_number: nullableText,
    id_document: orNull(PrivateFile),
    criminal_record: orNull(PrivateFile),
    contract: orNull(PrivateFile),
    bank_statement: orNull(PrivateFile),
    photo: orNull(Media),
  })
  .meta({ id: 'ConsultantDocumentsSection' });

export const Degree = z
  .object({ id: z.string(), degree_name: z.string(), school_name: z.string(), graduation_year: z.number().int(), attachment: orNull(PrivateFile) })
  .meta({ id: 'ConsultantDegree' });

export const Certificate = z
  .object({ id: z.string(), name: z.string(), year: z.number().int(), school: z.string(), number: z.string().nullable(), attachment: orNull(PrivateFile) })
  .meta({ id: 'ConsultantCertificate' });

const Window = z.object({ weekday: z.number().int(), start: z.string(), end: z.string(), shift: z.enum(['morning', 'noon', 'afternoon', 'evening', 'night']) });
/** The weekly timings, with the windows grouped by shift. */
export const TimingsView = z
  .object({
    time_zone: z.string().nullable(),
    windows: z.array(Window),
    by_shift: z.object({ morning: z.array(Window), noon: z.array(Window), afternoon: z.array(Window), evening: z.array(Window), night: z.array(Window) }),
    exceptions: z.array(z.object({ date: CalendarDate, reason: z.string().nullable() })),
  })
  .meta({ id: 'ConsultantTimings' });

/** Section keys, in the order of the edit-account screens. */
export const SectionKey = z.enum(['basic', 'address', 'education', 'certificates', 'bank', 'detail', 'documents', 'timings']);

/** The review workflow state and every section's completion. */
export const ProfileStatus = z
  .object({
    approval_status: z.enum(['incomplete', 'submitted', 'approved', 'rejected']),
    active_status: z.boolean(),
    rejection_reason: z.string().nullable(),
    submitted_at: orNull(Instant),
    approved_at: orNull(Instant),
    visible_in_search: z.boolean(),
    sections: z.array(z.object({ key: SectionKey, required: z.boolean(), complete: z.boolean(), missing: z.array(z.string()) })),
    missing_sections: z.array(SectionKey),
    can_submit: z.boolean(),
  })
  .meta({ id: 'ConsultantProfileStatus' });

/** Answer of a section write: `{ data }`, plus `meta.review_required` when an approved profile went back to review. */
export const sectionAnswer = <T extends z.ZodType>(data: T) => z.object({ data, meta: z.object({ review_required: z.literal(true) }).optional() });

/** Kinds of `POST /api/consultant/documents/:kind`. */
export const DocumentKind = z.enum(['id', 'criminal-record', 'contract', 'bank-statement', 'photo']);

const signedIn = { tag: TAG, access: 'signed-in' } as const;

/** GET and PUT of one section. */
function section<R extends z.ZodType, V extends z.ZodType>(path: string, what: string, request: R, view: V) {
  return {
    get: route({ ...signedIn, method: 'GET', path: `/consultant/${path}`, summary: `The ${what}`, responses: { 200: { description: 'OK', schema: dataOf(view) } } }),
    put: route({ ...signedIn, method: 'PUT', path: `/consultant/${path}`, summary: `Save the ${what}`, body: request, responses: { 200: { description: 'Saved', schema: sectionAnswer(view) } } }),
  };
}

const basic = section('profile/basic', 'basic profile (a change of legal identity sends an approved profile back to review)', BasicProfileRequest, BasicSection);
const address = section('profile/address', 'address', AddressRequest, AddressSection);
const bank = section('profile/bank', 'bank details', BankRequest, BankSection);
const detail = section('profile/detail', 'profile detail (what clients read)', DetailRequest, DetailSection);
const documents = section('documents', 'ID number and documents (the ID number is sensitive)', DocumentsRequest, DocumentsSection);

/** List, read, create, update and delete of degrees or certificates. */
function records<B extends z.ZodType, P extends z.ZodType, V extends z.ZodType>(path: string, what: string, types: string, body: B, patchBody: P, view: V) {
  const params = z.object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9]{10,40}$/),
  });
  const created = { 201: { description: 'Created', schema: sectionAnswer(view) }, ...unsupportedFile } as const;
  const updated = { 200: { description: 'Saved', schema: sectionAnswer(view) }, ...unsupportedFile } as const;
  return {
    list: route({ ...signedIn, method: 'GET', path: `/consultant/${path}`, summary: `The ${what}s, oldest first`, responses: { 200: { description: 'OK', schema: dataOf(z.array(view)) } } }),
    create: route({
      ...signedIn,
      method: 'POST',
      path: `/consultant/${path}`,
      summary: `Add a ${what} with its attachment (${types}, required)`,
      bodyType: 'multipart',
      body,
      responses: created,
    }),
    one: route({ ...signedIn, method: 'GET', path: `/consultant/${path}/:id`, summary: `One ${what}`, params, responses: { 200: { description: 'OK', schema: dataOf(view) } } }),
    update: route({
      ...signedIn,
      method: 'PUT',
      path: `/consultant/${path}/:id`,
      summary: `Replace a ${what}'s fields; a \`file\` replaces the attachment`,
      params,
      bodyType: 'multipart',
      body,
      responses: updated,
    }),
    patch: route({
      ...signedIn,
      method: 'PATCH',
      path: `/consultant/${path}/:id`,
      summary: `Change some of a ${what}'s fields; a \`file\` replaces the attachment`,
      params,
      bodyType: 'multipart',
      body: patchBody,
      responses: updated,
    }),
    remove: route({ ...signedIn, method: 'DELETE', path: `/consultant/${path}/:id`, summary: `Delete a ${what} and its attachment`, params, responses: { 204: { description: 'Deleted' } } }),
  };
}

const education = records('education', 'degree', 'JPG or PNG', DegreeRequest, DegreeRequest.partial(), Degree);
const certificates = records('certificates', 'certificate', 'PDF, JPG or PNG', CertificateRequest, CertificatePatchRequest, Certificate);

/** Routes of the consultant's profile, by controller action of `api::consultant.profile`. */
export const consultantProfileRoutes = {
  getBasic: basic.get,
  putBasic: basic.put,
  getAddress: address.get,
  putAddress: address.put,
  getBank: bank.get,
  putBank: bank.put,
  getDetail: detail.get,
  putDetail: detail.put,
  status: route({
    ...signedIn,
    method: 'GET',
    path: '/consultant/profile/status',
    summary: 'The review status and every section’s completion',
    responses: { 200: { description: 'OK', schema: dataOf(ProfileStatus) } },
  }),
  submit: route({
    ...signedIn,
    method: 'POST',
    path: '/consultant/profile/submit',
    summary: 'Submit the profile for review (from `incomplete` or `rejected`, every required section complete)',
    responses: {
      200: { description: 'Submitted', schema: dataOf(ProfileStatus) },
      400: { description: '`ProfileIncomplete`: `details.missing_sections`', schema: ApiErrorBody },
      409: { description: '`InvalidStatus`: already submitted or approved', schema: ApiErrorBody },
    },
  }),
  preview: route({
    ...signedIn,
    method: 'GET',
    path: '/consultant/profile/preview',
    summary: 'The profile as clients see it, whatever its status',
    responses: { 200: { description: 'OK', schema: dataOf(ExpertDetail) } },
  }),
  getDocuments: documents.get,
  putDocuments: documents.put,
  uploadDocument: route({
    ...signedIn,
    method: 'POST',
    path: '/consultant/documents/:kind',
    summary: 'Upload a document (replaces the previous one)',
    description:
      '`id`, `criminal-record`, `bank-statement`: PDF, JPG or PNG; `contract`: PDF (all private files). `photo`: JPG, PNG or WebP, ' +
      're-encoded (at most 1200 px, metadata removed) and public. ID, criminal record and contract are sensitive.',
    params: z.object({ kind: DocumentKind }),
    bodyType: 'multipart',
    // Not strict: a text field beside the file changes nothing (the file is the only input).
    body: z.object({ file: FilePart.optional() }),
    responses: { 201: { description: 'Stored', schema: sectionAnswer(z.union([PrivateFile, Media])) }, ...unsupportedFile },
  }),
  listEducation: education.list,
  createEducation: education.create,
  getEducation: education.one,
  updateEducation: education.update,
  deleteEducation: education.remove,
  listCertificates: certificates.list,
  createCertificates: certificates.create,
  getCertificates: certificates.one,
  updateCertificates: certificates.update,
  patchCertificates: certificates.patch,
  deleteCertificates: certificates.remove,
  getTimings: route({
    ...signedIn,
    tag: 'Consultant timings',
    method: 'GET',
    path: '/consultant/timings',
    summary: 'The weekly timings and days off',
    responses: { 200: { description: 'OK', schema: dataOf(TimingsView) } },
  }),
  putTimings: route({
    ...signedIn,
    tag: 'Consultant timings',
    method: 'PUT',
    path: '/consultant/timings',
    summary: 'Replace every window and day off, and set the time zone',
    body: TimingsRequest,
    responses: { 200: { description: 'Saved', schema: dataOf(TimingsView) } },
  }),
};
