export * from './common'
export * from './operation'
export * as passportApi from './passport'
export * as siteApi from './site'
export * as newsApi from './news'
export * as testDriveApi from './test-drive'
export * as surveyApi from './survey'
export * as contactApi from './contact'

import { contactOperations } from './contact'
import { newsOperations } from './news'
import { passportOperations } from './passport'
import { siteOperations } from './site'
import { surveyOperations } from './survey'
import { testDriveOperations } from './test-drive'

/** Every call of the site, for documentation and contract generation. */
export const allOperations = [
  ...passportOperations,
  ...siteOperations,
  ...newsOperations,
  ...testDriveOperations,
  ...surveyOperations,
  ...contactOperations,
] as const
