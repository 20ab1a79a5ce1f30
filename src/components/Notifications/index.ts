export { Notifications } from './Notifications'
export { notify } from './notifications'
