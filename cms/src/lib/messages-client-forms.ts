/**
 * Messages of the client forms: general info, consent form, health assessment, favourites (issue 5 §1), in both interface languages. Merged into the one catalogue of `messages.ts`.
 */
export const clientFormsMessages = {
} as const satisfies Record<string, { fr: string; en: string }>;
