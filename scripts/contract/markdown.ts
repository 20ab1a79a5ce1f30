import { IDEMPOTENCY_CONFLICT_CODE, IDEMPOTENCY_CONFLICT_MESSAGE, PAYLOAD_FIELD, SUPERSEDED_CODE, UNREADABLE_PAYLOAD_MESSAGE, SUPERSEDED_MESSAGE, VALIDATION_ERROR_CODE, validationText } from '@/contract/common'
import { IDEMPOTENCY_RULES } from '@/contract/operation-docs'
import { ENVELOPE_SUCCESS_CODE } from '@/lib/api/types'
import { MEDIA_TYPES, type DescribedOperation, type JsonSchema, type PayloadEncoding } from './contract-model'
import { SERVICE_NAMES, USER_CLIENT_HEADER, encodedExampleRequest, operationDetails } from './openapi'

/** docs/api/README.md: the contract for a backend developer who does not read TypeScript. */

type FieldRow = { name: string; condition: string; type: string; required: boolean; rules: string }

const ENCODING_LABELS: Record<PayloadEncoding, string> = {
  query: 'query string',
  form: 'form-encoded',
  json: 'JSON',
  none: 'none',
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as JsonSchema[]).map((member) => typeOf(member)).join(' or ')
  }
  if (Array.isArray(schema.oneOf)) return `object, one of ${(schema.oneOf as unknown[]).length} shapes`
  if (schema.type === 'array') return `array of ${typeOf((schema.items ?? {}) as JsonSchema)}`
  const type = typeof schema.type === 'string' ? schema.type : 'any'
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type
}

function lengthRule(min: unknown, max: unknown, unit: string): string | undefined {
  if (typeof min === 'number' && typeof max === 'number') return `${min} to ${max} ${unit}`
  if (min === 1 && unit === 'characters') return 'not empty'
  if (typeof min === 'number' && min > 0) return `at least ${min} ${unit}`
  if (typeof max === 'number') return `at most ${max} ${unit}`
  return undefined
}

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = []
  const members = Array.isArray(schema.anyOf) ? (schema.anyOf as JsonSchema[]) : [schema]
  for (const member of members) {
    if (member.const !== undefined) rules.push(`always ${code(member.const)}`)
    if (Array.isArray(member.enum)) rules.push(`one of ${(member.enum as unknown[]).map(code).join(', ')}`)
    const length = lengthRule(member.minLength, member.maxLength, 'characters')
    if (length) rules.push(length)
    const items = lengthRule(member.minItems, member.maxItems, 'items')
    if (items) rules.push(items)
    if (typeof member.minimum === 'number' && typeof member.maximum === 'number') rules.push(`${member.minimum} to ${member.maximum}`)
    else if (typeof member.minimum === 'number') rules.push(`at least ${member.minimum}`)
    else if (typeof member.maximum === 'number') rules.push(`at most ${member.maximum}`)
    // A format (date, email, uuid…) says it better than zod's long pattern for it.
    if (typeof member.pattern === 'string' && typeof member.format !== 'string') rules.push(`pattern ${code(member.pattern)}`)
    if (member.type === 'array' && typeof member.items === 'object') {
      const itemRules = rulesOf(member.items as JsonSchema)
      if (itemRules.length > 0) rules.push(`each: ${itemRules.join(', ')}`)
    }
  }
  if (schema.default !== undefined) rules.push(`default ${code(schema.default)}`)
  return rules
}

/** The rules, then the schema's description as a sentence of its own, then its `x-` extensions (rules JSON Schema cannot say). */
function rulesCell(schema: JsonSchema, rules: string[]): string {
  const description = typeof schema.description === 'string' ? schema.description : ''
  const text = rules.join('; ')
  const extensions = Object.entries(schema)
    .filter(([key]) => key.startsWith('x-'))
    .map(([key, value]) => `\`${key}\`: ${code(value)}`)
  return cell([text && description ? `${text}. ${description}` : text || description, ...extensions].filter(Boolean).join(' '))
}

