/**
 * The catalogue fetched from the service's OpenAPI document. Apart from the catalogue's index
 * because the extension loads it with the first fetch (ARCHITECTURE.md, "One lazy seam").
 */
export { fetchCatalogue } from './openApiCatalogue';
