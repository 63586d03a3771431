/**
 * Which stored fields are personal data encrypted at rest (DESIGN §8; docs/privacy.md "Encryption at
 * rest"), by content type, with their table (for the raw passes of the migration and the key rotation).
 *
 * - `text`: a string attribute; the stored value is the encrypted text (empty strings and nulls stay
 *   as they are: they hold nothing).
 * - `json`: a JSON attribute; the stored value is the encrypted JSON text of the value, kept as a JSON
 *   string so that the column stays valid JSON (PostgreSQL `jsonb`).
 *
 * An encrypted column can no longer be searched, sorted or filtered by its content in SQL: none of these
 * fields is a search, sort or filter key anywhere.
 */

/** How a field's value is turned into text before encryption. */
export type EncryptedKind = 'text' | 'json';

/** The encrypted fields of one content type. */
export interface EncryptedModel {
  uid: string;
  /** its table (`collectionName`) */
  table: string;
  /** attribute (= column) name → kind */
  fields: Record<string, EncryptedKind>;
}

/** Every encrypted field of the platform. */
export const ENCRYPTED_MODELS: readonly EncryptedModel[] = [
  // The client's answers to the health questionnaire, the saved progress, and the PHQ-9/GAD-7 scores drawn from them.
  { uid: 'api::health-assessment.health-assessment', table: 'health_assessments', fields: { answers: 'json', draft: 'json', scores: 'json' } },
  // The consultant's post-meeting notes.
  { uid: 'api::session-note.session-note', table: 'session_notes', fields: { text: 'text' } },
  // The consultation room's chat.
  { uid: 'api::room-message.room-message', table: 'room_messages', fields: { text: 'text' } },
  // The consultant's payout account and tax identification number.
  {
    uid: 'api::consultant-bank-detail.consultant-bank-detail',
    table: 'consultant_bank_details',
    fields: { iban: 'text', account_number: 'text', swift_bic: 'text', branch_code: 'text', control_key: 'text', tax_number: 'text' },
  },
  // The number of the consultant's identity document.
  { uid: 'api::consultant-profile.consultant-profile', table: 'consultant_profiles', fields: { id_number: 'text' } },
];

/** {@link ENCRYPTED_MODELS} by uid. */
export const ENCRYPTED_BY_UID: ReadonlyMap<string, EncryptedModel> = new Map(ENCRYPTED_MODELS.map((model) => [model.uid, model]));
