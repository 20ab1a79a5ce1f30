import { format, parseISO } from 'date-fns'
import type { Locale } from './i18n'

/**
 * 'yyyy-mm-dd' as a reader of the page's language writes a calendar date: '14 March 2026' in English,
 * '2026年3月14日' in Chinese (no time zone shift: the date as published). Patterns, not locale data:
 * neither language's month names need to ship for it.
 */
export function formatCalendarDate(isoDate: string, locale: Locale): string {
  return format(parseISO(isoDate), locale === 'zh-CN' ? "yyyy'年'M'月'd'日'" : 'd MMMM yyyy')
}
