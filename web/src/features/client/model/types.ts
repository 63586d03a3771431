/**
 * The client's records (docs/api.md client area): general information, consent form, health
 * assessment and its questionnaire — the API's own types, generated from its contracts
 * (`lib/api-types`) — and the values of the questionnaire's form. Instants are UTC ISO 8601 strings,
 * sizes bytes.
 *
 * @module features/client/model/types
 */
import type { UploadProgress } from '../../../lib/api-client';
import type { Schemas } from '../../../lib/api-types';

/** `GET general-info`: the person fields of docs/api-auth.md and the read-only e-mail address. */
export type GeneralInfoRecord = Schemas['PersonView'];

/** The client's consent state. */
export type ConsentState = Schemas['ConsentState'];

/** `GET|POST consent-form` (`current` is `null` while no consent form is published). */
export type ConsentForm = Schemas['ConsentForm'];

/** The current questionnaire (labels in the asked locale). */
export type Questionnaire = Schemas['Questionnaire'];

/** A section (e.g. the PHQ-9 or the GAD-7). */
export type QuestionnaireSection = Questionnaire['sections'][number];

/** A question of the health assessment. */
export type Question = QuestionnaireSection['questions'][number];

/** Types of the questions (each rendered by its own control). */
export type QuestionType = Question['type'];

/** `GET|PUT health-assessment`. */
export type HealthAssessment = Schemas['HealthAssessment'];

/** Scores of the standard scales (PHQ-9: 0–27, GAD-7: 0–21) with their severity bands. */
export type HealthScores = Schemas['HealthScores'];

/**
 * A value of the questionnaire's form: text (`text`, `textarea`), an option value (`single`, `scale`),
 * a list of option values (`multi`), `true`/`false` (`boolean`); `null` when not answered.
 */
export type AnswerValue = string | number | boolean | (string | number)[] | null;

/** The form's values by question key (the API's answers once checked, see `model/questionnaire`). */
export type Answers = Record<string, AnswerValue>;

/** The client's next booking, as the dashboard shows it. */
export type BookingSummary = Schemas['Booking'];

/** Progress callback of the uploads. */
export type OnProgress = (progress: UploadProgress) => void;
