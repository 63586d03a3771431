/**
 * The signed-in client's forms and favourites (spec §3 "consent form and health assessment, required
 * before booking", §2 client "favorite"; docs/api-bookings.md "Client forms"): general information,
 * the versioned consent form with its signed copy, the health assessment (questionnaire, answers,
 * PHQ-9/GAD-7 scores, optional document, step-by-step draft) and the favourite consultants.
 *
 * The answers' rules come from the questionnaire definition (`lib/health-assessment/questionnaire`,
 * pure zod), re-exported here for the web's stepper.
 *
 * @module contracts/client-forms
 */
import { z } from 'zod';
import { ApiErrorBody, CalendarDate, checkMessage, dataOf, FilePart, Instant, listOf, Locale, orNull, paginationQuery, PrivateFile, unsupportedFile } from './common';
import { ConsultantId, ExpertCard } from './experts';
import { GeneralInfoRequest, PersonView } from './person';
import { route } from './route';

export {
  QUESTIONNAIRE,
  answersSchema,
  draftAnswersSchema,
  questionnaireView,
  questionsOf,
  scoreAnswers,
  type Answers,
  type QuestionDefinition,
  type QuestionnaireDefinition,
  type QuestionType,
  type QuestionView,
  type Scores,
} from '../lib/health-assessment/questionnaire';
export { GeneralInfoRequest };

const TAG = 'Client forms';

/** The signed consent form (multipart): the accepted version, the tick, the signed copy (PDF, JPG, PNG). */
export const ConsentRequest = z
  .object({
    version: z.string().trim().min(1).max(20),
    /** `true` (or the text `true` of a form field) */
    accept: z
      .any()
      .refine((value) => value === true || value === 'true', checkMessage('validation.mustAccept'))
      .meta({ type: 'boolean', const: true }),
    /** the signed form: PDF, JPG or PNG (by content), required */
    file: FilePart.optional(),
  })
  .strict();

/** The pad a drawn signature is made on: points are in these units, origin top left (the web scales its canvas to it). */
export const SIGNATURE_PAD = { width: 600, height: 200 } as const;

/** A point of a drawn signature: `[x, y]` in {@link SIGNATURE_PAD} units. */
const SignaturePoint = z.tuple([z.number().min(0).max(SIGNATURE_PAD.width), z.number().min(0).max(SIGNATURE_PAD.height)]);

/**
 * The signature given on screen: drawn on the pad (strokes of points, at least two points in all), or
 * typed (the accessible way, e.g. with the keyboard only).
 */
export const SignatureInput = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('drawn'),
      strokes: z
        .array(z.array(SignaturePoint).min(1).max(500))
        .max(60)
        .refine((strokes) => strokes.reduce((sum, stroke) => sum + stroke.length, 0) >= 2, checkMessage('validation.signatureEmpty')),
    })
    .strict(),
  z.object({ type: z.literal('typed'), text: z.string().trim().min(2).max(120) }).strict(),
]);

/**
 * The consent form signed on screen (JSON): the version read, the tick, the signer's full name and the
 * signature. The platform adds the instant, the network address and the account's e-mail, and stores the
 * signed PDF as the consent copy.
 */
export const ConsentSignRequest = z
  .object({
    version: z.string().trim().min(1).max(20),
    /** `true` */
    accept: z
      .any()
      .refine((value) => value === true || value === 'true', checkMessage('validation.mustAccept'))
      .meta({ type: 'boolean', const: true }),
    full_name: z.string().trim().min(2).max(120),
    signature: SignatureInput,
  })
  .strict();

/** The consent `state` of a client against the current version. */
export const ConsentState = z
  .object({
    accepted_version: z.string().nullable(),
    accepted_at: orNull(Instant),
    signed_file: orNull(PrivateFile),
    /** the current version is accepted and a signed form is uploaded */
    up_to_date: z.boolean(),
    /**
     * the client's explicit consent to process health data is given (given by submitting the health
     * assessment or from the account's consents, contracts/privacy); withdrawn, new bookings are refused
     * with 400 `HealthDataConsentMissing` until it is given again
     */
    health_data_consent: z.boolean(),
  })
  .meta({ id: 'ConsentState' });

/** The current consent form (Markdown body) and the client's state. */
export const ConsentFormView = z
  .object({
    current: orNull(z.object({ version: z.string(), effective_date: CalendarDate, title: z.string(), body: z.string(), locale: Locale })),
    state: ConsentState,
  })
  .meta({ id: 'ConsentForm' });

const answerValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);
/** Answers keyed by question key. */
export const AnswersView = z.record(z.string(), answerValue);

