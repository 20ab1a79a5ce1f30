import type { TFunction } from 'i18next'
import type { CarModel } from '../data/models'
import type { Media } from '../media'

/** The alt text of a model picture, from what it shows (`gallery.*` strings). */
export function mediaAlt(t: TFunction, model: CarModel, media: Media): string {
  return t(`gallery.${media.subject}`, {
    model: model.title,
    colour: media.color ? t(`colourNames.${media.color}`) : '',
    angle: media.angle ?? 0,
  })
}
