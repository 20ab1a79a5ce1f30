// How long before a test or a request is taken for hung. `npm test` runs the static checks at a low
// priority beside the e2e stages (decision 052): on a busy machine they get little CPU until the
// e2e stages end, so it scales every ceiling there (TEST_CEILING_SCALE). A hang is still caught,
// later; a test that waits for what it needs ends as soon as it is there.

/** @param {number} ms the ceiling on a machine that gives the check its share of the CPU */
export function ceiling(ms) {
  return ms * (Number(process.env.TEST_CEILING_SCALE) || 1)
}
