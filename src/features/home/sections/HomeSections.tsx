import { useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { Image } from '@/components/Image'
import { KeepTogether } from '@/components/KeepTogether'
import { useScrollReveal } from './use-scroll-reveal'
import styles from './HomeSections.module.css'
import { useHomeTranslation } from '../use-home-translation'
import { islandPending, markHydrated } from '@/components/island'

type Stat = { value: string; label: string }
type TechItem = { title: string; text: string }
type ServiceItem = { value: string; unit: string; title: string; text: string }

const NEWS_IMAGE = { widths: [480, 960], width: 960, height: 540 } as const
const TECH_IMAGES = ['news/news-3', 'news/news-5', 'news/news-4'] as const
const SERVICE_ICONS = ['warranty', 'free-service', 'repair-7-days'] as const

/** One of the anchors home-step-1 … home-step-6 that the scroll step passes (SPEC §4). */
function stepProps(step: number) {
  return {
    id: `home-step-${step}`,
    'data-step': step,
    className: styles.reveal,
  }
}

/**
 * SPEC §2 home sections: brand, design ("Life in Motion"), technology (handling, safety, fuel
 * efficiency) and the Carloha Care 6-6-7 services, animating in on scroll across six anchors.
 */
export function HomeSections({ className }: { className?: string }) {
  const t = useHomeTranslation()
  const root = useRef<HTMLDivElement>(null)
  useScrollReveal(root)

  const stats = t('brand.stats', { returnObjects: true }) as Stat[]
  const tech = t('technology.items', { returnObjects: true }) as TechItem[]
  const techAlts = t('technology.alts', { returnObjects: true }) as string[]
  const services = t('services.items', {
    returnObjects: true,
  }) as ServiceItem[]

  return (
    <div
      ref={(element) => {
        root.current = element
        markHydrated(element)
      }}
      {...islandPending}
      className={className}
    >
      <section className={styles.brand} aria-labelledby="home-brand-heading">
        <div {...stepProps(1)}>
          <div className={styles.brandGrid}>
            <div>
              <p className={styles.eyebrow}>{t('brand.eyebrow')}</p>
              <h2 id="home-brand-heading" className={styles.heading}>
                {t('brand.heading')}
              </h2>
            </div>
            <div>
              <p className={styles.lead}>
                <KeepTogether text={t('brand.text')} />
              </p>
              <dl className={styles.stats}>
                {stats.map((stat) => (
                  <div key={stat.label} className={styles.stat}>
                    <dt>{stat.label}</dt>
                    <dd>{stat.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </section>

      <section className={styles.design} aria-labelledby="home-design-heading">
        <Image src="news/news-2" {...NEWS_IMAGE} sizes="100vw" alt={t('design.alt')} className={styles.designMedia} imgClassName={styles.cover} />
        <div {...stepProps(2)}>
          <div className={styles.designCopy}>
            <p className={styles.eyebrow}>{t('design.eyebrow')}</p>
            <h2 id="home-design-heading" className={styles.display}>
              {t('design.heading')}
            </h2>
            <p className={styles.lead}>
              <KeepTogether text={t('design.text')} />
            </p>
          </div>
        </div>
      </section>

      <section className={styles.technology} aria-labelledby="home-technology-heading">
        <div {...stepProps(3)}>
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{t('technology.eyebrow')}</p>
            <h2 id="home-technology-heading" className={styles.heading}>
              {t('technology.heading')}
            </h2>
          </div>
        </div>
        <div {...stepProps(4)}>
          <ul className={styles.techList}>
            {tech.map((item, index) => (
              <li key={item.title} className={styles.techItem}>
                <Image
                  src={TECH_IMAGES[index % TECH_IMAGES.length]!}
                  {...NEWS_IMAGE}
                  sizes="(max-width: 767.98px) 100vw, 33vw"
                  alt={techAlts[index] ?? ''}
                  className={styles.techMedia}
                  imgClassName={styles.cover}
                />
                <p className={styles.index} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className={styles.itemTitle}>{item.title}</h3>
                <p className={styles.itemText}>
                  <KeepTogether text={item.text} />
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.services} aria-labelledby="home-services-heading">
        <div {...stepProps(5)}>
          <div className={styles.sectionHead}>
            <p className={styles.eyebrow}>{t('services.eyebrow')}</p>
            <h2 id="home-services-heading" className={styles.heading}>
              <KeepTogether text={t('services.heading')} />
            </h2>
            <p className={styles.lead}>
              <KeepTogether text={t('services.text')} />
            </p>
          </div>
        </div>
        <div {...stepProps(6)}>
          <ul className={styles.serviceList}>
            {services.map((item, index) => (
              <li key={item.title} className={styles.serviceCard}>
                <Image src={`icons/${SERVICE_ICONS[index % SERVICE_ICONS.length]}.svg`} width={24} height={24} alt="" className={styles.icon} />
                <p className={styles.figure} aria-hidden="true">
                  {item.value}
                  <span>{item.unit}</span>
                </p>
                <h3 className={styles.itemTitle}>
                  <span className="visually-hidden">{`${item.value} ${item.unit} `}</span>
                  {item.title}
                </h3>
                <p className={styles.itemText}>
                  <KeepTogether text={item.text} />
                </p>
              </li>
            ))}
          </ul>
          <div className={styles.serviceAction}>
            <Link to="/contact/" hash="book-service" className="button button--primary">
              {t('services.cta')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  )
}
