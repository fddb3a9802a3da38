/**
 * The query of Search in Documents: one QuickPick line for the text and three buttons that toggle
 * Match Case, Match Whole Word and Use Regular Expression as the Search view's do (a toggled button
 * is drawn in the active option colour and says "(on)"). An invalid regular expression is shown
 * as the one item and not accepted. The last query is offered again.
 */
import * as vscode from 'vscode';
import { compileQuery, QueryError, type TextQuery } from '../conversion/text';
import { invalidQuery, searchFor, searchPlaceholder, searchTitle, toggleTooltip } from '../messages/search';

type Option = 'case' | 'word' | 'regex';

const ICONS: Record<Option, string> = { case: 'case-sensitive', word: 'whole-word', regex: 'regex' };

let last: TextQuery = { text: '', caseSensitive: false, wholeWord: false, regex: false };

/** Why `query` cannot be searched for, or undefined when it can. */
export function queryProblem(query: TextQuery): string | undefined {
  try {
    compileQuery(query);
    return undefined;
  } catch (err) {
    return err instanceof QueryError && query.regex ? invalidQuery(err.message) : undefined;
  }
}

/** Asks for the query; undefined when the person leaves. */
export function askQuery(): Promise<TextQuery | undefined> {
  const pick = vscode.window.createQuickPick();
  const state = { case: last.caseSensitive, word: last.wholeWord, regex: last.regex };
  const buttonOf = new Map<vscode.QuickInputButton, Option>();
  const current = (): TextQuery => ({ text: pick.value, caseSensitive: state.case, wholeWord: state.word, regex: state.regex });
  const draw = () => {
    buttonOf.clear();
    pick.buttons = (['case', 'word', 'regex'] as const).map((option) => {
      const button: vscode.QuickInputButton = {
        iconPath: new vscode.ThemeIcon(ICONS[option], state[option] ? new vscode.ThemeColor('inputOption.activeForeground') : undefined),
        tooltip: toggleTooltip(option, state[option]),
      };
      buttonOf.set(button, option);
      return button;
    });
    // A QuickPick has no validation line: the one item says what Enter does, or why it cannot.
    const problem = queryProblem(current());
    pick.items =
      pick.value === '' ? [] : [{ label: problem ? `$(error) ${problem}` : `$(search) ${searchFor(pick.value)}`, alwaysShow: true }];
  };
  pick.title = searchTitle();
  pick.placeholder = searchPlaceholder();
  pick.value = last.text;
  pick.ignoreFocusOut = true;
  draw();
  return new Promise((resolve) => {
    let done = false;
    pick.onDidTriggerButton((button) => {
      const option = buttonOf.get(button);
      if (option) {
        state[option] = !state[option];
        draw();
      }
    });
    pick.onDidChangeValue(draw);
    pick.onDidAccept(() => {
      const query = current();
      if (query.text === '' || queryProblem(query)) {
        return;
      }
      done = true;
      last = query;
      resolve(query);
      pick.hide();
    });
    pick.onDidHide(() => {
      pick.dispose();
      if (!done) {
        resolve(undefined);
      }
    });
    pick.show();
  });
}
