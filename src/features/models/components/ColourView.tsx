import { useEffect, useRef, useState } from 'react'
import type { TFunction } from 'i18next'
import { prefersReducedMotion } from '@/lib/use-reduced-motion'
import { COLORS } from '@/config/catalogue/colours'
import type { ModelWithViews } from '../data/views'
import type { Media } from '../media'
import { Picture } from './Picture'
import { SwatchGroup } from './SwatchGroup'
import sections from './sections.module.css'
import styles from './ColourView.module.css'

type ColourViewProps = { model: ModelWithViews; t: TFunction }

const SIZES = '(min-width: 80rem) 80rem, 100vw'

/**
 * The colour view: one studio picture per viewList entry, chosen with the SPEC §3 swatches. The new
 * picture fades in over the last one that loaded, so the stage never goes blank: not when a colour
 * is chosen before the one before it has loaded, and not when a picture fails (the last loaded
 * colour comes back, with a note that says so; choosing the colour again tries again).
 */
export function ColourView({ model, t }: ColourViewProps) {
  const [selected, setSelected] = useState(0)
  const [previous, setPrevious] = useState<number>()
  const [loaded, setLoaded] = useState(true)
  const [failed, setFailed] = useState<number>()
  const enteringRef = useRef<HTMLDivElement>(null)
  const view = (index: number) => model.viewList[index]!
  const media = (index: number): Media => ({ kind: 'render', path: view(index).colorImg, subject: 'side', color: view(index).color })
  const colourName = (index: number) => t(`colourNames.${view(index).color}`)

  // The new picture's load event (captured on its layer: load does not bubble) starts the fade.
  useEffect(() => {
    const layer = enteringRef.current
    if (loaded || !layer) return
    const onLoad = () => {
      setLoaded(true)
      if (prefersReducedMotion()) setPrevious(undefined)
    }
    const onError = () => {
      setFailed(selected)
      if (previous !== undefined) setSelected(previous)
      setPrevious(undefined)
      setLoaded(true)
    }
    const image = layer.querySelector('img')
    if (image?.complete) {
      if (image.naturalWidth > 0) onLoad()
      else onError()
    }
    layer.addEventListener('load', onLoad, true)
    layer.addEventListener('error', onError, true)
    return () => {
      layer.removeEventListener('load', onLoad, true)
      layer.removeEventListener('error', onError, true)
    }
  }, [loaded, selected, previous])

  const choose = (index: number) => {
    if (index === selected) return
    // Over the last picture that loaded: the one shown now only if it has.
    if (loaded) setPrevious(selected)
    setSelected(index)
    setLoaded(false)
    setFailed(undefined)
  }

  return (
    <section id="colours" className={sections.section} aria-labelledby="colours-title">
      <div className={sections.inner}>
        <header className={`${sections.header} ${sections.centered}`}>
          <h2 id="colours-title" className={sections.heading}>
            {t('colours.heading')}
          </h2>
          <p className={sections.lede}>{t('colours.intro', { count: model.viewList.length })}</p>
        </header>
        <div className={styles.stage}>
          {previous !== undefined ? (
            <div key={view(previous).color} className={styles.layer}>
              <Picture media={media(previous)} alt="" sizes={SIZES} />
            </div>
          ) : null}
          {/* Keyed by colour: each colour gets its own image element, faded in when it has loaded. */}
          <div
            ref={enteringRef}
            key={view(selected).color}
            className={styles.layer}
            data-state={loaded ? 'in' : 'loading'}
            onTransitionEnd={() => setPrevious(undefined)}
          >
            <Picture media={media(selected)} alt={t('colours.imageAlt', { model: model.title, colour: colourName(selected) })} sizes={SIZES} />
          </div>
        </div>
        <p className={styles.note} role="status">
          {failed !== undefined ? t('colours.loadFailed', { colour: colourName(failed) }) : ''}
        </p>
        <SwatchGroup
          className={styles.swatches}
          legend={t('colours.legend')}
          options={model.viewList.map((option, index) => ({ key: option.color, label: colourName(index), hex: COLORS[option.color] }))}
          selected={selected}
          onSelect={choose}
        />
      </div>
    </section>
  )
}
