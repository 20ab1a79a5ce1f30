export { TestDrivePage } from './TestDrivePage'
export { TestDriveSuccessPage } from './TestDriveSuccessPage'
export type { ModelOption } from './TestDriveForm'
