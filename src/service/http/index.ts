/**
 * The transport to the service: base URL rules, the fetch engines, one attempt, retries, deadlines,
 * request bodies and the reading of answers (statuses mapped to typed errors). Imports errors/ only.
 */
export { DEFAULT_BASE_URL, DEFAULT_DASHBOARD_URL, normalizeBaseUrl } from './baseUrl';
export { type ProxySettings } from './fetchTypes';
export { type FilePart, jsonBody, multipartBody, rfc5987, type SourceFile } from './multipart';
export { type HttpRequest, type ServiceLogger } from './request';
export { bodyError, excerpt, type HttpResponse, member, readJson, readText } from './responses';
export { HttpTransport } from './transport';
