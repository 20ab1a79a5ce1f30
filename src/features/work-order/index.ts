export { BookServiceSection, type ServiceModelOption } from './BookServiceSection'
export { WorkOrderSuccessPage } from './WorkOrderSuccessPage'
