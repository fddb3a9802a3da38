// What uses the service's file server from the editor, loaded when first needed (a second
// esbuild entry, dist/chainsCommand.js): the ChainSession of a batch and Convert to Several
// Formats. Activation stays small.
import type * as vscode from 'vscode';
import { ChainSession } from '../../conversion/chains/session';
import type { ConversionJob, ConversionLog } from '../../conversion/ports';
import { ChainClient, type CredentialProvider, type HttpTransport } from '../../service';

export { convertToSeveralFormats } from './severalFormats';

/** A batch's file-server session over the conversion client's transport and credential. */
export function newChainSession(
  transport: HttpTransport,
  provider: CredentialProvider,
  jobs: readonly ConversionJob<vscode.Uri>[],
  log: ConversionLog,
): ChainSession<vscode.Uri> {
  return new ChainSession({ chain: new ChainClient(transport, provider), key: (uri) => uri.toString(), log }, jobs);
}
