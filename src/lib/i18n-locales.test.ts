import { describe, expect, it } from 'vitest'

// Every locale file, read at test time like src/lib/i18n.ts reads them at build time.
const english = import.meta.glob<unknown>('../locales/en-US/*.json', { eager: true, import: 'default' })
const chinese = import.meta.glob<unknown>('../locales/zh-CN/*.json', { eager: true, import: 'default' })

function byNamespace(modules: Record<string, unknown>): Map<string, unknown> {
  return new Map(Object.entries(modules).map(([path, json]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), json]))
}

/** Every string of a locale file by its key path (array items by index: `stats.0.label`). */
function leaves(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out)
  } else {
    out.set(path, value)
  }
  return out
}

/** The `{{name}}` interpolations of a string, each once, sorted. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((match) => match[1] ?? ''))].sort()
}

/** The react-i18next <Trans> tags of a string (`<0>`, `</0>`, `<1/>`), as many times as they occur. */
function transTags(text: string): string[] {
  return [...text.matchAll(/<\s*\/?\s*\d+\s*\/?\s*>/g)].map((match) => match[0].replace(/\s+/g, '')).sort()
}

/**
 * A translation's `fromEnglish` dictionaries translate the contract's English messages, keyed by
 * the English text (components/form/contract-message.ts): English has nothing to match them with.
 */
function withoutSourceDictionaries(json: unknown): unknown {
  if (json === null || typeof json !== 'object') return json
  const { fromEnglish: _sourceDictionaries, ...rest } = json as Record<string, unknown>
  return rest
}

const englishNamespaces = byNamespace(english)
const chineseNamespaces = byNamespace(chinese)
const namespaces = [...englishNamespaces.keys()].sort()

describe('zh-CN locale files match en-US', () => {
  it('finds the English namespaces', () => {
    expect(namespaces).toContain('common')
  })

  it('has a Chinese file for every English namespace, and no other', () => {
    expect([...chineseNamespaces.keys()].sort()).toEqual(namespaces)
  })

  describe.each(namespaces)('%s', (namespace) => {
    const en = leaves(englishNamespaces.get(namespace))
    const zh = leaves(withoutSourceDictionaries(chineseNamespaces.get(namespace) ?? {}))

    it('keeps dictionaries keyed by the English text (fromEnglish: labels and reasons of the contract) out of English', () => {
      expect(englishNamespaces.get(namespace)).not.toHaveProperty('fromEnglish')
    })

    it('has the same keys', () => {
      expect({ missingInChinese: [...en.keys()].filter((key) => !zh.has(key)), notInEnglish: [...zh.keys()].filter((key) => !en.has(key)) }).toEqual({
        missingInChinese: [],
        notInEnglish: [],
      })
    })

    it('has a string wherever English has one', () => {
      const wrongType = [...en].filter(([key, value]) => zh.has(key) && typeof zh.get(key) !== typeof value).map(([key]) => key)
      expect(wrongType).toEqual([])
    })

    it('has no empty string in either language (a page would show the key, e.g. "nav.about")', () => {
      const empty = [...[...en].map(([key, value]) => ['en-US', key, value]), ...[...zh].map(([key, value]) => ['zh-CN', key, value])]
        .filter(([, , value]) => typeof value === 'string' && value.trim() === '')
        .map(([locale, key]) => `${String(locale)}: ${String(key)}`)
      expect(empty).toEqual([])
    })

    it('keeps every {{placeholder}} and <n> tag', () => {
      const differences = [...en].flatMap(([key, value]) => {
        const translation = zh.get(key)
        if (typeof value !== 'string' || typeof translation !== 'string') return []
        const problems = []
        if (placeholders(value).join() !== placeholders(translation).join()) {
          problems.push({ key, en: placeholders(value), zh: placeholders(translation) })
        }
        if (transTags(value).join() !== transTags(translation).join()) {
          problems.push({ key, en: transTags(value), zh: transTags(translation) })
        }
        return problems
      })
      expect(differences).toEqual([])
    })
  })
})

describe('locale file helpers', () => {
  it('finds placeholders and tags', () => {
    expect(placeholders('{{b}} and {{ a }}, again {{b}}')).toEqual(['a', 'b'])
    expect(transTags('Read <0>the notice</0> or <1 />.')).toEqual(['</0>', '<0>', '<1/>'])
    expect([...leaves({ a: { b: 'x' }, c: ['y', { d: 'z' }] }).keys()]).toEqual(['a.b', 'c.0', 'c.1.d'])
  })
})
