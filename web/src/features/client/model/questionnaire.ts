/**
 * The health assessment as a form (spec §2 client `health-assesment`, §5; docs/api-bookings.md
 * `GET|PUT health-assessment`): starting values from the saved answers, the checks — the API's own
 * rules (`answersSchema` and `draftAnswersSchema` of the questionnaire definition, through
 * `@contracts/client-forms`) applied to the questionnaire the API sent, errors keyed by question key
 * like the API's `details.fieldErrors` — and the reading of answers back as text for the read-only
 * view, with the PHQ-9 item about thoughts of self-harm.
 *
 * @module features/client/model/questionnaire
 */
import { answersSchema, draftAnswersSchema, type QuestionnaireDefinition } from '@contracts/client-forms';
import { z } from 'zod';
import type { AnswerValue, Answers, HealthAssessment, Question, Questionnaire } from './types';

/** Every question of the questionnaire, in order. */
export function questionsOf(questionnaire: Questionnaire): Question[] {
  return questionnaire.sections.flatMap((section) => section.questions);
}

/** The value of a question nobody has answered yet (`''` for text, `[]` for `multi`, else `null`). */
export function emptyAnswer(question: Question): AnswerValue {
  if (question.type === 'text' || question.type === 'textarea') return '';
  if (question.type === 'multi') return [];
  return null;
}

const optionValues = (question: Question) => (question.options ?? []).map((option) => String(option.value));

/**
 * A saved value if it fits the question (the questionnaire may have changed since), else the empty one.
 */
function fitting(question: Question, value: AnswerValue | undefined): AnswerValue {
  if (value === undefined || value === null) return emptyAnswer(question);
  switch (question.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? value : emptyAnswer(question);
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'multi': {
      const allowed = optionValues(question);
      return Array.isArray(value) ? value.filter((v) => allowed.includes(String(v))) : [];
    }
    default:
      return !Array.isArray(value) && typeof value !== 'boolean' && optionValues(question).includes(String(value)) ? value : null;
  }
}

/**
 * The form's starting values: the saved answers that still fit the current questionnaire, every other
 * question empty.
 *
 * @param saved - the `answers` of `GET health-assessment` (`null` before the first save).
 */
export function initialAnswers(questionnaire: Questionnaire, saved: Answers | null | undefined): Answers {
  const answers: Answers = {};
  for (const question of questionsOf(questionnaire)) answers[question.key] = fitting(question, saved?.[question.key]);
  return answers;
}

/** Whether a question has an answer (non-blank text, a choice, at least one box ticked, yes or no). */
export function isAnswered(question: Question, value: AnswerValue | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (question.type === 'text' || question.type === 'textarea') return typeof value === 'string' && value.trim() !== '';
  if (question.type === 'multi') return Array.isArray(value) && value.length > 0;
  if (question.type === 'boolean') return typeof value === 'boolean';
  return String(value) !== '';
}

const definitions = new WeakMap<Questionnaire, QuestionnaireDefinition>();

/**
 * The questionnaire the API sent as a definition of the API's rules (keys, types, options, `required`,
 * `required_if`; its one-locale labels stand for both languages, the rules do not read them).
 */
export function definitionOf(questionnaire: Questionnaire): QuestionnaireDefinition {
  const known = definitions.get(questionnaire);
  if (known) return known;
  const both = (text: string) => ({ fr: text, en: text });
  const definition: QuestionnaireDefinition = {
    version: questionnaire.version,
    sections: questionnaire.sections.map((section) => ({
      key: section.key,
      title: both(section.title),
      questions: section.questions.map((question) => ({
        key: question.key,
        type: question.type,
        label: both(question.label),
        required: question.required,
        ...(question.options ? { options: question.options.map((option) => ({ value: option.value, label: both(option.label), ...(option.exclusive ? { exclusive: true } : {}) })) } : {}),
        ...(question.required_if ? { requiredIf: question.required_if } : {}),
      })),
    })),
  };
  definitions.set(questionnaire, definition);
  return definition;
}

