import type { TFunction } from 'i18next'
import type { ModelFacts } from '@/config/catalogue'
import { engineLabel, type CarModel } from '../data/models'
import { INTRO_KINDS, type ExtraSpecKey, type IntroKind, type ModelContent } from '../content/types'
import { formatMillimetres } from '../millimetres'
import { specValue } from '../spec-values'

/** One model's cell: a figure (units included) or a list; undefined when the model's data does not state it. */
export type CompareValue = string | string[] | undefined

export type CompareRow = { key: string; label: string; values: CompareValue[]; differs: boolean }

export type CompareGroup = { key: string; label: string; rows: CompareRow[] }

/** A model of the comparison: its catalogue entry, facts and copy in the page's language. */
export type ComparedModel = { model: CarModel; facts: ModelFacts; content: ModelContent }

const POWERTRAIN: ExtraSpecKey[] = ['power', 'torque', 'transmission', 'drive', 'fuel']
const DIMENSIONS: ExtraSpecKey[] = ['width', 'height', 'groundClearance', 'seats', 'fuelTank', 'boot']

const stated = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined)
const statedList = (values: string[]) => (values.length > 0 ? values : undefined)
const comparable = (value: CompareValue) => (Array.isArray(value) ? value.join('\n') : (value ?? ''))

function row(key: string, label: string, values: CompareValue[]): CompareRow {
  const first = comparable(values[0])
  return { key, label, values, differs: values.some((value) => comparable(value) !== first) }
}

/**
 * Every figure a model page shows, one row each and in the model page's groups: SPEC §3's engine,
 * length and wheelbase from data/models.ts, the rest from the model's page copy; then the four
 * introduction pages' key points and the equipment list (labels: `t` the models namespace, `tCompare` this page's). A row differs when any two models' cells do.
 */
export function compareGroups(models: ComparedModel[], t: TFunction, tCompare: TFunction): CompareGroup[] {
  const mm = t('keySpecs.mm')
  const spec = (key: ExtraSpecKey) => row(key, t(`specs.${key}`), models.map(({ facts, content }) => stated(specValue(facts.figures, content, key, mm))))
  const pointsOf = (content: ModelContent, kind: IntroKind) =>
    statedList(content.intro[kind].points.map((point) => `${point.value} ${point.label}`))
  return [
    {
      key: 'powertrain',
      label: t('specs.groups.powertrain'),
      rows: [
        row('engine', t('specs.engine'), models.map(({ model }) => `${engineLabel(model.spec)} · ${t(`specs.engineType_${model.spec.engineType}`)}`)),
        ...POWERTRAIN.map(spec),
      ],
    },
    {
      key: 'dimensions',
      label: t('specs.groups.dimensions'),
      rows: [
        row('bodyLength', t('specs.bodyLength'), models.map(({ model }) => `${formatMillimetres(model.spec.bodyLength)} ${mm}`)),
        row('wheelbase', t('specs.wheelbase'), models.map(({ model }) => `${formatMillimetres(model.spec.wheelbase)} ${mm}`)),
        ...DIMENSIONS.map(spec),
      ],
    },
    {
      key: 'highlights',
      label: tCompare('groups.highlights'),
      rows: INTRO_KINDS.map((kind) => row(`intro-${kind}`, t(`intro.${kind}`), models.map(({ content }) => pointsOf(content, kind)))),
    },
    {
      key: 'equipment',
      label: tCompare('groups.equipment'),
      rows: [row('features', tCompare('features'), models.map(({ content }) => statedList(content.features.map((feature) => feature.title))))],
    },
  ]
}
