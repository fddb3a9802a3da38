/**
 * Converter parameters as the service's catalogue (`GET /info/openapi`) describes them: names,
 * types, ranges, defaults, groups and labels follow the real published documents (CONTRACT.md,
 * "Converter catalogue"); the emulator validates requests against them and serves them back.
 */

export type ParamType = 'string' | 'integer' | 'number' | 'boolean' | 'array';

export interface ParamSpec {
  readonly name: string;
  readonly type: ParamType;
  /** What a person reads (`x-ca-label`). */
  readonly label: string;
  /** `x-ca-group`: Execution, Output, Page, Security, … */
  readonly group: string;
  readonly description: string;
  /** `x-ca-type`: Integer, Bool, String, Float, Collection, File, Files. */
  readonly xType: string;
  readonly representation?: string;
  readonly default?: string | number | boolean;
  /** Allowed values, compared without regard to case. */
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly featured?: boolean;
  readonly required?: boolean;
  /** File parameters: which extensions they take (`x-ca-allowed-extensions`); absent: any. */
  readonly allowedExtensions?: readonly string[];
  /** A string's shape: checked by the emulator and served as the catalogue's `pattern` (whether the real catalogue gives one is not known). */
  readonly pattern?: RegExp;
  /** File, Files or a *File parameter. */
  readonly file?: 'single' | 'multiple';
}

export function integer(
  name: string,
  label: string,
  group: string,
  description: string,
  minimum: number,
  maximum: number,
  dflt?: number,
  featured = false,
): ParamSpec {
  return {
    name,
    type: 'integer',
    xType: 'Integer',
    label,
    group,
    description,
    minimum,
    maximum,
    featured,
    ...(dflt === undefined ? {} : { default: dflt }),
  };
}

export function bool(name: string, label: string, group: string, description: string, dflt: boolean, featured = false): ParamSpec {
  return { name, type: 'boolean', xType: 'Bool', label, group, description, default: dflt, featured };
}

export function text(name: string, label: string, group: string, description: string, extra: Partial<ParamSpec> = {}): ParamSpec {
  return { name, type: 'string', xType: 'String', label, group, description, ...extra };
}

export function choice(
  name: string,
  label: string,
  group: string,
  description: string,
  values: readonly string[],
  dflt: string,
  featured = false,
): ParamSpec {
  return { name, type: 'string', xType: 'Collection', label, group, description, enum: values, default: dflt, featured };
}

/** Every converter has these (real: Timeout 10–1200 default 900, StoreFile default false). */
export const COMMON_PARAMS: readonly ParamSpec[] = [
  integer('Timeout', 'Timeout', 'Execution', 'Conversion timeout in seconds.', 10, 1200, 900),
  bool(
    'StoreFile',
    'Store file',
    'Execution',
    'Keep the result on the file server (for up to 3 hours) and answer with its Url instead of the bytes.',
    false,
  ),
  text('FileName', 'Output file name', 'Output', "The result's name without extension; several results get _0, _1, … appended."),
];

/** A secondary single-file parameter (`CompareFile`, …), sent as `Name` (not `Name[0]`). */
export function secondaryFileParam(name: string, label: string, description: string, extensions: readonly string[]): ParamSpec {
  return {
    name,
    type: 'string',
    xType: 'File',
    label,
    group: 'Input',
    description,
    required: true,
    file: 'single',
    representation: 'Default',
    ...(extensions.length > 0 ? { allowedExtensions: extensions } : {}),
  };
}

/** The input file of a one-file converter. */
export function fileParam(extensions: readonly string[]): ParamSpec {
  return {
    name: 'File',
    type: 'string',
    xType: 'File',
    label: 'File',
    group: 'Input',
    description: 'The file to convert: a file part, a FileId from /upload, or an http(s) URL.',
    required: true,
    file: 'single',
    representation: 'Default',
    ...(extensions.length > 0 ? { allowedExtensions: extensions } : {}),
  };
}

