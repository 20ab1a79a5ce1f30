import { lazy, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@tanstack/react-router'
import styles from './Header.module.css'
import { OptionalCode } from '@/components/OptionalCode'

/** `cover`: the images-host path of the model's small cover, drawn at 160 and 320 px (SPEC §7). */
export type MenuModel = { id: string; title: string; cover: string }

// The open submenu is not prerendered (see below), so its code stays out of every page's first load:
// it loads when the pointer or focus first comes to the button, or with the first open.
const loadPanel = () => import('./ModelsMenuPanel')
const ModelsMenuPanel = lazy(loadPanel)
const preloadPanel = () => void loadPanel().catch(() => undefined)

/**
 * SPEC §2 Models dropdown: opens on mouse-enter, closes on mouse-leave (a tap opens and closes it);
 * by keyboard Enter/Space or ArrowDown opens, arrow keys move between models, Escape closes and
 * returns focus.
 */
export function ModelsMenu({ models }: { models: MenuModel[] }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // The item the keyboard opened the menu onto (the panel focuses it once shown).
  const [focusRequest, setFocusRequest] = useState<{ index: number } | undefined>(undefined)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // A click right after the pointer's own mouseenter opened the menu must not shut it again.
  const openedByPointer = useRef(false)
  const router = useRouter()

  useEffect(() => router.subscribe('onResolved', () => setOpen(false)), [router])

  const show = (focus?: number) => {
    setFocusRequest(focus === undefined ? undefined : { index: focus })
    setOpen(true)
  }

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      show(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      show(-1)
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  return (
    <div
      className={styles.dropdown}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      // A finger's tap sends mouseenter (a swipe does not), then click.
      onMouseEnter={() => {
        openedByPointer.current = !open
        show()
      }}
      // Only a mouse leaves: a finger lifted after its tap "leaves" too, and some touch browsers make
      // up a mouseleave right after the click, which would shut the menu the tap has just opened.
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return
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
          else if (open) setOpen(false)
          else show()
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
        <OptionalCode>
          <ModelsMenuPanel
            id={menuId}
            models={models}
            focusRequest={focusRequest}
            onEscape={() => {
              setOpen(false)
              buttonRef.current?.focus()
            }}
          />
        </OptionalCode>
      ) : null}
    </div>
  )
}
