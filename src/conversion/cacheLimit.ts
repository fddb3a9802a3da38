/**
 * The one size limit of the content cache (contentCache.ts): `convertFiles.cacheSizeMB` in the
 * editor, `CONVERT_FILES_CACHE_SIZE_MB` for the command line (the extension passes its setting to
 * the MCP server it starts). Apart from the cache so that activation reads the default without it.
 */

/** The limit's default, in MB. */
export const DEFAULT_CACHE_MB = 250;
/** The largest limit, in MB. */
export const MAX_CACHE_MB = 200_000;
/** The environment variable that names the limit in MB. */
export const CACHE_SIZE_VARIABLE = 'CONVERT_FILES_CACHE_SIZE_MB';

/** The limit in bytes named by `CONVERT_FILES_CACHE_SIZE_MB` (a whole number of MB), else the default. */
export function cacheLimitFromEnvironment(env: NodeJS.ProcessEnv): number {
  const named = env[CACHE_SIZE_VARIABLE]?.trim() ?? '';
  const mb = /^\d+$/.test(named) && Number(named) >= 1 && Number(named) <= MAX_CACHE_MB ? Number(named) : DEFAULT_CACHE_MB;
  return mb * 1024 * 1024;
}
