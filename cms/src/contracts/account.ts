/**
 * Accounts of the three surfaces (spec §2 sign-in/sign-up/forgot/reset, §3 person, §4 sessions;
 * docs/api-auth.md): e-mail and mobile codes, registration, sign-in, refresh and sign-out, password
 * reset and change, and the signed-in user's profile. The same paths exist under `/client` and
 * `/consultant`; admins only sign in, refresh, sign out, reset and change their password under
 * `/admin-panel`. Each surface's contracts come from one function ({@link accountRoutes},
 * {@link commonAccountRoutes}); the role is the surface's, never a body field.
 *
 * Also the web settings as the consultant and admin surfaces read them (the client's are in
 * `contracts/catalogue`).
 *
 * @module contracts/account
 */
import { z } from 'zod';
import { WebSetting } from './catalogue';
import { ApiErrorBody, dataOf, Email, EmptyBody, Instant, CalendarDate, Locale, MustAccept, NewPassword, ok, OneTimeCode, orNull } from './common';
import { consultantFields, personFields, withPhoneChecks } from './person';
import { route } from './route';

/** The surfaces with accounts of people (clients and consultants). */
export type PersonSurface = 'client' | 'consultant';
/** Every surface with accounts. */
export type AccountSurface = PersonSurface | 'admin-panel';

/** Approval states of a consultant's profile (spec §4). */
export const ApprovalStatus = z.enum(['incomplete', 'submitted', 'approved', 'rejected']);

/** The signed-in user as the sign-in answers and `GET profile` show it. */
export const SessionUser = z
  .object({
    /** the account's id */
    id: z.string(),
    email: z.string(),
    role: z.enum(['client', 'consultant', 'admin']),
    display_name: z.string(),
    /** language of every e-mail to this user */
    correspondence_language: Locale,
    /** consultants only */
    approval_status: ApprovalStatus.optional(),
    /** consultants only: `false` once the platform switched the consultant off */
    active_status: z.boolean().optional(),
  })
  .meta({ id: 'SessionUser' });

/**
 * The answer of a sign-in (login, register, change-password, refresh). The refresh token travels only
 * in the httpOnly cookie `refresh_<role>`, never in this body.
 */
export const SignedIn = z.object({ jwt: z.string(), user: SessionUser }).meta({ id: 'SignedIn' });

// ---- Requests ----

/** `{ email }`: ask for an e-mail code, or for a password-reset link. */
export const EmailRequest = z.object({ email: Email }).strict().meta({ id: 'EmailRequest' });

/** `{ email, code }`: check an e-mail or mobile code. */
export const CodeCheck = z.object({ email: Email, code: OneTimeCode }).strict().meta({ id: 'CodeCheck' });

/** `{ email, isd_code, contact_number }`: ask for a mobile code (the number checked with its ISD code, as at registration). */
export const MobileCodeRequest = withPhoneChecks(z.object({ email: Email, isd_code: personFields.isd_code, contact_number: personFields.contact_number }).strict()).meta({
  id: 'MobileCodeRequest',
});

/** `{ email, password }`: any text is accepted, so that every refusal is the same generic 401. */
export const LoginRequest = z
  .object({ email: z.string().trim().max(254), password: z.string().max(256) })
  .strict()
  .meta({ id: 'LoginRequest' });

/** `{ token, email, password }` of the e-mailed reset link. */
export const ResetPasswordRequest = z
  .object({ token: z.string().trim().min(20).max(200), email: Email, password: NewPassword })
  .strict()
  .meta({ id: 'ResetPasswordRequest' });

/** `{ currentPassword, password }` of a signed-in user. */
export const ChangePasswordRequest = z
  .object({ currentPassword: z.string().max(256), password: NewPassword })
  .strict()
  .meta({ id: 'ChangePasswordRequest' });

/** The account part of a registration: e-mail (verified by code first), password and consents. */
export const registrationAccountFields = { email: Email, password: NewPassword, acceptTerms: MustAccept, acceptPrivacy: MustAccept };

const registrationFields = { ...personFields, ...registrationAccountFields };

/** A client's registration: person fields, e-mail (verified by code first), password and consents. */
export const ClientRegistration = withPhoneChecks(z.object(registrationFields).strict()).meta({ id: 'ClientRegistration' });

/** A consultant's registration: a client's fields plus profession, country of birth and experience. */
export const ConsultantRegistration = withPhoneChecks(z.object({ ...registrationFields, ...consultantFields }).strict()).meta({ id: 'ConsultantRegistration' });

// ---- Profile ----

const text = z.string().nullable();
const instant = orNull(Instant);

