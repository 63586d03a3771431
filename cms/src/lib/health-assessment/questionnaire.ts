/**
 * The health assessment questionnaire (spec §3 "health assessment, required before
 * booking"; docs/api-bookings.md "Client forms"), defined once in code and versioned: reasons for
 * consulting, current conditions, medication, allergies, lifestyle, and the mental-health screening
 * with the PHQ-9 (depression, 9 items) and GAD-7 (anxiety, 7 items) questionnaires, each item scored
 * 0–3. The English wording of PHQ-9 and GAD-7 is the original one (Spitzer, Kroenke, Williams et al.,
 * free to use); the French wording follows the validated French translations (MAPI/Pfizer).
 *
 * A change of a question, an option or a requirement needs a new {@link QUESTIONNAIRE} `version`:
 * stored answers keep the version they were given for, and an assessment of an older version is no
 * longer `up_to_date` (the client fills it again before booking).
 *
 * Pure (zod only): `contracts/client-forms` re-exports it, so the web's stepper checks the answers with
 * the same rules as the API.
 */
import { z } from 'zod';
import { checkMessage } from '../../contracts/common';

/** Interface languages of the texts. */
type Locale = 'fr' | 'en';

/** A text in both interface languages. */
export type Bilingual = Record<Locale, string>;

/** How a question is answered (and the JSON type of its answer). */
export type QuestionType =
  /** one line of text (string, at most 200 characters) */
  | 'text'
  /** free text (string, at most 4000 characters) */
  | 'textarea'
  /** one option `value` (string) */
  | 'single'
  /** several option `value`s (string[], no duplicates) */
  | 'multi'
  /** yes / no (boolean) */
  | 'boolean'
  /** one option `value` of a 0–3 frequency scale (integer) */
  | 'scale';

export interface OptionDefinition {
  value: string | number;
  label: Bilingual;
  /** `multi` only: this option cannot be combined with others (e.g. "none"). */
  exclusive?: boolean;
}

export interface QuestionDefinition {
  /** Unique across the questionnaire: the key of the answer in `answers`. */
  key: string;
  type: QuestionType;
  label: Bilingual;
  help?: Bilingual;
  options?: OptionDefinition[];
  /** Must be answered (a `multi` with at least one option). */
  required: boolean;
  /** Required only when another question has this answer (e.g. the medication list when the client takes some). */
  requiredIf?: { question: string; equals: string | number | boolean };
}

export interface SectionDefinition {
  key: string;
  title: Bilingual;
  description?: Bilingual;
  questions: QuestionDefinition[];
}

export interface QuestionnaireDefinition {
  /** Version stored with every assessment (`YYYY-MM` of its publication). */
  version: string;
  sections: SectionDefinition[];
}

const option = (value: string | number, en: string, fr: string, exclusive = false): OptionDefinition => ({ value, label: { en, fr }, ...(exclusive ? { exclusive } : {}) });

/** The 0–3 answer scale shared by PHQ-9 and GAD-7. */
const FREQUENCY: OptionDefinition[] = [
  option(0, 'Not at all', 'Jamais'),
  option(1, 'Several days', 'Plusieurs jours'),
  option(2, 'More than half the days', 'Plus de la moitié du temps'),
  option(3, 'Nearly every day', 'Presque tous les jours'),
];

const scale = (key: string, en: string, fr: string): QuestionDefinition => ({ key, type: 'scale', label: { en, fr }, options: FREQUENCY, required: true });

