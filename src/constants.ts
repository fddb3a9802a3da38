/**
 * Every id the extension contributes or keeps, in one place: commands, submenus, views, settings,
 * context keys, language-model tools, SecretStorage and globalState keys. test/unit/constants.test.ts
 * checks them against package.json's contributions and finds any id spelled outside this file.
 */

export const EXTENSION_ID = 'convert-files.convert-files';
export const PREFIX = 'convertFiles';

/** `convertFiles.<name>` under each name. */
type PrefixedIds<Name extends string> = { readonly [N in Name]: `${typeof PREFIX}.${N}` };

/** The ids of `names`: each written once, each its own literal type (`Commands.convert` is `'convertFiles.convert'`). */
function prefixedIds<const Names extends readonly string[]>(names: Names): PrefixedIds<Names[number]> {
  return Object.fromEntries(names.map((name) => [name, `${PREFIX}.${name}`])) as PrefixedIds<Names[number]>;
}

export const Commands = prefixedIds([
  // Conversion (Explorer / editor title / palette)
  'convert',
  'convertAgain',
  'convertToPdf',
  'convertToHtml',
  'convertToTxt',
  'convertToJpg',
  'convertToPng',
  'convertToWebp',
  'convertToSplit',
  'convertToJson',
  'convertToCsv',
  'convertToDocx',
  'convertToOther',
  'chooseFormat',
  'convertToSeveral',
  'convertWithOptions',
  'convertWithPreset',
  'mergePdf',
  'joinToPdf',
  'addToZip',
  'convertWebPage',
  'copyWebToPdfLink',
  'runRules',
  'newPipeline',
  // Credentials
  'setApiToken',
  'removeApiToken',
  'switchApiToken',
  'setMasterToken',
  'removeMasterToken',
  'setJwtSigningKey',
  'removeJwtSigningKey',
  'mintJwt',
  'generateJwt',
  // Usage
  'refreshUsage',
  'chooseStatisticsRange',
  'exportStatisticsCsv',
  'loadMoreRecent',
  'focusUsage',
  'showUsageDashboard',
  // General
  'openDashboard',
  'openSettings',
  'showLog',
  // Onboarding
  'openWalkthrough',
  'convertSample',
  // Viewing results (src/viewer, src/preview)
  'previewAsPdf',
  'clearPreviewCache',
  // Compare as Text (src/compare)
  'compareWithHead',
  'compareStagedWithHead',
  'compareSelected',
  'trackChangesDocx',
  'clearCompareCache',
  // Search in Documents (src/search)
  'searchInDocuments',
  'openSearchHit',
  // Automatic runs of the rules file (src/automation)
  'toggleAutomation',
  'showAutomationFailures',
]);

/** Custom editors (contributes.customEditors). */
export const CustomEditors = {
  /** The read-only PDF viewer (priority "option"). */
  pdfViewer: `${PREFIX}.pdfViewer`,
} as const;

/** The Getting Started walkthrough (contributes.walkthroughs), as workbench.action.openWalkthrough names it. */
export const WALKTHROUGH_ID = `${EXTENSION_ID}#gettingStarted`;

/** Quick targets of the "Convert To" submenu: command id → target format. */
export const QuickTargets: ReadonlyArray<{ readonly command: string; readonly format: string }> = [
  { command: Commands.convertToPdf, format: 'pdf' },
  { command: Commands.convertToHtml, format: 'html' },
  { command: Commands.convertToTxt, format: 'txt' },
  { command: Commands.convertToJpg, format: 'jpg' },
  { command: Commands.convertToPng, format: 'png' },
  { command: Commands.convertToWebp, format: 'webp' },
  { command: Commands.convertToSplit, format: 'split' },
  { command: Commands.convertToJson, format: 'json' },
  { command: Commands.convertToCsv, format: 'csv' },
  { command: Commands.convertToDocx, format: 'docx' },
];

/** Submenus (contributes.submenus): the "Convert To" menu of the Explorer and of the editor title. */
export const Submenus = prefixedIds(['convertTo', 'convertToEditor']);

export const Views = {
  container: PREFIX,
  usage: `${PREFIX}.usage`,
  /** Search in Documents' results (src/search). */
  searchResults: `${PREFIX}.searchResults`,
  /** The usage dashboard's webview panel type. */
  usageDashboard: `${PREFIX}.usageDashboard`,
} as const;

