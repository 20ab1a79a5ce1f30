export { Header } from './Header'
export { FooterIsland } from './footer-island'
export { LateBackToTop as BackToTop } from './LateBackToTop'
export type { MenuModel } from './ModelsMenu'
