// The model data every screen shares (header, footer, home, news, prerender). This module is part
// of the entry bundle: the model page itself is imported from './ModelPage' by its route only, so
// its code and styles stay in the route's chunk.
export { CATALOGUE, CATALOGUE_IDS, MODELS, MODEL_IDS, engineLabel, findModel, isModelId } from './data/models'
export type { CarModel, EngineType, Model360View, ModelId, ModelSpec, ModelView } from './data/models'
export { COLORS } from './data/colors'
export type { ColorName } from './data/colors'
