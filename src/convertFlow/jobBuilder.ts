// The jobs the convert commands build, once for every front-end: the menus, the options form and
// presets, Merge into One PDF and Add to Zip, and their argument objects (scriptedConvert.ts). Each
// front-end asks or reads what is its own (a target, a name, a preset) and builds its jobs here.
import type * as vscode from 'vscode';
import type { ConversionJob } from '../conversion/ports';
import { catalogueOffers, splitByTarget } from '../conversion/selectionTargets';
import type { ExtensionServices } from '../extensionServices';
import { findConverter, type ParameterMap } from '../service/catalogue';
import { presetProblems, type Preset } from '../service/catalogue/options';
import { splitName } from '../service/convert';
import type { Problem } from '../service/errors';
import { optionsFormatFor } from '../markdownPdf/settings';
import { baseName } from '../workspace/files';
import { currentCatalogue } from './catalogue';
import type { TypedFile } from './sources';
import type { Step } from '../conversion/chains/steps';

/**
 * `files` split for `target` as the catalogue and the built-in table offer it: those that convert
 * (or already are the target: skipped for free by the batch), and those left out.
 */
export function splitForTarget(
  services: ExtensionServices,
  files: readonly TypedFile[],
  target: string,
): { included: TypedFile[]; leftOut: TypedFile[] } {
  const named = files.map((f) => ({ ...f, name: baseName(f.uri), format: f.type }));
  return splitByTarget(named, target, catalogueOffers(currentCatalogue(services).catalogue));
}

/** Each file to `target` with `parameters`. */
export function targetJobs(files: readonly TypedFile[], target: string, parameters?: ParameterMap): ConversionJob<vscode.Uri>[] {
  return files.map((f) => ({ source: f.uri, sourceFormat: f.type, targetFormat: target, parameters }));
}

/** Each file through a pipeline: one step is a plain conversion with its parameters; several run on the service, one after another. */
export function pipelineJobs(
  files: readonly TypedFile[],
  pipeline: { readonly steps: readonly Step[]; readonly keepIntermediates?: boolean },
): ConversionJob<vscode.Uri>[] {
  const { steps, keepIntermediates } = pipeline;
  const last = steps[steps.length - 1]!;
  return steps.length === 1
    ? targetJobs(files, last.to, last.parameters)
    : files.map((f) => ({ source: f.uri, sourceFormat: f.type, targetFormat: last.to, steps, keepIntermediates }));
}

/** The problems of a preset's values for the converter that converts `file` to its target (the options form's checks). */
export function presetProblemsFor(services: ExtensionServices, file: TypedFile, preset: Preset): readonly Problem[] {
  const catalogue = currentCatalogue(services).catalogue;
  // A Markdown PDF takes the options of the converter that prints it (html/to/pdf with the preview renderer).
  const converter = findConverter(catalogue, optionsFormatFor(file.uri, file.type, preset.target), preset.target);
  return converter ? presetProblems(preset, converter) : [];
}

/** Merge into One PDF's inputs that cannot become PDF pages: neither PDF nor converted to PDF by the service. */
export function notPdfPages(services: ExtensionServices, files: readonly TypedFile[]): TypedFile[] {
  const catalogue = currentCatalogue(services).catalogue;
  return files.filter((f) => f.type !== 'pdf' && !findConverter(catalogue, f.type, 'pdf'));
}

/** The result's name unless one is given: after the first file ("notes-merged.pdf", "notes.zip"). */
export function oneResultName(kind: 'merge' | 'zip', first: vscode.Uri): string {
  const stem = splitName(baseName(first)).stem;
  return kind === 'merge' ? `${stem || 'merged'}-merged.pdf` : `${stem || 'archive'}.zip`;
}

/**
 * The one job of a merge into one PDF (pdf→merge, Files[] in this order; the inputs that are not
 * PDFs converted to PDF on the service first) or of a zip (any→zip).
 */
export function oneResultJob(kind: 'merge' | 'zip', files: readonly TypedFile[], name: string): ConversionJob<vscode.Uri> {
  const converting = kind === 'merge' ? files.filter((f) => f.type !== 'pdf').length : 0;
  return {
    source: files[0]!.uri,
    sourceFormat: kind === 'merge' ? 'pdf' : 'any',
    targetFormat: kind,
    resultName: name,
    moreSources: files.slice(1).map((f) => f.uri),
    ...(converting > 0 ? { prepareInputs: { to: 'pdf', count: converting } } : {}),
  };
}
