import { useEffect, useState, type RefObject } from 'react'
import { useSavingData } from '@/lib/save-data'
import type { TFunction } from 'i18next'
import { TYPICAL_FRAME_BYTES, formatMegabytes } from './frames'
import { createFrameLoader, type FrameLoader } from './frame-loader'
import styles from './Viewer360.module.css'

// The 360° viewer's loading side, loaded on demand when the viewer nears the viewport (see
// Viewer360): progressive preloading of the set, its progress bar, the Save-Data prompt and the
// retry after a failure. Nothing here is prerendered.

type Progress = { ready: number; failed: number; total: number }

/** Bytes of one frame as the browser received it (Resource Timing), or a typical size. */
function measuredFrameBytes(src: string): number {
  const entry = performance.getEntriesByName(new URL(src, window.location.href).href)[0] as PerformanceResourceTiming | undefined
  return entry && entry.encodedBodySize > 0 ? entry.encodedBodySize : TYPICAL_FRAME_BYTES
}

type ViewerLoadingProps = {
  /** Every frame of the shown set, in frame order. */
  urls: string[]
  /** The frame on screen, where loading starts. */
  start: () => number
  /** Filled with the running loader, so the viewer can move a frame up the queue. */
  loaderRef: RefObject<FrameLoader | undefined>
  /** The frame on screen (address and element): its size gives the Save-Data estimate. */
  src: string
  imageRef: RefObject<HTMLImageElement | null>
  t: TFunction
}

export default function ViewerLoading({ urls, start, loaderRef, src, imageRef, t }: ViewerLoadingProps) {
  const saveData = useSavingData()
  const [requested, setRequested] = useState(false)
  const [progress, setProgress] = useState<Progress>()
  const [, setFrameLoads] = useState(0)
  const allowed = !saveData || requested

  useEffect(() => {
    if (!allowed) return
    const loader = createFrameLoader({ urls, start: start(), onProgress: setProgress })
    loaderRef.current = loader
    return () => {
      loader.stop()
      loaderRef.current = undefined
      setProgress(undefined)
    }
  }, [allowed, urls, start, loaderRef])

  // A frame that has just loaded can be measured: render the Save-Data estimate again.
  useEffect(() => {
    const image = imageRef.current
    if (allowed || !image) return
    const onLoad = () => setFrameLoads((loads) => loads + 1)
    image.addEventListener('load', onLoad)
    return () => image.removeEventListener('load', onLoad)
  }, [allowed, imageRef])

  if (!allowed) {
    const size = formatMegabytes(measuredFrameBytes(src) * (urls.length - 1))
    return (
      <div className={styles.saveData}>
        <p>
          <strong>{t('viewer.saveDataTitle')}</strong> {t('viewer.saveDataText', { count: urls.length - 1, size })}
        </p>
        <button type="button" className="button button--primary" onClick={() => setRequested(true)}>
          {t('viewer.saveDataButton', { size })}
        </button>
      </div>
    )
  }
  if (!progress) return null
  if (progress.ready + progress.failed < progress.total) {
    const count = t('viewer.loadingCount', { loaded: progress.ready, total: progress.total })
    return (
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={t('viewer.loading')}
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.ready}
        aria-valuetext={count}
      >
        <span className={styles.progressBar} style={{ transform: `scaleX(${progress.ready / progress.total})` }} />
        <span className={styles.progressText} aria-hidden="true">
          {t('viewer.loading')} · {count}
        </span>
      </div>
    )
  }
  if (progress.failed === 0) return null
  return (
    <div className={styles.saveData} role="alert">
      <p>{t('viewer.failed')}</p>
      <button type="button" className="button button--secondary" onClick={() => loaderRef.current?.retry()}>
        {t('viewer.retry')}
      </button>
    </div>
  )
}
