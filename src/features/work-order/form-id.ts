/** The service booking form's id: its fields' ids, its draft and its tries in storage (lib/attempt-storage.ts). */
export const WORK_ORDER_FORM_ID = 'work-order'
