import { Fragment } from 'react'

/**
 * Opening hours ("Mon-Fri 9am-6pm / Sat 10am-4pm") that break only between day ranges: a range never
 * splits inside ("10am-" / "4pm"), and the "/" ends a line, never starts one.
 */
export function OpeningHours({ hours, rangeClassName }: { hours: string; rangeClassName: string | undefined }) {
  return hours.split(' / ').map((part, index, parts) => (
    <Fragment key={part}>
      {index > 0 ? ' ' : null}
      <span className={rangeClassName}>{index < parts.length - 1 ? `${part} /` : part}</span>
    </Fragment>
  ))
}
