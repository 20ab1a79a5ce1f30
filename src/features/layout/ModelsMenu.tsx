import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouter } from '@tanstack/react-router'
import { imageSrcSet, useImageAddress } from '@/components/Image'
import styles from './Header.module.css'

/** `cover`: the images-host path of the model's small cover, drawn at 160 and 320 px (SPEC §7). */
export type MenuModel = { id: string; title: string; cover: string }

const COVER_WIDTHS = [160, 320] as const

/**
 * SPEC §2 Models dropdown: opens on mouse-enter, closes on mouse-leave; by keyboard Enter/Space
 * or ArrowDown opens, arrow keys move between models, Escape closes and returns focus.
 */
export function ModelsMenu({ models }: { models: MenuModel[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([])
  // A click right after the pointer's own mouseenter opened the menu must not shut it again: a
  // finger's tap sends mouseenter, then click.
  const openedByPointer = useRef(false)
  const router = useRouter()
  const imageAddress = useImageAddress()

  useEffect(() => router.subscribe('onResolved', () => setOpen(false)), [router])

  // The models, then "Compare models".
  const itemCount = models.length + 1
  const focusItem = (index: number) => {
    const count = itemCount
    itemRefs.current[((index % count) + count) % count]?.focus()
  }

  const openAndFocus = (index: number) => {
    setOpen(true)
    requestAnimationFrame(() => focusItem(index))
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAndFocus(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAndFocus(itemCount - 1)
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

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
      setOpen(false)
      buttonRef.current?.focus()
    }
  }

  return (
    <div
      className={styles.dropdown}
      onMouseEnter={() => {
        openedByPointer.current = !open
        setOpen(true)
      }}
      onMouseLeave={() => {
        openedByPointer.current = false
        setOpen(false)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navLink}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByPointer.current) openedByPointer.current = false
          else setOpen((value) => !value)
        }}
        onKeyDown={onButtonKeyDown}
      >
        {t('nav.models')}
        <span className={styles.caret} aria-hidden="true" />
      </button>
      {/* Rendered only while open: in the prerendered HTML its ≈ 2 KB sat between "Models" and the
          other links, and a browser that painted the half-parsed header drew "Models" alone, then
          moved it left as the rest arrived (a layout shift). It cannot open before hydration anyway. */}
      {open ? (
        <div className={styles.submenu} id={menuId}>
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
      ) : null}
    </div>
  )
}