/** PHQ-9 items (Patient Health Questionnaire, depression), in order. */
const PHQ9: QuestionDefinition[] = [
  scale('phq9_1', 'Little interest or pleasure in doing things', 'Peu d’intérêt ou de plaisir à faire les choses'),
  scale('phq9_2', 'Feeling down, depressed, or hopeless', 'Être triste, déprimé(e) ou désespéré(e)'),
  scale('phq9_3', 'Trouble falling or staying asleep, or sleeping too much', 'Difficultés à s’endormir ou à rester endormi(e), ou dormir trop'),
  scale('phq9_4', 'Feeling tired or having little energy', 'Se sentir fatigué(e) ou manquer d’énergie'),
  scale('phq9_5', 'Poor appetite or overeating', 'Avoir peu d’appétit ou manger trop'),
  scale(
    'phq9_6',
    'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
    'Avoir une mauvaise opinion de soi-même, ou avoir le sentiment d’être nul(le), ou d’avoir déçu sa famille ou s’être déçu(e) soi-même',
  ),
  scale('phq9_7', 'Trouble concentrating on things, such as reading the newspaper or watching television', 'Avoir du mal à se concentrer, par exemple pour lire le journal ou regarder la télévision'),
  scale(
    'phq9_8',
    'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    'Bouger ou parler si lentement que les autres auraient pu le remarquer ? Ou au contraire, être si agité(e) que vous avez eu du mal à tenir en place par rapport à d’habitude',
  ),
  scale('phq9_9', 'Thoughts that you would be better off dead or of hurting yourself in some way', 'Penser qu’il vaudrait mieux mourir ou envisager de vous faire du mal d’une manière ou d’une autre'),
];

/** GAD-7 items (Generalized Anxiety Disorder scale), in order. */
const GAD7: QuestionDefinition[] = [
  scale('gad7_1', 'Feeling nervous, anxious, or on edge', 'Sentiment de nervosité, d’anxiété ou de tension'),
  scale('gad7_2', 'Not being able to stop or control worrying', 'Incapable d’arrêter de s’inquiéter ou de contrôler ses inquiétudes'),
  scale('gad7_3', 'Worrying too much about different things', 'Inquiétudes excessives à propos de tout et de rien'),
  scale('gad7_4', 'Trouble relaxing', 'Difficulté à se détendre'),
  scale('gad7_5', 'Being so restless that it is hard to sit still', 'Agitation telle qu’il est difficile de rester tranquille'),
  scale('gad7_6', 'Becoming easily annoyed or irritable', 'Devenir facilement contrarié(e) ou irritable'),
  scale('gad7_7', 'Feeling afraid, as if something awful might happen', 'Avoir peur que quelque chose d’épouvantable puisse arriver'),
];

