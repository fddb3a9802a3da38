/** Every id the extension contributes, in one place. */
export const EXTENSION_ID = 'convert-files.convert-files';
export const PREFIX = 'convertFiles';

export const Commands = {
  showLog: `${PREFIX}.showLog`,
} as const;
