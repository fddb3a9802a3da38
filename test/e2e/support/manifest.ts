// What package.json promises a person will see, with %placeholders% resolved through
// package.nls.json, so UI tests cover new contributions without being edited.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../support/paths';

interface CommandContribution {
  command: string;
  title: string;
  category?: string;
}

interface Manifest {
  contributes?: {
    commands?: CommandContribution[];
    menus?: { commandPalette?: { command: string; when?: string }[] };
    viewsContainers?: { activitybar?: { id: string; title: string }[] };
    views?: Record<string, { id: string; name: string; when?: string }[]>;
  };
}

const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as Manifest;
const nlsPath = join(repoRoot, 'package.nls.json');
const nls = existsSync(nlsPath) ? (JSON.parse(readFileSync(nlsPath, 'utf8')) as Record<string, string>) : {};

/** Resolves a "%key%" string through package.nls.json. */
export function localize(text: string): string {
  const match = /^%(.+)%$/.exec(text);
  return match ? (nls[match[1]] ?? text) : text;
}

/**
 * Commands a person can always find in the palette, as "Category: Title". Those with any `when`
 * in menus.commandPalette are left out: hidden (`false`) or shown only in some states.
 */
export function paletteCommands(): { id: string; label: string }[] {
  const hidden = new Set(
    (manifest.contributes?.menus?.commandPalette ?? []).filter((entry) => entry.when !== undefined).map((entry) => entry.command),
  );
  return (manifest.contributes?.commands ?? [])
    .filter((command) => !hidden.has(command.command))
    .map((command) => {
      const title = localize(command.title);
      return { id: command.command, label: command.category ? `${localize(command.category)}: ${title}` : title };
    });
}

/** View containers in the activity bar, each with the names of its views. */
export function activityBarContainers(): { id: string; title: string; views: string[] }[] {
  return (manifest.contributes?.viewsContainers?.activitybar ?? []).map((container) => ({
    id: container.id,
    title: localize(container.title),
    // Views shown only under a condition (`when`, e.g. Document Search once a search ran) are left out.
    views: (manifest.contributes?.views?.[container.id] ?? []).filter((view) => !view.when).map((view) => localize(view.name)),
  }));
}
