// What uses the service's file server from the editor (dist/features.js): the ChainSession of a
// batch, the pipelines of the settings, and the agent tool's chains.
import * as vscode from 'vscode';
import { resolvePipelines, type ResolvedPipeline } from '../conversion/chains/pipelines';
import { chainRequest } from '../conversion/chains/chainInput';
import { jobCost } from '../conversion/chains/steps';
import { ChainSession } from '../conversion/chains/session';
import { pipelineJobs } from './jobBuilder';
import { Settings } from '../constants';
import { sourceFormatOf, targetsFor } from '../service/catalogue';
import { parsePresets, type Preset } from '../service/catalogue/options';
import { formatNumber } from '../util/numberFormat';
import type { ConversionJob, ConversionLog } from '../conversion/ports';
import { ChainClient } from '../service/chain';
import { type CredentialProvider } from '../service/auth/tokens';
import { type HttpTransport } from '../service/http';

/** A batch's file-server session over the conversion client's transport and credential. */
export function newChainSession(
  transport: HttpTransport,
  provider: CredentialProvider,
  jobs: readonly ConversionJob<vscode.Uri>[],
  log: ConversionLog,
): ChainSession<vscode.Uri> {
  // The editor prints Markdown PDFs as pages (markdownPdf/): their jobs share the page's upload.
  return new ChainSession({ chain: new ChainClient(transport, provider), key: (uri) => uri.toString(), log, markdownPages: true }, jobs);
}

/**
 * The pipelines of `convertFiles.pipelines` (of the file's workspace folder), each step's preset
 * replaced by its parameters (resolvePipelines). Problems (and presets not found) are logged, and that pipeline left out.
 */
export function readPipelines(scope: vscode.Uri | undefined, presets: readonly Preset[], log: ConversionLog): readonly ResolvedPipeline[] {
  const { pipelines, problems } = resolvePipelines(
    vscode.workspace.getConfiguration(Settings.section, scope).get(Settings.pipelines),
    presets,
  );
  for (const problem of problems) {
    log.warn(`Setting ${Settings.section}.${Settings.pipelines}: ${problem}`);
  }
  return pipelines;
}

/**
 * The agent's convert tool asked for a pipeline by name or for steps: its jobs, one per file whose
 * type the first step converts (the others named in `left`). The presets and pipelines are those
 * of the files' workspace folder. Throws an Error the model can act on.
 */
export function toolChainJobs(
  input: { readonly pipeline?: unknown; readonly steps?: unknown; readonly targetFormat?: unknown; readonly preset?: unknown },
  files: readonly vscode.Uri[],
  left: string[],
  shown: (uri: vscode.Uri) => string,
  log: ConversionLog,
): ConversionJob<vscode.Uri>[] {
  if (input.preset !== undefined) {
    throw new Error('"preset" is for a single target format; name presets inside "steps" instead.');
  }
  const { presets } = parsePresets(vscode.workspace.getConfiguration(Settings.section, files[0]).get(Settings.presets));
  const chain = chainRequest(input, readPipelines(files[0], presets, log), presets)!;
  const first = chain.steps[0]!;
  const converted = files.flatMap((uri) => {
    const type = sourceFormatOf(uri.path);
    if (!type || !targetsFor(type).some((t) => t.ext === first.to)) {
      left.push(`${shown(uri)} (no ${type ?? 'unknown'} → ${first.to} conversion)`);
      return [];
    }
    return [{ uri, type }];
  });
  return pipelineJobs(converted, chain);
}

/** The tool's confirmation of a chain's cost: "This uses 6 conversions of your ConvertAPI account (2 steps × 3 files, …)." */
export function chainCostText(jobs: readonly ConversionJob<vscode.Uri>[]): string {
  const language = vscode.env.language;
  return vscode.l10n.t(
    'This uses {0} conversions of your ConvertAPI account ({1} steps × {2} files, each step one conversion on the service; nothing in between is downloaded).',
    formatNumber(
      jobs.reduce((sum, job) => sum + jobCost(job), 0),
      language,
    ),
    formatNumber(jobs[0]?.steps?.length ?? 1, language),
    formatNumber(jobs.length, language),
  );
}
