export { HomePage, preloadHomeIslands } from './HomePage'