/** The current questionnaire. */
export const QUESTIONNAIRE: QuestionnaireDefinition = {
  version: '2026-11',
  sections: [
    {
      key: 'reasons',
      title: { en: 'Reasons for consulting', fr: 'Motif de consultation' },
      questions: [
        {
          key: 'reason',
          type: 'textarea',
          label: { en: 'What brings you to consult? Describe your situation in your own words.', fr: 'Qu’est-ce qui vous amène à consulter ? Décrivez votre situation avec vos mots.' },
          required: true,
        },
        {
          key: 'objectives',
          type: 'multi',
          label: { en: 'What are your objectives?', fr: 'Quels sont vos objectifs ?' },
          options: [
            option('better-sleep', 'Better sleep', 'Mieux dormir'),
            option('stress-management', 'Stress management', 'Gérer son stress'),
            option('emotional-balance', 'Emotional balance', 'Retrouver un équilibre émotionnel'),
            option('gain-energy', 'More energy', 'Gagner en énergie'),
            option('improve-digestion', 'Better digestion', 'Améliorer sa digestion'),
            option('weight-management', 'Weight management', 'Gérer son poids'),
            option('pain-relief', 'Pain relief', 'Soulager la douleur'),
            option('quit-smoking', 'Quit smoking', 'Arrêter de fumer'),
            option('hormonal-balance', 'Hormonal balance', 'Équilibre hormonal'),
            option('self-confidence', 'Self-confidence', 'Confiance en soi'),
            option('other', 'Other', 'Autre'),
          ],
          required: true,
        },
        {
          key: 'objectives_other',
          type: 'text',
          label: { en: 'Other objective', fr: 'Autre objectif' },
          required: false,
          requiredIf: { question: 'objectives', equals: 'other' },
        },
        {
          key: 'symptom_duration',
          type: 'single',
          label: { en: 'For how long has this been going on?', fr: 'Depuis combien de temps cela dure-t-il ?' },
          options: [
            option('under-1-month', 'Less than a month', 'Moins d’un mois'),
            option('1-6-months', '1 to 6 months', '1 à 6 mois'),
            option('6-12-months', '6 to 12 months', '6 à 12 mois'),
            option('over-1-year', 'More than a year', 'Plus d’un an'),
          ],
          required: true,
        },
      ],
    },
    {
      key: 'conditions',
      title: { en: 'Current health conditions', fr: 'État de santé actuel' },
      questions: [
        {
          key: 'conditions',
          type: 'multi',
          label: { en: 'Do you currently have any of these conditions?', fr: 'Avez-vous actuellement l’une de ces affections ?' },
          options: [
            option('none', 'None', 'Aucune', true),
            option('hypertension', 'High blood pressure', 'Hypertension artérielle'),
            option('heart-disease', 'Heart disease', 'Maladie cardiaque'),
            option('diabetes', 'Diabetes', 'Diabète'),
            option('thyroid', 'Thyroid disorder', 'Trouble de la thyroïde'),
            option('respiratory', 'Asthma or other respiratory disease', 'Asthme ou autre maladie respiratoire'),
            option('digestive', 'Digestive disorder', 'Trouble digestif'),
            option('autoimmune', 'Autoimmune disease', 'Maladie auto-immune'),
            option('chronic-pain', 'Chronic pain', 'Douleurs chroniques'),
            option('cancer', 'Cancer (current or past)', 'Cancer (actuel ou passé)'),
            option('mental-health', 'Diagnosed depression, anxiety or other mental-health condition', 'Dépression, anxiété ou autre trouble psychique diagnostiqué'),
            option('other', 'Other', 'Autre'),
          ],
          required: true,
        },
        {
          key: 'conditions_details',
          type: 'textarea',
          label: { en: 'Details (diagnosis, since when, treatment)', fr: 'Précisions (diagnostic, depuis quand, traitement)' },
          required: false,
        },
        {
          key: 'medical_follow_up',
          type: 'boolean',
          label: { en: 'Are you currently followed by a doctor or another health professional?', fr: 'Êtes-vous actuellement suivi(e) par un médecin ou un autre professionnel de santé ?' },
          required: true,
        },
        {
          key: 'pregnancy',
          type: 'single',
          label: { en: 'Are you pregnant or breastfeeding?', fr: 'Êtes-vous enceinte ou allaitez-vous ?' },
          options: [
            option('no', 'No', 'Non'),
            option('pregnant', 'Pregnant', 'Enceinte'),
            option('breastfeeding', 'Breastfeeding', 'J’allaite'),
            option('not-applicable', 'Not applicable', 'Non concernée'),
          ],
          required: true,
        },
      ],
    },
    {
      key: 'medication',
      title: { en: 'Medication and supplements', fr: 'Traitements et compléments' },
      questions: [
        { key: 'takes_medication', type: 'boolean', label: { en: 'Do you take any medication?', fr: 'Prenez-vous des médicaments ?' }, required: true },
        {
          key: 'medication_list',
          type: 'textarea',
          label: { en: 'Which ones, at what dose?', fr: 'Lesquels, à quelle dose ?' },
          required: false,
          requiredIf: { question: 'takes_medication', equals: true },
        },
        {
          key: 'supplements',
          type: 'textarea',
          label: { en: 'Food supplements, herbal or natural remedies you take', fr: 'Compléments alimentaires, plantes ou remèdes naturels que vous prenez' },
          required: false,
        },
      ],
    },
    {
      key: 'allergies',
      title: { en: 'Allergies', fr: 'Allergies' },
      questions: [
        { key: 'has_allergies', type: 'boolean', label: { en: 'Do you have any allergies or intolerances?', fr: 'Avez-vous des allergies ou des intolérances ?' }, required: true },
        {
          key: 'allergy_list',
          type: 'textarea',
          label: { en: 'To what (food, medication, plants, other) and what reaction?', fr: 'À quoi (aliments, médicaments, plantes, autre) et quelle réaction ?' },
          required: false,
          requiredIf: { question: 'has_allergies', equals: true },
        },
      ],
    },
    {
      key: 'lifestyle',
      title: { en: 'Lifestyle', fr: 'Mode de vie' },
      questions: [
        {
          key: 'sleep_hours',
          type: 'single',
          label: { en: 'How many hours do you usually sleep a night?', fr: 'Combien d’heures dormez-vous habituellement par nuit ?' },
          options: [
            option('under-5', 'Less than 5 hours', 'Moins de 5 heures'),
            option('5-6', '5 to 6 hours', '5 à 6 heures'),
            option('7-8', '7 to 8 hours', '7 à 8 heures'),
            option('over-8', 'More than 8 hours', 'Plus de 8 heures'),
          ],
          required: true,
        },
        {
          key: 'sleep_quality',
          type: 'single',
          label: { en: 'How would you rate your sleep?', fr: 'Comment jugez-vous votre sommeil ?' },
          options: [option('good', 'Good', 'Bon'), option('fair', 'Fair', 'Moyen'), option('poor', 'Poor', 'Mauvais')],
          required: true,
        },
        {
          key: 'physical_activity',
          type: 'single',
          label: { en: 'How often are you physically active (30 minutes or more)?', fr: 'À quelle fréquence pratiquez-vous une activité physique (30 minutes ou plus) ?' },
          options: [
            option('none', 'Rarely or never', 'Rarement ou jamais'),
            option('1-2-week', '1 to 2 times a week', '1 à 2 fois par semaine'),
            option('3-4-week', '3 to 4 times a week', '3 à 4 fois par semaine'),
            option('5-plus-week', '5 times a week or more', '5 fois par semaine ou plus'),
          ],
          required: true,
        },
        {
          key: 'diet',
          type: 'single',
          label: { en: 'Which best describes your diet?', fr: 'Quelle description correspond le mieux à votre alimentation ?' },
          options: [
            option('omnivore', 'I eat everything', 'Je mange de tout'),
            option('flexitarian', 'Little meat (flexitarian)', 'Peu de viande (flexitarien)'),
            option('pescatarian', 'No meat, but fish', 'Pas de viande, mais du poisson'),
            option('vegetarian', 'Vegetarian', 'Végétarien'),
            option('vegan', 'Vegan', 'Végétalien (vegan)'),
            option('other', 'Other (specific diet)', 'Autre (régime particulier)'),
          ],
          required: true,
        },
        {
          key: 'alcohol',
          type: 'single',
          label: { en: 'How often do you have a drink containing alcohol?', fr: 'À quelle fréquence consommez-vous des boissons contenant de l’alcool ?' },
          options: [
            option('never', 'Never', 'Jamais'),
            option('monthly', 'Monthly or less', 'Une fois par mois ou moins'),
            option('2-4-month', '2 to 4 times a month', '2 à 4 fois par mois'),
            option('2-3-week', '2 to 3 times a week', '2 à 3 fois par semaine'),
            option('4-plus-week', '4 or more times a week', '4 fois par semaine ou plus'),
          ],
          required: true,
        },
        {
          key: 'tobacco',
          type: 'single',
          label: { en: 'Do you smoke?', fr: 'Fumez-vous ?' },
          options: [
            option('never', 'Never smoked', 'Je n’ai jamais fumé'),
            option('former', 'Former smoker', 'Ancien fumeur'),
            option('occasional', 'Occasionally', 'Occasionnellement'),
            option('daily', 'Every day', 'Tous les jours'),
          ],
          required: true,
        },
        {
          key: 'lifestyle_notes',
          type: 'textarea',
          label: {
            en: 'Anything else about your daily life (work, stress, diet) you want to share?',
            fr: 'Autre chose sur votre quotidien (travail, stress, alimentation) que vous souhaitez partager ?',
          },
          required: false,
        },
      ],
    },
    {
      key: 'phq9',
      title: { en: 'Mood (PHQ-9)', fr: 'Humeur (PHQ-9)' },
      description: {
        en: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
        fr: 'Au cours des 2 dernières semaines, selon quelle fréquence avez-vous été gêné(e) par les problèmes suivants ?',
      },
      questions: PHQ9,
    },
    {
      key: 'gad7',
      title: { en: 'Anxiety (GAD-7)', fr: 'Anxiété (GAD-7)' },
      description: {
        en: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
        fr: 'Au cours des 2 dernières semaines, à quelle fréquence avez-vous été gêné(e) par les problèmes suivants ?',
      },
      questions: GAD7,
    },
  ],
};

