import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { modelIdAtom } from '@/lib/state/app-state'
import type { ModelId } from '../data/models'

type TestDriveLinkProps = {
  modelId: ModelId
  className?: string
  'aria-label'?: string
  children: ReactNode
}

/** "Book a test drive": /test-drive/?modelId=<id>, and the model becomes the shared selection (the header's button carries it). */
export function TestDriveLink({ modelId, children, ...rest }: TestDriveLinkProps) {
  const selectModel = useSetAtom(modelIdAtom)
  return (
    <Link to="/test-drive/" search={{ modelId }} onClick={() => selectModel(modelId)} {...rest}>
      {children}
    </Link>
  )
}