/** The inputs of a converter that takes several files (merge, zip). */
export function filesParam(extensions: readonly string[], required: boolean): ParamSpec {
  return {
    name: 'Files',
    type: 'array',
    xType: 'Files',
    label: 'Files',
    group: 'Input',
    description: 'The files, in order: Files[0], Files[1], … (or a repeated Files).',
    required,
    file: 'multiple',
    ...(extensions.length > 0 ? { allowedExtensions: extensions } : {}),
  };
}

/** Pages as the service writes them: `1-3`, `2`, `1,3,5-7`. */
const PAGE_RANGE = /^\s*\d+\s*(-\s*\d+\s*)?(,\s*\d+\s*(-\s*\d+\s*)?)*$/;

export const PASSWORD = text('Password', 'Password', 'Security', 'The password that opens a password-protected document.', {
  representation: 'Password',
  featured: true,
});
export const PAGE_RANGE_PARAM = text('PageRange', 'Page range', 'Page', 'The pages to convert, e.g. 1-3 or 1,3,5-7.', {
  default: '1-2000',
  pattern: PAGE_RANGE,
  featured: true,
});

export const PAGE_SIZE = choice(
  'PageSize',
  'Page size',
  'Page',
  'The PDF page size.',
  ['a3', 'a4', 'a5', 'letter', 'legal', 'ledger'],
  'a4',
  true,
);
export const PAGE_ORIENTATION = choice(
  'PageOrientation',
  'Page orientation',
  'Page',
  'Portrait or landscape pages.',
  ['portrait', 'landscape'],
  'portrait',
);

/** web→pdf (real names: Url, ConversionDelay 0–30, AuthUsername, AuthPassword, AdBlock, Zoom). */
export const WEB_PARAMS: readonly ParamSpec[] = [
  text('Url', 'Web page URL', 'Input', 'The address of the page to convert; must start with http:// or https://.', {
    required: true,
    featured: true,
  }),
  integer(
    'ConversionDelay',
    'Conversion delay',
    'Execution',
    'Seconds to wait after the page has loaded, before converting.',
    0,
    30,
    0,
    true,
  ),
  text('AuthUsername', 'Authentication user name', 'Authentication', 'User name for a page behind HTTP authentication.'),
  text('AuthPassword', 'Authentication password', 'Authentication', 'Password for a page behind HTTP authentication.', {
    representation: 'Password',
  }),
  bool('AdBlock', 'Block ads', 'Page', 'Block advertisements on the page.', false),
  {
    name: 'Zoom',
    type: 'number',
    xType: 'Float',
    label: 'Zoom',
    group: 'Page',
    description: 'Zoom level of the page.',
    minimum: 0.001,
    maximum: 10,
    default: 1,
  },
  PAGE_SIZE,
  PAGE_ORIENTATION,
  bool('Background', 'Print background', 'Page', 'Print background colours and images.', true),
];

/** Raster image targets (real names: ScaleImage, ScaleProportions, ImageHeight, ImageWidth). */
export const IMAGE_SCALE_PARAMS: readonly ParamSpec[] = [
  bool('ScaleImage', 'Scale image', 'Image', 'Resize the image to ImageWidth × ImageHeight.', false, true),
  bool('ScaleProportions', 'Keep proportions', 'Image', 'Keep the aspect ratio when scaling.', true),
  integer('ImageWidth', 'Image width', 'Image', 'Width in pixels when scaling.', 1, 10000),
  integer('ImageHeight', 'Image height', 'Image', 'Height in pixels when scaling.', 1, 10000),
];

export const JPG_QUALITY = integer('JpgQuality', 'JPG quality', 'Image', 'JPEG quality, 1 (smallest) to 100 (best).', 1, 100, 75, true);