/** Every question of a questionnaire, in order. */
export function questionsOf(definition: QuestionnaireDefinition = QUESTIONNAIRE): QuestionDefinition[] {
  return definition.sections.flatMap((section) => section.questions);
}

/** A question as the API shows it (docs/api-bookings.md `GET health-assessment`), labels in one locale. */
export interface QuestionView {
  key: string;
  label: string;
  help?: string;
  type: QuestionType;
  options?: { value: string | number; label: string; exclusive?: boolean }[];
  required: boolean;
  /** Present when the question becomes required after another answer. */
  required_if?: { question: string; equals: string | number | boolean };
}

/** The questionnaire with its texts in `locale`. */
export function questionnaireView(locale: Locale, definition: QuestionnaireDefinition = QUESTIONNAIRE) {
  return {
    version: definition.version,
    sections: definition.sections.map((section) => ({
      key: section.key,
      title: section.title[locale],
      ...(section.description ? { description: section.description[locale] } : {}),
      questions: section.questions.map((question): QuestionView => ({
        key: question.key,
        label: question.label[locale],
        ...(question.help ? { help: question.help[locale] } : {}),
        type: question.type,
        ...(question.options ? { options: question.options.map((o) => ({ value: o.value, label: o.label[locale], ...(o.exclusive ? { exclusive: true } : {}) })) } : {}),
        required: question.required,
        ...(question.requiredIf ? { required_if: question.requiredIf } : {}),
      })),
    })),
  };
}

