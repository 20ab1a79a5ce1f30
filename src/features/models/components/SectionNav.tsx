import { useEffect, useState } from 'react'
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
        <ul className={styles.links}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={styles.link} aria-current={active === section.id ? 'true' : undefined}>
                {section.label}
              </a>
            </li>
          ))}
        </ul>
        <TestDriveLink modelId={model.id} className={`button button--primary ${styles.cta}`} aria-label={t('nav.testDriveLabel', { model: model.title })}>
          {t('nav.testDrive')}
        </TestDriveLink>
      </div>
    </nav>
  )
}
