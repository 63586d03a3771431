/**
 * How long each kind of personal data is kept (DESIGN §8 "retention periods are settings with documented
 * defaults, applied by a daily job"; docs/privacy.md "Retention"). One list, read by three places so that
 * they cannot disagree:
 *
 * - the daily retention job (`api::retention.retention`), which deletes what is past its period;
 * - the privacy policy of the seed (cms/data/content/legal.json), whose `{{retention.<kind>}}` placeholders
 *   are filled with these periods in words ({@link fillRetentionPlaceholders});
 * - docs/privacy.md and config/.env.example, which document each variable and its default.
 *
 * Each period is an environment variable holding a positive whole number of months or days; an unset or
 * empty variable takes the default; anything else stops the server at start with the variable's name
 * ({@link readRetentionPeriods}).
 *
 * @module lib/retention-periods
 */
import { DateTime } from 'luxon';
import type { Locale } from './messages';

/** The kinds of data the retention job handles. */
export type RetentionKind =
  'chat' | 'roomAttendance' | 'healthAssessments' | 'waitingList' | 'starterKitIp' | 'newsletterPending' | 'sentMessages' | 'auditLog' | 'dataRequests' | 'contactRequests' | 'expiredCodes';

/** The unit of a period: calendar months (UTC) or days of 24 hours. */
export type RetentionUnit = 'months' | 'days';

/** A retention period: `amount` months or days. */
export interface RetentionPeriod {
  amount: number;
  unit: RetentionUnit;
}

/** One retention setting: its environment variable, unit, default and what it applies to. */
export interface RetentionSetting {
  kind: RetentionKind;
  /** the environment variable that sets it (e.g. `RETENTION_CHAT_MONTHS`) */
  variable: string;
  unit: RetentionUnit;
  /** the period when the variable is unset, in `unit` */
  defaultAmount: number;
  /** what the job does once the period has passed, and from which instant it counts (English, for logs and docs) */
  rule: string;
}

/** Every retention setting, in the order of docs/privacy.md's table. */
export const RETENTION_SETTINGS: readonly RetentionSetting[] = [
  { kind: 'chat', variable: 'RETENTION_CHAT_MONTHS', unit: 'months', defaultAmount: 12, rule: 'chat messages of a consultation room and the files sent in it, counted from the end of the booking' },
  { kind: 'roomAttendance', variable: 'RETENTION_ROOM_ATTENDANCE_MONTHS', unit: 'months', defaultAmount: 36, rule: 'who was in a consultation room and when, counted from the end of the booking' },
  {
    kind: 'healthAssessments',
    variable: 'RETENTION_HEALTH_ASSESSMENT_MONTHS',
    unit: 'months',
    defaultAmount: 36,
    rule: "a client's health assessment and its document, counted from the end of the client's latest booking (or from its last change for a client who never booked)",
  },
  { kind: 'waitingList', variable: 'RETENTION_WAITING_LIST_MONTHS', unit: 'months', defaultAmount: 12, rule: 'waiting-list entries, counted from the sign-up' },
  {
    kind: 'starterKitIp',
    variable: 'RETENTION_STARTER_KIT_IP_DAYS',
    unit: 'days',
    defaultAmount: 90,
    rule: 'the IP address of a starter-kit request is cleared (the request is kept), counted from the request',
  },
  { kind: 'newsletterPending', variable: 'RETENTION_NEWSLETTER_PENDING_DAYS', unit: 'days', defaultAmount: 30, rule: 'newsletter subscriptions never confirmed, counted from the latest request' },
  {
    kind: 'sentMessages',
    variable: 'RETENTION_SENT_MESSAGES_DAYS',
    unit: 'days',
    defaultAmount: 90,
    rule: 'outbox messages (e-mails, SMS) sent, counted from the sending; dead ones (given up after every retry), counted from when they were queued',
  },
  { kind: 'auditLog', variable: 'RETENTION_AUDIT_LOG_MONTHS', unit: 'months', defaultAmount: 60, rule: 'audit-log rows (reads of sensitive documents and chats), counted from the read' },
  { kind: 'dataRequests', variable: 'RETENTION_DATA_REQUESTS_MONTHS', unit: 'months', defaultAmount: 60, rule: 'export and erasure requests (the proof they were answered), counted from the request' },
  {
    kind: 'contactRequests',
    variable: 'RETENTION_CONTACT_REQUESTS_MONTHS',
    unit: 'months',
    defaultAmount: 24,
    rule: 'messages of the contact form (handled or not, in the trash or not), counted from their receipt',
  },
  {
    kind: 'expiredCodes',
    variable: 'RETENTION_EXPIRED_CODES_DAYS',
    unit: 'days',
    defaultAmount: 1,
    rule: 'e-mail and mobile verification codes, password-reset links and admin invitations, counted from their expiry',
  },
];

/** The period of each kind. */
export type RetentionPeriods = Record<RetentionKind, RetentionPeriod>;