/** Answers keyed by question key, as validated by {@link answersSchema}. */
export type Answers = Record<string, string | number | boolean | string[]>;

/** "No answer": absent, `null`, `''` or `[]`. */
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The schema of one answer.
 * @param draft - a draft: the question may be left unanswered even when required.
 */
function questionSchema(question: QuestionDefinition, draft = false): z.ZodType {
  const mustAnswer = question.required && !draft;
  const values = (question.options ?? []).map((o) => o.value);
  const strings = values.filter((v): v is string => typeof v === 'string') as [string, ...string[]];
  // A blank answer is no answer: "required" for a required question, left out otherwise.
  const required = z.unknown().refine((value) => value !== undefined, checkMessage('validation.required'));
  const blankToUndefined = (schema: z.ZodType) =>
    z.preprocess((value) => (isBlank(value) ? undefined : value), mustAnswer ? required.pipe(schema as z.ZodType<unknown, NonNullable<unknown> | null>) : schema.optional());
  switch (question.type) {
    case 'text':
      return blankToUndefined(z.string().trim().min(1).max(200));
    case 'textarea':
      return blankToUndefined(z.string().trim().min(1).max(4000));
    case 'single':
      return blankToUndefined(z.enum(strings));
    case 'multi':
      return blankToUndefined(
        z
          .array(z.string())
          .min(1)
          .max(strings.length)
          // Checked on the whole list, so the error is keyed by the question, not by an item index.
          .refine((list) => list.every((value) => strings.includes(value)) && new Set(list).size === list.length, checkMessage('validation.choice'))
          .refine((list) => list.length === 1 || !list.some((v) => question.options!.find((o) => o.value === v)?.exclusive), { params: { key: 'forms.exclusiveOption' } }),
      );
    case 'boolean':
      return blankToUndefined(z.boolean());
    case 'scale':
      return blankToUndefined(z.literal(values as number[]));
  }
}

const schemaCache = new WeakMap<QuestionnaireDefinition, z.ZodType<Answers>>();

/**
 * The zod schema of the answers of a questionnaire, built from its definition: one field per question
 * (blank answers of optional questions left out), unknown keys refused, `requiredIf` questions
 * required when their condition holds. Errors are keyed by question key (catalogue messages).
 */
