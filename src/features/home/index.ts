export { HomePage, preloadHomeIslands } from './HomePage'
export type { HomeModel } from './types'