/** One row per field, nested fields as `parent.child` and `list[].child`. */
function fieldRows(schema: JsonSchema, prefix = '', condition = ''): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = (schema.required as string[] | undefined) ?? []
  const rows: FieldRow[] = []
  for (const [field, fieldSchema] of Object.entries(properties)) {
    const name = `${prefix}${field}`
    rows.push({ name, condition, type: typeOf(fieldSchema), required: required.includes(field), rules: rulesCell(fieldSchema, rulesOf(fieldSchema)) })
    rows.push(...nestedRows(fieldSchema, name))
  }
  return rows
}

function nestedRows(schema: JsonSchema, name: string): FieldRow[] {
  if (schema.type === 'object') return fieldRows(schema, `${name}.`)
  if (schema.type === 'array' && typeof schema.items === 'object') return nestedRows(schema.items as JsonSchema, `${name}[]`)
  const members = (schema.anyOf ?? []) as JsonSchema[]
  const objectMember = members.find((member) => member.type === 'object')
  if (objectMember) return fieldRows(objectMember, `${name}.`)
  if (Array.isArray(schema.oneOf)) {
    return (schema.oneOf as JsonSchema[]).flatMap((variant) => {
      const [discriminator, value] = Object.entries((variant.properties ?? {}) as Record<string, JsonSchema>).find(([, property]) => property.const !== undefined) ?? []
      const condition = discriminator && value ? ` (when \`${discriminator}\` is ${code(value.const)})` : ''
      return fieldRows(variant, `${name}.`, condition)
    })
  }
  return []
}

function fieldTable(schema: JsonSchema, requiredLabel: string): string[] {
  const rows = fieldRows(schema)
  return [
    `| Field | Type | ${requiredLabel} | Rules |`,
    '|---|---|---|---|',
    ...rows.map((row) => `| \`${row.name}\`${row.condition} | ${cell(row.type)} | ${row.required ? 'yes' : 'no'} | ${row.rules} |`),
  ]
}

const anchorOf = (described: DescribedOperation) => described.operation.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')

function exampleRequest(described: DescribedOperation): string[] {
  const { operation, encoding } = described
  const { target, body } = encodedExampleRequest(described)
  const headers: string[] = []
  if (encoding === 'form' || encoding === 'json') headers.push(`content-type: ${MEDIA_TYPES[encoding]}`)
  if (operation.service === 'passport') headers.push(`${USER_CLIENT_HEADER}: chery-ng-web`)
  return ['```http', `${operation.method.toUpperCase()} ${target}`, ...headers, ...(body === undefined ? [] : ['', body]), '```']
}

const GENERAL_FAILURE = "a general failure: the site shows its own message with Retry, in the page's language"

function operationSection(described: DescribedOperation): string[] {
  const { operation, doc, encoding, requestSchema, responseSchema, errors, example, invalidExample } = described
  const lines = [
    `### ${operation.name}: ${operation.method.toUpperCase()} ${operation.path}`,
    '',
    doc.summary,
    '',
    `- Server: ${SERVICE_NAMES[operation.service]}`,
    `- Payload: ${ENCODING_LABELS[encoding]}${encoding === 'form' || encoding === 'json' ? ` (\`${MEDIA_TYPES[encoding]}\`)` : ''}`,
    ...operationDetails(described).slice(1).map((line) => `- ${line}`),
    '',
  ]
  if (requestSchema) lines.push('**Request fields**', '', ...fieldTable(requestSchema, 'Required'), '')
  else lines.push('**Request**: no fields.', '')
  lines.push(`**Answer data** (envelope \`code\` ${ENVELOPE_SUCCESS_CODE})`, '')
  if (responseSchema.type === 'object') lines.push(...fieldTable(responseSchema, 'Always present'), '')
  else lines.push(`\`data\` is ${typeOf(responseSchema)}.`, '')
  lines.push('**Errors**', '')
  if (errors.length === 0) lines.push(`None particular to this call: any code other than ${ENVELOPE_SUCCESS_CODE} is ${GENERAL_FAILURE}.`, '')
  else {
    lines.push('| Code | Message | When |', '|---|---|---|')
    for (const error of errors) {
      const message = error.code === VALIDATION_ERROR_CODE && error === errors[0] && invalidExample ? `e.g. ${code(error.message)} in \`data.errors.${error.field}\`` : `${code(error.message)}${error.field ? ` in \`data.errors.${error.field}\`` : ''}`
      lines.push(`| ${error.code} | ${cell(message)} | ${cell(error.when)} |`)
    }
    lines.push(`| any other | any | ${GENERAL_FAILURE} |`, '')
  }
  lines.push('**Example**', '', ...exampleRequest(described), '', '```json', JSON.stringify({ code: ENVELOPE_SUCCESS_CODE, message: 'success', data: example.response }, null, 2), '```', '')
  if (invalidExample && errors[0]) {
    const value = invalidExample.request[invalidExample.field]
    const change = value === undefined ? 'left out' : value === '' ? 'blank' : `set to ${code(value)}`
    lines.push(`With \`${invalidExample.field}\` ${change}:`, '', '```json', JSON.stringify(errors[0].example, null, 2), '```', '')
  }
  return lines
}