export function answersSchema(definition: QuestionnaireDefinition = QUESTIONNAIRE): z.ZodType<Answers> {
  const cached = schemaCache.get(definition);
  if (cached) return cached;
  const questions = questionsOf(definition);
  const schema = z
    .object(Object.fromEntries(questions.map((question) => [question.key, questionSchema(question)])))
    .strict()
    .superRefine(
      (answers: Record<string, unknown>, ctx) => {
        if (!answers || typeof answers !== 'object') return;
        for (const question of questions) {
          const condition = question.requiredIf;
          if (!condition || !isBlank(answers[question.key])) continue;
          const other = answers[condition.question];
          const holds = Array.isArray(other) ? other.includes(condition.equals) : other === condition.equals;
          if (holds) ctx.addIssue({ code: 'custom', path: [question.key], input: undefined, params: { key: 'validation.required' } });
        }
      },
      { when: () => true },
    ) // also when other answers are invalid, so every error shows at once
    .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Answers);
  schemaCache.set(definition, schema);
  return schema;
}

const draftSchemaCache = new WeakMap<QuestionnaireDefinition, z.ZodType<Answers>>();

/**
 * The zod schema of a draft of the answers (progress saved step by step): every answered question is
 * checked as in {@link answersSchema} (type, options, lengths), unknown keys are refused, but no question
 * is required (neither `required` nor `requiredIf`). Blank answers are left out.
 */
export function draftAnswersSchema(definition: QuestionnaireDefinition = QUESTIONNAIRE): z.ZodType<Answers> {
  const cached = draftSchemaCache.get(definition);
  if (cached) return cached;
  const schema = z
    .object(Object.fromEntries(questionsOf(definition).map((question) => [question.key, questionSchema(question, true)])))
    .strict()
    .transform((answers) => Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined)) as Answers);
  draftSchemaCache.set(definition, schema);
  return schema;
}

/** Severity bands of PHQ-9 (0–27). */
export type Phq9Band = 'minimal' | 'mild' | 'moderate' | 'moderately_severe' | 'severe';
/** Severity bands of GAD-7 (0–21). */
export type Gad7Band = 'minimal' | 'mild' | 'moderate' | 'severe';

/** Scores of the mental-health screening (docs/api-bookings.md `scores`). */
export interface Scores {
  /** PHQ-9 total, 0–27 */
  phq9: number;
  /** 0–4 minimal, 5–9 mild, 10–14 moderate, 15–19 moderately severe, 20–27 severe */
  phq9_band: Phq9Band;
  /** GAD-7 total, 0–21 */
  gad7: number;
  /** 0–4 minimal, 5–9 mild, 10–14 moderate, 15–21 severe */
  gad7_band: Gad7Band;
  /** PHQ-9 item 9 (thoughts of death or self-harm) answered above "not at all": needs the consultant's attention. */
  self_harm_risk: boolean;
}

/** PHQ-9 band of a total (Kroenke, Spitzer & Williams 2001). */
export function phq9Band(total: number): Phq9Band {
  if (total >= 20) return 'severe';
  if (total >= 15) return 'moderately_severe';
  if (total >= 10) return 'moderate';
  if (total >= 5) return 'mild';
  return 'minimal';
}

/** GAD-7 band of a total (Spitzer et al. 2006). */
export function gad7Band(total: number): Gad7Band {
  if (total >= 15) return 'severe';
  if (total >= 10) return 'moderate';
  if (total >= 5) return 'mild';
  return 'minimal';
}

/** PHQ-9 and GAD-7 totals and bands of validated answers. */
export function scoreAnswers(answers: Answers): Scores {
  const sum = (items: QuestionDefinition[]) => items.reduce((total, item) => total + Number(answers[item.key] ?? 0), 0);
  const phq9 = sum(PHQ9);
  const gad7 = sum(GAD7);
  return { phq9, phq9_band: phq9Band(phq9), gad7, gad7_band: gad7Band(gad7), self_harm_risk: Number(answers.phq9_9 ?? 0) > 0 };
}
