import { useRef, useState, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from '@tanstack/react-router'
import { AppLink } from '@/components/AppLink'
import { SHOWROOM_GEO, mapDirectionsUrl, type LatLng } from '@/config/showroom-geo'
import { SHOWROOMS, type Showroom } from '@/config/site'
import { distanceKm } from '@/lib/geo-distance'
import { useBrowserStore } from '@/lib/hydration'
import { openState, type OpenState } from '@/lib/showroom-hours'
import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import { telHref, unbreakablePhone } from './contact-data'
import styles from './ShowroomFinder.module.css'
import { formatWallTime } from './wall-time'

type LocateStatus = 'idle' | 'locating' | 'sorted' | 'denied' | 'unavailable' | 'unsupported' | 'deniedKeptSort' | 'unavailableKeptSort'

// The clock in whole minutes, read in the browser only: the prerender and the hydrating render show
// no open/closed state (it depends on when the page is read, not when it was built).
const subscribeMinutes = (onChange: () => void) => {
  const timer = setInterval(onChange, 15_000)
  return () => clearInterval(timer)
}
const currentMinute = () => Math.floor(Date.now() / 60_000)
const noClock = () => null

/** A wall-clock time (minutes after midnight, on the Lagos clock), a showroom date's weekday and a distance, in the page's language. */
function useClockFormat(t: ReturnType<typeof useBundledNamespace>['t']) {
  const { i18n } = useTranslation()
  const locale = i18n.language === 'zh-CN' ? 'zh-CN' : 'en-US'
  const time = (minutes: number) => formatWallTime(minutes, locale)
  const weekday = (date: string) => t(`finder.weekdays.${new Date(`${date}T00:00:00Z`).getUTCDay()}`)
  // Intl only after a tap on "Nearest to me" (its first formatter costs ≈ 20 ms, src/features/contact/wall-time.ts).
  const distance = (km: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
  return { time, weekday, distance }
}

/**
 * The showrooms (issue 26 §5-7): whether each is open now on the Lagos clock and when that changes,
 * call, WhatsApp and directions links, "Nearest to me" (the browser's position, asked only on a tap)
 * and links that carry the showroom into a test-drive or service booking.
 */
export function ShowroomFinder({ bookServiceReady }: { bookServiceReady?: (() => Promise<unknown>) | undefined }) {
  const { t } = useBundledNamespace('contact')
  const format = useClockFormat(t)
  const minute = useBrowserStore(subscribeMinutes, currentMinute, noClock)
  const state = minute === null ? null : openState(new Date(minute * 60_000))
  const [origin, setOrigin] = useState<LatLng | null>(null)
  const [status, setStatus] = useState<LocateStatus>('idle')
  // Only the latest tap's answer counts: an earlier one arriving late must not undo it.
  const latestTap = useRef(0)

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus('unsupported')
      return
    }
    const tap = ++latestTap.current
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (tap !== latestTap.current) return
        setOrigin({ latitude: coords.latitude, longitude: coords.longitude })
        setStatus('sorted')
      },
      // A refusal or a failure leaves the list as it was (sorted by an earlier position, or not), and says which.
      (error) => {
        if (tap !== latestTap.current) return
        const denied = error.code === error.PERMISSION_DENIED
        if (origin) setStatus(denied ? 'deniedKeptSort' : 'unavailableKeptSort')
        else setStatus(denied ? 'denied' : 'unavailable')
      },
      // A tap asks for where the visitor is now: no position cached from an earlier tap.
      { timeout: 20_000, maximumAge: 0 },
    )
  }

  const rows = SHOWROOMS.map((showroom) => ({ showroom, km: origin ? distanceKm(origin, SHOWROOM_GEO[showroom.id]) : undefined }))
  if (origin) rows.sort((a, b) => (a.km ?? 0) - (b.km ?? 0))

  const statusText = (open: OpenState) => {
    if (open.open) return { label: t('finder.openNow'), change: t('finder.closesAt', { time: format.time(open.closes) }) }
    const time = format.time(open.opens)
    const change =
      open.days === 0
        ? t('finder.opensToday', { time })
        : open.days === 1
          ? t('finder.opensTomorrow', { time })
          : t('finder.opensOn', { day: format.weekday(open.date), time })
    return { label: open.holiday ? t('finder.closedHoliday') : t('finder.closed'), change }
  }
  const shown = state ? statusText(state) : null

  return (
    <section id="showroom-finder" className={styles.finder} aria-labelledby="contact-showrooms">
      <div className={styles.head}>
        <div>
          <h2 id="contact-showrooms">{t('showrooms.heading')}</h2>
          <p>{t('showrooms.intro')}</p>
          <p className={styles.hours}>{t('finder.hours')}</p>
        </div>
        <div className={styles.locate}>
          <button type="button" className="button button--secondary" onClick={locate} aria-describedby="showroom-locate-status">
            {t('finder.nearest')}
          </button>
          <p id="showroom-locate-status" className={styles.locateStatus} role="status">
            {status === 'idle' ? '' : t(`finder.${status}`)}
          </p>
        </div>
      </div>
      <ul className={styles.list}>
        {rows.map(({ showroom, km }) => (
          <ShowroomCard key={showroom.id} showroom={showroom} distance={km === undefined ? undefined : format.distance(km)} status={shown} open={state?.open} bookServiceReady={bookServiceReady} />
        ))}
      </ul>
    </section>
  )
}

