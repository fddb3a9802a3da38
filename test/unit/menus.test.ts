/**
 * VS Code menus are static, so the quick targets of "Convert To" live twice: in package.json's
 * `when` clauses and in formats.ts. This keeps the two from drifting apart.
 */
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { QuickTargets } from '../../src/constants';
import { FORMAT_TABLE, FORMAT_ALIASES } from '../../src/service/catalogue/formats';
import { sourceFormatOf } from '../../src/service/catalogue';

interface MenuItem {
  command?: string;
  submenu?: string;
  when?: string;
}
const menus = (JSON.parse(readFileSync('package.json', 'utf8')) as { contributes: { menus: Record<string, MenuItem[]> } }).contributes
  .menus;

/** The extensions a `resourceExtname =~ /^\.(a|b)$/i` clause shows the item for. */
function extensionsOf(when: string | undefined): string[] {
  const m = /resourceExtname =~ \/\^\\\.\(([a-z0-9|]+)\)\$\/i/.exec(when ?? '');
  assert.ok(m, `no resourceExtname list in: ${when}`);
  return m[1]!.split('|');
}

/** Every spelling of the given canonical sources that formats.ts recognises (jpg and jpeg alike). */
function spellings(sources: Iterable<string>): string[] {
  const set = new Set(sources);
  return [
    ...set,
    ...Object.entries(FORMAT_ALIASES)
      .filter(([, canonical]) => set.has(canonical))
      .map(([alias]) => alias),
  ].sort();
}

const sourcesWithTarget = (target: string): string[] =>
  Object.entries(FORMAT_TABLE)
    .filter(([, ts]) => ts.some((t) => t.ext === target))
    .map(([s]) => s);

describe('Convert To menus match formats.ts', () => {
  for (const submenu of ['convertFiles.convertTo', 'convertFiles.convertToEditor']) {
    describe(submenu, () => {
      const items = menus[submenu] ?? [];

      it('has one item per quick target, and no other quick-target command', () => {
        const quick = items.filter((i) => i.command && QuickTargets.some((q) => q.command === i.command)).map((i) => i.command);
        assert.deepEqual(quick.sort(), QuickTargets.map((q) => q.command).sort());
      });

      for (const { command, format } of QuickTargets) {
        it(`${command.split('.').pop()} shows for exactly the sources formats.ts offers ${format} for, in every spelling`, () => {
          const item = items.find((i) => i.command === command);
          assert.ok(item, `${command} is missing from ${submenu}`);
          assert.deepEqual([...new Set(extensionsOf(item.when))].sort(), spellings(sourcesWithTarget(format)));
        });
      }
    });
  }

  it('the submenus themselves show for every source type formats.ts knows, in every spelling, and no other', () => {
    for (const [menu, submenu] of [
      ['explorer/context', 'convertFiles.convertTo'],
      ['editor/title/context', 'convertFiles.convertToEditor'],
    ] as const) {
      const entry = (menus[menu] ?? []).find((i) => i.submenu === submenu);
      assert.ok(entry, `${submenu} is not in ${menu}`);
      const shown = extensionsOf(entry.when);
      assert.deepEqual([...new Set(shown)].sort(), spellings(Object.keys(FORMAT_TABLE)), menu);
      // And the extension reads each of them back as a source it has targets for.
      for (const ext of shown) {
        assert.ok(sourceFormatOf(`file.${ext}`)! in FORMAT_TABLE, ext);
      }
    }
  });
});

describe('Usage view title', () => {
  it('shows the usage dashboard as an icon in the navigation group of the Usage view', () => {
    const item = (menus['view/title'] ?? []).find((i) => i.command === 'convertFiles.showUsageDashboard') as
      (MenuItem & { group?: string }) | undefined;
    assert.ok(item, 'the dashboard is not in the view title');
    assert.match(item.when ?? '', /\bview == convertFiles\.usage\b/);
    assert.match(item.group ?? '', /^navigation(@\d+)?$/);
    const commands = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { contributes: { commands: Array<{ command: string; icon?: string }> } }
    ).contributes.commands;
    assert.ok(
      commands.find((c) => c.command === 'convertFiles.showUsageDashboard')?.icon,
      'no icon: the navigation group would show its title',
    );
  });
});

describe('one-file commands in the Explorer menu', () => {
  // Preview as PDF and Compare with HEAD act on one file: not offered for a multi-selection (issue 44).
  for (const command of ['convertFiles.previewAsPdf', 'convertFiles.compareWithHead']) {
    it(`${command.split('.').pop()} is hidden when several files are selected`, () => {
      const item = (menus['explorer/context'] ?? []).find((i) => i.command === command);
      assert.ok(item, `${command} is not in the Explorer menu`);
      assert.match(item.when ?? '', /(^|&& )!listMultiSelection( &&|$)/);
    });
  }
});