/**
 * The schema of the form: `{ answers }` checked by the API's `answersSchema` (every required question
 * answered, options, lengths; text trimmed and blank answers left out in the output, the body sent).
 */
export function assessmentSchema(questionnaire: Questionnaire) {
  return z.object({ answers: answersSchema(definitionOf(questionnaire)) as z.ZodType<Record<string, string | number | boolean | string[]>, Answers> });
}

/**
 * The answers given so far as `PUT health-assessment/draft` takes them (the API's `draftAnswersSchema`:
 * each answer checked, none required).
 *
 * @returns the body's answers, or the issues by question key
 */
export function draftOf(questionnaire: Questionnaire, answers: Answers) {
  return draftAnswersSchema(definitionOf(questionnaire)).safeParse(answers);
}

/** The keys of the questions whose answer the API's rules refuse (missing or invalid). */
export function invalidKeys(questionnaire: Questionnaire, answers: Answers): Set<string> {
  const result = answersSchema(definitionOf(questionnaire)).safeParse(answers);
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
}

/** Whether every question of section `index` has a valid answer (API's rules). */
export function isStepComplete(questionnaire: Questionnaire, index: number, answers: Answers): boolean {
  const invalid = invalidKeys(questionnaire, answers);
  return !(questionnaire.sections[index]?.questions ?? []).some((question) => invalid.has(question.key));
}

/**
 * The step to resume at: the first section with an answer missing or refused; the last one when every
 * section is complete.
 */
export function firstIncompleteStep(questionnaire: Questionnaire, answers: Answers): number {
  const index = questionnaire.sections.findIndex((_, i) => !isStepComplete(questionnaire, i, answers));
  return index === -1 ? Math.max(0, questionnaire.sections.length - 1) : index;
}

/** The index of the section holding question `key`; -1 when none does. */
export function sectionOf(questionnaire: Questionnaire, key: string): number {
  return questionnaire.sections.findIndex((section) => section.questions.some((question) => question.key === key));
}

/**
 * The option of `question` whose value is `value` (compared as text: radio groups hand out strings).
 */
export function optionOf(question: Question, value: string | number | boolean | null | undefined) {
  if (value === null || value === undefined) return undefined;
  return (question.options ?? []).find((option) => String(option.value) === String(value));
}

/**
 * An answer as text for the read-only view: the text, the chosen options' labels (joined by `, `),
 * yes/no; `null` when unanswered.
 *
 * @param yesNo - the words for `true` and `false`.
 */
export function answerText(question: Question, value: AnswerValue | undefined, yesNo: { yes: string; no: string }): string | null {
  if (!isAnswered(question, value)) return null;
  if (question.type === 'boolean') return value ? yesNo.yes : yesNo.no;
  if (question.type === 'text' || question.type === 'textarea') return String(value);
  const values = Array.isArray(value) ? value : [value as string | number];
  return values.map((v) => optionOf(question, v)?.label ?? String(v)).join(', ');
}

/**
 * Whether the client's answers call for the urgent-help note: item 9 of the PHQ-9 ("thoughts that you
 * would be better off dead, or of hurting yourself") answered above 0. The item is the question keyed
 * `phq9_9` (docs/api-bookings.md), else the 9th question of the section whose key names the PHQ-9.
 */
export function needsUrgentHelpNote(assessment: Pick<HealthAssessment, 'questionnaire' | 'answers'>): boolean {
  const answers = assessment.answers;
  if (!answers) return false;
  const section = assessment.questionnaire.sections.find((s) => /phq-?9/i.test(s.key));
  const item = questionsOf(assessment.questionnaire).find((q) => q.key === 'phq9_9') ?? section?.questions[8];
  if (!item) return false;
  const value = answers[item.key];
  return typeof value === 'number' ? value > 0 : typeof value === 'string' && Number(value) > 0;
}

/** Highest score of each scale. */
export const SCALE_MAX = { phq9: 27, gad7: 21 } as const;
