import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Image } from '@/components/Image'
import { SLOT_OFFSETS, initialCentre, isLongTitle, moveKind, slotIndexes, wrapIndex } from '../home-rules'
import type { HomeModel } from '../types'
import styles from './ModelShowcase.module.css'
import { useHomeTranslation } from '../use-home-translation'
import { islandRoot } from '@/components/island'
import { useHeldKeys } from '@/lib/held-input/keys'

const SWIPE_MIN_PX = 40
const PANEL_ID = 'home-model-panel'
const tabId = (id: string) => `home-model-tab-${id}`

type CarouselState = { centre: number; animate: boolean }

/**
 * SPEC §2/§4 model carousel: selector tabs (a WAI-ARIA tablist) and five card slots (far-left and
 * far-right hidden) with wrap-around, starting at index 3. A tab one position away animates, further
 * away jumps; a side card click centres it; the centre card opens the model page. Swipe on touch.
 */
export function ModelShowcase({ models, className }: { models: readonly HomeModel[]; className?: string }) {
  useHeldKeys()
  const t = useHomeTranslation()
  const count = models.length
  const [{ centre, animate }, setState] = useState<CarouselState>(() => ({
    centre: initialCentre(count),
    animate: true,
  }))
  const tabs = useRef<Array<HTMLButtonElement | null>>([])
  const swipe = useRef<{ x: number; y: number; swiped: boolean } | null>(null)
  const centreLink = useRef<HTMLAnchorElement>(null)
  // A side card turns into the centre card when pressed: focus follows it there.
  const focusCentre = useRef(false)

  useEffect(() => {
    if (!focusCentre.current) return
    focusCentre.current = false
    centreLink.current?.focus({ preventScroll: true })
  }, [centre])

  if (count === 0) return null
  const current = models[centre]!

  const select = (index: number) => {
    const to = wrapIndex(index, count)
    const kind = moveKind(centre, to, count)
    if (kind !== 'none') setState({ centre: to, animate: kind === 'animate' })
    return to
  }

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = {
      ArrowRight: centre + 1,
      ArrowLeft: centre - 1,
      Home: 0,
      End: count - 1,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    tabs.current[select(target)]?.focus()
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY, swiped: false }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current
    if (!start) return
    const dx = event.clientX - start.x
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      start.swiped = true
      select(centre + (dx < 0 ? 1 : -1))
    }
  }
  // A swipe that ends on a card is not also a click on it.
  const onClickCapture = (event: MouseEvent) => {
    if (swipe.current?.swiped) {
      event.preventDefault()
      event.stopPropagation()
    }
    swipe.current = null
  }

  return (
    <section {...islandRoot} className={className} aria-labelledby="home-models-heading">
      <div className={styles.head}>
        <p className={styles.eyebrow}>{t('models.eyebrow')}</p>
        <h2 id="home-models-heading" className={styles.heading}>
          {t('models.heading')}
        </h2>
        <div className={styles.tabs} role="tablist" aria-label={t('models.tabs')} onKeyDown={onTabKeyDown}>
          {models.map((model, index) => (
            <button
              key={model.id}
              ref={(element) => {
                tabs.current[index] = element
              }}
              type="button"
              role="tab"
              id={tabId(model.id)}
              className={styles.tab}
              aria-selected={index === centre}
              aria-controls={PANEL_ID}
              tabIndex={index === centre ? 0 : -1}
              onClick={() => select(index)}
            >
              {model.title}
            </button>
          ))}
        </div>
      </div>

      <div className={styles.panel} role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(current.id)}>
        <div className={styles.summary}>
          <h3 className={styles.title} data-long={isLongTitle(current.title)}>
            {current.title}
          </h3>
          <dl className={styles.badges}>
            <div className={styles.badge}>
              <dt>{t('models.engine')}</dt>
              <dd>
                {current.spec.engine}
                <span className={styles.unit}>{current.spec.engineType}</span>
              </dd>
            </div>
            <div className={styles.badge}>
              <dt>{t('models.length')}</dt>
              <dd>
                {current.spec.bodyLength}
                <span className={styles.unit}>{t('models.mm')}</span>
              </dd>
            </div>
            <div className={styles.badge}>
              <dt>{t('models.wheelbase')}</dt>
              <dd>
                {current.spec.wheelbase}
                <span className={styles.unit}>{t('models.mm')}</span>
              </dd>
            </div>
          </dl>
        </div>

        <div className={styles.stage} data-animate={animate} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipe.current = null)} onClickCapture={onClickCapture}>
          {slotIndexes(centre, count).map((modelIndex, slot) => {
            const model = models[modelIndex]!
            const offset = SLOT_OFFSETS[slot]!
            const image = <Image src={model.baseImg} widths={[480, 960, 1600]} width={1600} height={900} sizes="(max-width: 767.98px) 80vw, min(1098px, 80vw)" alt="" imgClassName={styles.image} />
            return (
              <div key={count >= SLOT_OFFSETS.length ? model.id : `${model.id}:${slot}`} className={styles.card} data-slot={offset} inert={Math.abs(offset) > 1}>
                {offset === 0 ? (
                  <Link ref={centreLink} to="/models/$id/" params={{ id: model.id }} className={styles.cardAction} aria-current="true" aria-label={t('models.explore', { title: model.title })}>
                    {image}
                  </Link>
                ) : Math.abs(offset) === 1 ? (
                  <button
                    type="button"
                    className={styles.cardAction}
                    aria-label={t('models.show', { title: model.title })}
                    onClick={() => {
                      focusCentre.current = true
                      select(modelIndex)
                    }}
                  >
                    {image}
                  </button>
                ) : (
                  image
                )}
              </div>
            )
          })}
        </div>

        <div className={styles.actions}>
          <Link to="/models/$id/" params={{ id: current.id }} className="button button--primary">
            {t('models.explore', { title: current.title })}
          </Link>
          <Link to="/test-drive/" search={{ modelId: current.id }} className={`button button--secondary ${styles.secondary}`}>
            {t('models.testDrive')}
          </Link>
          <Link to="/models/compare/" search={{ models: current.id }} className={styles.compare}>
            {t('models.compare', { title: current.title })}
          </Link>
        </div>
      </div>
    </section>
  )
}