/** The person part of a profile as `GET profile` shows it: references by code or slug with their names. */
const profileFields = {
  /** the profile's id */
  documentId: z.string(),
  display_name: z.string(),
  title: text,
  gender: text,
  given_name: text,
  family_name: text,
  last_name: text,
  date_of_birth: orNull(CalendarDate),
  preferred_contact_type: text,
  isd_code: text,
  /** E.164 */
  contact_number: text,
  whatsapp_number: text,
  alternative_isd_code: text,
  alternative_number: text,
  /** IANA zone */
  time_zone: text,
  correspondence_language: orNull(Locale),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  /** country of residence */
  country: orNull(z.object({ code: z.string(), name: z.string() })),
  nationality: orNull(z.object({ slug: z.string(), name: z.string() })),
  terms_accepted_at: instant,
  terms_version: text,
  privacy_accepted_at: instant,
  privacy_version: text,
  email_verified_at: instant,
  /** when the contact number was verified by code; `null` when it is not (never, or changed since) */
  phone_verified_at: instant,
};

/** A client's profile. */
export const ClientProfile = z.object(profileFields).meta({ id: 'ClientProfile' });

/** A consultant's profile: the person part and the state of the application (the sections have their own routes). */
export const ConsultantProfile = z
  .object({
    ...profileFields,
    slug: z.string(),
    profession: text,
    years_of_experience: z.number().int().nullable(),
    city: text,
    /** minor currency units */
    fee: z.number().int().nullable(),
    currency: text,
    /** minutes */
    session_duration: z.number().int().nullable(),
    free_first_consultation: z.boolean().nullable(),
    approval_status: ApprovalStatus,
    active_status: z.boolean().nullable(),
    submitted_at: instant,
    approved_at: instant,
    rejected_at: instant,
    rejection_reason: text,
  })
  .meta({ id: 'ConsultantProfile' });

/** What `GET profile` answers for a client. */
export type ClientProfileView = z.input<typeof ClientProfile>;
/** What `GET profile` answers for a consultant. */
export type ConsultantProfileView = z.input<typeof ConsultantProfile>;
/** The public user of a sign-in answer. */
export type SessionUserView = z.input<typeof SessionUser>;

// ---- Routes ----

const LABEL: Record<AccountSurface, string> = { client: 'Client', consultant: 'Consultant', 'admin-panel': 'Admin' };

const error = (description: string) => ({ description, schema: ApiErrorBody });
const tooMany = error(
  'Too many requests for this address or IP (`TooManyRequests`, `Retry-After` and `details.retry_after_seconds`), or past the budget across all addresses a proof of work is needed (`ChallengeRequired`, `details.challenge`: repeat with `x-altcha`)',
);
const codeRefused = error(
  'Invalid input, or the code is refused: `OtpInvalid` (`details.attempts_left`), `OtpLocked` (5 wrong tries: ask a new one), `OtpExpired` (none, used or older than 10 minutes)',
);
const CodeSent = z.object({
  sent: z.literal(true),
  /** minutes */
  expires_in_minutes: z.number().int(),
  /** seconds before another code may be asked */
  resend_after_seconds: z.number().int(),
});

/**
 * The account routes every surface has: sign-in, refresh, sign-out, forgotten and changed passwords.
 * @param surface - path segment of the surface (`client`, `consultant`, `admin-panel`)
 * @returns contracts keyed by action of the `api::account.auth` controller
 */
export function commonAccountRoutes(surface: AccountSurface) {
  const tag = `${LABEL[surface]} account`;
  const at = (path: string): string => `/${surface}${path}`;
  return {
    login: route({
      method: 'POST',
      path: at('/auth/login'),
      summary: 'Sign in with e-mail and password',
      description: 'Sets the refresh cookie `refresh_<role>` (httpOnly, SameSite=Strict, path `/api/<surface>/auth`). Failed sign-ins are limited per address (5 in 15 minutes) and per IP (30).',
      tag,
      access: 'public',
      body: LoginRequest,
      responses: ok(SignedIn, {
        401: error('Wrong e-mail, password or role, or a blocked account (one generic message)'),
        403: error('`AccountDeactivated`: right password, but the platform switched this consultant off'),
        429: tooMany,
      }),
    }),
    forgotPassword: route({
      method: 'POST',
      path: at('/auth/forgot-password'),
      summary: 'E-mail a password-reset link (60 minutes, single use)',
      description: 'The same answer whether or not the address has an account of this role.',
      tag,
      access: 'public',
      body: EmailRequest,
      responses: ok(dataOf(z.object({ sent: z.literal(true) })), { 429: tooMany }),
    }),
    resetPassword: route({
      method: 'POST',
      path: at('/auth/reset-password'),
      summary: 'Set a new password from the e-mailed link',
      description: 'Every token and refresh session issued before stops working.',
      tag,
      access: 'public',
      body: ResetPasswordRequest,
      responses: ok(dataOf(z.object({ reset: z.literal(true) })), { 400: error('Invalid input, or `ResetLinkInvalid` (unknown, used or expired link, other address or role)') }),
    }),
    changePassword: route({
      method: 'POST',
      path: at('/auth/change-password'),
      summary: 'Change the password; every other session ends',
      description: 'Answers a fresh sign-in (new token and refresh cookie) for this device.',
      tag,
      access: 'signed-in',
      body: ChangePasswordRequest,
      responses: ok(SignedIn, { 400: error('Invalid input, or a wrong current password (`details.fieldErrors.currentPassword`)') }),
    }),
    refresh: route({
      method: 'POST',
      path: at('/auth/refresh'),
      summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
      tag,
      access: 'public',
      body: EmptyBody,
      responses: ok(SignedIn, { 401: error('Missing, used, expired or revoked refresh session, or an account that lost its rights') }),
    }),
    logout: route({
      method: 'POST',
      path: at('/auth/logout'),
      summary: 'Sign out: the refresh session ends and its cookie is cleared',
      tag,
      access: 'public',
      body: EmptyBody,
      responses: { 204: { description: 'Signed out' } },
    }),
  };
}

