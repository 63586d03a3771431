/**
 * The messages a user reads for bad input come from one issue-to-key mapping (contracts/common
 * `issueMessage`), shared by the API and the web forms: each names the rule that failed.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../../src/lib/validation';

function fieldErrors(schema: z.ZodType, input: unknown, locale: 'fr' | 'en') {
  try {
    validate(schema, input, locale);
  } catch (error) {
    return (error as { details?: { fieldErrors?: Record<string, string[]> } }).details?.fieldErrors;
  }
  throw new Error('expected a validation error');
}

describe('validation messages', () => {
  const schema = z.object({ years: z.number().int().min(0).max(80), name: z.string().min(1).max(5) });

  it('says the largest number allowed, in the user language', () => {
    expect(fieldErrors(schema, { years: 90, name: 'Ana' }, 'en')?.years).toEqual(['Enter a number of at most 80.']);
    expect(fieldErrors(schema, { years: 90, name: 'Ana' }, 'fr')?.years).toEqual(['Saisissez un nombre d’au plus 80.']);
  });

  it('says a required field is required and a long text is too long', () => {
    const errors = fieldErrors(schema, { years: 3, name: '' }, 'en');
    expect(errors?.name).toEqual(['This field is required.']);
    expect(fieldErrors(schema, { years: 3, name: 'Anastasia' }, 'en')?.name).toEqual(['This field is longer than 5 characters.']);
  });
});
