import { keepTogetherParts } from '@/lib/keep-together'

/**
 * Text in which a figure stays with its unit ("4,820 毫米", "400 牛·米", "2.0T"), and an e-mail
 * address or a code ("6-6-7") stays whole: each such run in a span that does not wrap.
 */
export function KeepTogether({ text }: { text: string }) {
  return keepTogetherParts(text).map((part, index) =>
    part.together ? (
      <span key={index} className="keep-together">
        {part.text}
      </span>
    ) : (
      part.text
    ),
  )
}