const PRISM_NOTE = [
  '- **[Stoplight Prism](https://github.com/stoplightio/prism) 5.16.0**, run by hand (not a dependency; `npm i @stoplight/prism-cli@5.16` in a scratch folder, Node 20, no binaries downloaded), 2026-11-26:',
  '  - *Validating proxy*: `prism proxy docs/api/openapi.json http://127.0.0.1:4760 --errors --port 4761` in front of `node scripts/mock-api.mjs --port 4760` (and once without `--errors`, to read its `sl-violations` header), with `check:api --write --phone … --password …` and a scratch script sending each call\'s valid example, its invalid example and malformed bodies (empty, `null`, broken JSON, unknown fields, text/plain) through it. No answer of the mock broke the document. Every invalid request the mock refuses with envelope 400, Prism refuses too (the document and the mock agree). It flagged one thing in the document: the calls that need a session declared the cookie *required* (`security: [passportSession]`), so Prism answered a request without it with its own HTTP 401, where the contract answers envelope 401 (HTTP 200) and the site reads that as "signed out"; a gateway enforcing the document would do the same. Changed: every passport call declares the cookie optional (`security: [{}, passportSession]`) and the calls that need it say so in `x-needs-session` and their description.',
  '  - *Mock from the document alone*: `prism mock docs/api/openapi.json --port 4763`, then `check:api --api http://127.0.0.1:4763 --passport http://127.0.0.1:4763`: the read calls it can answer (status, test, contact, and news with a valid query) pass both zod and ajv; an invalid query gets Prism\'s own HTTP 422, as the contract\'s errors are envelopes in HTTP 200 answers that a generated mock cannot choose.',
  '  - Prism\'s own limits seen: with `--errors` a broken JSON body gets no answer at all (timeout); a DELETE with a body is forwarded without it and times out upstream (HTTP 408); it adds its own CORS headers (`Access-Control-Allow-Headers: *`) unless started with `--cors false`.',
  '- **Prism 5.16.0 again**, 2026-11-28, after the general-failure envelope, the phone, registration and not-blank patterns, the session cookies\' examples and the news page\'s maximum (issue 37). Its package asks for Node 24.18 or later (`engines`); it ran on Node 20 all the same, so it stays a tool run by hand, not a dependency:',
  '  - *Validating proxy* without `--errors` in front of the mock, `check:api --write --phone … --password … --records <the mock>/__mock/records/`: 14 of 17 calls pass; Prism\'s log has request violations only for the invalid inputs check:api sends on purpose (a blank phone, name, company name, first name, model, showroom, news id, page 0) and no response violation. The 3 others are Prism\'s: a body that is not JSON (check:api\'s unreadable-body check of the three JSON calls) gets no answer from it, with or without `--errors`, where the mock answers envelope 400 with `data.errors.payload`. With `--errors` it refuses those invalid inputs itself (HTTP 422), as the mock does with envelope 400.',
  '  - *An envelope code no call lists*: an upstream answering `{"code":500,…}` to `GET /api/contact/` and `{"code":503,…,"data":{…}}` to `GET /api/news/`: no `sl-violations` through Prism; through the document before this change, `code must be equal to constant`.',
  '  - *Mock from the document alone* (`prism mock`): login and register now send the documented `Set-Cookie` example (before: the literal `string`), logout sends its own; `phone=abc` on login and `page=9007199254740993` on the news list are refused (HTTP 422; before: answered 200). `check:api` against it: the read calls it can answer pass, the invalid queries get Prism\'s own HTTP 422 as before.',
].join('\n')

