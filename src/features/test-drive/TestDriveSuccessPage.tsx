import { useMemo } from 'react'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'
import { AppLink } from '@/components/AppLink'
import { ConfirmationActions, ConfirmationLayout, ReferenceCard, SummaryList, confirmationStyles, downloadTextFile } from '@/components/form/Confirmation'
import { useFormStrings } from '@/components/form/use-form-strings'
import { SHOWROOMS } from '@/config/site'
import { useHistoryValue } from '@/lib/use-history-value'
import { CONFIRMED_BOOKING_KEY, isConfirmedBooking } from './booking-store'
import { testDriveCalendarFile } from './calendar'
import { formatLongDate } from '@/lib/booking-slots'
import { useContentLocale } from '@/lib/use-content-locale'
import { visitorTime } from '@/lib/showroom-time'
import { fullName, greetingName } from '@/lib/person-name'
import type { ModelOption } from './TestDriveForm'
import { useTestDriveStrings } from './use-test-drive-strings'

/** /message/test-drive-success: the booking reference, what was booked, a calendar file and WhatsApp. */
export function TestDriveSuccessPage({ models }: { models: readonly ModelOption[] }) {
  const { t: tTestDrive } = useTestDriveStrings()
  const locale = useContentLocale()
  const { t: tForm } = useFormStrings()
  const { pending, value: booking } = useHistoryValue(CONFIRMED_BOOKING_KEY, isConfirmedBooking)

  const details = useMemo(() => {
    if (!booking) return undefined
    const modelTitle = models.find((model) => model.id === booking.modelId)?.title ?? booking.modelId
    const showroom = SHOWROOMS.find((candidate) => candidate.id === booking.showroomId)
    return { modelTitle, showroom, when: tTestDrive('showroomTime.dateTime', { date: formatLongDate(booking.date, locale), time: booking.time }) }
  }, [booking, models, locale, tTestDrive])
  // The booking is read from the history entry after hydration, so the visitor's clock never reaches the prerendered HTML.
  const yours = useMemo(() => (booking ? visitorTime(booking.date, booking.time, locale) : undefined), [booking, locale])

  const addToCalendar = () => {
    if (!booking || !details) return
    const file = testDriveCalendarFile(
      booking,
      {
        title: tTestDrive('success.calendarTitle', { model: details.modelTitle }),
        location: details.showroom ? tTestDrive('success.calendarLocation', { showroom: details.showroom.name, address: details.showroom.address }) : '',
        description: tTestDrive('success.calendarDescription', { model: details.modelTitle, reference: booking.reference }),
      },
      new Date(),
    )
    downloadTextFile(`chery-test-drive-${booking.reference}.ics`, file, 'text/calendar;charset=utf-8')
  }

  return (
    <>
      <Seo
        title={tTestDrive('successPage.title')}
        description={tTestDrive('successPage.description')}
        keywords={tTestDrive('successPage.keywords')}
        path="/message/test-drive-success/"
        noindex
      />
      <PageHero heading={pending || booking ? tTestDrive('successPage.heading') : tTestDrive('success.missingTitle')} focusHeading />
      <ConfirmationLayout pending={pending}>
        {booking && details ? (
          <>
            <p className={confirmationStyles.intro}>{tTestDrive('success.intro', { name: greetingName(booking, locale) })}</p>
            <ReferenceCard label={tTestDrive('success.reference')} reference={booking.reference} note={tTestDrive('success.keepReference')} />
            <ConfirmationActions>
              <button type="button" className="button button--primary" onClick={addToCalendar}>
                {tTestDrive('success.addToCalendar')}
              </button>
              {details.showroom ? (
                <AppLink
                  className={`button ${confirmationStyles.whatsapp}`}
                  href={`https://wa.me/${details.showroom.whatsapp}?text=${encodeURIComponent(
                    tTestDrive('success.whatsappText', { model: details.modelTitle, when: details.when, reference: booking.reference }),
                  )}`}
                >
                  {tForm('whatsapp', { showroom: details.showroom.name })}
                  <span className="visually-hidden"> {tForm('newTab')}</span>
                </AppLink>
              ) : null}
            </ConfirmationActions>
            <SummaryList
              title={tTestDrive('success.summary')}
              entries={[
                { label: tTestDrive('success.model'), value: details.modelTitle },
                { label: tTestDrive('success.showroom'), value: details.showroom ? `${details.showroom.name} — ${details.showroom.address}` : booking.showroomId },
                { label: tTestDrive('success.when'), value: yours ? tTestDrive('showroomTime.withYours', { when: details.when, yours }) : details.when },
                { label: tTestDrive('success.name'), value: fullName(booking) },
                { label: tTestDrive('success.phone'), value: booking.phone },
                { label: tTestDrive('success.email'), value: booking.email },
                ...(booking.message ? [{ label: tTestDrive('success.message'), value: booking.message }] : []),
              ]}
            />
          </>
        ) : (
          <>
            <p className={confirmationStyles.intro}>{tTestDrive('success.missing')}</p>
            <ConfirmationActions>
              <AppLink href="/test-drive/" className="button button--primary">
                {tTestDrive('success.book')}
              </AppLink>
            </ConfirmationActions>
          </>
        )}
      </ConfirmationLayout>
    </>
  )
}
