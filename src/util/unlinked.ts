// Text that is not the extension's own (a file name, a service's message) placed in a
// notification: VS Code makes `[text](target)` there a clickable link, `command:` targets
// included, so a file named `[Open](command:…).pdf` would offer to run a command with arguments
// of its choosing. Its square brackets become round ones: the text still reads, nothing is a link.
// Progress notifications render their title and message the same way (util/slowProgress.ts).

/** `text` with no `[…](…)` a notification would turn into a link. */
export function unlinked(text: string): string {
  return text.replace(/\[/g, '(').replace(/\]/g, ')');
}
