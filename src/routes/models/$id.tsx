import { createFileRoute, notFound } from '@tanstack/react-router'
import { findModel, ModelPage } from '@/features/models'

export const Route = createFileRoute('/models/$id')({
  loader: ({ params }) => {
    const model = findModel(params.id)
    if (!model) throw notFound()
    return { modelId: model.id }
  },
  component: ModelRoute,
})

function ModelRoute() {
  const { modelId } = Route.useLoaderData()
  return <ModelPage model={findModel(modelId)!} />
}
