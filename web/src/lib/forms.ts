/**
 * Forms on one library (react-hook-form + zod): the same zod schemas as the API (`@contracts/*`, the
 * CMS's `src/contracts/`), checked in the browser with messages in the user's language, and the API's
 * own field errors (`400` with `details.fieldErrors`) put on their fields.
 *
 * - {@link useContractForm}: `useForm` with the schema's resolver; focus goes to the first field in
 *   error (react-hook-form's `shouldFocusError`).
 * - {@link applyServerErrors}: after a failed submit, the server's messages under the fields.
 * - `components/form-text-field.tsx`: an MUI text field bound to a form field.
 *
 * @module lib/forms
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '@contracts/common';
import { ApiError } from './api-client';

/**
 * The zod `error` customizer translating every issue with the `validation.*` keys of the
 * translation files (the same keys as the API's messages).
 * @param t - the translate function of the user's language
 */
export function zodMessages(t: TFunction) {
  return (issue: Parameters<typeof issueMessage>[0]) => {
    const { key, values } = issueMessage(issue);
    return t(key, values ?? {});
  };
}

/**
 * A react-hook-form form checked by `schema` (a contract's request schema), with messages in the
 * user's language. Values are the schema's input; `handleSubmit` gives its parsed output.
 * @param schema - zod schema of the form's values
 * @param options - `useForm` options (`defaultValues`, `mode`…)
 */
export function useContractForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const { t } = useTranslation();
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- zodResolver's overloads do not narrow a generic schema
    resolver: zodResolver(schema as any, { error: zodMessages(t) }) as never,
  });
}

/**
 * Put the API's field errors (`400` `details.fieldErrors`) on the form's fields and focus the first.
 * @param form - the form
 * @param error - anything the API client threw
 * @param fields - the names of the form's fields (errors on other names are left to the caller)
 * @returns true when at least one field error was placed
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, 'setError' | 'setFocus'>,
  error: unknown,
  fields: readonly (Path<V> | (string & {}))[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let first: Path<V> | undefined;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    // A name the form does not have never matches a field the API reported for it.
    const name = fields.find((candidate) => candidate === field) as Path<V> | undefined;
    if (!name || !messages?.length) continue;
    form.setError(name, { type: 'server', message: messages.join(' ') });
    first ??= name;
  }
  if (first) form.setFocus(first);
  return first !== undefined;
}
