/** SPEC §4: nothing shows for the first 200 ms of a wait, so fast loads never flash a loader. */
export const PAGE_LOADER_DELAY_MS = 200
