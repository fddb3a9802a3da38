import * as vscode from 'vscode';
import { Settings } from './constants';
import { ConfigError } from './service/errors';
import { DEFAULT_BASE_URL, DEFAULT_DASHBOARD_URL, normalizeBaseUrl, type ProxySettings } from './service/http';
import { MAX_JWT_LIFETIME_SECONDS } from './service/auth';
import type { ConflictPolicy } from './conversion/outputPlanner';
import type { OutputSettings } from './conversion/ports';
import type { AsyncSettings } from './service/convert';
import { DEFAULT_CACHE_MB, MAX_CACHE_MB } from './conversion/cacheLimit';

export type AuthMethod = 'apiToken' | 'jwt' | 'selfSignedJwt';
export type { ConflictPolicy };
export type OpenAfterConvert = 'never' | 'single' | 'always';

/** One typed, validated, readonly snapshot of the extension's settings. */
export interface ConfigSnapshot {
  /** Validated service origin; `baseUrlError` says why the setting was not usable (then the default is used nowhere: calls fail with it). */
  readonly baseUrl: string;
  readonly baseUrlError?: ConfigError;
  readonly dashboardUrl: string;
  readonly authMethod: AuthMethod;
  readonly jwtLifetimeSeconds: number;
  readonly jwtClientIp: string;
  readonly maxParallel: number;
  readonly connectTimeoutMs: number;
  readonly requestTimeoutMs: number;
  /** convertFiles.asyncConversions, conversionTimeoutSeconds and asyncAboveMegabytes: when a conversion goes through an async job. */
  readonly async: AsyncSettings;
  readonly usageRefreshMinutes: number;
  readonly usageWarningPercent: number;
  readonly proxy: ProxySettings;
  /** Preview as PDF: ask before an upload once per workspace, or every time. */
  readonly previewConfirmUpload: 'oncePerWorkspace' | 'everyTime';
  /** The most the stored previews and texts (conversion/contentCache.ts) may take, in bytes. */
  readonly cacheBytes: number;
  /** The PDF viewer asks before opening a larger file. */
  readonly viewerMaxFileBytes: number;
  /** Compare as Text: ask before extracting once per workspace, or every time. */
  readonly compareConfirmUpload: 'oncePerWorkspace' | 'everyTime';
  /** Search in Documents: ask before extracting once per workspace, or every time. */
  readonly searchConfirmUpload: 'oncePerWorkspace' | 'everyTime';
  /** Search in Documents: files larger than this (bytes, at most SEARCH_MAX_FILE_MB) are skipped and named. */
  readonly searchMaxFileBytes: number;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** The largest file Search in Documents reads, in MB (package.json's maximum of search.maxFileSizeMB). */
export const SEARCH_MAX_FILE_MB = 200;

function intIn(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Proxy from VS Code's http.* settings, then the usual environment variables. */
export function readProxySettings(env: NodeJS.ProcessEnv = process.env): ProxySettings {
  const http = vscode.workspace.getConfiguration('http');
  const fromSettings = http.get<string>('proxy')?.trim();
  const fromEnv = env.HTTPS_PROXY ?? env.https_proxy ?? env.HTTP_PROXY ?? env.http_proxy;
  const noProxySetting = http.get<string[]>('noProxy') ?? [];
  const noProxyEnv = (env.NO_PROXY ?? env.no_proxy ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    url: fromSettings || fromEnv || undefined,
    strictSSL: http.get<boolean>('proxyStrictSSL') ?? true,
    noProxy: [...noProxySetting, ...noProxyEnv],
    support: http.get<string>('proxySupport'),
    systemCertificates: http.get<boolean>('systemCertificates'),
  };
}

/**
 * convertFiles.cacheSizeMB; while it is unset, the two settings it replaced (Preview's and Compare's
 * limits, whose caches are now one) add up, each at its old default when unset.
 */
function cacheMegabytes(c: vscode.WorkspaceConfiguration): number {
  const set = (name: string) => c.inspect(name)?.globalValue;
  const previews = set(Settings.previewCacheSizeMB);
  const texts = set(Settings.compareCacheSizeMB);
  const migrated =
    set(Settings.cacheSizeMB) === undefined && (previews !== undefined || texts !== undefined)
      ? intIn(previews, 10, 100_000, 200) + intIn(texts, 1, 100_000, 50)
      : undefined;
  return intIn(migrated ?? c.get(Settings.cacheSizeMB), 10, MAX_CACHE_MB, DEFAULT_CACHE_MB);
}

/** Reads every setting once. */
function readConfig(): ConfigSnapshot {
  const c = vscode.workspace.getConfiguration(Settings.section);
  const rawBase = c.get<string>(Settings.baseUrl) || DEFAULT_BASE_URL;
  let baseUrl = rawBase;
  let baseUrlError: ConfigError | undefined;
  try {
    baseUrl = normalizeBaseUrl(rawBase);
  } catch (err) {
    // Kept whole: its message code words it in the user's language wherever it is shown.
    baseUrlError = err instanceof ConfigError ? err : new ConfigError(String((err as Error)?.message ?? err), Settings.baseUrl);
  }
  return Object.freeze({
    baseUrl,
    baseUrlError,
    dashboardUrl: c.get<string>(Settings.dashboardUrl) || DEFAULT_DASHBOARD_URL,
    authMethod: oneOf(c.get(Settings.authMethod), ['apiToken', 'jwt', 'selfSignedJwt'] as const, 'apiToken'),
    jwtLifetimeSeconds: intIn(c.get(Settings.jwtLifetimeSeconds), 1, MAX_JWT_LIFETIME_SECONDS, 3600),
    jwtClientIp: (c.get<string>(Settings.jwtClientIp) ?? '').trim(),
    maxParallel: intIn(c.get(Settings.maxParallel), 1, 16, 4),
    connectTimeoutMs: intIn(c.get(Settings.connectTimeoutSeconds), 1, 600, 15) * 1000,
    requestTimeoutMs: intIn(c.get(Settings.requestTimeoutSeconds), 1, 86_400, 300) * 1000,
    async: Object.freeze({
      mode: oneOf(c.get(Settings.asyncConversions), ['auto', 'always', 'never'] as const, 'auto'),
      timeoutSeconds: intIn(c.get(Settings.conversionTimeoutSeconds), 10, 1200, 290),
      aboveBytes: intIn(c.get(Settings.asyncAboveMegabytes), 0, 100_000, 0) * 1024 * 1024,
    }),
    usageRefreshMinutes: intIn(c.get(Settings.usageRefreshMinutes), 0, 1440, 5),
    usageWarningPercent: intIn(c.get(Settings.usageWarningPercent), 0, 100, 10),
    proxy: readProxySettings(),
    previewConfirmUpload: oneOf(c.get(Settings.previewConfirmUpload), ['oncePerWorkspace', 'everyTime'] as const, 'oncePerWorkspace'),
    cacheBytes: cacheMegabytes(c) * 1024 * 1024,
    compareConfirmUpload: oneOf(c.get(Settings.compareConfirmUpload), ['oncePerWorkspace', 'everyTime'] as const, 'oncePerWorkspace'),
    searchConfirmUpload: oneOf(c.get(Settings.searchConfirmUpload), ['oncePerWorkspace', 'everyTime'] as const, 'oncePerWorkspace'),
    // A larger setting is held to the cap: each file is read whole into memory (hashed, read by pdf.js).
    searchMaxFileBytes:
      Math.min(intIn(c.get(Settings.searchMaxFileSizeMB), 1, Number.MAX_SAFE_INTEGER, 50), SEARCH_MAX_FILE_MB) * 1024 * 1024,
    viewerMaxFileBytes: intIn(c.get(Settings.viewerMaxFileSizeMB), 1, 100_000, 200) * 1024 * 1024,
  });
}

export type { OutputSettings };

/**
 * The output settings that apply to `scope` (a file being converted): `resource`-scoped, so
 * they are read for the file (each workspace folder may set its own), not kept in the snapshot.
 */
export function readOutputSettings(scope: vscode.Uri): OutputSettings {
  const c = vscode.workspace.getConfiguration(Settings.section, scope);
  return Object.freeze({
    outputDirectory: (c.get<string>(Settings.outputDirectory) ?? '').trim(),
    conflictPolicy: oneOf(c.get(Settings.conflictPolicy), ['ask', 'rename', 'overwrite', 'skip'] as const, 'ask'),
    openAfterConvert: oneOf(c.get(Settings.openAfterConvert), ['never', 'single', 'always'] as const, 'single'),
    revealInExplorer: c.get<boolean>(Settings.revealInExplorer) ?? true,
  });
}

/** convertFiles.automation.maxConversionsPerHour: the most conversions automatic runs of the rules file may use in an hour. */
export function readMaxAutomaticConversionsPerHour(): number {
  return intIn(vscode.workspace.getConfiguration(Settings.section).get(Settings.automationMaxConversionsPerHour), 0, 100_000, 100);
}

/** A change of the settings: the new snapshot, the one before, and which sections it touched. */
export interface ConfigChange {
  readonly snapshot: ConfigSnapshot;
  readonly previous: ConfigSnapshot;
  /** Whether the change touched a setting (`convertFiles.baseUrl`, `http`, …). */
  affects(section: string): boolean;
}

/**
 * The one owner of the settings snapshot: reads it at start and after each change to this
 * extension's or VS Code's http settings, then fires onDidChange with the new snapshot, so no
 * listener depends on another one having run first.
 */
export class Configuration implements vscode.Disposable {
  private snapshot = readConfig();
  private readonly changed = new vscode.EventEmitter<ConfigChange>();
  readonly onDidChange = this.changed.event;
  private readonly subscription = vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(Settings.section) || e.affectsConfiguration('http')) {
      const previous = this.snapshot;
      this.snapshot = readConfig();
      this.changed.fire({ snapshot: this.snapshot, previous, affects: (section) => e.affectsConfiguration(section) });
    }
  });

  /** The current snapshot. */
  get current(): ConfigSnapshot {
    return this.snapshot;
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
