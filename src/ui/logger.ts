import * as vscode from 'vscode';
import type { Redactor } from '../service/errors';
import type { ServiceLogger } from '../service/http';

/** The extension's one log: a LogOutputChannel behind a redactor, so no line can carry a secret. */
export class Logger implements ServiceLogger {
  constructor(
    private readonly channel: vscode.LogOutputChannel,
    readonly redactor: Redactor,
  ) {}

  debug(message: string): void {
    this.channel.debug(this.redactor.redact(message));
  }
  info(message: string): void {
    this.channel.info(this.redactor.redact(message));
  }
  warn(message: string): void {
    this.channel.warn(this.redactor.redact(message));
  }
  error(message: string | Error): void {
    const text = message instanceof Error ? `${message.message}\n${message.stack ?? ''}` : message;
    this.channel.error(this.redactor.redact(text));
  }
  show(): void {
    this.channel.show(true);
  }
}
