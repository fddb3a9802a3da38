// The one look at a rules file's text that activation makes (no parsing: the parser loads later).

/** Could this rules file ask for automatic runs? False only when it surely does not. */
export function mayHaveAutomaticTrigger(text: string): boolean {
  return /"trigger"\s*:\s*"on(Save|Change)"/.test(text);
}