type ShowroomCardProps = {
  showroom: Showroom
  distance: string | undefined
  status: { label: string; change: string } | null
  open: boolean | undefined
  bookServiceReady: (() => Promise<unknown>) | undefined
}

function ShowroomCard({ showroom, distance, status, open, bookServiceReady }: ShowroomCardProps) {
  const navigate = useNavigate()
  // The form further down loads its code as the visitor nears it (decision 047): a navigation that
  // reaches it before it has hydrated would make React throw its prerendered HTML away, so the link
  // waits until it has (if its code fails to load it goes anyway). A modified click opens a tab as usual.
  const bookServiceHere = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!bookServiceReady || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const go = () => void navigate({ to: '/contact/', search: { showroom: showroom.id }, hash: 'book-service' })
    bookServiceReady().then(go, go)
  }
  const { t } = useBundledNamespace('contact')
  const { t: tCommon } = useTranslation()
  const offers = showroom.offers as readonly string[]
  const headingId = `showroom-${showroom.id}`
  const context = <span className="visually-hidden"> {t('finder.at', { name: showroom.name })}</span>
  const external = <span className="visually-hidden"> {tCommon('externalLink')}</span>
  return (
    <li id={showroom.id} className={styles.card} data-showroom={showroom.id}>
      <h3 id={headingId}>{showroom.name}</h3>
      {distance === undefined ? null : <p className={styles.distance}>{t('finder.distance', { distance })}</p>}
      <address>{showroom.address}</address>
      {/* Empty until the browser has read its clock; the line keeps its height, so nothing moves. */}
      <p className={styles.status} data-open={open === undefined ? undefined : String(open)} data-testid="open-status">
        {status ? (
          <>
            {/* The zone's own string carries the space English needs; Chinese brackets need none. */}
            <strong>{status.label}</strong> · {status.change}
            <span className={styles.zone}>{t('finder.lagosTime')}</span>
          </>
        ) : null}
      </p>
      <ul className={styles.actions}>
        <li>
          {/* A phone link's text never breaks (html-validate tel-non-breaking): the showroom goes in its name. */}
          <AppLink href={telHref(showroom.phone)} aria-label={`${t('finder.call')} ${showroom.phone} ${t('finder.at', { name: showroom.name })}`}>
            {t('finder.call')}
            {'\u00a0'}
            {unbreakablePhone(showroom.phone)}
          </AppLink>
        </li>
        <li>
          <AppLink href={`https://wa.me/${showroom.whatsapp}`}>
            {t('finder.whatsapp')}
            {context}
            {external}
          </AppLink>
        </li>
        <li>
          <AppLink href={mapDirectionsUrl(SHOWROOM_GEO[showroom.id])}>
            {t('showrooms.directions')}
            <span className="visually-hidden"> {t('showrooms.directionsTo', { name: showroom.name })}</span>
            {external}
          </AppLink>
        </li>
      </ul>
      <div className={styles.book}>
        {offers.includes('sales') ? (
          <Link to="/test-drive/" search={{ showroom: showroom.id }} className="button button--primary">
            {t('finder.bookTestDrive')}
            {context}
          </Link>
        ) : null}
        {offers.includes('service') ? (
          <Link to="/contact/" search={{ showroom: showroom.id }} hash="book-service" className="button button--secondary" onClick={bookServiceHere}>
            {t('finder.bookService')}
            {context}
          </Link>
        ) : null}
      </div>
    </li>
  )
}
