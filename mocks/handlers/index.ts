import { contactHandlers } from './contact'
import { latencyHandlers } from './latency'
import { newsHandlers } from './news'
import { passportHandlers } from './passport'
import { siteHandlers } from './site'
import { surveyHandlers } from './survey'
import { testDriveHandlers } from './test-drive'

/** Every API the site calls, for the browser worker, the Node server (tests, prerender) and e2e. */
export const handlers = [
  ...latencyHandlers,
  ...passportHandlers,
  ...siteHandlers,
  ...newsHandlers,
  ...testDriveHandlers,
  ...surveyHandlers,
  ...contactHandlers,
]
