// Addresses an attacker can put in a link, and the rule every server we document must answer them
// by (issue 37): no redirect leaves the site, no header carries a raw control character, and every
// answer is a redirect to a same-site path, a 400 or a 404 (a 200 only for a real page). The same
// list runs against the Node server, nginx and Cloudflare's runtime (e2e/serving.spec.ts) and the
// CloudFront Function in docs/deploy.md (scripts/lib/cloudfront-function.test.mjs).
import { connect } from 'node:net'

/** Path tails, sent as they are after '' (English) and '/zh-CN' (Chinese): the exact request bytes. */
const HOSTILE_TAILS = [
  // A decoded backslash after one slash reads as `//` to a browser: another host.
  '//%5Cevil.example/about',
  '///%5Cevil.example/x',
  '//%5C%5Cevil.example/',
  '/%5Cevil.example/',
  '/%5cevil.example',
  '/\\evil.example/',
  '//\\evil.example/',
  '/%5C/evil.example/',
  // Control characters: a tab is dropped by the URL parser, CR/LF split a header.
  '/%09/evil.example/',
  '/%09evil.example/',
  '/%0dSet-Cookie:%20analytics_consent=granted;%20Path=/',
  '/%0aSet-Cookie:%20analytics_consent=granted;%20Path=/',
  '/about%0d%0aX-Injected:%201/',
  '/about%0d%0aSet-Cookie:%20locale=zh-CN',
  '/%00/',
  '/%1b/',
  '/%7f/',
  // Encoded slashes.
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/about%2F',
  // Doubled and tripled slashes.
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '////evil.example//x/',
  '/models//tiggo-9/',
  // Traversal, raw and encoded.
  '/../',
  '/../../etc/passwd',
  '/about/../../x/',
  '/%2e%2e/',
  '/%2E%2E/%2e%2e/evil.example/',
  '/%2e%2e%2f%2e%2e%2fetc/passwd',
  '/..%2f..%2fetc/passwd',
  '/.%2e/evil.example/',
  '/..%5C..%5Cevil.example/',
]

/** The `locale` cookie as the site's switch writes it, a junk value (reflected, it would be a host), and none. */
export const LOCALE_COOKIES = ['locale=en-US', 'locale=zh-CN', 'locale=/\\evil.example', undefined] as const

export type HostileRequest = { path: string; cookie: string | undefined }

/** Every hostile path in both languages, each with every locale cookie. */
export const HOSTILE_REQUESTS: HostileRequest[] = ['', '/zh-CN'].flatMap((language) =>
  HOSTILE_TAILS.flatMap((tail) => LOCALE_COOKIES.map((cookie) => ({ path: language + tail, cookie }))),
)

/** An answer as it came over the wire: the status and each header line untouched. */
export type RawAnswer = { status: number; headers: Array<[name: string, value: string]> }

/**
 * What is wrong with `answer` to `request` sent to `origin`: nothing, or one line per broken rule.
 * A Location is resolved against the request's address the way a browser does (the WHATWG parser
 * reads `\` as `/`). A 200 is allowed where the browser's reading of the address is a page
 * (`isPage`, e.g. `/%2e%2e/` is `/`); `alsoAllowed`, statuses a server is known to answer instead.
 */
export function answerProblems(
  origin: string,
  { path, cookie }: HostileRequest,
  answer: RawAnswer,
  { isPage, alsoAllowed = [] }: { isPage: (pathname: string) => boolean; alsoAllowed?: number[] },
) {
  const problems: string[] = []
  const say = (problem: string) => problems.push(`${path}${cookie ? ` [${cookie}]` : ''}: ${problem}`)
  for (const [name, value] of answer.headers) {
    // eslint-disable-next-line no-control-regex -- control characters are what it looks for
    if (/[\x00-\x1f\x7f]/.test(name + value)) say(`raw control character in header ${JSON.stringify(`${name}: ${value}`)}`)
    if (name.toLowerCase() === 'set-cookie') say(`sets a cookie: ${JSON.stringify(value)}`)
  }
  const { status } = answer
  if (status >= 300 && status < 400) {
    const location = answer.headers.find(([name]) => name.toLowerCase() === 'location')?.[1]
    const problem = redirectProblem(origin, path, location)
    if (problem) say(problem)
  } else if (status === 200) {
    const pathname = pageAddress(origin, path)
    if (pathname === null || !isPage(pathname)) say(`200 for an address that is no page (${pathname ?? 'unparsable'})`)
  } else if (status !== 400 && status !== 404 && !alsoAllowed.includes(status)) {
    say(`answered ${status}: a 3xx to this site, a 400 or a 404 is due`)
  }
  return problems
}

/** Why a redirect to `location` from `path` could leave the site, or null when it stays. */
function redirectProblem(origin: string, path: string, location: string | undefined) {
  if (location === undefined) return 'a redirect without a Location'
  let target: URL
  try {
    target = new URL(location, new URL(origin + path))
  } catch {
    return `Location ${JSON.stringify(location)} is no address`
  }
  if (target.origin !== origin) return `redirects off the site: ${JSON.stringify(location)} → ${target.href}`
  if (/^[/\\]{2}/.test(location) || /^\/[/\\]/.test(target.pathname)) return `redirects to a path a browser may read as a host: ${JSON.stringify(location)}`
  return null
}

/** The path a browser reads in `path` (dot segments removed, `\` as `/`), or null. */
function pageAddress(origin: string, path: string) {
  try {
    return new URL(origin + path).pathname
  } catch {
    return null
  }
}

/**
 * GET `path` from `origin` with exactly these bytes (an HTTP client library would normalise or
 * refuse them), and read the answer's head as sent, a raw CR or LF inside a header kept. The body
 * is not read: the connection is dropped once the head is in.
 */
export function fetchRaw(origin: string, { path, cookie }: HostileRequest, timeoutMs = 15_000): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    const fail = (error: Error) => {
      socket.destroy()
      reject(error)
    }
    socket.setTimeout(timeoutMs, () => fail(new Error(`${origin}${path}: no answer in ${timeoutMs} ms`)))
    socket.on('error', fail)
    socket.on('close', () => fail(new Error(`${origin}${path}: closed before a whole head (${JSON.stringify(received.slice(0, 80))})`)))
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1')
      const headEnd = received.indexOf('\r\n\r\n')
      if (headEnd === -1) return
      socket.removeAllListeners('close')
      socket.destroy()
      const [statusLine = '', ...lines] = received.slice(0, headEnd).split('\r\n')
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1])
      if (!status) return reject(new Error(`${origin}${path}: no HTTP answer (${JSON.stringify(statusLine)})`))
      const headers = lines.map((line): [string, string] => {
        const colon = line.indexOf(':')
        // Only spaces are trimmed: a control character at either end must stay visible.
        return colon === -1 ? [line, ''] : [line.slice(0, colon), line.slice(colon + 1).replace(/^ +| +$/g, '')]
      })
      resolve({ status, headers })
    })
    // Written, not ended: a server may drop a half-closed connection before it answers.
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}Connection: close\r\n\r\n`, 'latin1')
  })
}
