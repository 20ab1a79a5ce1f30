// The home islands' chunk (see island.tsx): everything below is hydrated once it arrives.
export { HomeBanner } from './banner/HomeBanner'
export { ModelShowcase } from './models/ModelShowcase'
export { HomeSections } from './sections/HomeSections'