/** The questionnaire with its texts in the asked locale. */
export const QuestionnaireView = z
  .object({
    version: z.string(),
    sections: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        description: z.string().optional(),
        questions: z.array(
          z.object({
            key: z.string(),
            label: z.string(),
            help: z.string().optional(),
            type: z.enum(['text', 'textarea', 'single', 'multi', 'boolean', 'scale']),
            options: z.array(z.object({ value: z.union([z.string(), z.number()]), label: z.string(), exclusive: z.boolean().optional() })).optional(),
            required: z.boolean(),
            required_if: z.object({ question: z.string(), equals: z.union([z.string(), z.number(), z.boolean()]) }).optional(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'Questionnaire' });

/** PHQ-9 (0–27) and GAD-7 (0–21) totals and bands. */
export const ScoresView = z
  .object({
    phq9: z.number().int(),
    phq9_band: z.enum(['minimal', 'mild', 'moderate', 'moderately_severe', 'severe']),
    gad7: z.number().int(),
    gad7_band: z.enum(['minimal', 'mild', 'moderate', 'severe']),
    /** PHQ-9 item 9 answered above "not at all" */
    self_harm_risk: z.boolean(),
  })
  .meta({ id: 'HealthScores' });

/**
 * A health assessment. `draft` (progress saved step by step, UTC `saved_at`) is shown to the client
 * only; `up_to_date` when completed for the current questionnaire version.
 */
export const HealthAssessmentView = z
  .object({
    draft: orNull(z.object({ answers: AnswersView, saved_at: orNull(Instant) })).optional(),
    questionnaire: QuestionnaireView,
    answers: orNull(AnswersView),
    version: z.string().nullable(),
    completed_at: orNull(Instant),
    scores: orNull(ScoresView),
    document: orNull(PrivateFile),
    up_to_date: z.boolean(),
  })
  .meta({ id: 'HealthAssessment' });

/**
 * The final answers: JSON `{ answers }` or multipart with `answers` as JSON text and an optional
 * `file`. The answers themselves are checked against the questionnaire ({@link answersSchema}),
 * errors keyed by question.
 */
export const HealthAssessmentRequest = z
  .object({
    /** the answers object, or its JSON text in a multipart body */
    answers: z.unknown().meta({ description: 'Answers keyed by question key (JSON text in a multipart body)' }),
    /** an optional document (PDF, JPG, PNG by content) */
    file: FilePart.optional(),
  })
  .strict();

/** Progress of the stepper: the answers so far (each checked, none required, see {@link draftAnswersSchema}). */
export const HealthAssessmentDraftRequest = z.object({ answers: z.record(z.string(), z.unknown()) }).strict();

/** Adding a favourite. */
export const FavouriteRequest = z.object({ consultantId: ConsultantId }).strict();

const signedIn = { tag: TAG, access: 'signed-in' } as const;
const healthAssessment = { 200: { description: 'The assessment', schema: dataOf(HealthAssessmentView) } } as const;

/** Routes of the client's forms, by controller action of `api::client.forms`. */
export const clientFormRoutes = {
  getGeneralInfo: route({
    ...signedIn,
    method: 'GET',
    path: '/client/general-info',
    summary: 'The person fields and the read-only e-mail',
    responses: { 200: { description: 'General information', schema: dataOf(PersonView) } },
  }),
  putGeneralInfo: route({
    ...signedIn,
    method: 'PUT',
    path: '/client/general-info',
    summary: 'Save the person fields (rules of registration; phone numbers stored in E.164)',
    body: GeneralInfoRequest,
    responses: { 200: { description: 'Saved', schema: dataOf(PersonView) } },
  }),
  getConsentForm: route({
    ...signedIn,
    method: 'GET',
    path: '/client/consent-form',
    summary: 'The current consent form and whether it is accepted',
    responses: { 200: { description: 'Consent form', schema: dataOf(ConsentFormView) } },
  }),
  acceptConsentForm: route({
    ...signedIn,
    method: 'POST',
    path: '/client/consent-form',
    summary: 'Accept the current version with the signed copy (replaces an earlier copy of that version)',
    bodyType: 'multipart',
    body: ConsentRequest,
    responses: {
      200: { description: 'Accepted', schema: dataOf(ConsentFormView) },
      404: { description: 'No consent form published', schema: ApiErrorBody },
      409: { description: '`ConsentVersionOutdated`: another version is current (`details.current_version`)', schema: ApiErrorBody },
      ...unsupportedFile,
    },
  }),
  signConsentForm: route({
    ...signedIn,
    method: 'POST',
    path: '/client/consent-form/sign',
    summary: 'Sign the current version on screen: the platform makes the signed PDF and keeps it as the consent copy',
    description:
      'The PDF holds the text of the version, the full name, the signature (drawn strokes or typed text), the instant (UTC), ' +
      'the network address the request came from and the account e-mail. It replaces an earlier copy of that version, as an upload does.',
    body: ConsentSignRequest,
    responses: {
      200: { description: 'Signed', schema: dataOf(ConsentFormView) },
      404: { description: 'No consent form published', schema: ApiErrorBody },
      409: { description: '`ConsentVersionOutdated`: another version is current (`details.current_version`)', schema: ApiErrorBody },
    },
  }),
  getHealthAssessment: route({ ...signedIn, method: 'GET', path: '/client/health-assessment', summary: 'The questionnaire, the answers, scores and draft', responses: healthAssessment }),
  putHealthAssessment: route({
    ...signedIn,
    method: 'PUT',
    path: '/client/health-assessment',
    summary: 'Submit the answers (and an optional document)',
    description:
      'JSON `{ answers }`, or multipart with `answers` as JSON text and an optional `file`. Stored with the questionnaire version, ' +
      'the completion instant and the PHQ-9/GAD-7 scores; clears the draft. A new file replaces the document, no file keeps it. ' +
      'Invalid answers: 400 with `details.fieldErrors` keyed by question key.',
    bodyType: 'multipart',
    body: HealthAssessmentRequest,
    responses: { ...healthAssessment, ...unsupportedFile },
  }),
  putHealthAssessmentDraft: route({
    ...signedIn,
    method: 'PUT',
    path: '/client/health-assessment/draft',
    summary: 'Save the answers given so far (never counts as completed)',
    body: HealthAssessmentDraftRequest,
    responses: healthAssessment,
  }),
};

/** The client's alerts of slots freed by favourite experts (docs/api-bookings.md "Earlier-slot alerts"). */
export const FavouriteAlerts = z
  .object({
    /** at most one e-mail a day lists the slots of the next 48 hours freed by favourite experts */
    enabled: z.boolean(),
  })
  .meta({ id: 'FavouriteAlerts' });

/** `{ enabled }`: turn the favourites alerts on or off. */
export const FavouriteAlertsRequest = z.object({ enabled: z.boolean() }).strict().meta({ id: 'FavouriteAlertsRequest' });

/** `{ token }` of the stop link of a favourites digest. */
export const FavouriteAlertsStopRequest = z
  .object({ token: z.string().trim().min(1).max(400) })
  .strict()
  .meta({ id: 'FavouriteAlertsStopRequest' });

/** Routes of the favourites, by controller action of `api::client.favourites`. */
export const favouriteRoutes = {
  list: route({
    ...signedIn,
    tag: 'Favourites',
    method: 'GET',
    path: '/client/favourites',
    summary: 'The visible favourite consultants, most recently added first',
    query: paginationQuery(50, 100),
    responses: { 200: { description: 'One page of cards', schema: listOf(ExpertCard) } },
  }),
  add: route({
    ...signedIn,
    tag: 'Favourites',
    method: 'POST',
    path: '/client/favourites',
    summary: 'Add a visible consultant (adding one twice changes nothing)',
    body: FavouriteRequest,
    responses: {
      200: { description: 'Already a favourite', schema: dataOf(ExpertCard) },
      201: { description: 'Added', schema: dataOf(ExpertCard) },
      404: { description: 'Unknown or hidden consultant', schema: ApiErrorBody },
    },
  }),
  remove: route({
    ...signedIn,
    tag: 'Favourites',
    method: 'DELETE',
    path: '/client/favourites/:consultantId',
    summary: 'Remove a consultant from the favourites (nothing happens when it is not one)',
    params: z.object({ consultantId: ConsultantId }),
    responses: { 204: { description: 'Removed' } },
  }),
  alerts: route({
    ...signedIn,
    tag: 'Favourites',
    method: 'GET',
    path: '/client/favourites/alerts',
    summary: 'Whether the client is told of slots freed by its favourite experts',
    responses: { 200: { description: 'The setting', schema: dataOf(FavouriteAlerts) } },
  }),
  setAlerts: route({
    ...signedIn,
    tag: 'Favourites',
    method: 'PUT',
    path: '/client/favourites/alerts',
    summary: 'Be told (at most once a day) of the slots of the next 48 hours freed by favourite experts',
    description: 'One e-mail a day at most lists the freed slots, each linking to the expert’s booking page with the slot chosen, and a link that stops these e-mails.',
    body: FavouriteAlertsRequest,
    responses: { 200: { description: 'The setting', schema: dataOf(FavouriteAlerts) } },
  }),
  stopAlerts: route({
    tag: 'Favourites',
    access: 'public',
    method: 'POST',
    path: '/client/favourites/alerts/stop',
    summary: 'Stop the favourites alerts with the stop link of a digest (no sign-in)',
    body: FavouriteAlertsStopRequest,
    responses: {
      200: { description: 'Stopped', schema: dataOf(FavouriteAlerts) },
      400: { description: '`FavouriteAlertsLinkInvalid`: not a link of ours', schema: ApiErrorBody },
    },
  }),
};
