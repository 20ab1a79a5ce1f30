import { OPENING_HOURS, SLOT_MINUTES, TEST_DRIVE_MINUTES, formatTimeOfDay } from '@/lib/booking-slots'
import { DIAL_CODES, PHONE_COUNTRIES } from '@/lib/phone'
import { NATIONAL_LENGTHS, TRUNK_PREFIXES } from '@/lib/phone-number'
import { VALIDATION_ERROR_CODE } from './common'
import { NEWS_MAX_PAGE, NEWS_NOT_FOUND_CODE, NEWS_NOT_FOUND_MESSAGE } from './news'
import {
  NOT_SIGNED_IN_CODE,
  PHONE_TAKEN_MESSAGE,
  WRONG_CODE_MESSAGE,
  WRONG_CREDENTIALS_MESSAGE,
  WRONG_OLD_PASSWORD_MESSAGE,
} from './passport'

/**
 * What the published contract (docs/api/) says about each operation beyond its schemas. Only the
 * contract generator (scripts/contract/) reads this file, so none of it reaches the site's bundle.
 * Every operation of allOperations must have an entry (a unit test and the generator check it).
 */

/**
 * The passport session (a cookie the passport sets and the browser sends back):
 * - required: without it the answer is envelope 401
 * - optional: the answer depends on it, but it is not needed
 * - starts: a successful answer sets it (Set-Cookie)
 * - ends: the answer clears it
 */
export type SessionUse = 'required' | 'optional' | 'starts' | 'ends'

/** An error answer particular to one operation (the generic 400 and 401 are added by the generator). */
export type OperationErrorDoc = {
  code: number
  message: string
  /** When the server answers it. */
  when: string
  /** For a 400: the field that carries the message in data.errors. */
  field?: string
}

export type OperationDoc = {
  /** One line, for the table of operations. */
  summary: string
  /** Rules and behaviour the schemas cannot express (rules across fields, side effects). */
  notes?: string[]
  session?: SessionUse
  /** Stores something on the server (an account, a booking, an SMS sent): checked against a real server only with --write. */
  createsRecords?: true
  errors?: OperationErrorDoc[]
}

/**
 * What an idempotency key promises, for the conventions of docs/api/ (README and openapi.json) and
 * the `x-idempotency-key` extension of each operation that takes one. As the site and the mock do
 * it: the site (src/lib/idempotency.ts) reuses a key only for the same answers, recognised by
 * payloadFingerprint (JSON with object keys sorted), and keeps a form's keys in the tab's
 * sessionStorage until an answer confirms one (a booking-type form's also in localStorage, shared
 * by the tabs for a day); the mock (mocks/db.ts) compares payloadFingerprint of
 * the validated payload without the keys, per operation, for as long as it runs.
 */
export const IDEMPOTENCY_RULES = {
  samePayload:
    'The request\'s fields as the server reads them after validation (strings trimmed, the registration or VIN upper-cased, fields the contract does not list dropped), without `idempotencyKey` and `supersedes`, compared as JSON whatever the order of object keys (the mock compares JSON with sorted keys); array order counts. Not the bytes of the body: a retry may encode the same answers with other key order or spacing. The site itself repeats a key only with exactly the same answers.',
  scope:
    'One key space per operation: the same UUID sent to another operation is another key. Not tied to a session or a client: a retry from a reloaded tab, or after signing in or out, must find its key (a version 4 UUID does not collide).',
  overlapping:
    'The site stops waiting for an answer after its timeout, and the visitor may then send again (the same key) or change an answer and send (a new key, the first in `supersedes`) while the first request is still running on the server. Never run one key twice: hold a request whose key is still being processed until the first has finished and answer as it did, or answer HTTP 503 (the site shows a failure with Retry and keeps the key). Check that a key is not superseded in the same transaction that stores its record, and store a superseding request\'s cancellations in one transaction with its own record: a superseded request that finishes after its replacement must leave nothing live.',
  keepFor:
    'The site keeps a form\'s keys in the tab (sessionStorage) until an answer confirms one, so a retry may come hours later, after a reload; the booking-type calls (those that take `supersedes`) also share each key with the browser\'s other tabs for 24 hours from its first use, answered or not, so the same answers sent from another tab within that day carry the same key. A booking submitted offline is queued and sent with its keys when the connection returns, or the next time the visitor opens the form, which may be days later. Keep every key with its payload and first answer, and every superseded key, for at least 24 hours; for as long as the record they made is safest. The mock keeps them for as long as it runs.',
} as const

