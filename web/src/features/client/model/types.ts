/**
 * The client's records (docs/api.md client area): general information, consent form, health
 * assessment and its questionnaire. Instants are UTC ISO 8601 strings, sizes bytes.
 *
 * @module features/client/model/types
 */
import { type Media, type UploadProgress } from '../../../lib/api-client';

/** A private file (served only to its owner, the consultants of its bookings and admins by `GET /api/files/:id`). */
export interface PrivateFile {
  id: string;
  kind?: string;
  name: string;
  mime: string;
  /** Bytes. */
  size: number;
  /** ISO instant (UTC). */
  created_at: string;
  /** `/api/files/<id>`. */
  url: string;
}

/** `GET general-info`: the person fields of docs/api-auth.md and the read-only e-mail address. */
export type GeneralInfoRecord = Record<string, unknown> & { email?: string };

/** The client's consent state. */
export interface ConsentState {
  accepted_version: string | number | null;
  /** ISO instant (UTC). */
  accepted_at: string | null;
  signed_file: PrivateFile | null;
  /** The current version is accepted and a signed form is uploaded. */
  up_to_date: boolean;
}

/** `GET|POST consent-form`. */
export interface ConsentForm {
  current: { version: string | number; title: string; /** Markdown, in the asked locale. */ body: string };
  state: ConsentState;
}

/** Types of the questions (each rendered by its own control). */
export type QuestionType = 'text' | 'textarea' | 'single' | 'multi' | 'boolean' | 'scale';

/** A choice of a `single`, `multi` or `scale` question (`scale`: values 0–3). */
export interface QuestionOption {
  value: string | number;
  label: string;
}

/** A question of the health assessment (labels in the asked locale). */
export interface Question {
  key: string;
  label: string;
  type: QuestionType;
  options?: QuestionOption[];
  required: boolean;
}

/** A section (e.g. the PHQ-9 or the GAD-7). */
export interface QuestionnaireSection {
  key: string;
  title: string;
  /** E.g. the PHQ-9's "Over the last 2 weeks…". */
  description?: string;
  questions: Question[];
}

/** The current questionnaire. */
export interface Questionnaire {
  version: string | number;
  sections: QuestionnaireSection[];
}

/**
 * An answer: text (`text`, `textarea`), an option value (`single`, `scale`), a list of option values
 * (`multi`), `true`/`false` (`boolean`); `null` when not answered.
 */
export type AnswerValue = string | number | boolean | (string | number)[] | null;

/** Answers by question key. */
export type Answers = Record<string, AnswerValue>;

/** Scores of the standard scales (PHQ-9: 0–27, GAD-7: 0–21) with their severity bands. */
export interface HealthScores {
  phq9: number;
  phq9_band: string;
  gad7: number;
  gad7_band: string;
}

/** `GET|PUT health-assessment`. */
export interface HealthAssessment {
  questionnaire: Questionnaire;
  answers: Answers | null;
  /** The questionnaire version the answers were given for. */
  version: string | number | null;
  /** ISO instant (UTC). */
  completed_at: string | null;
  scores: HealthScores | null;
  document: PrivateFile | null;
  /** Completed for the current questionnaire version. */
  up_to_date: boolean;
  /** Progress saved step by step (`PUT health-assessment/draft`), for the current version; never counts as completed. */
  draft?: { answers: Answers; saved_at: string | null } | null;
}

/** The part of a `Booking` (docs/api-bookings.md) the client's dashboard shows. */
export interface BookingSummary {
  id: string;
  token: string;
  status: 'confirmed' | 'cancelled';
  /** ISO instant (UTC). */
  start: string;
  /** ISO instant (UTC). */
  end: string;
  /** Minutes. */
  duration_minutes: number;
  consultant: { id: string; display_name: string; photo: Media | null; time_zone: string };
  client: { id: string; display_name: string; time_zone: string };
}

/** Progress callback of the uploads. */
export type OnProgress = (progress: UploadProgress) => void;
