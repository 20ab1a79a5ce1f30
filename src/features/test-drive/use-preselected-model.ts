import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { useAtomValue, useSetAtom } from 'jotai'
import { useForgetAddressChoice } from '@/components/form/use-preselected-value'
import { modelIdAtom } from '@/lib/state/app-state'
import { pageWarnAtom } from '@/lib/state/loading'
import type { TestDriveFormOutput, TestDriveFormValues } from './form-values'
import { useTestDriveStrings } from './use-test-drive-strings'

/** An unknown ?modelId= is echoed only when it looks like a model id: never a crafted sentence. */
const ECHOABLE_MODEL_ID = /^[a-z0-9-]{1,40}$/

/**
 * The model to start with: ?modelId= first, then taken out of the address so a reload, Back or the
 * language switch never puts it back over a model the visitor changed to (a model the site does not
 * offer stays in the address as a page warning, in the page's language); else the draft's, else the
 * model the visitor was looking at (the shared modelId).
 */
export function usePreselectedModel(
  form: UseFormReturn<TestDriveFormValues, unknown, TestDriveFormOutput>,
  models: ReadonlyArray<{ id: string }>,
  requestedModelId: string | undefined,
) {
  const { t } = useTestDriveStrings()
  const sharedModelId = useAtomValue(modelIdAtom)
  const setPageWarn = useSetAtom(pageWarnAtom)
  const { setValue, getValues } = form
  const forgetAddressChoice = useForgetAddressChoice()

  useEffect(() => {
    const offered = (id: string | undefined) => id !== undefined && models.some((model) => model.id === id)
    if (requestedModelId !== undefined) {
      if (offered(requestedModelId)) {
        setValue('modelId', requestedModelId)
        setPageWarn(null)
        forgetAddressChoice('modelId')
      } else {
        setPageWarn(ECHOABLE_MODEL_ID.test(requestedModelId) ? t('unknownModel', { modelId: requestedModelId }) : t('unknownModelUnnamed'))
      }
    } else if (getValues('modelId') === '' && offered(sharedModelId)) {
      setValue('modelId', sharedModelId as string)
    }
  }, [requestedModelId, sharedModelId, models, setValue, getValues, setPageWarn, t, forgetAddressChoice])
}
