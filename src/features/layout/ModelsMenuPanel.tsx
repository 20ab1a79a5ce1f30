import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@tanstack/react-router'
import { imageSrcSet, useImageAddress } from '@/components/image-address'
import type { MenuModel } from './ModelsMenu'
import styles from './Header.module.css'

const COVER_WIDTHS = [160, 320] as const

type ModelsMenuPanelProps = {
  id: string
  models: MenuModel[]
  /** The item to focus (the menu opened by ArrowDown/ArrowUp), counting "Compare models" last; -1 for the last. */
  focusRequest: { index: number } | undefined
  /** Escape: close and return focus to the button. */
  onEscape: () => void
}

function focusAt(items: Array<HTMLAnchorElement | null>, count: number, index: number) {
  items[((index % count) + count) % count]?.focus()
}

/** The open Models submenu (ModelsMenu): the models, then "Compare models", with the arrow keys between them. */
export default function ModelsMenuPanel({ id, models, focusRequest, onEscape }: ModelsMenuPanelProps) {
  const { t } = useTranslation()
  const imageAddress = useImageAddress()
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([])
  const itemCount = models.length + 1

  const focusItem = (index: number) => focusAt(itemRefs.current, itemCount, index)

  // Focus moves here, once the items exist: the panel's code may arrive after the key that opened it.
  useEffect(() => {
    if (focusRequest) focusAt(itemRefs.current, itemCount, focusRequest.index)
  }, [focusRequest, itemCount])

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement)
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') {
      event.preventDefault()
      focusItem(current + 1)
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') {
      event.preventDefault()
      focusItem(current - 1)
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusItem(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusItem(itemCount - 1)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onEscape()
    }
  }

  return (
    <div className={styles.submenu} id={id}>
      <p className={styles.submenuTitle}>{t('nav.modelsMenu')}</p>
      <ul className={styles.submenuList} onKeyDown={onMenuKeyDown}>
        {models.map((model, index) => (
          <li key={model.id}>
            <Link
              ref={(element) => {
                itemRefs.current[index] = element
              }}
              to="/models/$id/"
              params={{ id: model.id }}
              className={styles.submenuItem}
            >
              <img
                src={imageAddress(`${model.cover}-160.webp`)}
                srcSet={imageSrcSet(imageAddress, model.cover, COVER_WIDTHS, 'webp')}
                sizes="160px" width={160} height={120} alt="" loading="lazy" decoding="async" />
              <span>{model.title}</span>
            </Link>
          </li>
        ))}
        <li className={styles.submenuCompare}>
          <Link
            ref={(element) => {
              itemRefs.current[models.length] = element
            }}
            to="/models/compare/"
            className={styles.submenuCompareLink}
          >
            {t('nav.compareModels')}
          </Link>
        </li>
      </ul>
    </div>
  )
}
