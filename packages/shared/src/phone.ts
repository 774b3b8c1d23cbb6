// Phone sign-in (issue 25, decision 210): Bangladeshi mobile numbers, the one-time codes sent to them, and
// the endpoint paths. Numbers are stored and compared in one form, 01XXXXXXXXX.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { authResultSchema, signupRoleSchema } from './identity.ts';
import { toLatinDigits } from './digits.ts';

/** 11 digits: 01, then an operator digit 3-9, then 8 more. */
const LOCAL_NUMBER = /^01[3-9]\d{8}$/;

/**
 * '+880 1711-000000', '৮৮০১৭১১০০০০০০', '01711 000000' → '01711000000'; null when it is not a Bangladeshi
 * mobile number. Spaces, dashes, dots and brackets are ignored; Bengali digits read as Latin ones.
 */
export function normalisePhone(input: string): string | null {
  let digits = toLatinDigits(input.normalize('NFKC')).replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+880')) digits = digits.slice(3);
  else if (digits.startsWith('00880')) digits = digits.slice(4);
  else if (digits.startsWith('880')) digits = digits.slice(2);
  return LOCAL_NUMBER.test(digits) ? digits : null;
}

/** The number as the SMS gateways want it: 8801XXXXXXXXX. */
export const internationalPhone = (local: string) => `88${local}`;

export const PHONE_CODE_LENGTH = 6;

/**
 * The address a phone-only account holds until its member adds one: users.email is NOT NULL and unique,
 * and `.invalid` is reserved (RFC 2606), so nothing is ever delivered there. Pages do not show it.
 */
export const PHONE_ONLY_EMAIL_DOMAIN = 'phone.boibazar.invalid';
export const hasRealEmail = (email: string) => !email.endsWith(`@${PHONE_ONLY_EMAIL_DOMAIN}`);

/** The number as typed; the server normalises it and answers PHONE_INVALID when it is not one. */
const phoneInput = z.string().max(40, 'Phone number is too long');
/** The code as typed (Bengali digits too); a wrong shape is a wrong code (OTP_INVALID). */
const codeInput = z.string().max(20, 'The code is too long');

export const phoneCodePurposeSchema = z.enum(['sign-in', 'sign-up']);
export type PhoneCodePurpose = z.infer<typeof phoneCodePurposeSchema>;

export const sendPhoneCodeSchema = z.object({ phone: phoneInput, purpose: phoneCodePurposeSchema });
export type SendPhoneCodeInput = z.infer<typeof sendPhoneCodeSchema>;

/** The same answer whether or not the number has an account. */
export const phoneCodeSentSchema = z.object({
  sent: z.literal(true),
  /** The number the code went to, as stored (01XXXXXXXXX). */
  phone: z.string(),
  expiresInSeconds: z.number().int(),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

export const phoneSignInSchema = z.object({ phone: phoneInput, code: codeInput });
export type PhoneSignInInput = z.infer<typeof phoneSignInSchema>;

/** Sign-up with a number alone; a name and a role may come now or later (Buyer when not said). */
export const phoneSignUpSchema = z.object({
  phone: phoneInput,
  code: codeInput,
  name: z.string().trim().max(100, 'Name is too long').optional(),
  role: signupRoleSchema.default('Buyer'),
});
export type PhoneSignUpInput = z.input<typeof phoneSignUpSchema>;

/** `created` is false when the number already had an account and its holder was signed in to it. */
export const phoneSignUpResultSchema = authResultSchema.extend({ created: z.boolean() });
export type PhoneSignUpResult = z.infer<typeof phoneSignUpResultSchema>;

export const addPhoneSchema = z.object({ phone: phoneInput });
export const verifyPhoneSchema = z.object({ code: codeInput });

/** The signed-in member's number: verified (or null), and whether a phone-only account still lacks an email. */
export const myPhoneSchema = z.object({ phone: z.string().nullable(), hasEmail: z.boolean() });
export type MyPhone = z.infer<typeof myPhoneSchema>;

/** One message the offline SMS sandbox received, as its page shows it (decision 211). */
export const sandboxSmsSchema = z.object({
  _id: z.string(),
  to: z.string(),
  text: z.string(),
  language: z.enum(['en', 'bn']),
  createdAt: z.string(),
});
export type SandboxSms = z.infer<typeof sandboxSmsSchema>;

/**
 * Phone sign-in's endpoints (decision 496). Its pages load this file already, so they pass the endpoints
 * themselves (no first-load route).
 */
export const phoneEndpoints = {
  /** The same answer whether or not the number has an account. */
  sendCode: defineEndpoint({
    method: 'POST',
    path: '/auth/phone/send-code',
    body: sendPhoneCodeSchema,
    answer: phoneCodeSentSchema,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/auth/phone/sign-in',
    body: phoneSignInSchema,
    answer: authResultSchema,
  }),
  /** 201 with a new account; 200 when the number had one and its holder is signed in to it. */
  signUp: defineEndpoint({
    method: 'POST',
    path: '/auth/phone/sign-up',
    body: phoneSignUpSchema,
    answer: phoneSignUpResultSchema,
    status: 201,
    otherStatuses: [200],
  }),
  myPhone: defineEndpoint({ method: 'GET', path: '/me/phone', answer: myPhoneSchema }),
  /** A code to a new number of the caller's. */
  addPhone: defineEndpoint({
    method: 'POST',
    path: '/me/phone',
    body: addPhoneSchema,
    answer: phoneCodeSentSchema,
  }),
  verifyMyPhone: defineEndpoint({
    method: 'POST',
    path: '/me/phone/verify',
    body: verifyPhoneSchema,
    answer: myPhoneSchema,
  }),
};

/** The SMS sandbox's page (not an identity call; the sms module registers it). */
export const smsEndpoints = {
  /** What the testers' phones received, newest first, optionally to one number (admin; SMS_PROVIDER=sandbox). */
  sandbox: defineEndpoint({
    method: 'GET',
    path: '/admin/sms',
    query: z.object({ to: z.string().max(20).optional() }),
    answer: z.array(sandboxSmsSchema),
    page: true,
  }),
};
