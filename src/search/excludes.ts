/**
 * The exclude glob of Search in Documents: what `files.exclude` and `search.exclude` leave out, as
 * the Search view leaves it out. Plain (no vscode): both settings' objects are handed in. A pattern
 * set to `true` is excluded; `false` (a user turning off a default) and `{ "when": … }` conditions
 * (which depend on a sibling file and cannot be one glob) are not.
 */

/** The patterns of one `*.exclude` setting that are on. */
function patternsOn(setting: unknown): string[] {
  if (typeof setting !== 'object' || setting === null) {
    return [];
  }
  return Object.entries(setting as Record<string, unknown>)
    .filter(([pattern, on]) => on === true && pattern.trim() !== '')
    .map(([pattern]) => pattern.trim());
}

/** `a{b,c}d` as `abd`, `acd` (every group, nested too): VS Code's glob has no braces within braces. */
export function expandBraces(pattern: string): string[] {
  const open = pattern.indexOf('{');
  if (open < 0) {
    return [pattern];
  }
  let depth = 0;
  const commas: number[] = [];
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '{') {
      depth++;
    } else if (c === '}' && --depth === 0) {
      const parts: string[] = [];
      let from = open + 1;
      for (const comma of commas) {
        parts.push(pattern.slice(from, comma));
        from = comma + 1;
      }
      parts.push(pattern.slice(from, i));
      const rest = pattern.slice(i + 1);
      return parts.flatMap((part) => expandBraces(`${pattern.slice(0, open)}${part}${rest}`));
    } else if (c === ',' && depth === 1) {
      commas.push(i);
    }
  }
  // An unclosed brace is a literal one.
  return [pattern];
}

/**
 * One glob for `workspace.findFiles`' exclude: `{a,b,…}` of every pattern on in either setting,
 * each also matching below a folder it names (as the Search view treats "**\/node_modules");
 * undefined when none is on. A pattern's own braces are expanded first.
 */
export function excludeGlob(filesExclude: unknown, searchExclude: unknown): string | undefined {
  const on = [...patternsOn(filesExclude), ...patternsOn(searchExclude)].flatMap(expandBraces);
  const patterns = [
    ...new Set(
      on.flatMap((p) => {
        const bare = p.replace(/\/+$/, '');
        return bare.endsWith('/**') ? [bare] : [bare, `${bare}/**`];
      }),
    ),
  ];
  if (patterns.length === 0) {
    return undefined;
  }
  return patterns.length === 1 ? patterns[0] : `{${patterns.join(',')}}`;
}
