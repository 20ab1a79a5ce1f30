import { useId, type CSSProperties } from 'react'
import styles from './SwatchGroup.module.css'

export type SwatchOption = {
  key: string
  label: string
  /** SPEC §3 hex of the paint. */
  hex: string
  /** A black roof over the paint (the Tiggo 2 Pro's silverblack set). */
  blackRoof?: boolean
}

type SwatchGroupProps = {
  legend: string
  options: SwatchOption[]
  selected: number
  onSelect: (index: number) => void
  /** "light" on pale sections, "dark" on dark ones. */
  tone?: 'light' | 'dark'
  className?: string
}

/** Colour swatches: a native radio group (arrow keys move, one tab stop), with the chosen colour named beside it. */
export function SwatchGroup({ legend, options, selected, onSelect, tone = 'light', className }: SwatchGroupProps) {
  const name = useId()
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')} data-tone={tone}>
      <legend className="visually-hidden">{legend}</legend>
      <div className={styles.swatches}>
        {options.map((option, index) => (
          <label key={option.key} className={styles.swatch} title={option.label}>
            <input type="radio" className={styles.input} name={name} value={option.key} checked={index === selected} onChange={() => onSelect(index)} />
            <span className={styles.chip} data-black-roof={option.blackRoof || undefined} style={{ '--chip': option.hex } as CSSProperties} aria-hidden="true" />
            <span className="visually-hidden">{option.label}</span>
          </label>
        ))}
      </div>
      <span className={styles.name} aria-hidden="true">
        {options[selected]?.label}
      </span>
    </fieldset>
  )
}
