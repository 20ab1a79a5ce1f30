import { useEffect, useRef, useState } from 'react'
import type { TFunction } from 'i18next'
import type { CarModel } from '../data/models'
import { TestDriveLink } from './TestDriveLink'
import styles from './SectionNav.module.css'

export type SectionLink = { id: string; label: string }

type SectionNavProps = { model: CarModel; sections: SectionLink[]; t: TFunction }

/** The model's own bar, sticky under the folded header: jump links to each section and the test drive. */
export function SectionNav({ model, sections, t }: SectionNavProps) {
  const [active, setActive] = useState<string>()
  const ids = sections.map((section) => section.id).join(' ')
  // Which ends of the links have more beyond them, when they scroll sideways (a phone): a fade and an arrow say so.
  const links = useRef<HTMLUListElement>(null)
  const [more, setMore] = useState({ before: false, after: false })

  useEffect(() => {
    const list = links.current
    if (!list) return
    const measure = () => {
      const before = list.scrollLeft > 1
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1
      setMore((current) => (current.before === before && current.after === after ? current : { before, after }))
    }
    measure()
    list.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      list.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [])

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const hero = document.getElementById('model-title')?.closest('section')
    const targets = [hero, ...ids.split(' ').map((id) => document.getElementById(id))].filter((element): element is HTMLElement => Boolean(element))
    // A section is current while it crosses the band just under the bars; none while the banner does.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setActive(entry.target === hero ? undefined : entry.target.id)
      },
      { rootMargin: '-30% 0px -65% 0px' },
    )
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [ids])

  return (
    <nav className={styles.nav} aria-label={t('nav.label', { model: model.title })}>
      <div className={styles.inner}>
        <a href="#model-title" className={styles.model}>
          {model.title}
        </a>
        <ul ref={links} className={styles.links} data-more-before={more.before} data-more-after={more.after}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.link} aria-current={active === section.id ? 'true' : undefined}>
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        {more.after ? <span className={styles.moreAfter} aria-hidden="true" /> : null}
        <TestDriveLink modelId={model.id} className={`button button--primary ${styles.cta}`} aria-label={t('nav.testDriveLabel', { model: model.title })}>
          {t('nav.testDrive')}
        </TestDriveLink>
      </div>
    </nav>
  )
}