const PEOPLE = {
  client: { registration: ClientRegistration, profile: ClientProfile },
  consultant: { registration: ConsultantRegistration, profile: ConsultantProfile },
};

/**
 * The account routes of a people surface: the common ones ({@link commonAccountRoutes}) plus sign-up
 * (codes, registration) and the signed-in user's profile.
 * @param surface - `client` or `consultant`
 * @returns contracts keyed by action of the `api::account.auth` controller
 */
export function accountRoutes(surface: PersonSurface) {
  const tag = `${LABEL[surface]} account`;
  const at = (path: string): string => `/${surface}${path}`;
  const { registration, profile } = PEOPLE[surface];
  return {
    requestOtp: route({
      method: 'POST',
      path: at('/auth/otp'),
      summary: 'E-mail a sign-up code (6 digits, 10 minutes)',
      description: 'Always the same answer: an address that already has an account gets an "account exists" e-mail instead of a code.',
      tag,
      access: 'public',
      body: EmailRequest,
      responses: ok(dataOf(CodeSent), { 429: tooMany }),
    }),
    verifyOtp: route({
      method: 'POST',
      path: at('/auth/otp/verify'),
      summary: 'Check the e-mail code (registration then has 30 minutes)',
      tag,
      access: 'public',
      body: CodeCheck,
      responses: ok(dataOf(z.object({ verified: z.literal(true) })), { 400: codeRefused, 429: tooMany }),
    }),
    requestMobileOtp: route({
      method: 'POST',
      path: at('/auth/mobile-otp'),
      summary: 'Send a mobile verification code (optional step)',
      description:
        'The code is tied to the address and to the number. It goes by SMS when a provider is configured (`channel: "sms"`; at most one a minute and five an hour to one number), else by e-mail to the address (`channel: "email"`).',
      tag,
      access: 'public',
      body: MobileCodeRequest,
      responses: ok(dataOf(CodeSent.extend({ channel: z.enum(['sms', 'email']) })), {
        400: error('Invalid input: the number is not valid with its ISD code (`details.fieldErrors.contact_number`)'),
        429: tooMany,
      }),
    }),
    verifyMobileOtp: route({
      method: 'POST',
      path: at('/auth/mobile-otp/verify'),
      summary: 'Check the mobile code (the number is then marked verified)',
      description:
        'The number the code was sent to is marked verified (`phone_verified_at`) at registration if it is the number registered, or at once on the profile of an account of this role with this address whose contact number it is (a new number after a change).',
      tag,
      access: 'public',
      body: CodeCheck,
      responses: ok(dataOf(z.object({ verified: z.literal(true) })), { 400: codeRefused, 429: tooMany }),
    }),
    register: route({
      method: 'POST',
      path: at('/auth/register'),
      summary: 'Create the account once the e-mail code is verified',
      description: 'Stores the acceptance time and the versions in force of the terms and the privacy policy. Sets the refresh cookie like `auth/login`.',
      tag,
      access: 'public',
      body: registration,
      responses: {
        201: { description: 'Registered and signed in', schema: SignedIn },
        400: error('Invalid fields or address taken (`details.fieldErrors`), or `OtpRequired` (e-mail code not verified in the last 30 minutes)'),
        429: tooMany,
      },
    }),
    profile: route({
      method: 'GET',
      path: at('/profile'),
      summary: 'The signed-in user and their profile',
      tag,
      access: 'signed-in',
      responses: ok(dataOf(z.object({ user: SessionUser, profile: orNull(profile) }))),
    }),
    ...commonAccountRoutes(surface),
  };
}

/** Account routes of the client surface (`api::account.auth`). */
export const clientAccountRoutes = accountRoutes('client');
/** Account routes of the consultant surface (`api::account.auth`). */
export const consultantAccountRoutes = accountRoutes('consultant');
/** Account routes of the admin surface (`api::account.auth`). */
export const adminAccountRoutes = commonAccountRoutes('admin-panel');

/** Web settings on the consultant surface, action of `api::consultant.web-setting`. */
export const consultantWebSettingRoutes = {
  getRecord: route({
    method: 'GET',
    path: '/consultant/web-setting/get-record',
    summary: 'Web settings in the asked locale (404 before any are saved)',
    tag: 'Consultant settings',
    access: 'public',
    cache: 'public',
    responses: ok(dataOf(WebSetting), { 404: error('No settings saved yet') }),
  }),
};
