// A requested conversion checked against the service's catalogue as the options form checks it:
// each step a converter the service has for what it is given, each option one that converter
// has, each value one it takes (kind, range, choices, file types), required ones given. The
// options come typed out of it (`Quality=80` a number). Without the service's catalogue (it could
// not be read) only what needs no catalogue is checked, and the options go as typed.
import { stat } from 'node:fs/promises';
import { posix } from 'node:path';
import {
  findConverter,
  normalizeFormat,
  sourceFormatOf,
  type Catalogue,
  type ParameterMap,
  type ParameterValue,
} from '../../service/catalogue';
import { buildParameters, optionFields } from '../../service/catalogue/options';
import { inputFormatOf } from '../chains/steps';
import { optionsSourceFormat, otherRendererHint } from '../markdown/options';
import { slashed } from '../rules';
import { shownPath, type ConversionRequest, type ReadyStep, type RequestedStep } from './request';

/** The step's options as the form would hold them: presets first, then what was typed; `@path` as the path. */
function optionValues(request: ConversionRequest, step: RequestedStep): Record<string, ParameterValue> {
  const preset = step.preset !== undefined ? (request.file?.presets[step.preset] ?? {}) : {};
  const typed = Object.fromEntries(
    Object.entries(step.options).map(([k, v]) => [k, v.startsWith('@') ? posix.resolve(slashed(request.cwd), slashed(v.slice(1))) : v]),
  );
  return { ...preset, ...typed };
}

/** Problems of the files named by `@path` options: each must be a file. */
async function fileOptionProblems(request: ConversionRequest): Promise<string[]> {
  const problems: string[] = [];
  for (const step of request.steps) {
    for (const [name, value] of Object.entries(step.options)) {
      if (!value.startsWith('@')) {
        continue;
      }
      const path = posix.resolve(slashed(request.cwd), slashed(value.slice(1)));
      if (!(await stat(path).catch(() => undefined))?.isFile()) {
        problems.push(`-p ${name}=${value}: ${shownPath(request.cwd, path)} is not a file`);
      }
    }
  }
  return problems;
}

/**
 * The steps ready to send, or the problems that keep the request from being sent. The catalogue
 * is the service's (origin `service`) or undefined; a built-in one checks nothing it cannot know.
 */
export async function readySteps(
  request: ConversionRequest,
  catalogue: Catalogue | undefined,
): Promise<{ readonly steps: readonly ReadyStep[]; readonly problems: readonly string[] }> {
  const problems = await fileOptionProblems(request);
  const known = catalogue?.origin === 'service' ? catalogue : undefined;
  const formats = [...new Set(request.sources.map((s) => sourceFormatOf(s.path)).filter((f): f is string => f !== undefined))];
  const exampleOf = (format: string) => request.sources.find((s) => sourceFormatOf(s.path) === format)!;
  const chain = request.steps.map((s) => ({ to: normalizeFormat(s.to) }));
  const steps: ReadyStep[] = request.steps.map((step, index) => {
    const values = optionValues(request, step);
    let parameters: Record<string, ParameterValue> = {};
    const files: Record<string, string> = {};
    let typed = false;
    // A file already of the one target's format is skipped by the plan ("already a pdf file"), not refused.
    const sent = formats.filter((f) => !(request.steps.length === 1 && normalizeFormat(f) === chain[0]!.to));
    for (const format of known ? sent : []) {
      const from = inputFormatOf(format, chain, index);
      // A Markdown PDF's first step is its page printed by html/to/pdf (unless the renderer is "service").
      const checked = index === 0 ? optionsSourceFormat(from, step.to, request.markdownRenderer) : from;
      const converter = findConverter(known!, checked, step.to);
      const where = `${from} → ${normalizeFormat(step.to)}${checked !== from ? ` (printed by ${checked}/to/${normalizeFormat(step.to)})` : ''}`;
      if (!converter) {
        problems.push(
          `the service has no conversion from ${from} to ${normalizeFormat(step.to)} (for ${shownPath(request.cwd, exampleOf(format).path)})`,
        );
        continue;
      }
      const built = buildParameters(optionFields(converter), values);
      problems.push(
        ...built.problems.map((p) => {
          const hint =
            p.messageCode === 'option.unknown'
              ? otherRendererHint(
                  { name: String(p.messageData?.name), from, to: normalizeFormat(step.to), checked },
                  known!,
                  "convertFiles.markdown.renderer in the folder's settings",
                )
              : undefined;
          return `${where}: ${p.message}${hint ? ` ${hint}` : ''}`;
        }),
      );
      for (const [name, value] of Object.entries(step.options)) {
        if (value.startsWith('@') && !Object.keys(built.files).some((f) => f.toLowerCase() === name.toLowerCase())) {
          problems.push(`${where}: -p ${name}=${value}: ${name} is not a file option of this converter`);
        }
      }
      if (!typed) {
        typed = true;
        parameters = { ...built.parameters };
        for (const [name, paths] of Object.entries(built.files)) {
          files[name] = paths[0]!;
        }
      }
    }
    if (!typed) {
      // Nothing to type the options by: strings as typed, `@path` values as files.
      for (const [name, value] of Object.entries(values)) {
        if (Object.prototype.hasOwnProperty.call(step.options, name) && step.options[name]!.startsWith('@')) {
          files[name] = String(value);
        } else {
          parameters[name] = value;
        }
      }
    }
    return { to: step.to, parameters: parameters as ParameterMap, files };
  });
  return { steps, problems: [...new Set(problems)] };
}
