import type { ModelFigures } from '@/config/catalogue'
import type { ExtraSpecKey, ModelContent } from './content/types'
import { formatMillimetres } from './millimetres'

/**
 * A specification row's value as the page shows it: the catalogue's figures with their units
 * ("192 kW (261 hp)", "1,925 mm"; `mm`: the page language's unit), the rest from the model's copy.
 */
export function specValue(figures: ModelFigures, content: ModelContent, key: ExtraSpecKey, mm: string): string {
  switch (key) {
    case 'power':
      return `${figures.powerKw} kW (${figures.powerHp} hp)`
    case 'torque':
      return `${figures.torqueNm} Nm`
    case 'fuelTank':
      return `${figures.fuelTank} L`
    case 'width':
    case 'height':
    case 'groundClearance':
      return `${formatMillimetres(figures[key])} ${mm}`
    default:
      return content.specs[key]
  }
}
