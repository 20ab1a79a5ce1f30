import { useBundledNamespace } from '@/lib/use-bundled-namespace'
import testDriveEnglish from '@/locales/en-US/testDrive.json'

/** The 'testDrive' namespace, shipped with the test-drive pages only. */
export function useTestDriveStrings() {
  return useBundledNamespace('testDrive', testDriveEnglish)
}
