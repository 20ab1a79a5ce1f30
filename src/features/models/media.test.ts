import { describe, expect, it } from 'vitest'
import { MODEL_IDS } from './data/models'
import { modelWithViews } from '@/test/catalogue'
import { galleryMedia, heroMedia, highlightMedia, introMedia, shotMedia } from './media'
import { zoomedSizes } from './components/Picture'

describe('model page pictures', () => {
  it('show the dark studio render in the banner', () => {
    expect(heroMedia(modelWithViews('tiggo-9'))).toMatchObject({ kind: 'render', path: 'models/tiggo-9/base', subject: 'studio' })
  })

  it('give each introduction page a picture: a 360° frame for safety where the model has a set, else a crop', () => {
    const withSet = introMedia(modelWithViews('tiggo-9'))
    expect(withSet.exterior).toMatchObject({ kind: 'render', path: 'models/tiggo-9/gray', color: 'gray' })
    // the drawn cabin, not a crop of an exterior render
    expect(withSet.interior).toEqual({ kind: 'render', path: 'models/tiggo-9/interior', subject: 'cabin' })
    expect(withSet.safety).toMatchObject({ kind: 'frame', path: '360/tiggo-9/black/4.webp', angle: 40 })
    expect(introMedia(modelWithViews('arrizo-5')).safety).toMatchObject({ kind: 'render', subject: 'front', zoom: expect.any(Number) })
  })

  it('turn a highlight shot into the right picture, falling back to the side view without a 360° set', () => {
    expect(shotMedia(modelWithViews('tiggo-9'), { subject: 'turntable', colour: 'white', angle: 40 })).toMatchObject({ path: '360/tiggo-9/white/4.webp', angle: 40 })
    expect(shotMedia(modelWithViews('tiggo-8-pro'), { subject: 'turntable', colour: 'violet', angle: 220 })).toMatchObject({ path: '360/tiggo-8-pro/violet/22.webp' })
    expect(shotMedia(modelWithViews('tiggo-2-pro'), { subject: 'side', colour: 'silver' })).toMatchObject({ path: 'models/tiggo-2-pro/silver' })
    expect(shotMedia(modelWithViews('arrizo-5'), { subject: 'turntable', colour: 'white', angle: 90 })).toMatchObject({ kind: 'render', path: 'models/arrizo-5/white' })
    expect(highlightMedia(modelWithViews('arrizo-5'), [undefined, { subject: 'wheel' }]).map((media) => media.subject)).toEqual(['studio', 'wheel'])
    expect(shotMedia(modelWithViews('arrizo-5'), { subject: 'cabin' })).toMatchObject({ path: 'models/arrizo-5/interior', subject: 'cabin' })
  })

  it('fill the gallery with every colour and other angles, each picture once', () => {
    for (const model of MODEL_IDS.map(modelWithViews)) {
      const items = galleryMedia(model)
      for (const view of model.viewList) expect(items.some((media) => media.path === view.colorImg && media.subject === 'side')).toBe(true)
      const keys = items.map((media) => `${media.path} ${media.subject}`)
      expect(new Set(keys).size).toBe(keys.length)
      expect(items.some((media) => media.kind === 'frame')).toBe(model.view360List.length > 0)
    }
  })

  it('ask for proportionally larger files for zoomed crops', () => {
    expect(zoomedSizes('100vw', 1)).toBe('100vw')
    expect(zoomedSizes('(min-width: 62rem) 44rem, 100vw', 2)).toBe('(min-width: 62rem) calc(44rem * 2), calc(100vw * 2)')
  })
})
