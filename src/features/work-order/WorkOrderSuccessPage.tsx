import { Link } from '@tanstack/react-router'
import { Seo } from '@/components/Seo'
import { PageHero } from '@/components/PageHero'
import { AppLink } from '@/components/AppLink'
import { ConfirmationActions, ConfirmationLayout, ReferenceCard, SummaryList, confirmationStyles } from '@/components/form/Confirmation'
import { useFormStrings } from '@/components/form/use-form-strings'
import { SHOWROOMS } from '@/config/site'
import { formatLongDate } from '@/lib/booking-slots'
import { useContentLocale } from '@/lib/use-content-locale'
import { useHistoryValue } from '@/lib/use-history-value'
import { CONFIRMED_ORDER_KEY, isConfirmedOrder } from './order-store'
import type { ServiceModelOption } from './BookServiceSection'
import { useWorkOrderStrings } from './use-work-order-strings'

/** /message/work-order-success: the service booking's reference and what was asked for. */
export function WorkOrderSuccessPage({ models }: { models: readonly ServiceModelOption[] }) {
  const { t: tWorkOrder } = useWorkOrderStrings()
  const locale = useContentLocale()
  const { t: tForm } = useFormStrings()
  const { pending, value: order } = useHistoryValue(CONFIRMED_ORDER_KEY, isConfirmedOrder)
  const showroom = order && SHOWROOMS.find((candidate) => candidate.id === order.showroomId)

  return (
    <>
      <Seo
        title={tWorkOrder('successPage.title')}
        description={tWorkOrder('successPage.description')}
        keywords={tWorkOrder('successPage.keywords')}
        path="/message/work-order-success/"
        noindex
      />
      <PageHero heading={pending || order ? tWorkOrder('successPage.heading') : tWorkOrder('success.missingTitle')} focusHeading />
      <ConfirmationLayout pending={pending}>
        {order ? (
          <>
            <p className={confirmationStyles.intro}>{tWorkOrder('success.intro', { name: order.name })}</p>
            <ReferenceCard label={tWorkOrder('success.reference')} reference={order.reference} note={tWorkOrder('success.keepReference')} />
            {showroom ? (
              <ConfirmationActions>
                <AppLink
                  className={`button ${confirmationStyles.whatsapp}`}
                  href={`https://wa.me/${showroom.whatsapp}?text=${encodeURIComponent(
                    tWorkOrder('success.whatsappText', { reference: order.reference, date: formatLongDate(order.preferredDate, locale) }),
                  )}`}
                >
                  {tForm('whatsapp', { showroom: showroom.name })}
                  <span className="visually-hidden"> {tForm('newTab')}</span>
                </AppLink>
              </ConfirmationActions>
            ) : null}
            <SummaryList
              title={tWorkOrder('success.summary')}
              entries={[
                { label: tWorkOrder('success.serviceType'), value: tWorkOrder(`serviceTypes.${order.serviceType}`) },
                { label: tWorkOrder('success.model'), value: models.find((model) => model.id === order.modelId)?.title ?? order.modelId },
                { label: tWorkOrder('success.vehicle'), value: order.registrationOrVin },
                { label: tWorkOrder('success.showroom'), value: showroom ? `${showroom.name} — ${showroom.address}` : order.showroomId },
                { label: tWorkOrder('success.preferredDate'), value: formatLongDate(order.preferredDate, locale) },
              ]}
            />
          </>
        ) : (
          <>
            <p className={confirmationStyles.intro}>{tWorkOrder('success.missing')}</p>
            <ConfirmationActions>
              <Link to="/contact/" hash="book-service" className="button button--primary">
                {tWorkOrder('success.book')}
              </Link>
            </ConfirmationActions>
          </>
        )}
      </ConfirmationLayout>
    </>
  )
}
