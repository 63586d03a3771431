/**
 * Vitest setup of the API tests: after each test, fail it if an answer it received broke the
 * OpenAPI document (tests/helpers/contract-check.ts).
 */
import { afterEach, expect } from 'vitest';
import { takeViolations } from './contract-check';

afterEach(() => {
  const found = takeViolations();
  expect(found, 'answers outside the OpenAPI document').toEqual([]);
});
