import { createFileRoute } from '@tanstack/react-router'
import { WorkOrderSuccessPage } from '@/features/work-order/WorkOrderSuccessPage'

export const Route = createFileRoute('/message/work-order-success')({
  component: WorkOrderSuccessPage,
})