/** A retention variable that is not a positive whole number. */
export class RetentionSettingError extends Error {
  constructor(
    readonly variable: string,
    readonly value: string,
  ) {
    super(`Retention setting ${variable}="${value}" is not a positive whole number (docs/privacy.md "Retention").`);
    this.name = 'RetentionSettingError';
  }
}

/** Longest period accepted, in either unit (a typo such as 120000 months would keep data forever). */
const MAX_AMOUNT = 100_000;

/**
 * The retention periods set by `env`, each variable's default where it is unset or empty.
 * @param env - the environment to read (default `process.env`)
 * @returns every kind's period
 * @throws RetentionSettingError naming the first variable that is not a whole number from 1 to 100,000
 */
export function readRetentionPeriods(env: NodeJS.ProcessEnv = process.env): RetentionPeriods {
  const periods = {} as RetentionPeriods;
  for (const setting of RETENTION_SETTINGS) {
    const raw = env[setting.variable]?.trim();
    let amount = setting.defaultAmount;
    if (raw) {
      if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > MAX_AMOUNT) throw new RetentionSettingError(setting.variable, raw);
      amount = Number(raw);
    }
    periods[setting.kind] = { amount, unit: setting.unit };
  }
  return periods;
}

/** The default periods (what {@link readRetentionPeriods} gives without any variable set). */
export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = readRetentionPeriods({});

/**
 * The instant before which data of a period is past it: `now` minus the period, in UTC calendar months
 * (31 March minus one month is 28 or 29 February) or in days of 24 hours.
 * @param now - the job's instant (UTC)
 * @returns the limit: data whose reference instant is strictly before it is removed
 */
export function retentionLimit(now: Date, period: RetentionPeriod): Date {
  return DateTime.fromJSDate(now, { zone: 'utc' })
    .minus(period.unit === 'months' ? { months: period.amount } : { days: period.amount })
    .toJSDate();
}

const WORDS: Record<Locale, Record<'day' | 'month' | 'year', [string, string]>> = {
  fr: { day: ['jour', 'jours'], month: ['mois', 'mois'], year: ['an', 'ans'] },
  en: { day: ['day', 'days'], month: ['month', 'months'], year: ['year', 'years'] },
};

/**
 * A period in words, as the privacy policy states it: whole years from 24 months on (`3 ans`,
 * `5 years`), else months (`12 mois`, `18 months`) or days (`90 jours`, `1 day`).
 */
export function periodInWords(period: RetentionPeriod, locale: Locale): string {
  const [count, word] =
    period.unit === 'days' ? [period.amount, 'day' as const] : period.amount >= 24 && period.amount % 12 === 0 ? [period.amount / 12, 'year' as const] : [period.amount, 'month' as const];
  return `${count} ${WORDS[locale][word][count === 1 ? 0 : 1]}`;
}

/** A placeholder of the policy text: `{{retention.chat}}`. */
const PLACEHOLDER = /\{\{\s*retention\.([A-Za-z]+)\s*\}\}/g;

/**
 * The privacy policy's text with every `{{retention.<kind>}}` replaced by that kind's period in words.
 * Every kind must be stated (so that the policy cannot leave one out) and no other placeholder may remain.
 * @param body - the policy's Markdown with placeholders (cms/data/content/legal.json)
 * @param periods - the periods to state (default: those of this process's environment)
 * @returns the Markdown as published
 * @throws Error naming an unknown placeholder or a kind the text does not state
 */
export function fillRetentionPlaceholders(body: string, locale: Locale, periods: RetentionPeriods = readRetentionPeriods()): string {
  const stated = new Set<string>();
  const filled = body.replace(PLACEHOLDER, (_match, kind: string) => {
    if (!(kind in periods)) throw new Error(`The privacy policy names an unknown retention period "{{retention.${kind}}}".`);
    stated.add(kind);
    return periodInWords(periods[kind as RetentionKind], locale);
  });
  const missing = RETENTION_SETTINGS.filter((setting) => !stated.has(setting.kind)).map((setting) => setting.kind);
  if (missing.length) throw new Error(`The privacy policy (${locale}) does not state the retention period of: ${missing.join(', ')}.`);
  return filled;
}

/**
 * A legal text of the seed as published: the privacy policy's placeholders filled
 * ({@link fillRetentionPlaceholders}); a text without any (the terms) as it is.
 * @param body - Markdown of cms/data/content/legal.json
 * @param periods - the periods to state (default: those of this process's environment)
 */
export function publishedLegalText(body: string, locale: Locale, periods: RetentionPeriods = readRetentionPeriods()): string {
  return new RegExp(PLACEHOLDER.source).test(body) ? fillRetentionPlaceholders(body, locale, periods) : body;
}

/**
 * When the daily job runs: `RETENTION_CRON_RULE` (a cron rule, five fields, or six with seconds), read in
 * UTC; default 03:30 UTC every day.
 */
export function retentionCronRule(env: NodeJS.ProcessEnv = process.env): string {
  return env.RETENTION_CRON_RULE?.trim() || '30 3 * * *';
}

/** Whether this process schedules the daily job: `RETENTION_CRON=false` turns it off (the API tests run it themselves). */
export function retentionCronEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.RETENTION_CRON !== 'false';
}