/** How the contract and the servers are checked, with tools nobody here wrote (kept by hand, rendered as written). */
const VALIDATORS_SECTION = [
  '## Validators and outside tools',
  '',
  '- **Every answer `npm run check:api` receives** is validated twice: with the zod schemas the site parses answers with, and with [ajv](https://ajv.js.org/) 8 (`Ajv2020` with ajv-formats: JSON Schema 2020-12, the dialect of OpenAPI 3.1) over openapi.json itself, every `$ref` resolved inside the document (scripts/contract/openapi-answers.ts). The HTTP status must be one the call documents, the Content-Type one of its media types, the body valid against that response\'s schema (an envelope against the branch its `code` picks) and each header the response documents present when required and valid. A failure names the call, the HTTP status, the envelope code and the field: `FAIL testDrive.book: POST /api/test-drive/: HTTP 200, envelope code 409, not as docs/api/openapi.json says: data: must be null`. Why ajv and not an OpenAPI response-validator package: kogosoftwarellc\'s openapi-response-validator reads OpenAPI 2.0 and 3.0 only, and express-openapi-validator checks answers inside an Express server, not those of a remote one; ajv was already a dependency (nothing new to install) and is the validator those packages run underneath.',
  '- **The document**: Redocly CLI lints it (`npm run lint:api`, `redocly.yaml`), @seriousme/openapi-schema-validator checks it is valid OpenAPI 3.1, and ajv validates every example in it against its schema (scripts/contract/openapi-examples.test.ts).',
  PRISM_NOTE,
]

