import { useBundledNamespace } from '@/lib/use-bundled-namespace'

/** The 'testDrive' namespace, shipped with the test-drive pages only. */
export function useTestDriveStrings() {
  return useBundledNamespace('testDrive')
}
