// What the PDF viewer reports (a file drawn, or why not) during a suite, and a wait for the report
// of one file.
import * as vscode from 'vscode';
import type { ViewerReportEvent } from '../../../src/viewer/pdfEditor';
import { until } from '../../support/poll';
import { extensionServices } from './auth';

export interface ViewerReports {
  /** Every report since the test began. */
  readonly all: readonly ViewerReportEvent[];
  /** Waits (30 s at most) for a report of `uri` that passes `test`. */
  reportFor(uri: vscode.Uri, test?: (e: ViewerReportEvent) => boolean): Promise<ViewerReportEvent>;
}

/** Registers the hooks (call it inside `describe`): listens to the viewer for the suite, forgets its reports before each test. */
export function viewerReports(): ViewerReports {
  const all: ViewerReportEvent[] = [];
  let listener: vscode.Disposable | undefined;
  before(async () => {
    listener = (await extensionServices()).viewer.onDidReport((e) => all.push(e));
  });
  after(() => listener?.dispose());
  beforeEach(() => {
    all.length = 0;
  });
  return {
    all,
    reportFor: (uri, test = () => true) =>
      until(`a report of ${uri.path}`, () => all.find((e) => e.uri.toString() === uri.toString() && test(e)), 30_000),
  };
}
