import { env } from '@/config/env'
import { CONTACT, EXTERNAL_LINKS, SHOWROOMS, type Showroom } from '@/config/site'
import { imageAddress, imageUrl } from '@/lib/api/image-url'
import { OPENING_HOURS } from '@/config/opening-hours'
import { PUBLIC_HOLIDAYS } from '@/config/public-holidays'
import { SHOWROOM_GEO } from '@/config/showroom-geo'
import { lagosDateTime } from '@/lib/lagos-date-time'
import type { Thing } from './serialize'

// schema.org nodes for the prerendered pages (Google's structured-data guidelines: Organization,
// WebSite, LocalBusiness/AutoDealer, Car, Article, BreadcrumbList). Every URL is absolute.

const SITE_NAME = 'Chery Nigeria'
/** The brand mark as a 512 px PNG (scripts/assets/generate.mjs): Google takes a raster logo of at least 112 px. */
const LOGO_PX = 512
const logo = (): Thing => ({ '@type': 'ImageObject', url: absoluteImage(`brand-mark-${LOGO_PX}.png`), width: LOGO_PX, height: LOGO_PX })
const organizationId = () => `${absoluteUrl('/')}#organization`

export const absoluteUrl = (path: string) => new URL(path, env.VITE_SITE_URL).href
/** An image address through the site's rule (SPEC §7), made absolute for crawlers. */
export const absoluteImage = (path: string) => new URL(imageUrl(path), env.VITE_SITE_URL).href
/** An image path from content (an article's cover), made absolute: the site's card when the rule drops it. */
export const absoluteContentImage = (path: string) => new URL(imageAddress(path) ?? imageUrl('og-default-1200.jpg'), env.VITE_SITE_URL).href

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export function organization(): Thing {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: logo(),
    email: CONTACT.email,
    telephone: CONTACT.phones.split(';')[0]!.trim(),
    sameAs: [EXTERNAL_LINKS.twitter, EXTERNAL_LINKS.tiktok, EXTERNAL_LINKS.instagram, EXTERNAL_LINKS.facebook, EXTERNAL_LINKS.distributorSite],
  }
}

export function webSite(): Thing {
  return { '@type': 'WebSite', name: SITE_NAME, url: absoluteUrl('/'), inLanguage: ['en-US', 'zh-CN'], publisher: { '@id': organizationId() } }
}

/**
 * A showroom as an AutoDealer: its position and SPEC §9's opening hours, Monday to Friday and
 * Saturday, closed on the public holidays the showroom finder knows (Google's form for a day closed
 * all day: opens and closes 00:00 from and through that date).
 */
export function autoDealer(showroom: Showroom): Thing {
  const [street, ...rest] = showroom.address.split(',').map((part) => part.trim())
  return {
    '@type': 'AutoDealer',
    '@id': `${absoluteUrl('/contact/')}#${showroom.id}`,
    name: `${SITE_NAME} — ${showroom.name}`,
    url: absoluteUrl('/contact/'),
    image: absoluteImage('og-default-1200.jpg'),
    telephone: showroom.phone,
    address: { '@type': 'PostalAddress', streetAddress: street, addressLocality: rest.at(-1) ?? showroom.name, addressCountry: 'NG' },
    geo: { '@type': 'GeoCoordinates', ...SHOWROOM_GEO[showroom.id] },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: time(OPENING_HOURS.weekday.opens), closes: time(OPENING_HOURS.weekday.closes) },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: time(OPENING_HOURS.saturday.opens), closes: time(OPENING_HOURS.saturday.closes) },
    ],
    specialOpeningHoursSpecification: PUBLIC_HOLIDAYS.map(({ date }) => ({ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', validFrom: date, validThrough: date })),
    parentOrganization: { '@id': organizationId() },
  }
}

export const autoDealers = (): Thing[] => SHOWROOMS.map(autoDealer)

/** Home › … › the page: each crumb a name and a site path (the home crumb in the page's language). */
export function breadcrumbs(trail: Array<{ name: string; path: string }>, home: { name: string; path: string } = { name: 'Home', path: '/' }): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [home, ...trail].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  }
}

export type CarFacts = {
  /** The model page's address in its language (`/zh-CN/models/tiggo-9/`). */
  path: string
  title: string
  bodyStyle: string
  description: string
  engine: string
  fuel: string
  transmission: string
  drive: string
  /** In millimetres. */
  length: number
  wheelbase: number
  width: number
  height: number
  image: string
}

const millimetres = (value: number): Thing => ({ '@type': 'QuantitativeValue', value, unitCode: 'MMT', unitText: 'mm' })

/** The copy's drive, in either language, as schema.org's DriveWheelConfigurationValue (`<name>DriveConfiguration`). */
const DRIVE_WHEELS: Record<string, string> = {
  'front-wheel drive': 'FrontWheel',
  前轮驱动: 'FrontWheel',
  'all-wheel drive': 'AllWheel',
  全轮驱动: 'AllWheel',
  'rear-wheel drive': 'RearWheel',
  后轮驱动: 'RearWheel',
  'four-wheel drive': 'FourWheel',
  四轮驱动: 'FourWheel',
}

export function car(facts: CarFacts): Thing {
  const drive = DRIVE_WHEELS[facts.drive.toLowerCase()]
  return {
    '@type': 'Car',
    name: `Chery ${facts.title}`,
    brand: { '@type': 'Brand', name: 'Chery' },
    model: facts.title,
    bodyType: facts.bodyStyle,
    description: facts.description,
    url: absoluteUrl(facts.path),
    image: facts.image,
    vehicleEngine: { '@type': 'EngineSpecification', name: facts.engine, fuelType: facts.fuel },
    fuelType: facts.fuel,
    vehicleTransmission: facts.transmission,
    driveWheelConfiguration: drive ? `https://schema.org/${drive}DriveConfiguration` : facts.drive,
    depth: millimetres(facts.length),
    wheelbase: millimetres(facts.wheelbase),
    width: millimetres(facts.width),
    height: millimetres(facts.height),
    manufacturer: { '@type': 'Organization', name: 'Chery Automobile' },
  }
}

export type ArticleFacts = {
  id: string
  headline: string
  description: string
  published: string
  modified?: string
  image: string
  /** The page's language and its address (default English, `/news/detail/<id>/`). */
  inLanguage?: string
  path?: string
}

export function newsArticle(article: ArticleFacts): Thing {
  return {
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    inLanguage: article.inLanguage ?? 'en-US',
    url: absoluteUrl(article.path ?? `/news/detail/${article.id}/`),
    mainEntityOfPage: absoluteUrl(article.path ?? `/news/detail/${article.id}/`),
    datePublished: lagosDateTime(article.published),
    dateModified: lagosDateTime(article.modified ?? article.published),
    image: [article.image],
    author: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: logo() },
  }
}
