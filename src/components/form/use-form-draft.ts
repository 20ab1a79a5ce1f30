import { useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { isRecord, readSession, removeSession, writeSession } from '@/lib/session-store'

/** What is kept for a form in sessionStorage: its values and anything else the form wants back (a step). */
export type FormDraft<TExtra> = { version: number; values: Record<string, unknown>; extra?: TExtra }

export function draftStorageKey(formId: string): string {
  return `form:${formId}:draft`
}

const isDraft = (value: unknown): value is FormDraft<unknown> => isRecord(value) && typeof value.version === 'number' && isRecord(value.values)

/** Reads a stored draft, keeping only the fields the form has (defaults give the names and types). */
export function readDraft<TExtra>(formId: string, version: number, defaults: Record<string, unknown>): FormDraft<TExtra> | undefined {
  const draft = readSession(draftStorageKey(formId), isDraft)
  if (!draft || draft.version !== version) return undefined
  const values: Record<string, unknown> = {}
  for (const [name, fallback] of Object.entries(defaults)) {
    const value = draft.values[name]
    const sameType = Array.isArray(fallback) ? Array.isArray(value) : typeof value === typeof fallback
    if (value !== undefined && sameType) values[name] = value
  }
  return { version, values, extra: draft.extra as TExtra | undefined }
}

export function writeDraft<TExtra>(formId: string, draft: FormDraft<TExtra>): void {
  writeSession(draftStorageKey(formId), draft)
}

export function clearDraft(formId: string): void {
  removeSession(draftStorageKey(formId))
}

const NOTHING: readonly never[] = []

function withoutFields(values: object, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !fields.includes(name)))
}

type UseFormDraftOptions<TValues extends FieldValues, TExtra> = {
  formId: string
  form: UseFormReturn<TValues, unknown, unknown>
  defaults: TValues
  /** Bump when the fields change so an old draft is not restored into a new form. */
  version?: number
  /** Fields never written to storage nor restored from it (a password, an SMS code). */
  keepOut?: readonly (keyof TValues & string)[]
  /** False: nothing is written or restored (a form whose only answers are secret, or the server's: login, password, profile). */
  enabled?: boolean
  onRestore?: (draft: FormDraft<TExtra>) => void
}

/**
 * Nothing lost: every change is written to sessionStorage, and after a reload (or a crash) the
 * form starts from the draft. Restoring happens after hydration, so the prerendered HTML and the
 * first browser render stay identical. clear() forgets it (after success, or "Start over").
 */
export function useFormDraft<TValues extends FieldValues, TExtra = undefined>({
  formId,
  form,
  defaults,
  version = 1,
  keepOut = NOTHING,
  enabled = true,
  onRestore,
}: UseFormDraftOptions<TValues, TExtra>) {
  const [restored, setRestored] = useState(false)
  const extra = useRef<TExtra | undefined>(undefined)
  const onRestoreRef = useRef(onRestore)
  // The fields a draft may hold, with their defaults (which give their types).
  const defaultsRef = useRef(withoutFields(defaults, keepOut))
  const allDefaultsRef = useRef(defaults)
  const keepOutRef = useRef(keepOut)
  useEffect(() => {
    onRestoreRef.current = onRestore
  })

  /** Shows the stored draft in the form, if it holds answers. */
  const restore = useCallback(() => {
    const draft = readDraft<TExtra>(formId, version, defaultsRef.current)
    const differs = draft && Object.entries(draft.values).some(([name, value]) => JSON.stringify(value) !== JSON.stringify(defaultsRef.current[name]))
    if (!draft || !differs) return
    extra.current = draft.extra
    // keepFieldsRef: without it the reset forgets the registered fields until the next render, and
    // what the visitor typed before hydration (given to the form right after: use-early-input)
    // would reach no field, then be overwritten by the draft when the fields register again.
    form.reset({ ...allDefaultsRef.current, ...draft.values } as TValues, { keepDefaultValues: true, keepFieldsRef: true })
    onRestoreRef.current?.(draft)
    setRestored(true)
  }, [form, formId, version])

  useEffect(() => {
    if (!enabled) return
    restore()
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => writeDraft(formId, { version, values: withoutFields(values, keepOutRef.current), extra: extra.current }),
    })
  }, [form, formId, version, enabled, restore])

  /** Keeps something besides the values (e.g. the current step) with the draft. */
  const saveExtra = useCallback(
    (value: TExtra) => {
      extra.current = value
      writeDraft(formId, { version, values: withoutFields(form.getValues(), keepOutRef.current), extra: value })
    },
    [form, formId, version],
  )

  const clear = useCallback(() => {
    clearDraft(formId)
    extra.current = undefined
    setRestored(false)
  }, [formId])

  /** Puts a draft kept elsewhere (a queued try's: use-submission) in this tab's storage and shows it. */
  const adopt = useCallback(
    (stored: unknown) => {
      if (isDraft(stored)) writeDraft(formId, stored)
      restore()
    },
    [formId, restore],
  )

  return { restored, saveExtra, clear, adopt }
}