/** Language-model tools for agent mode (contributes.languageModelTools): VS Code wants these names without dots. */
export const LanguageModelTools = {
  convert: `${PREFIX}_convert`,
  extractText: `${PREFIX}_extractText`,
  usage: `${PREFIX}_usage`,
  formats: `${PREFIX}_formats`,
  options: `${PREFIX}_options`,
} as const;

/** The id of contributes.mcpServerDefinitionProviders: `convert-files mcp` offered to VS Code's agent (1.101 and later). */
export const McpServerProviderId = `${PREFIX}.mcpServer`;

/** The task type of contributes.taskDefinitions: a rule of the rules file, or files and targets. */
export const TASK_TYPE = PREFIX;

/** The scheme of the read-only documents Show Claims opens. */
export const ClaimsScheme = `${PREFIX.toLowerCase()}-claims`;

/** The scheme of the read-only texts Compare as Text shows in the diff editor. */
export const CompareTextScheme = `${PREFIX.toLowerCase()}-text`;

/** The scheme of the read-only PDFs Preview as PDF shows: the tab and breadcrumb name the source, not the storage folders. */
export const PreviewScheme = `${PREFIX.toLowerCase()}-preview`;

/** Setting names, relative to the `convertFiles` section. */
export const Settings = {
  section: PREFIX,
  baseUrl: 'baseUrl',
  webPageSuggestedAddress: 'webPage.suggestedAddress',
  dashboardUrl: 'dashboardUrl',
  authMethod: 'authMethod',
  jwtLifetimeSeconds: 'jwtLifetimeSeconds',
  jwtClientIp: 'jwtClientIp',
  outputDirectory: 'outputDirectory',
  conflictPolicy: 'conflictPolicy',
  openAfterConvert: 'openAfterConvert',
  revealInExplorer: 'revealInExplorer',
  saveBeforeConvert: 'saveBeforeConvert',
  outputFileName: 'outputFileName',
  maxParallel: 'maxParallel',
  presets: 'presets',
  pipelines: 'pipelines',
  connectTimeoutSeconds: 'connectTimeoutSeconds',
  requestTimeoutSeconds: 'requestTimeoutSeconds',
  asyncConversions: 'asyncConversions',
  conversionTimeoutSeconds: 'conversionTimeoutSeconds',
  asyncAboveMegabytes: 'asyncAboveMegabytes',
  usageRefreshMinutes: 'usage.refreshIntervalMinutes',
  usageWarningPercent: 'usage.warningThresholdPercent',
  previewConfirmUpload: 'preview.confirmUpload',
  /** Deprecated: read only while cacheSizeMB is unset (configuration.ts). */
  previewCacheSizeMB: 'preview.cacheSizeMB',
  compareConfirmUpload: 'compare.confirmUpload',
  /** Deprecated: read only while cacheSizeMB is unset (configuration.ts). */
  compareCacheSizeMB: 'compare.cacheSizeMB',
  cacheSizeMB: 'cacheSizeMB',
  searchConfirmUpload: 'search.confirmUpload',
  searchMaxFileSizeMB: 'search.maxFileSizeMB',
  viewerMaxFileSizeMB: 'viewer.maxFileSizeMB',
  automationMaxConversionsPerHour: 'automation.maxConversionsPerHour',
  markdownRenderer: 'markdown.renderer',
  markdownPdf: 'markdown.pdf',
} as const;

export const ContextKeys = {
  hasApiToken: `${PREFIX}.hasApiToken`,
  hasMasterToken: `${PREFIX}.hasMasterToken`,
  hasJwtSigningKey: `${PREFIX}.hasJwtSigningKey`,
  /** 'signedOut' | 'loading' | 'ok' | 'unreachable' */
  usageState: `${PREFIX}.usageState`,
  /** Set once a batch in this window converted a file: completes the walkthrough's conversion step. */
  hasConverted: `${PREFIX}.hasConverted`,
  /** Extensions (".xyz", ".XYZ") the converter catalogue converts from: "Choose Format…" shows for them. */
  catalogueExtensions: `${PREFIX}.catalogueExtensions`,
  /** `<this>.<target>`: the extensions (".pdf", ".PDF") the catalogue converts to that quick target. */
  sourcesOf: `${PREFIX}.sourcesOf`,
  /** Set once the keys above are: before that, the quick menu uses the built-in table. */
  quickMenuFollowsCatalogue: `${PREFIX}.quickMenuFollowsCatalogue`,
  /** Extensions Preview as PDF is offered for: the catalogue converts them to PDF and VS Code cannot show them. */
  previewExtensions: `${PREFIX}.previewExtensions`,
  /** Extensions Compare as Text is offered for: the catalogue extracts their text (txt). */
  compareExtensions: `${PREFIX}.compareExtensions`,
  /** Extensions Track Changes DOCX is offered for (".docx", ".DOCX" when the catalogue has docx/to/compare). */
  trackChangesExtensions: `${PREFIX}.trackChangesExtensions`,
  /** Set once Search in Documents has run in this window: its results view shows. */
  searchResultsShown: `${PREFIX}.searchResultsShown`,
} as const;

