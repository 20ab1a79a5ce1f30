export { Header } from './Header'
export { FooterIsland } from './footer-island'
export { BackToTop } from './BackToTop'
export type { MenuModel } from './ModelsMenu'
