export { Header } from './Header'
export { FooterIsland, preloadFooter } from './footer-island'
export { BackToTop } from './BackToTop'
export type { MenuModel } from './ModelsMenu'