/** SecretStorage keys, prefixed by the extension id. */
export const SecretKeys = {
  apiTokens: `${EXTENSION_ID}.apiTokens`,
  masterToken: `${EXTENSION_ID}.masterToken`,
  jwtSigningKey: `${EXTENSION_ID}.jwtSigningKey`,
} as const;

/** globalState keys (nothing secret here). */
export const StateKeys = {
  activeApiToken: `${PREFIX}.activeApiToken`,
  recentTargets: `${PREFIX}.recentTargets`,
  lastConversion: `${PREFIX}.lastConversion`,
  statisticsRange: `${PREFIX}.statisticsRange`,
  /** The last web page address converted or linked, offered again (addresses with a user name or password are refused). */
  lastPageUrl: `${PREFIX}.lastPageUrl`,
  /** workspaceState: Preview as PDF may upload without asking in this workspace (the person chose "don't ask again here"). */
  previewCostAccepted: `${PREFIX}.previewCostAccepted`,
  /** workspaceState: Compare as Text may extract without asking in this workspace (asked once, agreed). */
  compareCostAccepted: `${PREFIX}.compareCostAccepted`,
  /** workspaceState: Search in Documents may extract without asking in this workspace (asked once, agreed: the host). */
  searchCostAccepted: `${PREFIX}.searchCostAccepted`,
  /** When a Master Token was saved without the service accepting it. */
  masterTokenUncheckedSince: `${PREFIX}.masterTokenUncheckedSince`,
  /** Ids of the API Tokens made active, the latest first (no value, only ids). */
  activeApiTokenHistory: `${PREFIX}.activeApiTokenHistory`,
  /** workspaceState: the PDF viewer shows pages with inverted colours (its toolbar's toggle). */
  viewerInverted: `${PREFIX}.viewerInverted`,
  /** workspaceState: the page and zoom last shown of each PDF in the viewer (the most recent files). */
  viewerPositions: `${PREFIX}.viewerPositions`,
  /** workspaceState: async jobs under way (id, source, target; never parameters), resumed after a window reload. */
  pendingJobs: `${PREFIX}.pendingJobs`,
  /** The last usage shown, for the status bar at the next start. */
  usageSnapshot: `${PREFIX}.usageSnapshot`,
  /** API Tokens whose own limit was found used up, and when. */
  tokenLimitsUsedUp: `${PREFIX}.tokenLimitsUsedUp`,
  /**
   * The converter catalogue, one entry per service host (this prefix + the host). The service
   * layer imports nothing from here, so it spells the prefix itself; the test checks they agree.
   */
  cataloguePrefix: `${PREFIX}.catalogue:`,
  /** workspaceState: per workspace folder, the rules file's hash and whether automatic runs were allowed for it. */
  automationConsent: `${PREFIX}.automationConsent`,
  /** workspaceState: automatic runs are paused in this workspace (by a person, the hourly cap, or no conversions left). */
  automationPaused: `${PREFIX}.automationPaused`,
  /** globalState: conversions automatic runs used in the last hour (when, how many), for the hourly cap across windows and reloads. */
  automationUsed: `${PREFIX}.automationUsed`,
  /** workspaceState: per workspace folder, the changes automatic runs held back while paused, for Resume to run. */
  automationHeldBack: `${PREFIX}.automationHeldBack`,
} as const;

export const StatusBarId = `${PREFIX}.usage`;
/** The status bar items of automatic runs: on or paused, and the failures since the person looked. */
export const AutomationStatusBarIds = { state: `${PREFIX}.automation`, failures: `${PREFIX}.automationFailures` } as const;
export const LogChannelName = 'Convert Files';
