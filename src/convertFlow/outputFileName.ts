// convertFiles.outputFileName (or an argument object's fileName): the name of the result of a
// conversion a person or a script started, by the rules file's own fileName template
// (src/conversion/rules/templates.ts), checked the same way before anything is sent.
import * as vscode from 'vscode';
import { Settings } from '../constants';
import { chainResultFormat } from '../conversion/chains/steps';
import { FILE_NAME_VARIABLES, resultFileName, templateProblem } from '../conversion/rules/templates';
import { ConfigError } from '../service/errors';
import { baseName } from '../workspace/files';
import type { ConversionJob } from '../conversion/ports';
import { isMultiFile } from '../service/catalogue';

type UriJob = ConversionJob<vscode.Uri>;

/** The setting as it applies to `scope` ("" when not set). */
function settingTemplate(scope: vscode.Uri): string {
  return (vscode.workspace.getConfiguration(Settings.section, scope).get<string>(Settings.outputFileName) ?? '').trim();
}

/**
 * Throws a ConfigError (with Open Settings when it is the setting) when `template` is not a
 * fileName template: an unknown variable or an unclosed `${`.
 */
export function checkFileNameTemplate(template: string, fromSetting: boolean): void {
  const problem = templateProblem(template, FILE_NAME_VARIABLES);
  if (problem) {
    throw new ConfigError(
      fromSetting
        ? vscode.l10n.t('The setting Output File Name cannot be used: {0}.', problem)
        : vscode.l10n.t('The fileName of the command arguments cannot be used: {0}.', problem),
      fromSetting ? Settings.outputFileName : undefined,
    );
  }
}

/**
 * The jobs with their result named by `template` (an argument object's), else by the setting of
 * each source. Jobs that name their result already (merge, zip, a typed FileName) and several
 * inputs into one result keep theirs; a result of several files (split) keeps the service's names.
 */
export function namedByTemplate(jobs: readonly UriJob[], options: { template?: string; preset?: string; now?: Date } = {}): UriJob[] {
  const now = options.now ?? new Date();
  return jobs.map((job) => {
    if (job.resultName !== undefined || (job.moreSources?.length ?? 0) > 0 || isMultiFile(job.sourceFormat, job.targetFormat)) {
      return job;
    }
    const fromSetting = options.template === undefined;
    const template = options.template ?? settingTemplate(job.source);
    if (template === '') {
      return job;
    }
    checkFileNameTemplate(template, fromSetting);
    const extension = job.steps ? chainResultFormat(job.sourceFormat, job.steps) : undefined;
    try {
      const name = resultFileName(template, {
        workspaceFolder: '',
        relativePath: baseName(job.source),
        target: job.targetFormat,
        // An operation (compress, …) keeps the source's type: the same name the service's result would get.
        extension: extension ?? operationExtension(job),
        preset: options.preset,
        now,
      });
      return { ...job, resultName: name };
    } catch (err) {
      throw new ConfigError(
        vscode.l10n.t('The file name template cannot be used: {0}.', (err as Error).message),
        fromSetting ? Settings.outputFileName : undefined,
      );
    }
  });
}

/** The extension of a one-step result: the target's, or the source's for an operation on the file. */
function operationExtension(job: UriJob): string | undefined {
  return chainResultFormat(job.sourceFormat, [{ to: job.targetFormat }]);
}
