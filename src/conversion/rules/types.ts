// The rules file's shapes, as the engine reads them.
import type { ParameterMap } from '../../service/catalogue';
import type { Pipeline, PipelineStep } from '../chains/pipelines';
import type { MarkdownOptions } from '../markdown/options';

export type Trigger = 'manual' | 'onSave' | 'onChange';

/** A step as written (a format, or an object with its own options): a chain's step reads as a pipeline's. */
export type StepSpec = PipelineStep;

/** A target as written: a single format (the rule's preset or parameters apply), a chain, or a pipeline by name. */
export type TargetSpec =
  | { readonly kind: 'format'; readonly to: string }
  | { readonly kind: 'chain'; readonly steps: readonly StepSpec[] }
  | { readonly kind: 'pipeline'; readonly name: string };

export interface Rule {
  /** As written, or "rule N" (1-based). */
  readonly name: string;
  readonly index: number;
  readonly files: readonly string[];
  readonly exclude: readonly string[];
  readonly targets: readonly TargetSpec[];
  readonly preset?: string;
  readonly parameters?: ParameterMap;
  readonly outputDirectory?: string;
  readonly fileName?: string;
  /**
   * A book: the rule's Markdown files joined into this one PDF (a file name, not a path) under
   * `outputDirectory` (default: the workspace folder), in the order of `files`.
   */
  readonly join?: string;
  readonly trigger: Trigger;
  /** How its Markdown PDFs are made (renderer, page), over the settings; a document's front matter still wins. */
  readonly markdown?: MarkdownOptions;
  /**
   * File parameters of a conversion asked for by name (`convert -p File=@path`): absolute paths.
   * Never read from a rules file: a shared file could otherwise send any file of the machine.
   */
  readonly fileParameters?: Readonly<Record<string, string | readonly string[]>>;
}

export interface RulesFile {
  /** Named option sets of the file itself. */
  readonly presets: Readonly<Record<string, ParameterMap>>;
  /** Named chains of the file itself (`{ "pipeline": "name" }` targets); they take precedence over convertFiles.pipelines. */
  readonly pipelines: Readonly<Record<string, Pipeline>>;
  readonly rules: readonly Rule[];
}

/** One thing wrong with a rules file; `line` is 1-based when known. */
export interface RuleProblem {
  readonly message: string;
  readonly line?: number;
  /** The rule it is about, by name. */
  readonly rule?: string;
}

export type JsonPath = readonly (string | number)[];
