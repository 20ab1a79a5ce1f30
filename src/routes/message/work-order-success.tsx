import { createFileRoute } from '@tanstack/react-router'
import { WorkOrderSuccessPage } from '@/features/work-order/WorkOrderSuccessPage'
import { MODELS, MODEL_IDS } from '@/features/models/data/models'

export const Route = createFileRoute('/message/work-order-success')({
  staticData: { inSitemap: false },
  component: WorkOrderSuccessRoute,
})

const SERVICE_MODELS = MODEL_IDS.map((id) => ({ id, title: MODELS[id].title }))

function WorkOrderSuccessRoute() {
  return <WorkOrderSuccessPage models={SERVICE_MODELS} />
}
