import { lazy, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useAtomValue } from 'jotai'
import type { TFunction } from 'i18next'
import { imageUrl } from '@/lib/api/image-url'
import { appStateAtom } from '@/lib/state/app-state'
import { savingData } from '@/lib/save-data'
import { islandRoot } from '@/components/island'
import { useHeldKeys } from '@/lib/held-input/keys'
import type { Model360View, ModelWithViews } from '../data/views'
import { COLORS } from '@/config/catalogue/colours'
import { FRAME_SIZE } from '../media'
import { useNearViewport } from '../hooks/use-near-viewport'
import { SwatchGroup } from '../components/SwatchGroup'
import type { FrameLoader } from './frame-loader'
import {
  angleOf,
  coverFrame,
  equivalentFrame,
  frameAfterDrag,
  frameCount,
  frameForKey,
  framePath,
  pixelsPerFrame,
  rotate,
} from './frames'
import styles from './Viewer360.module.css'
import { OptionalCode } from '@/components/OptionalCode'

// Preloading, its progress and the Save-Data prompt load on demand, once the viewer is near.
const ViewerLoading = lazy(() => import('./ViewerLoading'))

type Viewer360Props = {
  model: ModelWithViews
  t: TFunction
  /** The root's class, handed over by the island (Viewer360Section.tsx) so the styles load with the page. */
  className?: string | undefined
}

/** The folder name of a set ("silverblack"), for its colour label. */
function setName(set: Model360View): string {
  return set.colorPath.slice(set.colorPath.lastIndexOf('/') + 1)
}

/** Runs `callback` once the page has finished loading (at once if it has); returns a cancel function. */
function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback()
    return () => {}
  }
  window.addEventListener('load', callback, { once: true })
  return () => window.removeEventListener('load', callback)
}

/**
 * The 360° viewer (issue #4): a focusable role="slider" whose value is the frame on screen. It
 * starts on the set's cover frame (prerendered, so the first picture needs no script), turns by
 * drag (mouse or touch, reversed where the set says so), the arrow keys or the buttons, keeps the
 * angle when the colour changes, and preloads the rest of the set progressively once it nears the
 * viewport — or, under Save-Data, only when asked.
 */
export function Viewer360({ model, t, className }: Viewer360Props) {
  const sets = model.view360List
  const { baseURI } = useAtomValue(appStateAtom)
  const [setIndex, setSetIndex] = useState(0)
  const set = sets[setIndex]!
  const count = frameCount(set)
  const reversed = set.directionReversal === true
  const [frame, setFrame] = useState(() => coverFrame(sets[0]!))
  const [dragging, setDragging] = useState(false)
  const [interacted, setInteracted] = useState(false)
  const [warm, setWarm] = useState(false)
  const stageRef = useRef<HTMLDivElement>(null)
  const imageRef = useRef<HTMLImageElement>(null)
  const loaderRef = useRef<FrameLoader | undefined>(undefined)
  const frameRef = useRef(frame)
  const drag = useRef<{ pointerId: number; startX: number; startFrame: number; pxPerFrame: number } | undefined>(undefined)
  const near = useNearViewport(stageRef, '300px')
  const descriptionId = useId()
  useHeldKeys()

  const src = imageUrl(framePath(set, frame), { baseURI })
  const colourLabel = t(`colourNames.${setName(set)}`)

  // Once the page has loaded, fetch the cover frame ahead of time (one small image, which the
  // introduction shows too), so a visitor who jumps to the viewer sees it at once. Not under Save-Data.
  useEffect(
    () =>
      afterLoad(() => {
        if (!savingData()) setWarm(true)
      }),
    [],
  )

  // The loading side (ViewerLoading) preloads the shown set from the frame on screen once the
  // viewer is near; a colour switch starts it over for the new set.
  const urls = useMemo(() => Array.from({ length: count }, (_, index) => imageUrl(framePath(set, index), { baseURI })), [set, count, baseURI])
  const startFrame = useCallback(() => frameRef.current, [])

  const show = useCallback((next: number) => {
    frameRef.current = next
    setFrame(next)
    setInteracted(true)
    loaderRef.current?.prioritize(next)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = frameForKey(event.key, frame, count, reversed)
    if (next === undefined) return
    event.preventDefault()
    show(next)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || !stageRef.current) return
    // Keep receiving the moves when the pointer leaves the stage (not possible for synthetic events).
    try {
      stageRef.current.setPointerCapture(event.pointerId)
    } catch {
      // The drag still works while the pointer stays over the stage.
    }
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startFrame: frame, pxPerFrame: pixelsPerFrame(stageRef.current.clientWidth, count) }
    setDragging(true)
  }

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (!current || current.pointerId !== event.pointerId) return
    const next = frameAfterDrag(current.startFrame, event.clientX - current.startX, current.pxPerFrame, count, reversed)
    if (next !== frameRef.current) show(next)
  }

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return
    drag.current = undefined
    setDragging(false)
  }

  const chooseSet = (index: number) => {
    const next = sets[index]!
    const kept = equivalentFrame(frameRef.current, count, frameCount(next))
    frameRef.current = kept
    setFrame(kept)
    setSetIndex(index)
  }

  return (
    <div {...islandRoot} className={className}>
      <div className={styles.stageWrap}>
        <div
          ref={stageRef}
          className={styles.stage}
          role="slider"
          tabIndex={0}
          aria-label={t('viewer.label')}
          aria-valuemin={0}
          aria-valuemax={count - 1}
          aria-valuenow={frame}
          aria-valuetext={t('viewer.valueText', { colour: colourLabel, angle: angleOf(frame, count) })}
          aria-describedby={descriptionId}
          data-dragging={dragging || undefined}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onLostPointerCapture={endDrag}
        >
          <img
            ref={imageRef}
            className={styles.frame}
            src={src}
            alt=""
            width={FRAME_SIZE.width}
            height={FRAME_SIZE.height}
            loading={warm ? 'eager' : 'lazy'}
            decoding="async"
            draggable={false}
          />
          <span className={styles.hint} data-hidden={interacted || undefined} aria-hidden="true">
            <span className={styles.hintIcon} />
            {t('viewer.hint')}
          </span>
        </div>
        <p id={descriptionId} className="visually-hidden">
          {t('viewer.description', { model: model.title, colour: colourLabel })}
        </p>
        {near ? (
          <OptionalCode>
            <ViewerLoading urls={urls} start={startFrame} loaderRef={loaderRef} src={src} imageRef={imageRef} t={t} />
          </OptionalCode>
        ) : null}
      </div>

      <div className={styles.controls}>
        <div className={styles.turn}>
          <button type="button" className={styles.turnButton} aria-label={t('viewer.turnLeft')} onClick={() => show(rotate(frame, -1, count, reversed))}>
            <span className={styles.arrowLeft} aria-hidden="true" />
          </button>
          <span className={styles.angle} aria-hidden="true">
            {angleOf(frame, count)}°
          </span>
          <button type="button" className={styles.turnButton} aria-label={t('viewer.turnRight')} onClick={() => show(rotate(frame, 1, count, reversed))}>
            <span className={styles.arrowRight} aria-hidden="true" />
          </button>
        </div>
        {sets.length > 1 ? (
          <SwatchGroup
            legend={t('viewer.legend')}
            options={sets.map((option) => ({ key: option.colorPath, label: t(`colourNames.${setName(option)}`), hex: COLORS[option.color], blackRoof: setName(option) === 'silverblack' }))}
            selected={setIndex}
            onSelect={chooseSet}
          />
        ) : null}
      </div>
    </div>
  )
}
