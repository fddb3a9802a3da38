// A pipeline written into a rules file's `pipelines` (New Pipeline… in the editor), its comments
// and layout kept: the one place the command line, the task and Run Conversion Rules read
// pipelines from. A file that does not exist yet gets the pipeline and one rule using it (a
// rules file has at least one rule), which the person sees as the file opens.
import { applyEdits, modify, parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { pipelineValue } from '../chains/pipelines';

/** The pipeline as the rules file writes it. */
export type PipelineValue = ReturnType<typeof pipelineValue>;

/** The new text, or why the file cannot take the pipeline (it does not parse). */
export type PipelineEdit = { readonly text: string; readonly created: boolean; readonly replaced: boolean } | { readonly problem: string };

const FORMATTING = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

/**
 * `text` (the rules file's, undefined when there is none) with the pipeline `name` set to
 * `value`; a pipeline of the same name in another case is replaced. For a new file, `sourceFormat`
 * makes its one rule: every file of that type in the folder, through the pipeline.
 */
export function rulesFileWithPipeline(text: string | undefined, name: string, value: PipelineValue, sourceFormat: string): PipelineEdit {
  if (text === undefined || text.trim() === '') {
    const file = {
      pipelines: { [name]: value },
      rules: [{ name, files: `**/*.${sourceFormat}`, targets: [{ pipeline: name }] }],
    };
    return { text: `${JSON.stringify(file, null, 2)}\n`, created: true, replaced: false };
  }
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { allowTrailingComma: true });
  if (errors.length > 0 || root?.type !== 'object') {
    const first = errors[0];
    return { problem: first ? `${printParseErrorCode(first.error)} at offset ${first.offset}` : 'not a JSON object' };
  }
  const pipelines = root.children?.find((p) => p.children?.[0]?.value === 'pipelines')?.children?.[1];
  if (pipelines && pipelines.type !== 'object') {
    return { problem: '"pipelines" is not an object' };
  }
  let edited = text;
  const same = (pipelines?.children ?? [])
    .map((p) => p.children?.[0]?.value as unknown)
    .filter((key): key is string => typeof key === 'string' && key.toLowerCase() === name.toLowerCase());
  for (const key of same.filter((key) => key !== name)) {
    edited = applyEdits(edited, modify(edited, ['pipelines', key], undefined, FORMATTING));
  }
  edited = applyEdits(edited, modify(edited, ['pipelines', name], value, FORMATTING));
  return { text: edited, created: false, replaced: same.length > 0 };
}

/** The names of the pipelines in a rules file's text (none when there is no file or it does not parse). */
export function pipelineNamesIn(text: string | undefined): string[] {
  const root = text === undefined ? undefined : parseTree(text, [], { allowTrailingComma: true });
  const pipelines = root?.type === 'object' ? root.children?.find((p) => p.children?.[0]?.value === 'pipelines')?.children?.[1] : undefined;
  return pipelines?.type === 'object'
    ? (pipelines.children ?? []).map((p) => p.children?.[0]?.value as unknown).filter((key): key is string => typeof key === 'string')
    : [];
}
