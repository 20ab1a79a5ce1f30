// The model data every screen shares (header, footer, home, news, prerender). This module is part
// of the entry bundle: the model page itself is imported from './ModelPage' by its route only, so
// its code and styles stay in the route's chunk.
export { LISTED_MODELS, MODEL_IDS, findModel } from './data/models'
