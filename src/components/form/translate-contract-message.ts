/**
 * The contract's messages (src/contract/common.ts `validationText`, the passport's sentences) are
 * English: they are what the server answers too, and the SPEC's own wording. On a page in another
 * language each is shown translated: its template (`Please input "X"`), its field label, and the
 * reason after the colon are looked up in that language's strings. The label, reason and sentence
 * dictionaries are keyed by the English text (`fromEnglish` in a translation's contractText
 * strings; English has none). A message with no translation is shown as it came.
 */
export type ContractDictionaries = {
  /** `validation.*` templates of the common strings. */
  template: (rule: TemplateRule, values: Record<string, string | number>) => string
  labels: Readonly<Record<string, string>>
  reasons: Readonly<Record<string, string>>
  sentences: Readonly<Record<string, string>>
}

type TemplateRule = 'required' | 'invalid' | 'select' | 'minLength' | 'min' | 'maxLength' | 'max' | 'because'

// Order matters: "Please input right" before "Please input", "characters" before the bare number.
const TEMPLATES: ReadonlyArray<readonly [TemplateRule, RegExp]> = [
  ['invalid', /^Please input right "(.+)"$/],
  ['required', /^Please input "(.+)"$/],
  ['select', /^Please select "(.+)"$/],
  ['minLength', /^"(.+)" must be at least (\d+) characters$/],
  ['maxLength', /^"(.+)" must be at most (\d+) characters$/],
  ['min', /^"(.+)" must be at least (\d+)$/],
  ['max', /^"(.+)" must be at most (\d+)$/],
]

function translateWhole(message: string, dictionaries: ContractDictionaries): string | undefined {
  const sentence = dictionaries.sentences[message]
  if (sentence !== undefined) return sentence
  for (const [rule, pattern] of TEMPLATES) {
    const match = pattern.exec(message)
    if (!match) continue
    const label = match[1] ?? ''
    const limit = Number(match[2])
    const field = dictionaries.labels[label]
    if (field === undefined) return undefined
    return dictionaries.template(rule, { field, min: limit, max: limit })
  }
  return undefined
}

/** `message` in the dictionaries' language, or `message` itself when a part of it has no translation. */
export function translateContractMessage(message: string, dictionaries: ContractDictionaries): string {
  const whole = translateWhole(message, dictionaries)
  if (whole !== undefined) return whole
  const colon = message.indexOf(': ')
  if (colon === -1) return message
  const head = translateWhole(message.slice(0, colon), dictionaries)
  const reason = dictionaries.reasons[message.slice(colon + 2)]
  return head !== undefined && reason !== undefined ? dictionaries.template('because', { message: head, reason }) : message
}
