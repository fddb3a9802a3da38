// The rows of "Recent conversions": one tree item per conversion the service lists.
import * as vscode from 'vscode';
import { converterName, type ConversionRecord } from '../service/admin';
import { outcomeOf } from './usageFormat';
import { agoText, count, dateTime } from './words';

/** A Date for an ISO time, or undefined when it is missing or unreadable. */
export function validDate(text: string | undefined): Date | undefined {
  const date = text ? new Date(text) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

type Outcome = ReturnType<typeof outcomeOf>;

function outcomeWord(outcome: Outcome): string | undefined {
  return outcome === 'succeeded' ? vscode.l10n.t('succeeded') : outcome === 'failed' ? vscode.l10n.t('failed') : undefined;
}

/** One recent conversion as a tree row: file, converter, age, outcome. */
export function recentItem(index: number, entry: ConversionRecord, now: Date): vscode.TreeItem {
  const time = validDate(entry.createdAt);
  const outcome = outcomeOf(entry);
  const converter = converterName(entry);
  const item = new vscode.TreeItem(entry.source || vscode.l10n.t('(no file name)'));
  // Rows have no id of their own: the time and the position keep items apart.
  item.id = `recent.${entry.createdAt ?? ''}.${index}`;
  const parts = [converter ?? '?'];
  if (time) {
    parts.push(agoText(time, now));
  }
  if (outcome === 'failed' && entry.error) {
    parts.push(entry.error);
  }
  item.description = parts.join(' · ');
  item.iconPath =
    outcome === 'succeeded'
      ? new vscode.ThemeIcon('pass', new vscode.ThemeColor('testing.iconPassed'))
      : outcome === 'failed'
        ? new vscode.ThemeIcon('error', new vscode.ThemeColor('testing.iconFailed'))
        : new vscode.ThemeIcon('circle-outline');
  item.tooltip = recentTooltip(entry, outcome, time);
  item.accessibilityInformation = {
    label: `${entry.source ?? ''} ${converter ?? ''} ${outcomeWord(outcome) ?? ''} ${time ? agoText(time, now) : ''}`.trim(),
  };
  return item;
}

function recentTooltip(entry: ConversionRecord, outcome: Outcome, time: Date | undefined): vscode.MarkdownString {
  const md = new vscode.MarkdownString(undefined, true);
  md.appendMarkdown(outcome === 'succeeded' ? '$(pass) ' : outcome === 'failed' ? '$(error) ' : '');
  md.appendMarkdown('**')
    .appendText(entry.source || vscode.l10n.t('(no file name)'))
    .appendMarkdown('**\n\n');
  const row = (name: string, value: string | undefined): void => {
    if (value !== undefined && value !== '') {
      md.appendMarkdown(`${name}: `).appendText(value).appendMarkdown('  \n');
    }
  };
  row(vscode.l10n.t('Converter'), converterName(entry));
  row(vscode.l10n.t('Status'), outcomeWord(outcome));
  row(vscode.l10n.t('Time'), time ? dateTime(time) : entry.createdAt);
  row(vscode.l10n.t('Duration'), entry.executionTimeMs === undefined ? undefined : vscode.l10n.t('{0} ms', count(entry.executionTimeMs)));
  row(vscode.l10n.t('IP address'), entry.ip);
  // The service's Error for a failed conversion (already one line, sanitised by the parser).
  row(vscode.l10n.t('Message'), entry.error);
  return md;
}