/**
 * pdf→jpg and pdf→png (real names: PageRange, Password, ImageResolution, ScaleImage,
 * ScaleProportions, ImageWidth, ImageHeight; JpgQuality for JPG). ImageResolution's default
 * 200 and range 10–800 are a seed: the published page was not read in full.
 */
export const PDF_IMAGE_PARAMS: readonly ParamSpec[] = [
  PAGE_RANGE_PARAM,
  PASSWORD,
  integer('ImageResolution', 'Resolution', 'Image', 'Dots per inch the pages are rendered at.', 10, 800, 200, true),
  ...IMAGE_SCALE_PARAMS,
];

/** pdf→merge (real names: BookmarksToc, RemoveDuplicateFonts). */
export const MERGE_PARAMS: readonly ParamSpec[] = [
  choice(
    'BookmarksToc',
    'Bookmarks',
    'Output',
    'Add a bookmark per merged file, named by its file name or title.',
    ['none', 'filename', 'title'],
    'none',
  ),
  bool('RemoveDuplicateFonts', 'Remove duplicate fonts', 'Output', 'Keep one copy of fonts embedded by several files.', false),
];

/** docx→pdf (real names: PageRange, Password, ConvertMetadata). */
const CONVERT_METADATA = bool('ConvertMetadata', 'Convert metadata', 'Output', "Copy the document's properties into the PDF.", true);

export const DOCX_PDF_PARAMS: readonly ParamSpec[] = [PAGE_RANGE_PARAM, PASSWORD, CONVERT_METADATA];

/**
 * xlsx→pdf and pptx→pdf: the parameters these converters share with docx→pdf (Password,
 * ConvertMetadata). The real converters take more (sheet and slide choices); their full lists
 * were not at hand, and the emulator offers none it cannot name from the real catalogue.
 */
export const OFFICE_PDF_PARAMS: readonly ParamSpec[] = [PASSWORD, CONVERT_METADATA];

/** Parses a PageRange value into a page test (1-based); pages past the end are simply absent. */
export function pageRangeIncludes(value: string): (page: number) => boolean {
  const ranges = value.split(',').map((part) => {
    const [from, to] = part.split('-').map((n) => Number(n.trim()));
    return [from!, to ?? from!] as const;
  });
  return (page) => ranges.some(([from, to]) => page >= from && page <= to);
}

/** Why `value` does not fit `spec`, or undefined when it does. */
export function checkValue(spec: ParamSpec, value: string): string | undefined {
  const v = value.trim();
  switch (spec.type) {
    case 'integer': {
      if (!/^[+-]?\d+$/.test(v)) {
        return 'Must be an integer.';
      }
      return checkRange(spec, Number(v));
    }
    case 'number': {
      const n = Number(v);
      if (v === '' || !Number.isFinite(n)) {
        return 'Must be a number.';
      }
      return checkRange(spec, n);
    }
    case 'boolean':
      return /^(true|false)$/i.test(v) ? undefined : 'Must be true or false.';
    case 'string':
      if (spec.enum && !spec.enum.some((e) => e.toLowerCase() === v.toLowerCase())) {
        return `Must be one of: ${spec.enum.join(', ')}.`;
      }
      if (spec.pattern && !spec.pattern.test(value)) {
        return 'Has the wrong form.';
      }
      return undefined;
    case 'array':
      return undefined;
  }
}

function checkRange(spec: ParamSpec, n: number): string | undefined {
  if ((spec.minimum !== undefined && n < spec.minimum) || (spec.maximum !== undefined && n > spec.maximum)) {
    return `Must be from ${spec.minimum ?? '-∞'} to ${spec.maximum ?? '∞'}.`;
  }
  return undefined;
}

/** csv→json and json→csv: the emulator's own (the real service has no such converters to copy from). */
export const DELIMITER = text('Delimiter', 'Delimiter', 'Data', 'The CSV field separator: one character.', {
  default: ',',
  pattern: /^[^\r\n"]$/,
});
