/**
 * The questionnaire renderer of the health assessment (docs/api-bookings.md `GET health-assessment`):
 * each section is a titled panel, each question a control chosen by its `type` —
 *
 * - `text` → a text field, `textarea` → a multi-line text field;
 * - `single` → a radio group of the options, `scale` → a radio group of the 0–3 options with their labels;
 * - `multi` → a group of check boxes;
 * - `boolean` → a Yes / No radio group (an explicit answer, unlike a lone check box).
 *
 * {@link QuestionnaireSection} renders one section (one step of the stepper), {@link QuestionnaireFields}
 * all of them. Every control is named by the question's label (choices are a `radiogroup`, check boxes a fieldset
 * `group`, both labelled by it); required questions are marked, and an error (client-side check or the API's
 * `fieldErrors`, keyed by question key) shows under its question.
 *
 * @module features/client/components/questionnaire-fields
 */
import type React from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldErrorText, type FieldErrorMap } from '../../../lib/form-rules';
import type { AnswerValue, Answers, Question, Questionnaire } from '../model/types';
import { optionOf } from '../model/questionnaire';

/** Props of {@link QuestionnaireFields}. */
export interface QuestionnaireFieldsProps {
  questionnaire: Questionnaire;
  answers: Answers;
  errors: FieldErrorMap;
  onChange: (key: string, value: AnswerValue) => void;
  disabled?: boolean;
}

/** Props of one question's control. */
interface QuestionProps {
  question: Question;
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
  disabled?: boolean;
}

const idOf = (key: string) => `ha-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

function TextQuestion({ question, value, error, onChange, disabled }: QuestionProps) {
  const id = idOf(question.key);
  // The question above the field, wrapping on small screens (a floating label would cut a long question).
  return (
    <FormControl fullWidth error={Boolean(error)} disabled={disabled} data-testid={`question-${question.key}`}>
      <FormLabel htmlFor={id} required={question.required} sx={{ mb: 1 }}>
        {question.label}
      </FormLabel>
      <TextField
        id={id}
        name={question.key}
        required={question.required}
        multiline={question.type === 'textarea'}
        minRows={question.type === 'textarea' ? 3 : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        disabled={disabled}
        fullWidth
      />
    </FormControl>
  );
}

function ChoiceQuestion({ question, value, error, onChange, disabled }: QuestionProps) {
  const { t } = useTranslation();
  const id = idOf(question.key);
  const boolean = question.type === 'boolean';
  const options = boolean
    ? [
        { value: 'true', label: t('client.health.yes') },
        { value: 'false', label: t('client.health.no') },
      ]
    : (question.options ?? []);
  const current = value === null || value === undefined || Array.isArray(value) ? '' : String(value);
  const choose = (text: string) => {
    if (boolean) onChange(text === 'true');
    else onChange(optionOf(question, text)?.value ?? text);
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={question.required} disabled={disabled} data-invalid={error ? 'true' : undefined} data-testid={`question-${question.key}`}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 0.5 }}>
        {question.label}
      </FormLabel>
      <RadioGroup
        name={question.key}
        value={current}
        onChange={(event) => choose(event.target.value)}
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        row={boolean}
      >
        {options.map((option) => (
          <FormControlLabel key={String(option.value)} value={String(option.value)} control={<Radio slotProps={{ input: { 'aria-invalid': error ? true : undefined } }} />} label={option.label} />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

function MultiQuestion({ question, value, error, onChange, disabled }: QuestionProps) {
  const id = idOf(question.key);
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const toggle = (option: string | number, checked: boolean) => {
    const others = (Array.isArray(value) ? value : []).filter((v) => String(v) !== String(option));
    onChange(checked ? [...others, option] : others);
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={question.required} disabled={disabled} data-invalid={error ? 'true' : undefined} data-testid={`question-${question.key}`}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 0.5 }}>
        {question.label}
      </FormLabel>
      <FormGroup aria-describedby={error ? `${id}-error` : undefined}>
        {(question.options ?? []).map((option) => (
          <FormControlLabel
            key={String(option.value)}
            control={<Checkbox checked={chosen.includes(String(option.value))} onChange={(event) => toggle(option.value, event.target.checked)} />}
            label={option.label}
          />
        ))}
      </FormGroup>
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** One question, by its type. */
export function QuestionField(props: QuestionProps) {
  switch (props.question.type) {
    case 'text':
    case 'textarea':
      return <TextQuestion {...props} />;
    case 'multi':
      return <MultiQuestion {...props} />;
    default:
      return <ChoiceQuestion {...props} />;
  }
}

/** Props of {@link QuestionnaireSection}. */
export interface QuestionnaireSectionProps extends QuestionnaireFieldsProps {
  /** The section's index in `questionnaire.sections`. */
  index: number;
  /** Id given to the section's heading (e.g. to move the focus there). */
  headingRef?: React.Ref<HTMLHeadingElement>;
}

/** One section (a titled panel) and its questions: one step of the stepper. */
export function QuestionnaireSection({ questionnaire, answers, errors, onChange, disabled, index, headingRef }: QuestionnaireSectionProps) {
  const { t } = useTranslation();
  const section = questionnaire.sections[index];
  if (!section) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }} aria-labelledby={`ha-section-${section.key}`} data-testid={`section-${section.key}`}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {t('client.health.sectionOf', { index: index + 1, count: questionnaire.sections.length })}
      </Typography>
      <Typography variant="h2" component="h2" id={`ha-section-${section.key}`} ref={headingRef} tabIndex={-1} sx={{ fontSize: '1.35rem', mb: 2.5, outline: 'none' }}>
        {section.title}
      </Typography>
      {section.description ? <Typography sx={{ color: 'text.secondary', mb: 2.5 }}>{section.description}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {section.questions.map((question) => (
          <QuestionField
            key={question.key}
            question={question}
            value={answers[question.key]}
            error={fieldErrorText(errors[question.key], t)}
            onChange={(value) => onChange(question.key, value)}
            disabled={disabled}
          />
        ))}
      </Box>
    </Paper>
  );
}

/** Every section and its questions, one after the other. */
export function QuestionnaireFields(props: QuestionnaireFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {props.questionnaire.sections.map((section, index) => (
        <QuestionnaireSection key={section.key} {...props} index={index} />
      ))}
    </Box>
  );
}