const weekday = OPENING_HOURS.weekday
const saturday = OPENING_HOURS.saturday
const lastSlot = (hours: { closes: number }) => formatTimeOfDay(hours.closes - TEST_DRIVE_MINUTES)
const digitsRange = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min} to ${max}`)
const PHONE_FOR_COUNTRY = `\`phone\` must be a plausible number of \`phoneCountry\` (the request schema's \`if\`/\`then\` patterns): ${PHONE_COUNTRIES.map(
  (country) => `${country} ${digitsRange(NATIONAL_LENGTHS[country])} digits, not starting with 0, after ${DIAL_CODES[country]} or an optional leading ${TRUNK_PREFIXES[country]}`,
).join('; ')}; spaces ( ) . - may stand between the digits.`

export const operationDocs: Record<string, OperationDoc> = {
  'passport.getProfile': {
    summary: 'The signed-in visitor\'s profile (header menu, account page).',
    session: 'required',
  },
  'passport.getProfileDetail': {
    summary: 'The profile with registration date and dealer application status (account page).',
    session: 'required',
    notes: ['`registeredAt` is a moment in UTC, ending in `Z` (`2026-03-14T09:30:00Z`); an offset fails the response check. The site shows its date in Lagos time.'],
  },
  'passport.logout': {
    summary: 'Ends the session. Answers success when nobody is signed in, too.',
    session: 'ends',
  },
  'passport.requestPhoneCode': {
    createsRecords: true,
    summary: 'Sends a 6-digit verification code by SMS to the phone, before registering.',
    notes: ['`resendAfterSeconds` tells the site how long to wait before it offers to send another code.'],
  },
  'passport.login': {
    summary: 'Signs in with phone and password; answers the profile and sets the session cookie.',
    session: 'starts',
    notes: ['The phone arrives as the visitor typed it: match accounts on its digits only (`+234 800 000 0100` is `2348000000100`).'],
    errors: [{ code: NOT_SIGNED_IN_CODE, message: WRONG_CREDENTIALS_MESSAGE, when: 'the phone and password do not match an account' }],
  },
  'passport.register': {
    createsRecords: true,
    summary: 'Creates an account with the code sent by SMS and signs it in, like login.',
    session: 'starts',
    notes: [
      '`name` is the full name; the profile splits it into `firstName` (first word) and `lastName` (the rest).',
      'A retry with the same idempotency key and payload (the answer to the first try was lost) is looked up before the phone and code checks: it answers as the first try did and signs the visitor in again (a new session cookie), although the phone is now registered and the code used.',
    ],
    errors: [
      { code: VALIDATION_ERROR_CODE, field: 'phone', message: PHONE_TAKEN_MESSAGE, when: 'an account already has this phone number (and the request is not a retry of the one that created it)' },
      { code: VALIDATION_ERROR_CODE, field: 'code', message: WRONG_CODE_MESSAGE, when: 'the code is not the last one sent to this phone, or has expired' },
    ],
  },
  'passport.registerDealer': {
    createsRecords: true,
    summary: 'A company applies to become a dealer; open to anyone, linked to the account when signed in.',
    session: 'optional',
    notes: [
      'The body is form-encoded and `supersedes` arrives with indices, `supersedes[0]=…&supersedes[1]=…` (qs notation, even for one key), not as repeated `supersedes=…` keys: read it with a parser that understands brackets (qs, PHP, Rails, Express with `extended: true`), or the earlier application is neither cancelled nor refused when it arrives late.',
    ],
  },
  'passport.changePassword': {
    summary: 'Changes the signed-in visitor\'s password.',
    session: 'required',
    errors: [{ code: VALIDATION_ERROR_CODE, field: 'oldPassword', message: WRONG_OLD_PASSWORD_MESSAGE, when: 'the current password is wrong' }],
  },
  'passport.updateProfile': {
    summary: 'Changes the signed-in visitor\'s name, email or avatar; answers the updated profile.',
    session: 'required',
    notes: ['`firstName` and `lastName` are always sent (required); `email` or `avatar` left out keeps its value.'],
  },
  'passport.getClientStatus': {
    summary: 'Whether the browser has a session. Never fails for a signed-out visitor.',
    session: 'optional',
  },
  'site.getTest': {
    summary: 'Health check: the API is up. The site does not call it (SPEC §7 lists it).',
  },
  'site.submitWorkOrder': {
    createsRecords: true,
    summary: 'Books a service visit at a showroom (service booking form).',
    notes: [
      PHONE_FOR_COUNTRY,
    ],
  },
  'news.list': {
    summary: 'News articles, newest first, one page at a time (news page, home).',
    notes: [
      '`locale` (en-US or zh-CN, default en-US) is the language of the titles and summaries; an article not written in that language is answered in English.',
      `A page past the last one is no error: code 200 with \`content: []\` and the real \`total\` (the site then shows its not-found page). \`page\` may be any whole number from 1 to ${NEWS_MAX_PAGE} (2^53 - 1, the largest JSON and JavaScript keep exact; the site's addresses allow no more); a greater one answers ${VALIDATION_ERROR_CODE}.`,
      '`cover` (and an image block\'s `src`) is an image id on the images host without size or extension (`news/news-1`): the site loads `<cover>-480|960.avif|webp` and, for sharing, `og/<cover>-1200.jpg`. A full address is used only on this site or its images host; any other is dropped.',
    ],
  },
  'news.detail': {
    summary: 'One news article with its body (news article page, prerendered at build time).',
    notes: [
      '`locale` (en-US or zh-CN, default en-US) is the language of the article; one not written in that language is answered in English.',
      '`cover` (and an image block\'s `src`) is an image id on the images host without size or extension (`news/news-1`): the site loads `<cover>-480|960.avif|webp` and, for sharing, `og/<cover>-1200.jpg`. A full address is used only on this site or its images host; any other is dropped.',
    ],
    errors: [{ code: NEWS_NOT_FOUND_CODE, message: NEWS_NOT_FOUND_MESSAGE, when: 'no article has this id' }],
  },
  'testDrive.book': {
    createsRecords: true,
    summary: 'Books a test drive of a model at a showroom (test-drive form); answers the booking as stored.',
    notes: [
      `\`time\` must be a test-drive slot of that date: every ${SLOT_MINUTES} minutes from opening, the last one ${TEST_DRIVE_MINUTES} minutes before closing (Monday to Friday ${formatTimeOfDay(weekday.opens)} to ${lastSlot(weekday)}, Saturday ${formatTimeOfDay(saturday.opens)} to ${lastSlot(saturday)}), and not already started.`,
      PHONE_FOR_COUNTRY,
    ],
  },
  'survey.submit': {
    createsRecords: true,
    summary: 'A customer satisfaction survey after a sales or service visit.',
    notes: [
      'With `contactConsent: true`, `name`, `phoneCountry` and `phone` are required and the phone rule applies; without it they may be left out.',
      PHONE_FOR_COUNTRY,
    ],
  },
  'contact.get': {
    summary: 'The distributor\'s phone numbers, emails, WhatsApp and opening hours. The site does not call it: the contact page and footer read them from the build (src/config/site.ts).',
  },
}
