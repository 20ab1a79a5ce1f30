import { onCLS, onINP, onLCP, type CLSMetricWithAttribution, type INPMetricWithAttribution, type LCPMetricWithAttribution } from 'web-vitals/attribution'

/**
 * One page load's Core Web Vitals with what each is about (flat keys: a tag manager maps each to a
 * variable). A metric the page never had (no interaction: no INP) is left out.
 */
export type VitalsReport = {
  lcp?: number
  lcp_rating?: string
  /** The element that painted last and largest (a CSS selector). */
  lcp_element?: string
  lcp_resource_delay?: number
  inp?: number
  inp_rating?: string
  inp_target?: string
  inp_type?: string
  /** Whether the page was still loading, or hydrating, when the slowest interaction happened. */
  inp_load_state?: string
  inp_input_delay?: number
  inp_processing?: number
  inp_presentation_delay?: number
  cls?: number
  cls_rating?: string
  cls_target?: string
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits))

/**
 * Watches the page's LCP, INP and CLS (web-vitals, with attribution) and hands `send` one report,
 * once, when the page is first hidden (the visitor switches app or tab, or leaves): the moment
 * web-vitals itself treats as final, and the last one a phone reliably gives a page. Each metric's
 * latest value is kept as it changes, so the report does not depend on which listener runs first.
 * Returns what stops the report (web-vitals' own observers stay: they cannot be stopped).
 */
export function reportVitalsWhenHidden(send: (report: VitalsReport) => void): () => void {
  const report: VitalsReport = {}
  let sent = false
  onLCP(
    (metric: LCPMetricWithAttribution) => {
      report.lcp = round(metric.value)
      report.lcp_rating = metric.rating
      report.lcp_element = metric.attribution.target
      report.lcp_resource_delay = round(metric.attribution.resourceLoadDelay)
    },
    { reportAllChanges: true },
  )
  onINP(
    (metric: INPMetricWithAttribution) => {
      report.inp = round(metric.value)
      report.inp_rating = metric.rating
      report.inp_target = metric.attribution.interactionTarget
      report.inp_type = metric.attribution.interactionType
      report.inp_load_state = metric.attribution.loadState
      report.inp_input_delay = round(metric.attribution.inputDelay)
      report.inp_processing = round(metric.attribution.processingDuration)
      report.inp_presentation_delay = round(metric.attribution.presentationDelay)
    },
    { reportAllChanges: true },
  )
  onCLS(
    (metric: CLSMetricWithAttribution) => {
      report.cls = round(metric.value, 4)
      report.cls_rating = metric.rating
      report.cls_target = metric.attribution.largestShiftTarget
    },
    { reportAllChanges: true },
  )
  const sendOnce = () => {
    if (sent) return
    sent = true
    send(withoutEmpty(report))
  }
  const whenHidden = () => {
    if (document.visibilityState === 'hidden') sendOnce()
  }
  document.addEventListener('visibilitychange', whenHidden)
  window.addEventListener('pagehide', sendOnce)
  return () => {
    document.removeEventListener('visibilitychange', whenHidden)
    window.removeEventListener('pagehide', sendOnce)
  }
}

function withoutEmpty(report: VitalsReport): VitalsReport {
  return Object.fromEntries(Object.entries(report).filter(([, value]) => value !== undefined)) as VitalsReport
}