export function buildContractReadme(operations: DescribedOperation[]): string {
  const table = [
    '| Server | Method | Path | Purpose | Payload |',
    '|---|---|---|---|---|',
    ...operations.map((described) => {
      const { operation, doc, encoding } = described
      return `| ${SERVICE_NAMES[operation.service]} | ${operation.method.toUpperCase()} | [\`${operation.path}\`](#${anchorOf(described)}) | ${cell(doc.summary)} | ${ENCODING_LABELS[encoding]} |`
    }),
  ]
  return [
    '# API contract',
    '',
    '<!-- Generated by `npm run contract` from src/contract/ (operation-docs.ts) and mocks/examples.ts. Do not edit: a unit test fails when this file is stale. -->',
    '',
    'Every call the Chery Nigeria website makes, for the team that builds its servers. The same contract as',
    '[openapi.json](openapi.json) (OpenAPI 3.1), for reading. Check a server against it with',
    '`npm run check:api -- --api URL --passport URL` (see the repository README, "API contract").',
    '',
    '## Conventions',
    '',
    '- **Two servers.** The site API (`VITE_API_BASE_URL` of the site build) and the passport, which keeps the accounts (`VITE_PASSPORT_BASE_URL`). Paths keep their trailing slash.',
    `- **Every answer is HTTP 200 with a JSON envelope** \`{ "code": …, "message": "…", "data": … }\`. \`code\` ${ENVELOPE_SUCCESS_CODE} is success and \`data\` is the answer described below. Any other code is an error: a code the call documents (401, 404, 409, 422) is handled as it says; any other reaches the visitor as a general failure with Retry, in the page's language (\`message\` goes to the browser console), and openapi.json allows it (each answer's last envelope: an integer \`code\` the call does not list). A refusal the visitor can correct is code 400 with \`data.errors\` (below). Other HTTP statuses (500, 502…) are transport failures.`,
    `- **Invalid input** answers code ${VALIDATION_ERROR_CODE} with \`data.errors\`: one message per field, keyed by the field name of the request (\`${JSON.stringify({ errors: { phone: validationText.invalid('Phone number') } })}\`); \`message\` is the first of them. The site shows each message under its field, so word them for visitors. An empty body (or JSON \`null\`) is a form sent with no answers: one message per required field. A body that cannot be read as fields (broken JSON, a list, a number) answers the same code with \`data.errors.${PAYLOAD_FIELD}\`: ${code(UNREADABLE_PAYLOAD_MESSAGE)}`,
    '- **Payload.** GET calls carry it in the query string. Other calls carry it in the body, either form-encoded (`application/x-www-form-urlencoded`, nested values in qs bracket notation: `a[b]=c`, `a[0]=x`) or JSON, as each call says. Strings are trimmed before their rules apply; "characters" are Unicode code points.',
    `- **Passport calls** always send the \`${USER_CLIENT_HEADER}\` header (the build's \`VITE_USER_CLIENT\`, \`chery-ng-web\` by default) and the session cookie (\`credentials: 'include'\`). Login and register set the cookie, logout clears it (each call gives its \`Set-Cookie\`); calls marked "needs a signed-in session" answer code 401 without it.`,
    '- **Dates and times** are the showroom\'s local time (West Africa Time, UTC+1): dates `yyyy-mm-dd`, times `HH:mm`. A moment (`registeredAt`) is UTC, ending in `Z`.',
    '- **Rules.** openapi.json holds every rule JSON Schema can express (patterns, enums, formats, and `if`/`then` for rules across fields: the phone pattern of each `phoneCountry`, the survey\'s contact fields). Patterns describe the value as sent, so they allow the spaces the server trims. What JSON Schema cannot say is in the field\'s description and in `x-` extensions, which a validating proxy ignores: `x-booking-window` (no Sundays, today up to the last bookable day, in Lagos time) and `x-slots` (the test-drive starts of each kind of day; none already started). Enforce those on the server.',
    `- **Calls that store a record** (test drive, work order, survey, registration, dealer application) carry an \`idempotencyKey\`, a UUID the site makes for one set of answers. When the same key arrives again with the same payload (the visitor retried after a lost answer), answer the first result and store nothing new. When it arrives with a different payload, answer code ${IDEMPOTENCY_CONFLICT_CODE} ("${IDEMPOTENCY_CONFLICT_MESSAGE}") and store nothing.`,
    `  - *The same payload*: ${IDEMPOTENCY_RULES.samePayload}`,
    `  - *Scope*: ${IDEMPOTENCY_RULES.scope}`,
    `  - *Overlapping requests*: ${IDEMPOTENCY_RULES.overlapping}`,
    `  - *How long*: ${IDEMPOTENCY_RULES.keepFor}`,
    `- **A changed retry replaces the unanswered tries** (test drive, work order, survey, dealer application). When the visitor changes an answer after a try got no answer (lost, timed out, network failure), the site sends the new answers with a new \`idempotencyKey\` and lists the keys of the earlier unanswered tries in \`supersedes\`. Such a try may have been stored with its answer lost, or may still be on its way. On a successful request that names them: cancel (or replace) every record a superseded key stored, and remember each superseded key, whether you saw it or not. A request whose key was superseded, arriving late or sent again, answers code ${SUPERSEDED_CODE} ("${SUPERSEDED_MESSAGE}") and stores nothing. After any run of lost answers, timeouts, changes and retries, exactly one record is live: the last one sent. A request refused for any reason supersedes nothing.`,
    '- **CORS.** The browser calls both servers from the site\'s origin. Answer `Access-Control-Allow-Origin: <site origin>` (not `*`) on every answer and on the preflight `OPTIONS`. The passport also answers `Access-Control-Allow-Credentials: true` and allows the `user-client` header (and `content-type`); the site API allows `content-type` for the JSON submissions. See docs/deploy.md.',
    '',
    ...VALIDATORS_SECTION,
    '',
    '## Operations',
    '',
    ...table,
    '',
    '## Calls',
    '',
    ...operations.flatMap((described) => [`<a id="${anchorOf(described)}"></a>`, '', ...operationSection(described)]),
  ].join('\n')
}
