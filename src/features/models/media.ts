import type { ColorName, Shot } from '@/config/catalogue'
import type { CarModel } from './data/models'
import type { ModelWithViews } from './data/views'
import type { IntroKind } from './content/types'
import { coverFrame, frameCount, framePath, wrapFrame } from './viewer360/frames'

// Which picture each part of a model page shows, derived from the model's data so every model gets
// art direction without per-model image lists: studio renders (light per colour, dark `base`),
// crops of them (focus point and zoom), and frames of the 360° sets.

/** Studio renders: `<path>-<width>.<avif|webp>`, 16:9, drawn at these widths. */
export const RENDER_WIDTHS = [480, 960, 1600] as const
export const RENDER_SIZE = { width: 1600, height: 900 } as const
/** A model page's sharing card (see OG_IMAGE). */
export const modelOgImage = (id: string) => `og/models/${id}-1200.jpg`
/** 360° frames: one 960 × 540 image each. */
export const FRAME_SIZE = { width: 960, height: 540 } as const

/** What a picture shows, for its alt text (see the `gallery.*` strings). */
export type MediaSubject = 'side' | 'studio' | 'cabin' | 'wheel' | 'front' | 'rear' | 'frame'

export type Media = {
  kind: 'render' | 'frame'
  /** render: path without width and format ('models/tiggo-9/white'); frame: the frame's file path. */
  path: string
  subject: MediaSubject
  color?: ColorName
  /** Degrees on the turntable (frames only). */
  angle?: number
  /** Art direction: the point kept in view, in percent of the picture, and the zoom factor (≥ 1). */
  focus?: readonly [number, number]
  zoom?: number
}

/** The drawn cabin (dashboard, screen, seats), one per model, same widths and size as the studio renders. */
export const interiorImg = (model: Pick<CarModel, 'id'>) => `models/${model.id}/interior`

// Focus points on the generated studio renders (the car spans the middle 80 %, wheels on the lower third).
const FRONT_WHEEL = [26, 66] as const
const FRONT = [16, 64] as const
const REAR = [84, 50] as const

function render(path: string, subject: MediaSubject, extra: Partial<Media> = {}): Media {
  return { kind: 'render', path, subject, ...extra }
}

function colourRender(model: ModelWithViews, index: number, extra: Partial<Media> = {}): Media {
  const view = model.viewList[wrapFrame(index, model.viewList.length)]!
  return render(view.colorImg, extra.subject ?? 'side', { color: view.color, ...extra })
}

function frame(model: ModelWithViews, setIndex: number, offset: number): Media | undefined {
  const set = model.view360List[setIndex % Math.max(1, model.view360List.length)]
  if (!set) return undefined
  const count = frameCount(set)
  const index = wrapFrame(coverFrame(set) + offset, count)
  return { kind: 'frame', path: framePath(set, index), subject: 'frame', color: set.color, angle: Math.round((index * 360) / count) }
}

/** The hero: the dark studio render of the default colour. */
export function heroMedia(model: Pick<CarModel, 'baseImg'>): Media {
  return render(model.baseImg, 'studio')
}

/** One picture per introduction page. */
export function introMedia(model: ModelWithViews): Record<IntroKind, Media> {
  return {
    exterior: colourRender(model, 1),
    interior: render(interiorImg(model), 'cabin'),
    performance: render(model.baseImg, 'wheel', { focus: FRONT_WHEEL, zoom: 2.6 }),
    safety: frame(model, 0, 0) ?? colourRender(model, 0, { subject: 'front', focus: FRONT, zoom: 1.9 }),
  }
}

function colourIndex(model: ModelWithViews, colour: ColorName | undefined): number {
  return Math.max(0, model.viewList.findIndex((view) => view.color === colour))
}

/** A frame of the 360° set in `colour` (else the first set) at about `angle` degrees. */
function frameAt(model: ModelWithViews, colour: ColorName | undefined, angle: number): Media | undefined {
  const setIndex = Math.max(0, model.view360List.findIndex((set) => set.color === colour))
  const set = model.view360List[setIndex]
  if (!set) return undefined
  return frame(model, setIndex, Math.round((angle * frameCount(set)) / 360) - coverFrame(set))
}

/** The picture of a highlight (see Shot). */
export function shotMedia(model: ModelWithViews, shot: Shot): Media {
  switch (shot.subject) {
    case 'studio':
      return render(model.baseImg, 'studio', { focus: [50, 50], zoom: 1.15 })
    case 'cabin':
      return render(interiorImg(model), 'cabin', { focus: [50, 45], zoom: 1.15 })
    case 'wheel':
      return render(model.baseImg, 'wheel', { focus: FRONT_WHEEL, zoom: 2.2 })
    case 'front':
      return colourRender(model, colourIndex(model, shot.colour), { subject: 'front', focus: FRONT, zoom: 1.7 })
    case 'rear':
      return colourRender(model, colourIndex(model, shot.colour), { subject: 'rear', focus: REAR, zoom: 1.8 })
    case 'side':
      return colourRender(model, colourIndex(model, shot.colour))
    case 'turntable':
      return frameAt(model, shot.colour, shot.angle) ?? colourRender(model, colourIndex(model, shot.colour))
  }
}

/** The carousel's pictures: each highlight's own shot, else a rotation of studio, cabin, front, rear and side. */
export function highlightMedia(model: ModelWithViews, shots: ReadonlyArray<Shot | undefined>): Media[] {
  const fallback: Shot[] = [{ subject: 'studio' }, { subject: 'cabin' }, { subject: 'front' }, { subject: 'rear' }, { subject: 'side' }]
  return shots.map((shot, index) => shotMedia(model, shot ?? fallback[index % fallback.length]!))
}

/** The staggered grid: every colour, the dark studio, details and, where there is a 360° set, other angles. */
export function galleryMedia(model: ModelWithViews): Media[] {
  const colours = model.viewList.map((_, index) => colourRender(model, index))
  const extra: Media[] = [
    render(model.baseImg, 'studio'),
    render(model.baseImg, 'wheel', { focus: FRONT_WHEEL, zoom: 2.4 }),
    ...[frame(model, 2, 0), frame(model, 0, 18), frame(model, 1, 27)].filter((media): media is Media => media !== undefined),
    colourRender(model, 1, { subject: 'front', focus: FRONT, zoom: 2 }),
    colourRender(model, 2, { subject: 'rear', focus: REAR, zoom: 2 }),
  ]
  // Interleave so that colours and details alternate down the columns.
  const items: Media[] = []
  for (let index = 0; index < Math.max(colours.length, extra.length); index++) {
    if (extra[index]) items.push(extra[index]!)
    if (colours[index]) items.push(colours[index]!)
  }
  return items
}
