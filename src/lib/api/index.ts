export { ApiError, isApiError } from './api-error'

export { UNEXPECTED_RESPONSE_MESSAGE } from './envelope'

export { JSONP_CALLBACK_PARAM } from './jsonp'
export { appendQuery, parseQuery, stringifyQuery } from './query-string'
export { defineApi, defineContractApi } from './registry'
export { request } from './request'
export { serviceBaseUrl, serviceUrl } from './service-url'

export { ENVELOPE_SUCCESS_CODE } from './types'
