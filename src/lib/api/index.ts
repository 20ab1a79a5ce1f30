export { ApiError, isApiError, type ApiErrorDetails, type ApiErrorKind } from './api-error'
export { configureApiClient, type ApiClientHooks } from './client-hooks'
export { UNEXPECTED_RESPONSE_MESSAGE } from './envelope'
export { TEMPORARY_IMAGE_PREFIX, imageUrl, type ImageUrlOptions } from './image-url'
export { JSONP_CALLBACK_PARAM, JSONP_DEFAULT_TIMEOUT_MS, loadJsonp, type JsonpRequest } from './jsonp'
export { QUERY_PARSE_OPTIONS, appendQuery, parseQuery, stringifyQuery } from './query-string'
export {
  callApi,
  defineApi,
  defineContractApi,
  isApiRegistered,
  resetApiRegistryForTests,
  type ApiCall,
  type ApiDefinition,
  type ContractCallSettings,
  type ContractOperation,
} from './registry'
export { request, type RequestConfig } from './request'
export { clearApiCache } from './response-cache'
export { serviceBaseUrl, serviceUrl } from './service-url'
export { NETWORK_ERROR_MESSAGE } from './transport-errors'
export {
  ENVELOPE_SUCCESS_CODE,
  type ApiEnvelope,
  type ApiMethod,
  type ApiOperationSettings,
  type ApiService,
  type BodyType,
  type LoadingFlag,
  type RequestOptions,
  type ToastType,
  type WarnMode,
} from './types'
